// What the test servers' command lines share (test/instance/main.ts, test/pleroma/main.ts).

/** `--name value` or `--name=value` from the command line. */
export function option(name: string): string | undefined {
  const args = process.argv.slice(2);
  const at = args.indexOf(`--${name}`);
  if (at >= 0) return args[at + 1];
  return args.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
}

/** A port number from the command line or the environment, checked. */
export function portOption(value: string | number): number {
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`invalid port: ${value}`);
  return port;
}

/** Runs a server until SIGINT or SIGTERM, then closes it; a failure to start ends the process. */
export function serveUntilStopped(start: () => Promise<{ close(): Promise<void> }>): void {
  start().then(
    (server) => {
      const stop = () => {
        server.close().then(
          () => process.exit(0),
          () => process.exit(1),
        );
      };
      process.once('SIGINT', stop);
      process.once('SIGTERM', stop);
    },
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
