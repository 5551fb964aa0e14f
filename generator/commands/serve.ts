/** `corespec serve`: runs the generated API server of the package. */
import { pathToFileURL } from "node:url";

interface ServerModule {
  serve(options: { port?: number; host?: string; logger?: boolean }): Promise<{ close(): Promise<unknown>; addresses(): { address: string; port: number }[] }>;
}

/** How long a stop waits for open requests before the process exits anyway. */
const STOP_GRACE_MS = 5000;

export async function runServe(options: { port: number; host: string; packageEntry: string; logger: boolean }): Promise<void> {
  const server = (await import(pathToFileURL(options.packageEntry).href)) as ServerModule;
  const app = await server.serve({ port: options.port, host: options.host, logger: options.logger });
  const address = app.addresses()[0];
  process.stdout.write(`Serving the core.io API on http://${address?.address ?? options.host}:${address?.port ?? options.port} (Ctrl-C to stop).\n`);
  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    // A second signal stops at once.
    if (stopping) process.exit(128 + (signal === "SIGINT" ? 2 : 15));
    stopping = true;
    // Closing ends the open watches and waits for the requests in flight, within a grace period.
    setTimeout(() => process.exit(0), STOP_GRACE_MS).unref();
    void app.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
}
