/**
 * Big lists stall no other request (issue 35, item 3): 40 Leases near the object size limit
 * (1.4 MB each, 58 MB of JSON, most of it labels and their managedFields, so that a Table's
 * rows are as big) are listed as JSON, pretty JSON, gzip and Table while another client asks
 * /healthz every 20 ms, and its worst wait stays under 200 ms. The streamed answers are the
 * bytes the whole answer encoded at once would be. On both stores.
 */
import { request as httpRequest, type ClientRequest, type IncomingMessage } from "node:http";
import { gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { call, start, type Started } from "./http.js";
import { startStallProbe } from "./stall-probe.js";
import { storeVariants, type StoreVariant } from "./stores.js";

type Obj = { [key: string]: any };
const leases = (namespace: string) =>
  `/apis/coordination.core.io/v1/namespaces/${namespace}/leases`;
const LEASES = leases("big");
const OBJECTS = 40;
const LABELS = 9_000;
/** A list of 20 smaller Leases (about 1.7 MB), in chunks of many items and of one, whose bytes are compared. */
const MID = leases("mid");
const MID_OBJECTS = 20;
const TABLE = "application/json;as=Table;v=v1;g=meta.k8s.io";
/** The bound the issue sets on the probe's worst wait. */
const STALL_MS = 200;

/** Hex digits from a small deterministic generator (xorshift32), so that gzip has work to do. */
function hex(state: { s: number }, length: number): string {
  let out = "";
  while (out.length < length) {
    state.s ^= state.s << 13;
    state.s ^= state.s >>> 17;
    state.s ^= state.s << 5;
    out += (state.s >>> 0).toString(16).padStart(8, "0");
  }
  return out.slice(0, length);
}

/** A Lease of about 1.4 MB stored (labels, and the managedFields entry that lists each), or smaller with fewer labels. */
function bigLease(i: number, count = LABELS): Obj {
  const state = { s: 0x9e3779b9 ^ (i + 1) };
  const labels: Record<string, string> = {};
  for (let j = 0; j < count; j++) labels[`k${j}.example.com/l-${hex(state, 24)}`] = hex(state, 60);
  return {
    apiVersion: "coordination.core.io/v1",
    kind: "Lease",
    metadata: { name: `big-${String(i).padStart(3, "0")}`, labels },
    spec: { holderIdentity: `holder-${i}` },
  };
}

/** A GET whose body is only counted (or kept when `keep`), so that the client costs the test's thread little. */
function fetchList(
  base: string,
  path: string,
  headers: Record<string, string>,
  keep: boolean,
): Promise<{
  status: number;
  headers: Record<string, string | string[] | undefined>;
  bytes: number;
  body: Buffer;
}> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(new URL(path, base), { headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      let bytes = 0;
      res.on("data", (chunk: Buffer) => {
        bytes += chunk.length;
        if (keep) chunks.push(chunk);
      });
      res.on("end", () =>
        resolve({
          status: res.statusCode!,
          headers: res.headers,
          bytes,
          body: Buffer.concat(chunks),
        }),
      );
      res.on("error", reject);
    });
    req.on("error", reject);
    req.end();
  });
}

const MODES: readonly { name: string; query: string; headers: Record<string, string> }[] = [
  { name: "JSON", query: "", headers: {} },
  { name: "pretty JSON", query: "?pretty=true", headers: {} },
  { name: "gzip", query: "", headers: { "accept-encoding": "gzip" } },
  { name: "Table", query: "", headers: { accept: TABLE } },
];

