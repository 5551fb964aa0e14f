// Copied by corespec from templates/server/storage/etcd/watch-guard.ts. DO NOT EDIT: change the template and run `npm run generate`.

/**
 * A guard around the `etcd3` client's watch stream. etcd 3.4 may still send a response for a
 * watch the client has just canceled (or one canceled as it was created); the client then
 * throws "Failed to find watcher for IWatchResponse" inside the gRPC stream's data handler,
 * which no caller can catch and which would end the server process. The guard drops such
 * responses: nobody is listening for them any more.
 */
import { createRequire } from "node:module";

interface WatchManagerShape {
  prototype: {
    watchers: { id: string | null }[];
    handleResponse(res: { watch_id: string }): void;
    handleCreatedResponse(res: { canceled?: boolean }): void;
  };
}

let installed = false;

export function guardWatchStream(): void {
  if (installed) return;
  installed = true;
  const { WatchManager } = createRequire(import.meta.url)("etcd3/lib/watch.js") as {
    WatchManager: WatchManagerShape;
  };
  const proto = WatchManager.prototype;
  const handleResponse = proto.handleResponse;
  proto.handleResponse = function (this: WatchManagerShape["prototype"], res) {
    if (!this.watchers.some((w) => w.id === res.watch_id)) return;
    handleResponse.call(this, res);
  };
  const handleCreatedResponse = proto.handleCreatedResponse;
  proto.handleCreatedResponse = function (this: WatchManagerShape["prototype"], res) {
    if (res.canceled && !this.watchers.some((w) => w.id === null)) return;
    handleCreatedResponse.call(this, res);
  };
}
