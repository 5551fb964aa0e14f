/**
 * How answers are written, as the API server writes them: pretty-printed for curl, Wget and
 * browsers unless `pretty` says otherwise, gzip over 128 KiB for clients that accept it,
 * /version, and delete collection answering with the deleted objects. On both stores.
 */
import { gunzipSync } from "node:zlib";
import { request as httpRequest } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { storeVariants } from "./stores.js";
import { call, start, type Started } from "./http.js";

type Obj = { [key: string]: any };
const leases = (ns: string) => `/apis/coordination.core.io/v1/namespaces/${ns}/leases`;
const lease = (name: string, annotations: Obj = {}, labels: Obj = {}): Obj => ({
  apiVersion: "coordination.core.io/v1",
  kind: "Lease",
  metadata: { name, annotations, labels },
  spec: { holderIdentity: "node-1" },
});

/** A GET whose raw bytes and headers are kept (no decoding). */
function raw(
  base: string,
  path: string,
  headers: Record<string, string>,
): Promise<{
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(new URL(path, base), { headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () =>
        resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }),
      );
      res.on("error", reject);
    });
    req.on("error", reject);
    req.end();
  });
}

let server: Started;

describe.each(storeVariants())("on the $name store", (variant) => {
  beforeAll(async () => {
    server = await start({ storage: await variant.create() });
    expect((await call(server.base, "POST", leases("r"), { body: lease("one") })).status).toBe(201);
  }, 60_000);
  afterAll(async () => {
    await server?.app.close();
    await variant.dispose();
  });

  it("pretty-prints for curl, Wget and browsers, unless pretty=false; pretty=1 for anyone", async () => {
    const path = `${leases("r")}/one`;
    const indented = (text: string) => text.startsWith('{\n  "');
    for (const agent of ["curl/8.5.0", "Wget/1.21.4", "Mozilla/5.0 (X11; Linux x86_64)"]) {
      expect(
        indented((await raw(server.base, path, { "user-agent": agent })).body.toString()),
        agent,
      ).toBe(true);
      expect(
        indented(
          (await raw(server.base, `${path}?pretty=false`, { "user-agent": agent })).body.toString(),
        ),
        agent,
      ).toBe(false);
      expect(
        indented(
          (await raw(server.base, `${path}?pretty=0`, { "user-agent": agent })).body.toString(),
        ),
        agent,
      ).toBe(false);
    }
    expect(
      indented(
        (
          await raw(server.base, path, {
            "user-agent": "kubectl/v1.32.4 (linux/amd64) kubernetes/abc",
          })
        ).body.toString(),
      ),
    ).toBe(false);
    expect(
      indented(
        (
          await raw(server.base, `${path}?pretty=1`, { "user-agent": "kubectl/v1.32.4" })
        ).body.toString(),
      ),
    ).toBe(true);
    // Errors and discovery follow the same rule.
    expect(
      indented(
        (await raw(server.base, `${path}-missing`, { "user-agent": "curl/8.5.0" })).body.toString(),
      ),
    ).toBe(true);
    expect(
      indented((await raw(server.base, "/apis", { "user-agent": "curl/8.5.0" })).body.toString()),
    ).toBe(true);
  });

  it("compresses answers over 128 KiB for clients that accept gzip, and only those", async () => {
    const big = "x".repeat(8 * 1024);
    for (let i = 0; i < 20; i++)
      expect(
        (await call(server.base, "POST", leases("gz"), { body: lease(`big-${i}`, { big }) }))
          .status,
      ).toBe(201);
    const zipped = await raw(server.base, leases("gz"), { "accept-encoding": "gzip, deflate" });
    expect(zipped.status).toBe(200);
    expect(zipped.headers["content-encoding"]).toBe("gzip");
    expect(zipped.headers.vary).toBe("Accept-Encoding");
    const list = JSON.parse(gunzipSync(zipped.body).toString()) as Obj;
    expect(list.items).toHaveLength(20);
    expect(zipped.body.length).toBeLessThan(list.items.length * 1024);
    const plain = await raw(server.base, leases("gz"), {});
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(JSON.parse(plain.body.toString()).items).toHaveLength(20);
    // A small answer is never compressed.
    expect(
      (await raw(server.base, `${leases("r")}/one`, { "accept-encoding": "gzip" })).headers[
        "content-encoding"
      ],
    ).toBeUndefined();
  });

  it("reports a Kubernetes version kubectl accepts", async () => {
    const version = (await call(server.base, "GET", "/version")).json;
    expect(version).toMatchObject({
      major: "1",
      minor: "33",
      gitVersion: "v1.33.0+corespec",
      compiler: "corespec",
    });
  });

  it("deletes a collection and answers with the list of the deleted objects", async () => {
    for (const name of ["a", "b", "c"])
      expect(
        (
          await call(server.base, "POST", leases("dc"), {
            body: lease(name, {}, name === "c" ? {} : { tier: "web" }),
          })
        ).status,
      ).toBe(201);
    const answer = await call(server.base, "DELETE", `${leases("dc")}?labelSelector=tier%3Dweb`);
    expect(answer.status, answer.text).toBe(200);
    expect(answer.json).toMatchObject({
      apiVersion: "coordination.core.io/v1",
      kind: "LeaseList",
      metadata: {},
    });
    expect(answer.json.items.map((i: Obj) => i.metadata.name)).toEqual(["a", "b"]);
    expect(
      (await call(server.base, "GET", leases("dc"))).json.items.map((i: Obj) => i.metadata.name),
    ).toEqual(["c"]);
    // A dry run answers with what it would delete and deletes nothing.
    const dry = await call(server.base, "DELETE", `${leases("dc")}?dryRun=All`);
    expect(dry.json.items.map((i: Obj) => i.metadata.name)).toEqual(["c"]);
    expect((await call(server.base, "GET", leases("dc"))).json.items).toHaveLength(1);
  });
});