for (const variant of storeVariants()) {
  describe(`big lists (${variant.name} store)`, () => {
    let stores: StoreVariant;
    let server: Started;

    beforeAll(async () => {
      stores = variant;
      server = await start({ storage: await stores.create() });
      for (let i = 0; i < OBJECTS; i++) {
        const created = await call(server.base, "POST", LEASES, { body: bigLease(i) });
        expect(created.status, created.text.slice(0, 300)).toBe(201);
      }
      // Sizes from 2 KB to 700 KB, so that chunks hold many items or one.
      for (let i = 0; i < MID_OBJECTS; i++) {
        const created = await call(server.base, "POST", MID, {
          body: bigLease(i, i % 5 === 4 ? 4_000 : 10 * i),
        });
        expect(created.status, created.text.slice(0, 300)).toBe(201);
      }
      // The store has taken in every write (the etcd store's cache has decoded them), so that
      // what follows measures lists, not the creates' tail.
      expect((await fetchList(server.base, LEASES, {}, false)).status).toBe(200);
    }, 300_000);

    afterAll(async () => {
      await server?.app.close();
      await stores?.dispose();
    });

    it.each(MODES)(
      "lists 58 MB as $name while /healthz waits under 200 ms",
      async ({ query, headers }) => {
        const probe = startStallProbe(server.base);
        await new Promise((resolve) => setTimeout(resolve, 100));
        const answer = await fetchList(server.base, `${LEASES}${query}`, headers, false);
        const seen = await probe.stop();
        expect(answer.status).toBe(200);
        expect(answer.bytes).toBeGreaterThan(headers["accept-encoding"] ? 15e6 : 55e6);
        expect(seen.failures).toBe(0);
        expect(seen.probes).toBeGreaterThan(5);
        expect(
          seen.worstMs,
          `the worst /healthz wait was ${Math.round(seen.worstMs)} ms`,
        ).toBeLessThan(STALL_MS);
      },
      120_000,
    );

    it("streams the bytes the whole answer encoded at once would be: JSON, pretty, gzip and Table", async () => {
      const plain = (await fetchList(server.base, MID, {}, true)).body.toString();
      const list = JSON.parse(plain) as Obj;
      expect(list.items).toHaveLength(MID_OBJECTS);
      expect(plain.length).toBeGreaterThan(1e6);
      // The items are the objects a GET of each answers, in the list's key order.
      const singles: Obj[] = [];
      for (const item of list.items as Obj[])
        singles.push(
          JSON.parse(
            (
              await fetchList(server.base, `${MID}/${item.metadata.name}`, {}, true)
            ).body.toString(),
          ) as Obj,
        );
      const whole = {
        apiVersion: "coordination.core.io/v1",
        kind: "LeaseList",
        metadata: list.metadata,
        items: singles,
      };
      expect(plain === JSON.stringify(whole)).toBe(true);
      const pretty = (await fetchList(server.base, `${MID}?pretty=true`, {}, true)).body.toString();
      expect(pretty === `${JSON.stringify(whole, null, 2)}\n`).toBe(true);
      for (const [query, text] of [
        ["", plain],
        ["?pretty=true", pretty],
      ] as const) {
        const zipped = await fetchList(
          server.base,
          `${MID}${query}`,
          { "accept-encoding": "gzip" },
          true,
        );
        expect(zipped.headers["content-encoding"]).toBe("gzip");
        expect(zipped.headers.vary).toBe("Accept-Encoding");
        expect(gunzipSync(zipped.body).toString() === text).toBe(true);
      }
      // A Table: the rows of one Table per object (as a GET of each answers it), in order.
      const tableText = (
        await fetchList(server.base, MID, { accept: TABLE }, true)
      ).body.toString();
      const table = JSON.parse(tableText) as Obj;
      expect(tableText === JSON.stringify(table)).toBe(true);
      const tables: Obj[] = [];
      for (const single of singles)
        tables.push(
          JSON.parse(
            (
              await fetchList(
                server.base,
                `${MID}/${single.metadata.name}`,
                { accept: TABLE },
                true,
              )
            ).body.toString(),
          ) as Obj,
        );
      expect(Object.keys(table)).toEqual(Object.keys(tables[0]!));
      expect(table.columnDefinitions).toEqual(tables[0]!.columnDefinitions);
      expect(table.metadata).toEqual(list.metadata);
      // Ages may tick between the requests.
      const age = (table.columnDefinitions as Obj[]).findIndex((c) => c.name === "Age");
      const withoutAge = (row: Obj) => ({
        ...row,
        cells: (row.cells as unknown[]).filter((_, i) => i !== age),
      });
      expect((table.rows as Obj[]).map(withoutAge)).toEqual(
        tables.map((t) => withoutAge(t.rows[0] as Obj)),
      );
    }, 120_000);

    /** Counts the characters JSON.stringify writes (the server's encoding) from now until restore(). */
    function countStringified(): { readonly produced: number; restore(): void } {
      const original = JSON.stringify;
      const spy = vi.spyOn(JSON, "stringify");
      const counter = { produced: 0, restore: () => spy.mockRestore() };
      spy.mockImplementation(((...args: Parameters<typeof JSON.stringify>) => {
        const text = original(...args) as string | undefined;
        counter.produced += text?.length ?? 0;
        return text;
      }) as typeof JSON.stringify);
      return counter;
    }

    /** Reads the big list until 4 MB have come, pauses, then hands the request and response to `then`. */
    function readSome(
      then: (req: ClientRequest, res: IncomingMessage) => Promise<void>,
    ): Promise<void> {
      return new Promise<void>((resolve, reject) => {
        const req = httpRequest(new URL(LEASES, server.base), { agent: false }, (res) => {
          let bytes = 0;
          const onData = (chunk: Buffer) => {
            bytes += chunk.length;
            if (bytes < 4e6) return;
            res.off("data", onData);
            res.pause();
            then(req, res).then(resolve, reject);
          };
          res.on("data", onData);
        });
        req.on("error", () => undefined);
        req.end();
      });
    }

    it("stops encoding when the client goes away", async () => {
      const counter = countStringified();
      try {
        await readSome(async (req) => {
          req.destroy();
          await new Promise((resolve) => setTimeout(resolve, 1500));
        });
        // 58 MB encoded whole before: a few MB now (what the socket and one chunk held).
        expect(counter.produced).toBeLessThan(30e6);
      } finally {
        counter.restore();
      }
      expect((await call(server.base, "GET", "/healthz")).text).toBe("ok");
    }, 120_000);

    it("encodes no faster than the client reads", async () => {
      const counter = countStringified();
      try {
        await readSome(async (_req, res) => {
          await new Promise((resolve) => setTimeout(resolve, 1500));
          // While the client does not read, the server waits for the connection to drain.
          expect(counter.produced).toBeLessThan(30e6);
          await new Promise<void>((resolve, reject) => {
            res.on("data", () => undefined);
            res.on("end", resolve);
            res.on("error", reject);
            res.resume();
          });
        });
        expect(counter.produced).toBeGreaterThan(55e6);
      } finally {
        counter.restore();
      }
    }, 120_000);
  });
}
