/**
 * One server of the server benchmark, in its own process (the driver starts it with
 * --expose-gc):
 *
 *   corespec  the generated server (output/server/dist), over a MemoryStore the process keeps
 *             a handle on (to measure what it holds);
 *   corespec-etcd  the same over an EtcdStore, on the etcd at $ETCD_ENDPOINT (under $ETCD_PREFIX,
 *             or a prefix of its own);
 *   ceiling   a bare Fastify app: a Map of parsed JSON objects, one route that stores the
 *             posted object and returns it, one that returns a stored object, one that lists
 *             them (with limit and an offset token), and a watch route that streams each
 *             posted object to every open stream. No validation, no defaults, no query rules.
 *
 * Answers over IPC: `port`, `cpu` (process.cpuUsage), `memory` (after GC), `jsonSize`.
 */
import Fastify, { type FastifyInstance } from "fastify";
import type { ServerResponse } from "node:http";
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { serveRpc } from "./ipc.js";

const mode = process.argv[2];
type Json = { [key: string]: unknown };

const EVENTS_KEY = {
  group: "events.core.io",
  version: "v1",
  resource: "events",
  namespaced: true,
} as const;
let app: FastifyInstance;
let jsonSize: () => Promise<{ objects: number; bytes: number }>;

if (mode === "corespec" || mode === "corespec-etcd") {
  // SERVER_MODULE: another build of the server (an A/B comparison of a change), by path.
  const module = process.env.SERVER_MODULE
    ? pathToFileURL(resolve(process.env.SERVER_MODULE)).href
    : new URL("../../output/server/dist/index.js", import.meta.url).href;
  const { createServer, MemoryStore, EtcdStore, Cacher } = await import(module);
  // The etcd store keeps its keys under a prefix of its own on the driver's etcd, under the watch
  // cache (a build from before the cache was a layer of its own has the cache inside EtcdStore).
  const etcd = () =>
    new EtcdStore({
      endpoints: [process.env.ETCD_ENDPOINT!],
      prefix: process.env.ETCD_PREFIX ?? `/bench-${process.pid}/registry`,
    });
  const store =
    mode === "corespec" ? new MemoryStore() : Cacher === undefined ? etcd() : new Cacher(etcd());
  app = createServer({ storage: store });
  jsonSize = async () => {
    const { items } = (await store.list(EVENTS_KEY, {})) as { items: Json[] };
    let bytes = 0;
    for (const item of items) bytes += Buffer.byteLength(JSON.stringify(item));
    return { objects: items.length, bytes };
  };
} else if (mode === "ceiling") {
  app = ceiling();
  jsonSize = async () => ({ objects: 0, bytes: 0 });
} else {
  throw new Error(`unknown server mode ${mode}`);
}

function ceiling(): FastifyInstance {
  const server = Fastify({ logger: false });
  const objects = new Map<string, Json>();
  let sorted: string[] | undefined;
  let revision = 0;
  const watchers = new Set<ServerResponse>();
  const json = (body: unknown) => JSON.stringify(body);

  server.post("/objects", (request, reply) => {
    const object = request.body as Json;
    const name = String((object.metadata as Json).name);
    if (!objects.has(name)) sorted = undefined;
    objects.set(name, object);
    revision++;
    const text = json(object);
    if (watchers.size > 0) {
      const line = `{"type":"ADDED","object":${text}}\n`;
      for (const w of watchers) w.write(line);
    }
    return reply.code(201).type("application/json").send(text);
  });
  server.get("/objects/:name", (request, reply) => {
    const object = objects.get((request.params as { name: string }).name);
    if (object === undefined)
      return reply.code(404).type("application/json").send('{"kind":"Status","code":404}');
    return reply.type("application/json").send(json(object));
  });
  server.get("/objects", (request, reply) => {
    const query = request.query as { limit?: string; continue?: string };
    sorted ??= [...objects.keys()].sort();
    const from = query.continue ? Number(query.continue) : 0;
    const limit = query.limit ? Number(query.limit) : sorted.length;
    const to = Math.min(sorted.length, from + limit);
    const metadata: Json = { resourceVersion: String(revision) };
    if (to < sorted.length) metadata.continue = String(to);
    const items: Json[] = [];
    for (let i = from; i < to; i++) items.push(objects.get(sorted[i]!)!);
    return reply
      .type("application/json")
      .send(json({ apiVersion: "v1", kind: "List", metadata, items }));
  });
  server.get("/watch", (request, reply) => {
    reply.hijack();
    const raw = reply.raw;
    raw.writeHead(200, { "Content-Type": "application/json", "Transfer-Encoding": "chunked" });
    raw.flushHeaders();
    watchers.add(raw);
    request.raw.once("close", () => watchers.delete(raw));
  });
  return server;
}

await app.listen({ port: 0, host: "127.0.0.1" });
const port = (app.server.address() as { port: number }).port;

const gc = (globalThis as { gc?: () => void }).gc;
serveRpc({
  port: () => port,
  cpu: () => process.cpuUsage(),
  memory: async () => {
    // Let pending writes settle, then collect everything collectable.
    await new Promise((resolve) => setTimeout(resolve, Number(process.env.SETTLE_MS ?? 100)));
    for (let i = 0; i < 4; i++) {
      gc?.();
      await new Promise((resolve) => setImmediate(resolve));
    }
    const m = process.memoryUsage();
    return {
      gc: gc !== undefined,
      rss: m.rss,
      heapUsed: m.heapUsed,
      heapTotal: m.heapTotal,
      external: m.external,
      arrayBuffers: m.arrayBuffers,
    };
  },
  jsonSize: () => jsonSize(),
});
