// CLI: tsx test/instance/main.ts [--port 4100] [--static dist] [--public-url http://localhost:8080] [--flavour snac2]
// (DEMO_PORT and DEMO_SERVER also work; the flavour is akkoma, snac2 or hollo, default akkoma)
import { flavourNamed } from './flavours';
import { startDemoInstance } from './server';

function option(name: string): string | undefined {
  const args = process.argv.slice(2);
  const at = args.indexOf(`--${name}`);
  if (at >= 0) return args[at + 1];
  const inline = args.find((a) => a.startsWith(`--${name}=`));
  return inline?.slice(name.length + 3);
}

async function main(): Promise<void> {
  const port = Number(option('port') ?? process.env.DEMO_PORT ?? 4100);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`invalid port: ${port}`);
  const flavour = flavourNamed(option('flavour') ?? process.env.DEMO_SERVER);
  const instance = await startDemoInstance({ port, staticDir: option('static'), publicUrl: option('public-url'), flavour });
  console.log(`demo instance (${instance.flavour}) listening on ${instance.url}`);
  const stop = () => {
    instance.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
