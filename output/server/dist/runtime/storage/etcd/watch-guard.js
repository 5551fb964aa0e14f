// Copied by corespec from templates/server/storage/etcd/watch-guard.ts. DO NOT EDIT: change the template and run `npm run generate`.
import { createRequire } from "node:module";
let installed = false;
export function guardWatchStream() {
  if (installed) return;
  installed = true;
  const { WatchManager } = createRequire(import.meta.url)("etcd3/lib/watch.js");
  const proto = WatchManager.prototype;
  const handleResponse = proto.handleResponse;
  proto.handleResponse = function(res) {
    if (!this.watchers.some((w) => w.id === res.watch_id)) return;
    handleResponse.call(this, res);
  };
  const handleCreatedResponse = proto.handleCreatedResponse;
  proto.handleCreatedResponse = function(res) {
    if (res.canceled && !this.watchers.some((w) => w.id === null)) return;
    handleCreatedResponse.call(this, res);
  };
}
