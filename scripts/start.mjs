// `npm start`: the client on http://localhost:8080. With INSTANCE unset it first starts the
// built-in demo instance and proxies to it; with INSTANCE=https://example.social it proxies there.
// DEMO_SERVER=snac2 or DEMO_SERVER=hollo makes the demo instance behave as that server (default akkoma).
import { spawn } from 'node:child_process';

const children = [];
const run = (cmd, args, env) => {
  const child = spawn(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  children.push(child);
  child.on('exit', (code) => {
    for (const other of children) if (other !== child) other.kill('SIGTERM');
    process.exit(code ?? 0);
  });
  return child;
};

const demoPort = process.env.DEMO_PORT ?? '4100';
const clientUrl = `http://localhost:${process.env.PORT ?? 8080}`;
if (!process.env.INSTANCE) {
  // The demo instance builds its media and socket URLs from each request's Host (the proxy forwards it),
  // so they go through the proxy at whichever address the page was opened; the client's URL is the fallback.
  const flavour = process.env.DEMO_SERVER || 'akkoma';
  run('npx', ['tsx', 'test/instance/main.ts', '--port', demoPort, '--public-url', clientUrl, '--flavour', flavour], {
    DEMO_SERVER: flavour,
  });
  console.log(`Demo instance (${flavour}) on http://127.0.0.1:${demoPort}; client on ${clientUrl}`);
} else {
  // webpack.config.ts allows this exact origin in the page's CSP for images, media and requests.
  console.log(`Client on http://localhost:${process.env.PORT ?? 8080}, proxying to ${process.env.INSTANCE}`);
}
run('npx', ['webpack', 'serve', '--mode', 'development'], { DEMO_PORT: demoPort });

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    for (const child of children) child.kill('SIGTERM');
  });
}
