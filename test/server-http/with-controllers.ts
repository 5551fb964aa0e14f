/**
 * A server with its controller manager, as `corespec serve` runs them but in the test's
 * process: the server on a free port, and the manager a client of it over HTTP.
 */
import {
  createControllerManager,
  HttpClient,
  type ControllerManager,
  type ControllerManagerOptions,
  type ServerOptions,
} from "../../output/server/dist/index.js";
import { start, type Started } from "./http.js";

export type WithControllers = Started & {
  readonly manager: ControllerManager;
  /** Stops the manager (a leader releases the Lease), then the server. */
  close(): Promise<void>;
};

export async function startWithControllers(
  options: ServerOptions,
  controllers: Omit<ControllerManagerOptions, "client"> = {},
): Promise<WithControllers> {
  const server = await start(options);
  const client = new HttpClient({ server: server.base });
  const manager = createControllerManager({ client, ...controllers });
  manager.start();
  return {
    ...server,
    manager,
    close: async () => {
      await manager.stop();
      client.close();
      await server.app.close();
    },
  };
}
