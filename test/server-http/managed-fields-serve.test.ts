/**
 * The documented reset `managedFields: [{}]` (and `[]`) through `corespec serve`, on both stores
 * (issue 35, item 7). It was refused (422 `operation: Required value`) because the handlers
 * validated the object before the field manager replaced the client's managedFields; the
 * in-process test of the same request passed only because it read `metadata.managedFields`
 * from the 422 Status (whose metadata is `{}`) without checking the code.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startEtcd, uniquePrefix, WITH_ETCD, type EtcdProcess } from "../helpers/etcd.js";
import { startServeProcess, type CliServer } from "./cli-server.js";
import { call } from "./http.js";

type Obj = { [key: string]: any };

const LEASES = "/apis/coordination.core.io/v1/namespaces/default/leases";

const stores: { name: string; args: (etcd: () => Promise<EtcdProcess>) => Promise<string[]> }[] = [
  { name: "memory", args: async () => [] },
];
if (WITH_ETCD)
  stores.push({
    name: "etcd",
    args: async (etcd) => [
      "--storage",
      "etcd",
      "--etcd-endpoints",
      (await etcd()).endpoint,
      "--etcd-prefix",
      uniquePrefix(),
    ],
  });

describe.each(stores)("corespec serve on the $name store", ({ args }) => {
  let server: CliServer;
  let etcd: Promise<EtcdProcess> | undefined;
  beforeAll(async () => {
    server = await startServeProcess([], await args(() => (etcd ??= startEtcd())));
  }, 60_000);
  afterAll(async () => {
    server?.kill();
    await server?.exited;
    if (etcd) await (await etcd).destroy();
  });

  it("`[{}]` and `[]` reset managedFields by merge patch and by PUT", async () => {
    for (const [name, reset] of [
      ["reset-a", [{}]],
      ["reset-b", []],
    ] as const) {
      const created = await call(server.base, "POST", `${LEASES}?fieldManager=creator`, {
        body: { metadata: { name }, spec: { holderIdentity: "x" } },
      });
      expect(created.status, created.text).toBe(201);
      const patched = await call(server.base, "PATCH", `${LEASES}/${name}?fieldManager=janitor`, {
        body: { metadata: { managedFields: reset } },
        type: "application/merge-patch+json",
      });
      expect(patched.status, patched.text).toBe(200);
      expect(patched.json.metadata.managedFields).toBeUndefined();
      const current = (await call(server.base, "GET", `${LEASES}/${name}`)).json as Obj;
      const put = await call(server.base, "PUT", `${LEASES}/${name}?fieldManager=janitor`, {
        body: {
          ...current,
          metadata: { ...current.metadata, managedFields: reset },
          spec: { holderIdentity: "y" },
        },
      });
      expect(put.status, put.text).toBe(200);
      expect(put.json.metadata.managedFields.map((e: Obj) => e.manager)).toEqual(["janitor"]);
    }
  }, 30_000);
});
