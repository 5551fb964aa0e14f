/** `corespec serve`: runs the generated API server of the package. */
import { pathToFileURL } from "node:url";

interface ServerModule {
  serve(options: { port?: number; host?: string; logger?: boolean }): Promise<{ close(): Promise<unknown>; addresses(): { address: string; port: number }[] }>;
}

export async function runServe(options: { port: number; host: string; packageEntry: string; logger: boolean }): Promise<void> {
  const server = (await import(pathToFileURL(options.packageEntry).href)) as ServerModule;
  const app = await server.serve({ port: options.port, host: options.host, logger: options.logger });
  const address = app.addresses()[0];
  process.stdout.write(`Serving the core.io API on http://${address?.address ?? options.host}:${address?.port ?? options.port} (Ctrl-C to stop).\n`);
  const stop = () => void app.close().then(() => process.exit(0));
  process.once("SIGINT", stop);
  process.once("SIGTERM", stop);
}
