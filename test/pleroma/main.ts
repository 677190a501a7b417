// CLI: tsx test/pleroma/main.ts [--dist dist | --zip fedi-client-0.1.0.zip] [--port 4300] [--upstream URL] [--work-dir DIR]
// Installs the release (the zip, or the build packed as one) like Pleroma's installer, then serves it as
// Pleroma would (README.md here).
import { option, portOption, serveUntilStopped } from '../support/serverCli';
import { startPleromaServer } from './server';

serveUntilStopped(async () => {
  const server = await startPleromaServer({
    port: portOption(option('port') ?? 4300),
    buildDir: option('dist') ?? process.env.BUILD_DIR ?? 'dist',
    zip: option('zip'),
    upstream: option('upstream'),
    workDir: option('work-dir'),
  });
  console.log(`Pleroma stand-in listening on ${server.url}, serving ${server.primaryDir()}`);
  return server;
});
