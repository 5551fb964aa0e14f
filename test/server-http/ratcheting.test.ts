/**
 * The server's update validation that ratchets (ServerOptions.validationRatcheting, KEP-4008):
 * a Lease stored before its rule (leaseDurationSeconds > 0) held is updated through PUT while
 * the update leaves the offending field alone; a change of that field is checked in full;
 * without the option every update of it is refused, as Kubernetes refuses built-in kinds.
 */
import { afterEach, describe, expect, it } from "vitest";
import { MemoryStore } from "../../output/server/dist/index.js";
import { call, start, type Started } from "./http.js";

type Obj = { [key: string]: any };
const KEY = {
  group: "coordination.core.io",
  version: "v1",
  resource: "leases",
  namespaced: true,
} as const;
const PATH = "/apis/coordination.core.io/v1/namespaces/ns/leases/l";

let server: Started | undefined;
afterEach(async () => {
  await server?.app.close();
  server = undefined;
});

/** A server over a store holding a Lease whose leaseDurationSeconds (0) its rule now refuses; the stored object. */
async function serverWithStoredLease(validationRatcheting: boolean): Promise<Obj> {
  const storage = new MemoryStore();
  const stored = await storage.create(KEY, {
    apiVersion: "coordination.core.io/v1",
    kind: "Lease",
    metadata: {
      name: "l",
      namespace: "ns",
      uid: "7c1b8a4e-0000-4000-8000-000000000001",
      creationTimestamp: "2026-01-01T00:00:00Z",
    },
    spec: { holderIdentity: "a", leaseDurationSeconds: 0 },
  });
  server = await start({ storage, validationRatcheting });
  return stored as Obj;
}

const put = (stored: Obj, spec: Obj) =>
  call(server!.base, "PUT", PATH, { body: { ...stored, spec: { ...stored.spec, ...spec } } });

describe("updates of an object stored before its rule held", () => {
  it("go through while they leave the offending field alone, with validationRatcheting", async () => {
    const stored = await serverWithStoredLease(true);
    expect((await put(stored, { holderIdentity: "b" })).status).toBe(200);
  });

  it("are checked in full where they change the offending field", async () => {
    const stored = await serverWithStoredLease(true);
    const answer = await put(stored, { leaseDurationSeconds: -1 });
    expect(answer.status).toBe(422);
    expect(answer.text).toContain("spec.leaseDurationSeconds");
  });

  it("are refused without validationRatcheting, as Kubernetes refuses them for built-in kinds", async () => {
    const stored = await serverWithStoredLease(false);
    expect((await put(stored, { holderIdentity: "b" })).status).toBe(422);
  });
});
