// CLI: tsx test/instance/main.ts [--port 4100] [--static dist] [--public-url http://localhost:8080] [--flavour snac2]
// (DEMO_PORT and DEMO_SERVER also work; the flavour is akkoma, snac2 or hollo, default akkoma)
import { option, portOption, serveUntilStopped } from '../support/serverCli';
import { flavourNamed } from './flavours';
import { startDemoInstance } from './server';

serveUntilStopped(async () => {
  const port = portOption(option('port') ?? process.env.DEMO_PORT ?? 4100);
  const flavour = flavourNamed(option('flavour') ?? process.env.DEMO_SERVER);
  const instance = await startDemoInstance({ port, staticDir: option('static'), publicUrl: option('public-url'), flavour });
  console.log(`demo instance (${instance.flavour}) listening on ${instance.url}`);
  return instance;
});
