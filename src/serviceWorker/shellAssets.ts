// Which files of the build the service worker precaches as the shell (webpack.config.ts passes this to
// Workbox's InjectManifest): what opening the client needs before any screen, and nothing more. The
// reader's own language and the lazy chunks they use are kept at run time (sw.ts, register.ts).

const SHELL_ASSETS = [
  /^index\.html$/,
  // the entry scripts, React's renderer split out of `main` (webpack.config.ts), and the English messages every
  // first screen waits for
  /^static\/js\/(early|main|renderer|locale-en)\.[0-9a-f]{8}\.js$/,
  // what start-up loads next: the worker's page side and the offline notice (serviceWorker/afterStart.ts)
  /^static\/js\/service-worker\.[0-9a-f]{8}\.js$/,
  /^static\/css\/main\.[0-9a-f]{8}\.css$/,
  /^static\/favicon\.svg$/,
];

/** `name`: a webpack asset's path in the build (`static/js/main.1a2b3c4d.js`). */
export const isShellAsset = (name: string): boolean => SHELL_ASSETS.some((pattern) => pattern.test(name));
