// Copied by corespec from templates/server/storage/etcd/direct-watch.ts. DO NOT EDIT: change the template and run `npm run generate`.
import { frozenAt, withResourceVersion } from "../objects.js";
import { StoreError, } from "../storage.js";
export class DirectWatch {
    prefix;
    query;
    onEvent;
    onError;
    watcher;
    stopped = false;
    constructor(client, prefix, exactKey, query, from, 
    /** The oldest revision the watch cache keeps, for the 410's message. */
    oldest, onEvent, onError) {
        this.prefix = prefix;
        this.query = query;
        this.onEvent = onEvent;
        this.onError = onError;
        // Kubernetes' message (storage.NewTooLargeResourceVersionError's sibling, errors.NewGone).
        const tooOld = StoreError.expired(`too old resource version: ${from} (${oldest})`);
        const builder = exactKey !== undefined
            ? client.watch().key(`${prefix}${exactKey}`)
            : client.watch().prefix(prefix);
        builder
            .startRevision(String(from + 1))
            .withPreviousKV()
            .create()
            .then((watcher) => {
            if (this.stopped)
                return void watcher.cancel();
            this.watcher = watcher;
            watcher.on("data", (res) => this.onData(res));
            watcher.on("error", () => this.fail(tooOld));
        })
            .catch(() => this.fail(tooOld));
    }
    inNamespace(key) {
        const ns = this.query.namespace;
        return ns === undefined || ns === "" || key.startsWith(`${ns}/`);
    }
    onData(res) {
        for (const event of res.events) {
            if (this.stopped)
                return;
            const key = event.kv.key.toString().slice(this.prefix.length);
            if (!this.inNamespace(key))
                continue;
            const rv = Number(event.kv.mod_revision);
            const prev = event.prev_kv
                ? frozenAt(event.prev_kv.value.toString(), Number(event.prev_kv.mod_revision))
                : undefined;
            const select = this.query.select;
            const was = prev !== undefined && (select === undefined || select(prev));
            if (event.type === "Put") {
                const object = frozenAt(event.kv.value.toString(), rv);
                const is = select === undefined || select(object);
                if (is)
                    this.deliver({ type: was ? "MODIFIED" : "ADDED", object, resourceVersion: String(rv) });
                else if (was)
                    this.deliver({
                        type: "DELETED",
                        object: withResourceVersion(prev, String(rv)),
                        resourceVersion: String(rv),
                    });
            }
            else if (was) {
                this.deliver({
                    type: "DELETED",
                    object: withResourceVersion(prev, String(rv)),
                    resourceVersion: String(rv),
                });
            }
        }
    }
    deliver(event) {
        try {
            this.onEvent(event);
        }
        catch {
            this.stop();
        }
    }
    fail(error) {
        if (this.stopped)
            return;
        this.stop();
        this.onError(error);
    }
    stop() {
        if (this.stopped)
            return;
        this.stopped = true;
        const watcher = this.watcher;
        this.watcher = undefined;
        watcher?.removeAllListeners();
        void watcher?.cancel().catch(() => undefined);
    }
}
