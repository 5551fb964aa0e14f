/**
 * The generated API server over HTTP (plain requests against a server on 127.0.0.1): the
 * Kubernetes semantics of issue 5 item 3 (create, read, replace, patch, delete, delete
 * collection, list, watch, dry runs, field validation, bodies, every query parameter rule),
 * and discovery and documents (item 4), each asserting status codes and Status bodies.
 */
import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { storeVariants, type TestStore } from "./stores.js";
import {
  call,
  expectFailure,
  headerLines,
  sleep,
  start,
  summary,
  WatchStream,
  type Answer,
  type RequestOptions,
  type Started,
} from "./http.js";

const PC = "/apis/scheduling.core.io/v1/priorityclasses";
const VAC = "/apis/storage.core.io/v1/volumeattributesclasses";
const RPSR = "/apis/resource.core.io/v1alpha3/resourcepoolstatusrequests";
const CRB = "/apis/rbac.authorization.core.io/v1/clusterrolebindings";
const leases = (ns: string) => `/apis/coordination.core.io/v1/namespaces/${ns}/leases`;
const events = (ns: string) => `/apis/events.core.io/v1/namespaces/${ns}/events`;

type Obj = { [key: string]: any };

function pc(name: string, extra: Obj = {}, metadata: Obj = {}): Obj {
  return {
    apiVersion: "scheduling.core.io/v1",
    kind: "PriorityClass",
    metadata: { name, ...metadata },
    value: 100,
    ...extra,
  };
}

function lease(name: string, extra: Obj = {}, metadata: Obj = {}): Obj {
  return {
    apiVersion: "coordination.core.io/v1",
    kind: "Lease",
    metadata: { name, ...metadata },
    spec: { holderIdentity: "node-1", ...extra },
  };
}

function event(namespace: string, name: string, extra: Obj = {}): Obj {
  return {
    apiVersion: "events.core.io/v1",
    kind: "Event",
    metadata: { name, namespace },
    eventTime: "2024-01-01T00:00:00.000000Z",
    action: "Started",
    reason: "Started",
    reportingController: "example.com/controller",
    reportingInstance: "controller-1",
    type: "Normal",
    regarding: { kind: "Pod", name: "p", namespace },
    ...extra,
  };
}

function vac(name: string): Obj {
  return {
    apiVersion: "storage.core.io/v1",
    kind: "VolumeAttributesClass",
    metadata: { name },
    driverName: "csi.example.com",
    parameters: { iops: "3000" },
  };
}

const condition = (type: string, status: string) => ({
  type,
  status,
  reason: "Done",
  message: `${type} is ${status}`,
  lastTransitionTime: "2024-01-01T00:00:00Z",
});

function rpsr(name: string, status?: Obj): Obj {
  return {
    apiVersion: "resource.core.io/v1alpha3",
    kind: "ResourcePoolStatusRequest",
    metadata: { name },
    spec: { driver: "gpu.example.com" },
    ...(status ? { status } : {}),
  };
}

let server: Started;
let store: TestStore;
let ttl: Started;
/** The clock of the store whose continue tokens live 1 ms. */
let clock = 1_000_000;

const get = (path: string, options?: RequestOptions) => call(server.base, "GET", path, options);
const post = (path: string, body: unknown, options: RequestOptions = {}) =>
  call(server.base, "POST", path, { ...options, body });
const put = (path: string, body: unknown, options: RequestOptions = {}) =>
  call(server.base, "PUT", path, { ...options, body });
const patch = (path: string, body: unknown, type: string, options: RequestOptions = {}) =>
  call(server.base, "PATCH", path, { ...options, body, type });
const del = (path: string, body?: unknown, options: RequestOptions = {}) =>
  call(server.base, "DELETE", path, { ...options, ...(body !== undefined ? { body } : {}) });

/** Creates an object and returns it (fails the test unless 201). */
async function create(path: string, body: Obj): Promise<Obj> {
  const answer = await post(path, body);
  expect(answer.status, answer.text).toBe(201);
  return answer.json;
}

const rv = (object: Obj): number => Number(object.metadata.resourceVersion);
const names = (answer: Answer): string[] => answer.json.items.map((i: Obj) => i.metadata.name);

describe.each(storeVariants())("on the $name store", (variant) => {
  beforeAll(async () => {
    store = await variant.create();
    server = await start({ storage: store });
    ttl = await start({ storage: await variant.create({ continueTtlMs: 1, now: () => clock }) });
  }, 60_000);

  afterAll(async () => {
    await server?.app.close();
    await ttl?.app.close();
    await variant.dispose();
  });

  describe("create", () => {
    it("fills generateName, uid, creationTimestamp, resourceVersion and generation, and answers 201", async () => {
      const answer = await post(PC, {
        apiVersion: "scheduling.core.io/v1",
        kind: "PriorityClass",
        metadata: { generateName: "gen-" },
        value: 5,
      });
      expect(answer.status).toBe(201);
      const m = answer.json.metadata;
      expect(m.name).toMatch(/^gen-[a-z0-9]{5}$/);
      expect(m.generateName).toBe("gen-");
      expect(m.uid).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
      expect(m.creationTimestamp).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
      expect(Math.abs(Date.parse(m.creationTimestamp) - Date.now())).toBeLessThan(5000);
      expect(m.resourceVersion).toMatch(/^[1-9][0-9]*$/);
      expect(m.generation).toBe(1);
      expect(answer.json).toMatchObject({
        apiVersion: "scheduling.core.io/v1",
        kind: "PriorityClass",
        value: 5,
        preemptionPolicy: "PreemptLowerPriority",
      });
      // Two creates from the same generateName get two names and two uids.
      const again = await post(PC, { metadata: { generateName: "gen-" }, value: 5 });
      expect(again.status).toBe(201);
      expect(again.json.metadata.name).not.toBe(m.name);
      expect(again.json.metadata.uid).not.toBe(m.uid);
      // The object is stored as answered.
      const read = await get(`${PC}/${m.name}`);
      expect(read.status).toBe(200);
      expect(read.json).toEqual(answer.json);
    });

    it("takes resourceVersions from one global, increasing counter across resources and writes", async () => {
      const a = await create(PC, pc("rv-a"));
      const b = await create(leases("rv"), lease("rv-b"));
      const c = await create(VAC, vac("rv-c"));
      const updated = await patch(
        `${PC}/rv-a`,
        { description: "x" },
        "application/merge-patch+json",
      );
      const deleted = await del(`${VAC}/rv-c`);
      const seen = [rv(a), rv(b), rv(c), rv(updated.json), rv(deleted.json)];
      for (let i = 1; i < seen.length; i++) expect(seen[i]).toBeGreaterThan(seen[i - 1]!);
      const list = await get(leases("rv"));
      expect(Number(list.json.metadata.resourceVersion)).toBeGreaterThanOrEqual(
        seen[seen.length - 1]!,
      );
    });

    it("sets what only the server sets: system fields replaced, deletion fields and a cluster-scoped namespace dropped", async () => {
      const answer = await post(PC, {
        value: 1,
        metadata: {
          name: "server-fields",
          namespace: "ignored",
          uid: "client-uid",
          resourceVersion: "12345",
          generation: 9,
          creationTimestamp: "2000-01-01T00:00:00Z",
          deletionTimestamp: "2000-01-01T00:00:00Z",
          deletionGracePeriodSeconds: 30,
        },
        kind: "PriorityClass",
      });
      expect(answer.status, answer.text).toBe(201);
      const m = answer.json.metadata;
      expect(m.namespace).toBeUndefined();
      expect(m.uid).not.toBe("client-uid");
      expect(m.resourceVersion).not.toBe("12345");
      expect(m.generation).toBe(1);
      expect(m.creationTimestamp).not.toBe("2000-01-01T00:00:00Z");
      expect(m.deletionTimestamp).toBeUndefined();
      expect(m.deletionGracePeriodSeconds).toBeUndefined();
      // Kubernetes' key order: apiVersion, kind, metadata, then the rest.
      expect(Object.keys(answer.json).slice(0, 3)).toEqual(["apiVersion", "kind", "metadata"]);
    });

    it("answers 409 AlreadyExists for a taken name", async () => {
      await create(PC, pc("taken"));
      const status = expectFailure(await post(PC, pc("taken")), 409, "AlreadyExists");
      expect(status.message).toBe('priorityclasses.scheduling.core.io "taken" already exists');
      expect(status.details).toEqual({
        name: "taken",
        group: "scheduling.core.io",
        kind: "priorityclasses",
      });
      const namespaced = expectFailure(
        await post(leases("dup"), lease("l")).then(() => post(leases("dup"), lease("l"))),
        409,
        "AlreadyExists",
      );
      expect(namespaced.message).toBe('leases.coordination.core.io "l" already exists');
    });

    it("answers 422 Invalid with one cause per field error", async () => {
      const status = expectFailure(
        await post(PC, {
          metadata: { name: "Bad_Name" },
          value: 2000000000,
          preemptionPolicy: "Sometimes",
        }),
        422,
        "Invalid",
      );
      expect(status.message).toMatch(
        /^PriorityClass\.scheduling\.core\.io "Bad_Name" is invalid: \[/,
      );
      expect(status.details).toMatchObject({
        name: "Bad_Name",
        group: "scheduling.core.io",
        kind: "PriorityClass",
      });
      const causes = status.details.causes as Obj[];
      expect(causes).toEqual(
        expect.arrayContaining([
          {
            reason: "FieldValueForbidden",
            message: "Forbidden: maximum allowed value of a user defined priority is 1000000000",
            field: "value",
          },
          {
            reason: "FieldValueNotSupported",
            message:
              'Unsupported value: "Sometimes": supported values: "Never", "PreemptLowerPriority"',
            field: "preemptionPolicy",
          },
          expect.objectContaining({ reason: "FieldValueInvalid", field: "metadata.name" }),
        ]),
      );
      expect(causes).toHaveLength(3);
      expect((await get(`${PC}/Bad_Name`)).status).toBe(404);
      // A rule across fields (a Lease's preferredHolder needs a strategy).
      const rule = expectFailure(
        await post(leases("inv"), lease("l", { preferredHolder: "x" })),
        422,
        "Invalid",
      );
      expect(rule.details.causes).toEqual([
        {
          reason: "FieldValueForbidden",
          message: "Forbidden: preferredHolder can only be set if strategy is set",
          field: "spec.preferredHolder",
        },
      ]);
    });

    it("takes the namespace from the path, and rejects a different one in the body with 400", async () => {
      const created = await create(leases("from-path"), lease("a"));
      expect(created.metadata.namespace).toBe("from-path");
      const same = await post(leases("from-path"), lease("b", {}, { namespace: "from-path" }));
      expect(same.status).toBe(201);
      const status = expectFailure(
        await post(leases("from-path"), lease("c", {}, { namespace: "elsewhere" })),
        400,
        "BadRequest",
      );
      expect(status.message).toBe(
        "the namespace of the provided object does not match the namespace sent on the request",
      );
      expect((await get(`${leases("from-path")}/c`)).status).toBe(404);
      expect((await get(`${leases("elsewhere")}/c`)).status).toBe(404);
    });

    it("answers 400 for a body of another kind, another apiVersion, or not an object", async () => {
      const kind = expectFailure(
        await post(PC, { ...lease("wrong-kind"), apiVersion: "scheduling.core.io/v1" }),
        400,
        "BadRequest",
      );
      expect(kind.message).toBe(
        "the kind in the data (Lease) does not match the expected kind (PriorityClass)",
      );
      const version = expectFailure(
        await post(PC, { ...pc("wrong-version"), apiVersion: "scheduling.core.io/v2" }),
        400,
        "BadRequest",
      );
      expect(version.message).toBe(
        "the API version in the data (scheduling.core.io/v2) does not match the expected API version (scheduling.core.io/v1)",
      );
      expectFailure(await post(PC, [pc("in-an-array")]), 400, "BadRequest");
      expectFailure(await post(PC, "42"), 400, "BadRequest");
      expectFailure(await get(`${PC}/wrong-kind`), 404, "NotFound");
      // apiVersion and kind may be left out: the path says them.
      const implied = await post(PC, { metadata: { name: "implied-kind" }, value: 3 });
      expect(implied.status).toBe(201);
      expect(implied.json).toMatchObject({
        apiVersion: "scheduling.core.io/v1",
        kind: "PriorityClass",
      });
    });

    it("accepts YAML bodies, and answers 415 for a body in another format", async () => {
      const yaml =
        "apiVersion: scheduling.core.io/v1\nkind: PriorityClass\nmetadata:\n  name: from-yaml\nvalue: 7\n";
      const answer = await post(PC, yaml, { type: "application/yaml" });
      expect(answer.status).toBe(201);
      expect(answer.json).toMatchObject({ metadata: { name: "from-yaml" }, value: 7 });
      const status = expectFailure(
        await post(PC, "value=7", { type: "text/plain" }),
        415,
        "UnsupportedMediaType",
      );
      expect(status.message).toContain("application/json");
    });
  });

  describe("read", () => {
    it("answers 404 NotFound with a Status naming the resource", async () => {
      const status = expectFailure(await get(`${leases("ns")}/missing`), 404, "NotFound");
      expect(status.message).toBe('leases.coordination.core.io "missing" not found');
      expect(status.details).toEqual({
        name: "missing",
        group: "coordination.core.io",
        kind: "leases",
      });
      const cluster = expectFailure(await get(`${PC}/missing`), 404, "NotFound");
      expect(cluster.message).toBe('priorityclasses.scheduling.core.io "missing" not found');
    });

    it("answers 404 NotFound as a Status for paths the API does not serve", async () => {
      const status = expectFailure(
        await get("/apis/scheduling.core.io/v1/nothings"),
        404,
        "NotFound",
      );
      expect(status.message).toBe("the server could not find the requested resource");
    });
  });

  describe("replace", () => {
    it("replaces, keeping uid, creationTimestamp and the generation (a PriorityClass's stays 1: only PrepareForCreate sets it)", async () => {
      const created = await create(PC, pc("repl", { description: "one" }));
      const body = structuredClone(created);
      body.description = "two";
      // A client that reformats the timestamp (client-node writes milliseconds) changes nothing.
      body.metadata.creationTimestamp = new Date(created.metadata.creationTimestamp).toISOString();
      const answer = await put(`${PC}/repl`, body);
      expect(answer.status, answer.text).toBe(200);
      expect(answer.json.description).toBe("two");
      expect(answer.json.metadata).toMatchObject({
        uid: created.metadata.uid,
        creationTimestamp: created.metadata.creationTimestamp,
        generation: 1,
      });
      expect(rv(answer.json)).toBeGreaterThan(rv(created));
      // Without a resourceVersion the replace is unconditional.
      const unconditional = await put(`${PC}/repl`, pc("repl", { description: "three" }));
      expect(unconditional.status).toBe(200);
      expect(unconditional.json.metadata.generation).toBe(1);
      // The same object again is no change: same resourceVersion, same generation.
      const same = await put(`${PC}/repl`, unconditional.json);
      expect(same.status).toBe(200);
      expect(same.json.metadata.resourceVersion).toBe(unconditional.json.metadata.resourceVersion);
      expect(same.json.metadata.generation).toBe(1);
    });

    it("answers 409 Conflict for a stale resourceVersion", async () => {
      const created = await create(PC, pc("stale"));
      await patch(`${PC}/stale`, { description: "moved on" }, "application/merge-patch+json");
      const status = expectFailure(
        await put(`${PC}/stale`, { ...created, description: "late" }),
        409,
        "Conflict",
      );
      expect(status.message).toBe(
        'Operation cannot be fulfilled on priorityclasses.scheduling.core.io "stale": the object has been modified; please apply your changes to the latest version and try again',
      );
      expect(status.details).toEqual({
        name: "stale",
        group: "scheduling.core.io",
        kind: "priorityclasses",
      });
      expect((await get(`${PC}/stale`)).json.description).toBe("moved on");
    });

    it("answers 422 Invalid for an update rule (an immutable field)", async () => {
      const created = await create(PC, pc("immutable"));
      const status = expectFailure(
        await put(`${PC}/immutable`, { ...created, value: 101 }),
        422,
        "Invalid",
      );
      // As ValidatePriorityClassUpdate reports it: Forbidden, "may not be changed in an update.".
      expect(status.message).toBe(
        'PriorityClass.scheduling.core.io "immutable" is invalid: value: Forbidden: may not be changed in an update.',
      );
      expect(status.details).toEqual({
        name: "immutable",
        group: "scheduling.core.io",
        kind: "PriorityClass",
        causes: [
          {
            reason: "FieldValueForbidden",
            message: "Forbidden: may not be changed in an update.",
            field: "value",
          },
        ],
      });
      const driver = await create(VAC, vac("vac-immutable"));
      const vacStatus = expectFailure(
        await put(`${VAC}/vac-immutable`, { ...driver, driverName: "other.example.com" }),
        422,
        "Invalid",
      );
      // ValidateVolumeAttributesClassUpdate: Forbidden, "updates to driverName are forbidden.".
      expect(vacStatus.details.causes).toEqual([
        {
          reason: "FieldValueForbidden",
          field: "driverName",
          message: "Forbidden: updates to driverName are forbidden.",
        },
      ]);
    });

    it("answers 400 when the name in the body is not the name in the path, and 404 for a missing object", async () => {
      await create(PC, pc("url-name"));
      const status = expectFailure(
        await put(`${PC}/url-name`, pc("other-name")),
        400,
        "BadRequest",
      );
      expect(status.message).toBe(
        "the name of the object (other-name) does not match the name on the URL (url-name)",
      );
      expectFailure(await put(`${PC}/never-created`, pc("never-created")), 404, "NotFound");
    });
  });

  describe("patch", () => {
    it("applies JSON patches (RFC 6902), with 422 when an operation does not apply", async () => {
      await create(leases("jp"), lease("l", { leaseDurationSeconds: 10 }));
      const answer = await patch(
        `${leases("jp")}/l`,
        [
          { op: "test", path: "/spec/holderIdentity", value: "node-1" },
          { op: "replace", path: "/spec/holderIdentity", value: "node-2" },
          { op: "add", path: "/metadata/labels", value: { app: "x" } },
          { op: "remove", path: "/spec/leaseDurationSeconds" },
        ],
        "application/json-patch+json",
      );
      expect(answer.status, answer.text).toBe(200);
      expect(answer.json.spec).toEqual({ holderIdentity: "node-2" });
      expect(answer.json.metadata.labels).toEqual({ app: "x" });
      // Leases have no generation (their strategy never sets one).
      expect(answer.json.metadata.generation).toBeUndefined();
      const failed = expectFailure(
        await patch(
          `${leases("jp")}/l`,
          [{ op: "test", path: "/spec/holderIdentity", value: "nobody" }],
          "application/json-patch+json",
        ),
        422,
        "Invalid",
      );
      expect(failed.details.causes[0].message).toMatch(/test/i);
      const missing = expectFailure(
        await patch(
          `${leases("jp")}/l`,
          [{ op: "replace", path: "/spec/nothing/deeper", value: 1 }],
          "application/json-patch+json",
        ),
        422,
        "Invalid",
      );
      expect(missing.details.causes).toHaveLength(1);
      expect((await get(`${leases("jp")}/l`)).json.spec).toEqual({ holderIdentity: "node-2" });
    });

    it("applies JSON merge patches (RFC 7386): null removes, objects merge, lists are replaced", async () => {
      await create(
        leases("mp"),
        lease("l", { leaseDurationSeconds: 10 }, { labels: { a: "1", b: "2" } }),
      );
      const answer = await patch(
        `${leases("mp")}/l`,
        {
          metadata: { labels: { a: null, c: "3" } },
          spec: { leaseDurationSeconds: null, leaseTransitions: 2 },
        },
        "application/merge-patch+json",
      );
      expect(answer.status, answer.text).toBe(200);
      expect(answer.json.metadata.labels).toEqual({ b: "2", c: "3" });
      expect(answer.json.spec).toEqual({ holderIdentity: "node-1", leaseTransitions: 2 });
      // A patch that breaks a rule is 422 and changes nothing.
      expectFailure(
        await patch(
          `${leases("mp")}/l`,
          { spec: { leaseTransitions: -1 } },
          "application/merge-patch+json",
        ),
        422,
        "Invalid",
      );
      expect((await get(`${leases("mp")}/l`)).json.spec.leaseTransitions).toBe(2);
    });

    it("merges lists by their merge keys in strategic merge patches (ownerReferences by uid)", async () => {
      const owner = (uid: string, name: string) => ({
        apiVersion: "v1",
        kind: "ConfigMap",
        name,
        uid,
      });
      await create(
        leases("smp"),
        lease("l", {}, { ownerReferences: [owner("u1", "one"), owner("u2", "two")] }),
      );
      const answer = await patch(
        `${leases("smp")}/l`,
        {
          metadata: {
            ownerReferences: [
              { uid: "u2", name: "two-renamed" },
              owner("u3", "three"),
              { uid: "u1", $patch: "delete" },
            ],
          },
        },
        "application/strategic-merge-patch+json",
      );
      expect(answer.status, answer.text).toBe(200);
      expect(answer.json.metadata.ownerReferences).toEqual([
        { ...owner("u2", "two-renamed") },
        owner("u3", "three"),
      ]);
      // Directives are not fields: no unknown-field warning for them.
      expect(headerLines(answer, "warning")).toEqual([]);
      // A merge patch replaces the list instead.
      const merge = await patch(
        `${leases("smp")}/l`,
        { metadata: { ownerReferences: [owner("u4", "four")] } },
        "application/merge-patch+json",
      );
      expect(merge.json.metadata.ownerReferences).toEqual([owner("u4", "four")]);
    });

    it("merges the conditions of a ResourcePoolStatusRequest by type through /status, so a completed request stays unchanged", async () => {
      const status = {
        poolCount: 0,
        conditions: [condition("Complete", "True"), condition("Extra", "False")],
      };
      const pending = await create(RPSR, rpsr("cond-merge"));
      // With the resourceVersion it replaces: the kind allows no unconditional update.
      const body = rpsr("cond-merge", status);
      body.metadata.resourceVersion = pending.metadata.resourceVersion;
      const completed = await put(`${RPSR}/cond-merge/status`, body);
      expect(completed.status, completed.text).toBe(200);
      // Strategic merge: the Extra condition merges into its entry by type; Complete stays; nothing changes.
      const smp = await patch(
        `${RPSR}/cond-merge/status`,
        { status: { conditions: [condition("Extra", "False")] } },
        "application/strategic-merge-patch+json",
      );
      expect(smp.status, smp.text).toBe(200);
      expect(smp.json.status.conditions.map((c: Obj) => c.type)).toEqual(["Complete", "Extra"]);
      // A merge patch replaces the list: the completed request would change, so it is refused.
      const merge = expectFailure(
        await patch(
          `${RPSR}/cond-merge/status`,
          { status: { conditions: [condition("Extra", "False")] } },
          "application/merge-patch+json",
        ),
        422,
        "Invalid",
      );
      expect(merge.details.causes).toEqual(
        expect.arrayContaining([
          expect.objectContaining({
            field: "status",
            message: expect.stringContaining(
              "the request is complete and can no longer be changed",
            ),
          }),
        ]),
      );
      // Setting status on a pending request by strategic merge works once.
      await create(RPSR, rpsr("cond-pending"));
      const complete = await patch(
        `${RPSR}/cond-pending/status`,
        { status: { poolCount: 0, conditions: [condition("Complete", "True")] } },
        "application/strategic-merge-patch+json",
      );
      expect(complete.status, complete.text).toBe(200);
      expect(complete.json.status.conditions).toEqual([condition("Complete", "True")]);
    });

    it("answers 409 Conflict for a patch that carries a stale metadata.resourceVersion, of every patch type, and changes nothing", async () => {
      const created = await create(PC, pc("stale-patch"));
      const stale = created.metadata.resourceVersion;
      await patch(`${PC}/stale-patch`, { description: "moved on" }, "application/merge-patch+json");
      const now = (await get(`${PC}/stale-patch`)).json;
      const patches: [string, unknown][] = [
        [
          "application/merge-patch+json",
          { metadata: { resourceVersion: stale }, description: "late" },
        ],
        [
          "application/strategic-merge-patch+json",
          { metadata: { resourceVersion: stale }, description: "late" },
        ],
        [
          "application/json-patch+json",
          [
            { op: "replace", path: "/metadata/resourceVersion", value: stale },
            { op: "replace", path: "/description", value: "late" },
          ],
        ],
      ];
      for (const [type, body] of patches) {
        const status = expectFailure(await patch(`${PC}/stale-patch`, body, type), 409, "Conflict");
        expect(status.message).toContain("the object has been modified");
      }
      expect((await get(`${PC}/stale-patch`)).json).toEqual(now);
      // The current resourceVersion is a precondition that holds.
      const ok = await patch(
        `${PC}/stale-patch`,
        { metadata: { resourceVersion: now.metadata.resourceVersion }, description: "in time" },
        "application/merge-patch+json",
      );
      expect(ok.status, ok.text).toBe(200);
    });

    it("answers 415 for a patch type it does not know", async () => {
      await create(PC, pc("patch-types"));
      const unknown = expectFailure(
        await patch(`${PC}/patch-types`, { description: "x" }, "application/x-unknown-patch"),
        415,
        "UnsupportedMediaType",
      );
      expect(unknown.message).toBe(
        "the body of the request was in an unknown format - accepted media types include: application/json-patch+json, application/merge-patch+json, application/strategic-merge-patch+json, application/apply-patch+yaml",
      );
      const plainJson = expectFailure(
        await patch(`${PC}/patch-types`, { description: "x" }, "application/json"),
        415,
        "UnsupportedMediaType",
      );
      expect(plainJson.message).toContain("application/merge-patch+json");
      expect((await get(`${PC}/patch-types`)).json.description).toBeUndefined();
    });

    it("answers 404 for a missing object and 400 for an empty or malformed patch", async () => {
      expectFailure(
        await patch(`${PC}/no-such-class`, { description: "x" }, "application/merge-patch+json"),
        404,
        "NotFound",
      );
      await create(PC, pc("patch-bodies"));
      expectFailure(
        await patch(`${PC}/patch-bodies`, "", "application/merge-patch+json"),
        400,
        "BadRequest",
      );
      expectFailure(
        await patch(`${PC}/patch-bodies`, "{", "application/merge-patch+json"),
        400,
        "BadRequest",
      );
    });
  });

  describe("delete", () => {
    it("answers a success Status, and the object is gone", async () => {
      const created = await create(PC, pc("to-delete"));
      const answer = await del(`${PC}/to-delete`);
      expect(answer.status).toBe(200);
      expect(answer.json).toEqual({
        kind: "Status",
        apiVersion: "v1",
        metadata: {},
        status: "Success",
        details: {
          name: "to-delete",
          group: "scheduling.core.io",
          kind: "priorityclasses",
          uid: created.metadata.uid,
        },
      });
      expectFailure(await get(`${PC}/to-delete`), 404, "NotFound");
      expectFailure(await del(`${PC}/to-delete`), 404, "NotFound");
      await create(leases("del"), lease("l"));
      const namespaced = await del(`${leases("del")}/l`);
      expect(namespaced.json).toMatchObject({
        kind: "Status",
        status: "Success",
        details: { name: "l", kind: "leases" },
      });
    });

    it("answers with the deleted object for VolumeAttributesClass and ResourcePoolStatusRequest", async () => {
      const created = await create(VAC, vac("vac-del"));
      const answer = await del(`${VAC}/vac-del`);
      expect(answer.status).toBe(200);
      expect(answer.json).toMatchObject({
        apiVersion: "storage.core.io/v1",
        kind: "VolumeAttributesClass",
        metadata: { name: "vac-del", uid: created.metadata.uid },
        driverName: "csi.example.com",
      });
      expect(rv(answer.json)).toBeGreaterThan(rv(created));
      const request = await create(RPSR, rpsr("rpsr-del"));
      const deleted = await del(`${RPSR}/rpsr-del`);
      expect(deleted.json).toMatchObject({
        kind: "ResourcePoolStatusRequest",
        metadata: { name: "rpsr-del", uid: request.metadata.uid },
        spec: { driver: "gpu.example.com", limit: 100 },
      });
      expectFailure(await get(`${RPSR}/rpsr-del`), 404, "NotFound");
    });

    it("checks DeleteOptions preconditions (uid, resourceVersion) with 409 Conflict", async () => {
      const created = await create(PC, pc("guarded"));
      const byUid = expectFailure(
        await del(`${PC}/guarded`, { preconditions: { uid: "not-the-uid" } }),
        409,
        "Conflict",
      );
      // Checked first, as Kubernetes' rest.BeforeDelete does, in its words and on the kind.
      expect(byUid.message).toBe(
        `Operation cannot be fulfilled on PriorityClass.scheduling.core.io "guarded": the UID in the precondition (not-the-uid) does not match the UID in record (${created.metadata.uid}). The object might have been deleted and then recreated`,
      );
      expect(byUid.details).toEqual({
        name: "guarded",
        group: "scheduling.core.io",
        kind: "PriorityClass",
      });
      const byVersion = expectFailure(
        await del(`${PC}/guarded`, {
          apiVersion: "v1",
          kind: "DeleteOptions",
          preconditions: { resourceVersion: "1" },
        }),
        409,
        "Conflict",
      );
      expect(byVersion.message).toBe(
        `Operation cannot be fulfilled on PriorityClass.scheduling.core.io "guarded": the ResourceVersion in the precondition (1) does not match the ResourceVersion in record (${created.metadata.resourceVersion}). The object might have been modified`,
      );
      expect((await get(`${PC}/guarded`)).status).toBe(200);
      const ok = await del(`${PC}/guarded`, {
        preconditions: {
          uid: created.metadata.uid,
          resourceVersion: created.metadata.resourceVersion,
        },
      });
      expect(ok.status).toBe(200);
      expect(ok.json.status).toBe("Success");
    });

    it("reads DeleteOptions from the body too: dryRun, gracePeriodSeconds, orphanDependents, propagationPolicy", async () => {
      await create(PC, pc("body-options", {}, { labels: { body: "options" } }));
      // client-go (kubectl delete --dry-run=server) sends dryRun in the body.
      const dry = await del(`${PC}/body-options`, {
        kind: "DeleteOptions",
        apiVersion: "v1",
        dryRun: ["All"],
        propagationPolicy: "Background",
      });
      expect(dry.status).toBe(200);
      expect(dry.json.status).toBe("Success");
      const dryCollection = await del(`${PC}?labelSelector=body%3Doptions`, { dryRun: ["All"] });
      expect(dryCollection.status).toBe(200);
      expect((await get(`${PC}/body-options`)).status).toBe(200);
      const other = expectFailure(
        await del(`${PC}/body-options`, { dryRun: ["Other"] }),
        422,
        "Invalid",
      );
      expect(other.message).toBe(
        'DeleteOptions.meta.core.io "" is invalid: dryRun: Unsupported value: []string{"Other"}: supported values: "All"',
      );
      const negative = expectFailure(
        await del(`${PC}/body-options`, { gracePeriodSeconds: -5 }),
        422,
        "Invalid",
      );
      expect(negative.details.causes).toEqual([
        {
          reason: "FieldValueInvalid",
          message: "Invalid value: -5: must be greater than or equal to 0",
          field: "gracePeriodSeconds",
        },
      ]);
      const both = expectFailure(
        await del(`${PC}/body-options`, {
          orphanDependents: false,
          propagationPolicy: "Foreground",
        }),
        422,
        "Invalid",
      );
      expect(both.details.causes[0].message).toBe(
        'Invalid value: "Foreground": orphanDependents and deletionPropagation cannot be both set',
      );
      // One in the body and one in the query count together.
      expectFailure(
        await del(`${PC}/body-options?orphanDependents=true`, { propagationPolicy: "Orphan" }),
        422,
        "Invalid",
      );
      expectFailure(
        await del(`${PC}/body-options`, "{bad", { type: "application/json" }),
        400,
        "BadRequest",
      );
      expect((await get(`${PC}/body-options`)).status).toBe(200);
      expect(
        (
          await del(`${PC}/body-options`, {
            gracePeriodSeconds: 0,
            propagationPolicy: "Background",
          })
        ).status,
      ).toBe(200);
      expectFailure(await get(`${PC}/body-options`), 404, "NotFound");
    });

    it("deletes the collection's objects matching a label selector, in one namespace", async () => {
      for (const [name, tier] of [
        ["a", "web"],
        ["b", "web"],
        ["c", "db"],
        ["d", ""],
      ] as const) {
        await create(leases("dc"), lease(name, {}, tier ? { labels: { tier } } : {}));
      }
      await create(leases("dc-other"), lease("a", {}, { labels: { tier: "web" } }));
      const answer = await del(`${leases("dc")}?labelSelector=tier%3Dweb`);
      expect(answer.status).toBe(200);
      // The deleted objects, as the generic store's DeleteCollection answers.
      expect(answer.json).toMatchObject({
        kind: "LeaseList",
        apiVersion: "coordination.core.io/v1",
      });
      expect(names(answer)).toEqual(["a", "b"]);
      expect(names(await get(leases("dc")))).toEqual(["c", "d"]);
      expect(names(await get(leases("dc-other")))).toEqual(["a"]);
      // Cluster-scoped, with a set-based selector and a field selector.
      for (const name of ["dcx-1", "dcx-2", "dcx-3"])
        await create(PC, pc(name, {}, { labels: { batch: "dcx" } }));
      const cluster = await del(
        `${PC}?labelSelector=${encodeURIComponent("batch in (dcx)")}&fieldSelector=${encodeURIComponent("metadata.name!=dcx-2")}`,
      );
      expect(cluster.status).toBe(200);
      expect(names(await get(`${PC}?labelSelector=batch%3Ddcx`))).toEqual(["dcx-2"]);
    });
  });

  describe("list", () => {
    it("pages with limit and continue over a consistent snapshot of the first call", async () => {
      const ns = "paged";
      for (const name of ["a", "b", "c", "d", "e"]) await create(leases(ns), lease(name));
      const first = await get(`${leases(ns)}?limit=2`);
      expect(first.status).toBe(200);
      expect(first.json).toMatchObject({
        apiVersion: "coordination.core.io/v1",
        kind: "LeaseList",
      });
      expect(names(first)).toEqual(["a", "b"]);
      expect(first.json.metadata.remainingItemCount).toBe(3);
      const token = first.json.metadata.continue as string;
      expect(token).toEqual(expect.any(String));
      // Changes after the first page do not show in the next pages.
      await del(`${leases(ns)}/c`);
      await create(leases(ns), lease("bb"));
      await patch(
        `${leases(ns)}/d`,
        { spec: { holderIdentity: "changed" } },
        "application/merge-patch+json",
      );
      const second = await get(`${leases(ns)}?limit=2&continue=${encodeURIComponent(token)}`);
      expect(second.status, second.text).toBe(200);
      expect(names(second)).toEqual(["c", "d"]);
      expect(second.json.items[1].spec.holderIdentity).toBe("node-1");
      expect(second.json.metadata.resourceVersion).toBe(first.json.metadata.resourceVersion);
      const third = await get(
        `${leases(ns)}?limit=2&continue=${encodeURIComponent(second.json.metadata.continue)}`,
      );
      expect(names(third)).toEqual(["e"]);
      expect(third.json.metadata.continue).toBeUndefined();
      // A fresh list sees the changes.
      expect(names(await get(leases(ns)))).toEqual(["a", "b", "bb", "d", "e"]);
      // limit=0 is no limit.
      expect(names(await get(`${leases(ns)}?limit=0`))).toHaveLength(5);
    });

    it("answers 410 Expired with a fresh continue token for an expired one", async () => {
      const base = ttl.base;
      for (const name of ["a", "b", "c"]) {
        const created = await call(base, "POST", leases("ttl"), { body: lease(name) });
        expect(created.status).toBe(201);
      }
      const first = await call(base, "GET", `${leases("ttl")}?limit=1`);
      expect(names(first)).toEqual(["a"]);
      // Within the 1 ms the token works.
      const within = await call(
        base,
        "GET",
        `${leases("ttl")}?limit=1&continue=${encodeURIComponent(first.json.metadata.continue)}`,
      );
      expect(names(within)).toEqual(["b"]);
      clock += 20;
      const expired = await call(
        base,
        "GET",
        `${leases("ttl")}?limit=1&continue=${encodeURIComponent(first.json.metadata.continue)}`,
      );
      const status = expectFailure(expired, 410, "Expired");
      expect(status.message).toMatch(
        /^The provided continue parameter is too old to display a consistent list result\./,
      );
      const fresh = status.metadata.continue as string;
      expect(fresh).toEqual(expect.any(String));
      expect(fresh).not.toBe(first.json.metadata.continue);
      // The fresh token continues after the same key, in the latest state.
      const next = await call(
        base,
        "GET",
        `${leases("ttl")}?continue=${encodeURIComponent(fresh)}`,
      );
      expect(next.status, next.text).toBe(200);
      expect(names(next)).toEqual(["b", "c"]);
      expect(next.json.metadata.continue).toBeUndefined();
      // A token this server never issued is a 400.
      expectFailure(await get(`${leases("ttl")}?continue=not-a-token`), 400, "BadRequest");
    });

    it("selects by labels with the full selector syntax", async () => {
      const labels: Record<string, Record<string, string>> = {
        a: { env: "prod", tier: "web" },
        b: { env: "dev", tier: "web" },
        c: { env: "prod", tier: "db", canary: "true" },
        d: { tier: "cache" },
        e: {},
      };
      for (const [name, l] of Object.entries(labels))
        await create(leases("labels"), lease(name, {}, { labels: l }));
      const select = async (selector: string) => {
        const answer = await get(
          `${leases("labels")}?labelSelector=${encodeURIComponent(selector)}`,
        );
        expect(answer.status, `${selector}: ${answer.text}`).toBe(200);
        return names(answer);
      };
      expect(await select("env=prod")).toEqual(["a", "c"]);
      expect(await select("env==prod")).toEqual(["a", "c"]);
      expect(await select("env!=prod")).toEqual(["b", "d", "e"]);
      expect(await select("env in (dev, prod),tier notin (db)")).toEqual(["a", "b"]);
      expect(await select("tier notin (web,db)")).toEqual(["d", "e"]);
      expect(await select("canary")).toEqual(["c"]);
      expect(await select("!env")).toEqual(["d", "e"]);
      expect(await select("tier,!canary")).toEqual(["a", "b", "d"]);
      expect(await select("")).toEqual(["a", "b", "c", "d", "e"]);
      const bad = expectFailure(
        await get(`${leases("labels")}?labelSelector=${encodeURIComponent("env in prod")}`),
        400,
        "BadRequest",
      );
      expect(bad.message.length).toBeGreaterThan(0);
      expectFailure(
        await get(`${leases("labels")}?labelSelector=${encodeURIComponent("a b")}`),
        400,
        "BadRequest",
      );
    });

    it("selects by metadata.name, metadata.namespace and the selectable fields, and rejects other fields with 400", async () => {
      await create(events("fs-1"), event("fs-1", "one"));
      await create(events("fs-1"), event("fs-1", "two", { type: "Warning", reason: "Failed" }));
      await create(events("fs-2"), event("fs-2", "one"));
      const select = async (path: string, selector: string) => {
        const answer = await get(`${path}?fieldSelector=${encodeURIComponent(selector)}`);
        expect(answer.status, `${selector}: ${answer.text}`).toBe(200);
        return answer.json.items.map((i: Obj) => `${i.metadata.namespace}/${i.metadata.name}`);
      };
      expect(await select(events("fs-1"), "metadata.name=two")).toEqual(["fs-1/two"]);
      expect(await select(events("fs-1"), "metadata.name!=two")).toEqual(["fs-1/one"]);
      expect(await select("/apis/events.core.io/v1/events", "metadata.name==one")).toEqual([
        "fs-1/one",
        "fs-2/one",
      ]);
      expect(await select("/apis/events.core.io/v1/events", "metadata.namespace=fs-2")).toEqual([
        "fs-2/one",
      ]);
      expect(
        await select("/apis/events.core.io/v1/events", "metadata.namespace=fs-1,type=Warning"),
      ).toEqual(["fs-1/two"]);
      expect(await select(events("fs-1"), "reason=Failed")).toEqual(["fs-1/two"]);
      expect(await select(events("fs-1"), "regarding.kind=Pod,regarding.name=p")).toEqual([
        "fs-1/one",
        "fs-1/two",
      ]);
      const unknown = expectFailure(
        await get(`${events("fs-1")}?fieldSelector=spec.nothing%3Dx`),
        400,
        "BadRequest",
      );
      expect(unknown.message).toContain('"spec.nothing" is not a known field selector');
      const onPc = expectFailure(await get(`${PC}?fieldSelector=value%3D1`), 400, "BadRequest");
      expect(onPc.message).toContain('"value" is not a known field selector');
    });

    it("reads at a resourceVersion as resourceVersionMatch says", async () => {
      const ns = "rvm";
      await create(leases(ns), lease("old"));
      const before = (await get(leases(ns))).json.metadata.resourceVersion as string;
      await create(leases(ns), lease("new"));
      await del(`${leases(ns)}/old`);
      const exact = await get(`${leases(ns)}?resourceVersion=${before}&resourceVersionMatch=Exact`);
      expect(exact.status, exact.text).toBe(200);
      expect(names(exact)).toEqual(["old"]);
      expect(exact.json.metadata.resourceVersion).toBe(before);
      const notOlder = await get(
        `${leases(ns)}?resourceVersion=${before}&resourceVersionMatch=NotOlderThan`,
      );
      expect(names(notOlder)).toEqual(["new"]);
      expect(Number(notOlder.json.metadata.resourceVersion)).toBeGreaterThan(Number(before));
      expect(names(await get(`${leases(ns)}?resourceVersion=0`))).toEqual(["new"]);
      // Legacy: a resourceVersion with a limit and no match is Exact.
      expect(names(await get(`${leases(ns)}?resourceVersion=${before}&limit=5`))).toEqual(["old"]);
      // The rules between the parameters.
      const noVersion = expectFailure(
        await get(`${leases(ns)}?resourceVersionMatch=NotOlderThan`),
        422,
        "Invalid",
      );
      expect(noVersion.details).toMatchObject({ kind: "ListOptions", group: "meta.core.io" });
      expect(noVersion.details.causes).toEqual([
        {
          reason: "FieldValueForbidden",
          message:
            "Forbidden: resourceVersionMatch is forbidden unless resourceVersion is provided",
          field: "resourceVersionMatch",
        },
      ]);
      const exactZero = expectFailure(
        await get(`${leases(ns)}?resourceVersion=0&resourceVersionMatch=Exact`),
        422,
        "Invalid",
      );
      expect(exactZero.details.causes[0]).toMatchObject({ field: "resourceVersionMatch" });
      const unsupported = expectFailure(
        await get(`${leases(ns)}?resourceVersion=1&resourceVersionMatch=Newest`),
        422,
        "Invalid",
      );
      expect(unsupported.details.causes[0]).toMatchObject({
        reason: "FieldValueNotSupported",
        field: "resourceVersionMatch",
      });
      const withContinue = expectFailure(
        await get(`${leases(ns)}?resourceVersion=1&resourceVersionMatch=NotOlderThan&continue=x`),
        422,
        "Invalid",
      );
      expect(withContinue.details.causes.map((c: Obj) => c.message)).toContain(
        "Forbidden: resourceVersionMatch is forbidden when continue is provided",
      );
      // A resourceVersion the store has not reached: 504 Timeout, as Kubernetes answers.
      const future = expectFailure(
        await get(`${leases(ns)}?resourceVersion=999999999&resourceVersionMatch=Exact`),
        504,
        "Timeout",
      );
      expect(future.message).toMatch(/^Too large resource version: 999999999, current: \d+$/);
      expect(future.details).toMatchObject({
        causes: [{ reason: "ResourceVersionTooLarge" }],
        retryAfterSeconds: 1,
      });
    });

    it("answers 410 Expired for an Exact list at a compacted resourceVersion", async () => {
      await create(leases("compact"), lease("a"));
      const at = (await get(leases("compact"))).json.metadata.resourceVersion as string;
      await create(leases("compact"), lease("b"));
      await store.compact();
      const status = expectFailure(
        await get(
          `${leases("compact")}?resourceVersion=${Number(at) - 1}&resourceVersionMatch=Exact`,
        ),
        410,
        "Expired",
      );
      expect(status.message).toBe("The resourceVersion for the provided list is too old.");
    });
  });

  describe("watch", () => {
    const open = (path: string) => new WatchStream(server.base, path).ready();

    it("streams chunked WatchEvents: ADDED, MODIFIED, DELETED", async () => {
      const ns = "watch-basic";
      const list = await get(leases(ns));
      const watch = await open(
        `${leases(ns)}?watch=true&resourceVersion=${list.json.metadata.resourceVersion}`,
      );
      try {
        expect(watch.status).toBe(200);
        expect(watch.headers["content-type"]).toMatch(/^application\/json/);
        expect(watch.headers["transfer-encoding"]).toBe("chunked");
        const created = await create(leases(ns), lease("w"));
        const modified = await patch(
          `${leases(ns)}/w`,
          { spec: { holderIdentity: "node-2" } },
          "application/merge-patch+json",
        );
        const deleted = await del(`${leases(ns)}/w`);
        expect(deleted.status).toBe(200);
        const seen = await watch.waitFor(3);
        expect(seen.map((e) => e.type)).toEqual(["ADDED", "MODIFIED", "DELETED"]);
        expect(seen[0]!.object).toEqual(created);
        expect(seen[1]!.object).toEqual(modified.json);
        expect(seen[2]!.object).toMatchObject({
          kind: "Lease",
          metadata: { name: "w", uid: created.metadata.uid },
          spec: { holderIdentity: "node-2" },
        });
        expect(rv(seen[2]!.object)).toBeGreaterThan(rv(modified.json));
      } finally {
        watch.close();
      }
    });

    it("starts from a resourceVersion without missing a change, and watches one object by its path", async () => {
      const ns = "watch-from";
      await create(leases(ns), lease("before"));
      const from = (await get(leases(ns))).json.metadata.resourceVersion as string;
      const versions: string[] = [];
      for (let i = 0; i < 5; i++)
        versions.push(
          (
            await patch(
              `${leases(ns)}/before`,
              { spec: { leaseTransitions: i } },
              "application/merge-patch+json",
            )
          ).json.metadata.resourceVersion,
        );
      const watch = await open(`${leases(ns)}?watch=1&resourceVersion=${from}`);
      const single = await open(
        `/apis/coordination.core.io/v1/watch/namespaces/${ns}/leases/before?resourceVersion=${from}`,
      );
      try {
        // Writes racing with the start of the watch.
        const racing = Promise.all([0, 1, 2].map((i) => create(leases(ns), lease(`during-${i}`))));
        for (let i = 5; i < 8; i++)
          versions.push(
            (
              await patch(
                `${leases(ns)}/before`,
                { spec: { leaseTransitions: i } },
                "application/merge-patch+json",
              )
            ).json.metadata.resourceVersion,
          );
        const during = await racing;
        const all = [...versions, ...during.map((o) => o.metadata.resourceVersion as string)]
          .map(Number)
          .sort((a, b) => a - b);
        const seen = await watch.waitFor(all.length);
        await sleep(50);
        expect(seen.map((e) => rv(e.object))).toEqual(all);
        expect(
          seen
            .filter((e) => e.type === "ADDED")
            .map((e) => e.object.metadata.name)
            .sort(),
        ).toEqual(["during-0", "during-1", "during-2"]);
        // The single-object watch sees only that object's changes.
        const mine = await single.waitFor(8);
        await sleep(50);
        expect(mine.map((e) => `${e.type} ${e.object.metadata.name}`)).toEqual(
          Array(8).fill("MODIFIED before"),
        );
        expect(mine.map((e) => e.object.spec.leaseTransitions)).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
      } finally {
        watch.close();
        single.close();
      }
    });

    it("sends an ERROR event with a 410 Status for a resourceVersion older than the kept history", async () => {
      await create(leases("watch-old"), lease("a"));
      const old = (await get(leases("watch-old"))).json.metadata.resourceVersion as string;
      await create(leases("watch-old"), lease("b"));
      await store.compact();
      const watch = await open(
        `${leases("watch-old")}?watch=true&resourceVersion=${Number(old) - 1}`,
      );
      try {
        expect(watch.status).toBe(200);
        const [error] = await watch.waitFor(1);
        expect(error!.type).toBe("ERROR");
        expect(error!.object).toMatchObject({
          kind: "Status",
          apiVersion: "v1",
          status: "Failure",
          reason: "Expired",
          code: 410,
        });
        expect(error!.object.message).toMatch(/^too old resource version: \d+ \(\d+\)$/);
        await watch.waitEnd();
        expect(watch.events).toHaveLength(1);
      } finally {
        watch.close();
      }
    });

    it("sends BOOKMARK events only when allowWatchBookmarks is set", async () => {
      const ns = "watch-bookmarks";
      const from = (await get(leases(ns))).json.metadata.resourceVersion as string;
      const withBookmarks = await open(
        `${leases(ns)}?watch=true&resourceVersion=${from}&allowWatchBookmarks=true`,
      );
      const without = await open(`${leases(ns)}?watch=true&resourceVersion=${from}`);
      try {
        await create(leases(ns), lease("a"));
        await withBookmarks.waitFor(1);
        await without.waitFor(1);
        store.sendBookmarks();
        const seen = await withBookmarks.waitFor(2);
        expect(seen[1]).toEqual({
          type: "BOOKMARK",
          object: {
            apiVersion: "coordination.core.io/v1",
            kind: "Lease",
            metadata: { resourceVersion: expect.stringMatching(/^\d+$/) },
          },
        });
        expect(rv(seen[1]!.object)).toBeGreaterThanOrEqual(rv(seen[0]!.object));
        await create(leases(ns), lease("b"));
        await without.waitFor(2);
        expect(without.events.map((e) => e.type)).toEqual(["ADDED", "ADDED"]);
      } finally {
        withBookmarks.close();
        without.close();
      }
    });

    it("ends the stream after timeoutSeconds", async () => {
      const watch = await open(`${leases("watch-timeout")}?watch=true&timeoutSeconds=1`);
      const took = await watch.waitEnd(5000);
      expect(took).toBeGreaterThan(500);
      expect(took).toBeLessThan(3000);
      expect(watch.events).toEqual([]);
      const watchPath = await open(
        `/apis/coordination.core.io/v1/watch/namespaces/watch-timeout/leases?timeoutSeconds=1`,
      );
      await watchPath.waitEnd(5000);
    });

    it("sends the initial events and a BOOKMARK annotated core.io/initial-events-end with sendInitialEvents", async () => {
      const ns = "watch-initial";
      await create(leases(ns), lease("a"));
      await create(leases(ns), lease("b"));
      const watch = await open(
        `${leases(ns)}?watch=true&sendInitialEvents=true&resourceVersionMatch=NotOlderThan&allowWatchBookmarks=true`,
      );
      try {
        const seen = await watch.waitFor(3);
        expect(
          seen
            .slice(0, 2)
            .map(summary)
            .map((s) => s.split("@")[0]),
        ).toEqual(["ADDED a", "ADDED b"]);
        expect(seen[2]).toEqual({
          type: "BOOKMARK",
          object: {
            apiVersion: "coordination.core.io/v1",
            kind: "Lease",
            metadata: {
              resourceVersion: expect.stringMatching(/^\d+$/),
              annotations: {
                "core.io/initial-events-end": "true",
                "k8s.io/initial-events-end": "true",
              },
            },
          },
        });
        expect(rv(seen[2]!.object)).toBeGreaterThanOrEqual(
          Math.max(rv(seen[0]!.object), rv(seen[1]!.object)),
        );
        await create(leases(ns), lease("c"));
        const after = await watch.waitFor(4);
        expect(summary(after[3]!)).toMatch(/^ADDED c@/);
      } finally {
        watch.close();
      }
      // sendInitialEvents=false: no synthetic events, even without a resourceVersion.
      const none = await open(
        `${leases(ns)}?watch=true&sendInitialEvents=false&resourceVersionMatch=NotOlderThan`,
      );
      // resourceVersion=0 without sendInitialEvents: the current objects as ADDED, no bookmark.
      const legacy = await open(
        `${leases(ns)}?watch=true&resourceVersion=0&allowWatchBookmarks=true`,
      );
      try {
        const current = await legacy.waitFor(3);
        expect(current.map((e) => `${e.type} ${e.object.metadata.name}`)).toEqual([
          "ADDED a",
          "ADDED b",
          "ADDED c",
        ]);
        await create(leases(ns), lease("d"));
        await none.waitFor(1);
        await legacy.waitFor(4);
        expect(none.events.map(summary).map((s) => s.split("@")[0])).toEqual(["ADDED d"]);
        expect(legacy.events.map((e) => e.type)).toEqual(["ADDED", "ADDED", "ADDED", "ADDED"]);
      } finally {
        none.close();
        legacy.close();
      }
      // Without resourceVersionMatch, or with another match, sendInitialEvents is refused.
      const missing = expectFailure(
        await get(`${leases(ns)}?watch=true&sendInitialEvents=true`),
        422,
        "Invalid",
      );
      expect(missing.details.causes).toEqual([
        {
          reason: "FieldValueForbidden",
          message:
            "Forbidden: sendInitialEvents requires setting resourceVersionMatch to NotOlderThan",
          field: "resourceVersionMatch",
        },
      ]);
      const exact = expectFailure(
        await get(
          `${leases(ns)}?watch=true&sendInitialEvents=true&resourceVersionMatch=Exact&resourceVersion=1`,
        ),
        422,
        "Invalid",
      );
      expect(exact.details.causes[0]).toMatchObject({
        reason: "FieldValueNotSupported",
        field: "resourceVersionMatch",
      });
      const onWatchPath = expectFailure(
        await get(
          `/apis/coordination.core.io/v1/watch/namespaces/${ns}/leases?sendInitialEvents=true`,
        ),
        422,
        "Invalid",
      );
      expect(onWatchPath.details.causes[0]).toMatchObject({ field: "resourceVersionMatch" });
    });

    it("watches every namespace on /apis/events.core.io/v1/watch/events", async () => {
      const all = await open(
        `/apis/events.core.io/v1/watch/events?resourceVersion=${store.resourceVersion()}`,
      );
      const one = await open(
        `/apis/events.core.io/v1/watch/namespaces/watch-all-1/events?resourceVersion=${store.resourceVersion()}`,
      );
      try {
        await create(events("watch-all-1"), event("watch-all-1", "e1"));
        await create(events("watch-all-2"), event("watch-all-2", "e2"));
        const seen = await all.waitFor(2);
        expect(
          seen.map((e) => `${e.type} ${e.object.metadata.namespace}/${e.object.metadata.name}`),
        ).toEqual(["ADDED watch-all-1/e1", "ADDED watch-all-2/e2"]);
        expect(seen[0]!.object.kind).toBe("Event");
        await one.waitFor(1);
        await sleep(50);
        expect(one.events.map((e) => e.object.metadata.name)).toEqual(["e1"]);
      } finally {
        all.close();
        one.close();
      }
    });

    it("filters watches by label and field selectors, as objects enter and leave them", async () => {
      const ns = "watch-selectors";
      await create(leases(ns), lease("x", {}, { labels: { app: "a" } }));
      const from = (await get(leases(ns))).json.metadata.resourceVersion as string;
      const watch = await open(
        `${leases(ns)}?watch=true&resourceVersion=${from}&labelSelector=app%3Db`,
      );
      const byName = await open(
        `${leases(ns)}?watch=true&resourceVersion=${from}&fieldSelector=metadata.name%3Dy`,
      );
      try {
        await patch(
          `${leases(ns)}/x`,
          { metadata: { labels: { app: "b" } } },
          "application/merge-patch+json",
        );
        await patch(
          `${leases(ns)}/x`,
          { metadata: { labels: { app: "c" } } },
          "application/merge-patch+json",
        );
        await create(leases(ns), lease("y", {}, { labels: { app: "b" } }));
        const seen = await watch.waitFor(3);
        expect(seen.map((e) => `${e.type} ${e.object.metadata.name}`)).toEqual([
          "ADDED x",
          "DELETED x",
          "ADDED y",
        ]);
        const named = await byName.waitFor(1);
        await sleep(50);
        expect(named.map((e) => `${e.type} ${e.object.metadata.name}`)).toEqual(["ADDED y"]);
      } finally {
        watch.close();
        byName.close();
      }
    });
  });

  describe("dryRun", () => {
    it("dryRun=All answers as if the change were made and persists nothing", async () => {
      const version = store.resourceVersion();
      const created = await post(`${PC}?dryRun=All`, pc("dry"));
      expect(created.status).toBe(201);
      expect(created.json).toMatchObject({
        kind: "PriorityClass",
        metadata: { name: "dry", generation: 1 },
        value: 100,
        preemptionPolicy: "PreemptLowerPriority",
      });
      expect(created.json.metadata.uid).toEqual(expect.any(String));
      expect(created.json.metadata.creationTimestamp).toEqual(expect.any(String));
      expectFailure(await get(`${PC}/dry`), 404, "NotFound");
      expect(store.resourceVersion()).toBe(version);
      // Invalid objects fail a dry run too.
      expectFailure(
        await post(`${PC}?dryRun=All`, { metadata: { name: "dry-invalid" }, value: 2000000000 }),
        422,
        "Invalid",
      );
      // Replace, patch, delete and delete collection.
      const real = await create(
        PC,
        pc("dry-real", { description: "kept" }, { labels: { dry: "yes" } }),
      );
      const replaced = await put(`${PC}/dry-real?dryRun=All`, { ...real, description: "replaced" });
      expect(replaced.status).toBe(200);
      expect(replaced.json.description).toBe("replaced");
      expect(replaced.json.metadata.generation).toBe(1);
      const patched = await patch(
        `${PC}/dry-real?dryRun=All`,
        { description: "patched" },
        "application/merge-patch+json",
      );
      expect(patched.json.description).toBe("patched");
      const deleted = await del(`${PC}/dry-real?dryRun=All`);
      expect(deleted.json).toMatchObject({
        kind: "Status",
        status: "Success",
        details: { name: "dry-real" },
      });
      const collection = await del(`${PC}?dryRun=All&labelSelector=dry%3Dyes`);
      expect(names(collection)).toEqual(["dry-real"]);
      const after = await get(`${PC}/dry-real`);
      expect(after.json).toEqual(real);
      // A dry-run create of a taken name is still 409.
      expectFailure(await post(`${PC}?dryRun=All`, pc("dry-real")), 409, "AlreadyExists");
    });

    it("any other dryRun value is a 422 NotSupported (ValidateDryRun) and nothing is done", async () => {
      const version = store.resourceVersion();
      const status = expectFailure(
        await post(`${PC}?dryRun=Other`, pc("dry-other")),
        422,
        "Invalid",
      );
      expect(status.message).toBe(
        'CreateOptions.meta.core.io "" is invalid: dryRun: Unsupported value: []string{"Other"}: supported values: "All"',
      );
      expect(status.details).toEqual({
        group: "meta.core.io",
        kind: "CreateOptions",
        causes: [
          {
            reason: "FieldValueNotSupported",
            message: 'Unsupported value: []string{"Other"}: supported values: "All"',
            field: "dryRun",
          },
        ],
      });
      const two = expectFailure(
        await post(`${PC}?dryRun=All&dryRun=Maybe`, pc("dry-other")),
        422,
        "Invalid",
      );
      expect(two.details.causes[0].message).toBe(
        'Unsupported value: []string{"All", "Maybe"}: supported values: "All"',
      );
      expectFailure(await post(`${PC}?dryRun=`, pc("dry-other")), 422, "Invalid");
      expectFailure(await get(`${PC}/dry-other`), 404, "NotFound");
      const existing = await create(PC, pc("dry-other-2"));
      expect(
        expectFailure(await del(`${PC}/dry-other-2?dryRun=Other`), 422, "Invalid").details.kind,
      ).toBe("DeleteOptions");
      expect(
        expectFailure(
          await patch(
            `${PC}/dry-other-2?dryRun=other`,
            { description: "x" },
            "application/merge-patch+json",
          ),
          422,
          "Invalid",
        ).details.kind,
      ).toBe("PatchOptions");
      expect(
        expectFailure(
          await put(`${PC}/dry-other-2?dryRun=none`, { ...existing, description: "x" }),
          422,
          "Invalid",
        ).details.kind,
      ).toBe("UpdateOptions");
      // A dryRun error comes before any other problem of the request (create.go validates the options before it decodes the body).
      expectFailure(await post(`${PC}?dryRun=Other`, "{not json"), 422, "Invalid");
      expect((await get(`${PC}/dry-other-2`)).json).toEqual(existing);
      expect(Number(store.resourceVersion())).toBe(Number(version) + 1);
    });
  });

  describe("fieldValidation", () => {
    const withProblems =
      '{"apiVersion":"scheduling.core.io/v1","kind":"PriorityClass","metadata":{"name":"NAME","labels":{"a":"1"},"name":"NAME","bogus":1},"value":1,"value":2,"extra":true}';
    const body = (name: string) => withProblems.replaceAll("NAME", name);

    it("Strict: 400 listing every unknown and duplicate field, nothing stored", async () => {
      const status = expectFailure(
        await post(`${PC}?fieldValidation=Strict`, body("strict")),
        400,
        "BadRequest",
      );
      expect(status.message).toMatch(/^strict decoding error: /);
      for (const problem of [
        'unknown field "metadata.bogus"',
        'unknown field "extra"',
        'duplicate field "metadata.name"',
        'duplicate field "value"',
      ]) {
        expect(status.message).toContain(problem);
      }
      expectFailure(await get(`${PC}/strict`), 404, "NotFound");
      // On replace and patch too.
      const created = await create(PC, pc("strict-2"));
      const replace = expectFailure(
        await put(`${PC}/strict-2?fieldValidation=Strict`, { ...created, extra: 1 }),
        400,
        "BadRequest",
      );
      expect(replace.message).toBe('strict decoding error: unknown field "extra"');
      const merge = expectFailure(
        await patch(
          `${PC}/strict-2?fieldValidation=Strict`,
          { spec: { x: 1 } },
          "application/merge-patch+json",
        ),
        400,
        "BadRequest",
      );
      expect(merge.message).toBe('strict decoding error: unknown field "spec"');
      const jsonPatch = expectFailure(
        await patch(
          `${PC}/strict-2?fieldValidation=Strict`,
          [{ op: "add", path: "/metadata/nope", value: 1 }],
          "application/json-patch+json",
        ),
        400,
        "BadRequest",
      );
      expect(jsonPatch.message).toBe('strict decoding error: unknown field "metadata.nope"');
      expect((await get(`${PC}/strict-2`)).json).toEqual(created);
    });

    it("Warn (the default): success, one Warning: 299 header per field, unknown fields dropped", async () => {
      for (const [name, query] of [
        ["warn", "?fieldValidation=Warn"],
        ["warn-default", ""],
      ] as const) {
        const answer = await post(`${PC}${query}`, body(name));
        expect(answer.status, answer.text).toBe(201);
        const warnings = headerLines(answer, "warning");
        expect(warnings.sort()).toEqual(
          [
            '299 - "duplicate field \\"metadata.name\\""',
            '299 - "duplicate field \\"value\\""',
            '299 - "unknown field \\"extra\\""',
            '299 - "unknown field \\"metadata.bogus\\""',
          ].sort(),
        );
        // The last of duplicates wins; unknown fields are not stored.
        expect(answer.json.value).toBe(2);
        expect(answer.json.extra).toBeUndefined();
        expect(answer.json.metadata.bogus).toBeUndefined();
        expect((await get(`${PC}/${name}`)).json).toEqual(answer.json);
      }
      const patched = await patch(
        `${PC}/warn`,
        { description: "d", spec: { x: 1 } },
        "application/merge-patch+json",
      );
      expect(patched.status).toBe(200);
      expect(headerLines(patched, "warning")).toEqual(['299 - "unknown field \\"spec\\""']);
      expect(patched.json.spec).toBeUndefined();
      expect(patched.json.description).toBe("d");
    });

    it("finds and drops unknown fields inside lists and maps too", async () => {
      const answer = await post(CRB, {
        apiVersion: "rbac.authorization.core.io/v1",
        kind: "ClusterRoleBinding",
        metadata: {
          name: "nested-unknown",
          labels: { "keep.me": "yes" },
          ownerReferences: [
            { apiVersion: "v1", kind: "ConfigMap", name: "o", uid: "u", colour: "red" },
          ],
        },
        roleRef: {
          apiGroup: "rbac.authorization.core.io",
          kind: "ClusterRole",
          name: "view",
          extra: 1,
        },
        subjects: [
          { kind: "User", name: "alice", apiGroup: "rbac.authorization.core.io" },
          { kind: "Group", name: "devs", apiGroup: "rbac.authorization.core.io", team: "x" },
        ],
      });
      expect(answer.status, answer.text).toBe(201);
      expect(headerLines(answer, "warning").sort()).toEqual(
        [
          '299 - "unknown field \\"metadata.ownerReferences[0].colour\\""',
          '299 - "unknown field \\"roleRef.extra\\""',
          '299 - "unknown field \\"subjects[1].team\\""',
        ].sort(),
      );
      expect(answer.json.subjects).toEqual([
        { kind: "User", name: "alice", apiGroup: "rbac.authorization.core.io" },
        { kind: "Group", name: "devs", apiGroup: "rbac.authorization.core.io" },
      ]);
      expect(answer.json.roleRef).toEqual({
        apiGroup: "rbac.authorization.core.io",
        kind: "ClusterRole",
        name: "view",
      });
      expect(answer.json.metadata.ownerReferences).toEqual([
        { apiVersion: "v1", kind: "ConfigMap", name: "o", uid: "u" },
      ]);
      // Map keys are data, not fields.
      expect(answer.json.metadata.labels).toEqual({ "keep.me": "yes" });
    });

    it("Ignore: success without warnings, unknown fields dropped", async () => {
      const answer = await post(`${PC}?fieldValidation=Ignore`, body("ignore"));
      expect(answer.status).toBe(201);
      expect(headerLines(answer, "warning")).toEqual([]);
      expect(answer.json.extra).toBeUndefined();
      expect(answer.json.metadata).not.toHaveProperty("bogus");
      expect(answer.json.value).toBe(2);
    });

    it("rejects other fieldValidation values with 422", async () => {
      const status = expectFailure(
        await post(`${PC}?fieldValidation=Loose`, pc("loose")),
        422,
        "Invalid",
      );
      expect(status.details).toMatchObject({ kind: "CreateOptions", group: "meta.core.io" });
      expect(status.details.causes).toEqual([
        {
          reason: "FieldValueNotSupported",
          message: 'Unsupported value: "Loose": supported values: "Ignore", "Warn", "Strict"',
          field: "fieldValidation",
        },
      ]);
    });
  });

  describe("bodies and output", () => {
    it("pretty=true pretty-prints objects, lists and errors", async () => {
      await create(PC, pc("pretty"));
      const compact = await get(`${PC}/pretty`);
      expect(compact.text).not.toContain("\n");
      const pretty = await get(`${PC}/pretty?pretty=true`);
      expect(pretty.text).toBe(`${JSON.stringify(compact.json, null, 2)}\n`);
      const list = await get(`${PC}?pretty=true&limit=1`);
      expect(
        list.text.startsWith(
          '{\n  "apiVersion": "scheduling.core.io/v1",\n  "kind": "PriorityClassList"',
        ),
      ).toBe(true);
      const error = await get(`${PC}/missing?pretty=true`);
      expect(error.status).toBe(404);
      expect(error.text).toBe(`${JSON.stringify(error.json, null, 2)}\n`);
      expect((await get("/apis?pretty=true")).text).toContain('\n  "kind": "APIGroupList"');
    });

    it("malformed JSON is a 400 BadRequest naming the problem", async () => {
      const status = expectFailure(
        await post(PC, '{"metadata": {"name": "x"},}'),
        400,
        "BadRequest",
      );
      expect(status.message).toMatch(
        /invalid character '}' looking for beginning of object key string/,
      );
      expectFailure(await post(PC, "[1, 2"), 400, "BadRequest");
      expectFailure(await post(PC, ""), 400, "BadRequest");
      expectFailure(
        await post(PC, "apiVersion: [unclosed", { type: "application/yaml" }),
        400,
        "BadRequest",
      );
    });

    it("a body over 3 MiB is a 413 RequestEntityTooLarge; one just under is read", async () => {
      const over = JSON.stringify({ ...pc("huge"), padding: "x".repeat(3 * 1024 * 1024) });
      const status = expectFailure(await post(PC, over), 413, "RequestEntityTooLarge");
      expect(status.message).toMatch(/^Request entity too large: /);
      expectFailure(await get(`${PC}/huge`), 404, "NotFound");
      const shell = JSON.stringify({ ...pc("almost"), padding: "" });
      const under = JSON.stringify({
        ...pc("almost"),
        padding: "x".repeat(3 * 1024 * 1024 - Buffer.byteLength(shell)),
      });
      expect(Buffer.byteLength(under)).toBe(3 * 1024 * 1024);
      const answer = await post(`${PC}?fieldValidation=Ignore`, under);
      expect(answer.status, answer.text.slice(0, 200)).toBe(201);
      expect(answer.json.padding).toBeUndefined();
    });
  });

  describe("query parameter rules", () => {
    it("fieldManager: at most 128 printable characters", async () => {
      expect((await post(`${PC}?fieldManager=${"m".repeat(128)}`, pc("fm-ok"))).status).toBe(201);
      const long = expectFailure(
        await post(`${PC}?fieldManager=${"m".repeat(129)}`, pc("fm-long")),
        422,
        "Invalid",
      );
      expect(long.details.causes).toEqual([
        {
          reason: "FieldValueTooLong",
          message: "Too long: may not be more than 128 characters",
          field: "fieldManager",
        },
      ]);
      const control = expectFailure(
        await post(`${PC}?fieldManager=a%07b`, pc("fm-control")),
        422,
        "Invalid",
      );
      expect(control.details.causes[0]).toMatchObject({
        reason: "FieldValueInvalid",
        field: "fieldManager",
      });
      expectFailure(await get(`${PC}/fm-long`), 404, "NotFound");
      await create(PC, pc("fm-patch"));
      const onPatch = expectFailure(
        await patch(
          `${PC}/fm-patch?fieldManager=${"m".repeat(200)}`,
          { description: "x" },
          "application/merge-patch+json",
        ),
        422,
        "Invalid",
      );
      expect(onPatch.details.kind).toBe("PatchOptions");
    });

    it("force: only with apply patches; apply patches need a fieldManager", async () => {
      await create(PC, pc("forced"));
      for (const type of [
        "application/merge-patch+json",
        "application/strategic-merge-patch+json",
        "application/json-patch+json",
      ]) {
        const body = type === "application/json-patch+json" ? [] : {};
        const status = expectFailure(
          await patch(`${PC}/forced?force=true`, body, type),
          422,
          "Invalid",
        );
        expect(status.details).toMatchObject({ kind: "PatchOptions", group: "meta.core.io" });
        expect(status.details.causes).toEqual([
          {
            reason: "FieldValueForbidden",
            message: "Forbidden: may not be specified for non-apply patch",
            field: "force",
          },
        ]);
      }
      // force=false is still "specified".
      expectFailure(
        await patch(`${PC}/forced?force=false`, {}, "application/merge-patch+json"),
        422,
        "Invalid",
      );
      const noManager = expectFailure(
        await patch(`${PC}/forced?force=true`, "value: 1\n", "application/apply-patch+yaml"),
        422,
        "Invalid",
      );
      expect(noManager.details.causes).toEqual([
        {
          reason: "FieldValueRequired",
          message: "Required value: is required for apply patch",
          field: "fieldManager",
        },
      ]);
      // With a manager, a forced apply of a configuration without apiVersion and kind is a 400.
      expectFailure(
        await patch(
          `${PC}/forced?force=true&fieldManager=me`,
          "value: 1\n",
          "application/apply-patch+yaml",
        ),
        400,
        "BadRequest",
      );
    });

    it("orphanDependents and propagationPolicy are mutually exclusive (Kubernetes' ValidateDeleteOptions error); gracePeriodSeconds is non-negative", async () => {
      await create(PC, pc("del-options"));
      const both = expectFailure(
        await del(`${PC}/del-options?orphanDependents=true&propagationPolicy=Orphan`),
        422,
        "Invalid",
      );
      expect(both.details).toMatchObject({ kind: "DeleteOptions", group: "meta.core.io" });
      expect(both.details.causes).toEqual([
        {
          reason: "FieldValueInvalid",
          message:
            'Invalid value: "Orphan": orphanDependents and deletionPropagation cannot be both set',
          field: "propagationPolicy",
        },
      ]);
      expectFailure(
        await del(
          `${PC}?orphanDependents=false&propagationPolicy=Background&labelSelector=none%3Dnone`,
        ),
        422,
        "Invalid",
      );
      const policy = expectFailure(
        await del(`${PC}/del-options?propagationPolicy=Sometimes`),
        422,
        "Invalid",
      );
      expect(policy.details.causes[0]).toMatchObject({
        reason: "FieldValueNotSupported",
        field: "propagationPolicy",
      });
      const negative = expectFailure(
        await del(`${PC}/del-options?gracePeriodSeconds=-1`),
        422,
        "Invalid",
      );
      expect(negative.details.causes).toEqual([
        {
          reason: "FieldValueInvalid",
          message: "Invalid value: -1: must be greater than or equal to 0",
          field: "gracePeriodSeconds",
        },
      ]);
      const notNumber = expectFailure(
        await del(`${PC}/del-options?gracePeriodSeconds=soon`),
        400,
        "BadRequest",
      );
      expect(notNumber.message).toBe('strconv.ParseInt: parsing "soon": invalid syntax');
      expect((await get(`${PC}/del-options`)).status).toBe(200);
      const unsafe = expectFailure(
        await del(
          `${PC}/del-options?ignoreStoreReadErrorWithClusterBreakingPotential=true&gracePeriodSeconds=0`,
        ),
        422,
        "Invalid",
      );
      expect(unsafe.details.causes[0]).toMatchObject({
        field: "gracePeriodSeconds",
        message:
          "Forbidden: can not be set together with ignoreStoreReadErrorWithClusterBreakingPotential",
      });
      expect(
        (await del(`${PC}/del-options?gracePeriodSeconds=0&propagationPolicy=Foreground`)).status,
      ).toBe(200);
    });

    it("limit: a non-negative integer", async () => {
      const negative = expectFailure(await get(`${PC}?limit=-1`), 422, "Invalid");
      expect(negative.details.causes).toEqual([
        {
          reason: "FieldValueInvalid",
          message: "Invalid value: -1: must be greater than or equal to 0",
          field: "limit",
        },
      ]);
      const word = expectFailure(await get(`${PC}?limit=ten`), 400, "BadRequest");
      expect(word.message).toBe('strconv.ParseInt: parsing "ten": invalid syntax');
      expectFailure(await get(`${PC}?limit=99999999999999999999`), 400, "BadRequest");
      expectFailure(await get(`${PC}?timeoutSeconds=1.5`), 400, "BadRequest");
    });

    it("sendInitialEvents: only with watch=true, with resourceVersionMatch=NotOlderThan; watches take no continue", async () => {
      const list = expectFailure(await get(`${PC}?sendInitialEvents=true`), 422, "Invalid");
      expect(list.details.causes).toEqual([
        {
          reason: "FieldValueForbidden",
          message: "Forbidden: sendInitialEvents is forbidden for list",
          field: "sendInitialEvents",
        },
      ]);
      expectFailure(await get(`${PC}?sendInitialEvents=false`), 422, "Invalid");
      const collection = expectFailure(
        await del(`${PC}?sendInitialEvents=true&labelSelector=x%3Dy`),
        422,
        "Invalid",
      );
      expect(collection.details.kind).toBe("DeleteOptions");
      const noMatch = expectFailure(
        await get(`/apis/scheduling.core.io/v1/watch/priorityclasses?sendInitialEvents=true`),
        422,
        "Invalid",
      );
      expect(noMatch.details.kind).toBe("ListOptions");
      const matchWithout = expectFailure(
        await get(`${PC}?watch=true&resourceVersion=1&resourceVersionMatch=NotOlderThan`),
        422,
        "Invalid",
      );
      expect(matchWithout.details.causes[0]).toMatchObject({
        message:
          "Forbidden: resourceVersionMatch is forbidden for watch unless sendInitialEvents is provided",
      });
      const continued = expectFailure(await get(`${PC}?watch=true&continue=abc`), 422, "Invalid");
      expect(continued.details.causes).toEqual([
        {
          reason: "FieldValueForbidden",
          message: "Forbidden: continue is not supported with watch",
          field: "continue",
        },
      ]);
      expectFailure(
        await get(`/apis/scheduling.core.io/v1/watch/priorityclasses?continue=abc`),
        422,
        "Invalid",
      );
    });
  });

  describe("discovery and documents", () => {
    it("/api and /apis list the groups with their versions", async () => {
      const api = await get("/api");
      expect(api.status).toBe(200);
      // No kind of the core group is served: /api lists no version (a listed version without
      // resources breaks kubectl's discovery), and /api/v1 is not found.
      expect(api.json).toMatchObject({ kind: "APIVersions", versions: [] });
      expectFailure(await get("/api/v1"), 404, "NotFound");
      const apis = await get("/apis");
      expect(apis.json).toMatchObject({ kind: "APIGroupList", apiVersion: "v1" });
      const groups = Object.fromEntries(apis.json.groups.map((g: Obj) => [g.name, g]));
      expect(Object.keys(groups).sort()).toEqual([
        "admissionregistration.core.io",
        "coordination.core.io",
        "events.core.io",
        "node.core.io",
        "rbac.authorization.core.io",
        "resource.core.io",
        "scheduling.core.io",
        "storage.core.io",
      ]);
      expect(groups["coordination.core.io"]).toEqual({
        name: "coordination.core.io",
        versions: [
          { groupVersion: "coordination.core.io/v1", version: "v1" },
          { groupVersion: "coordination.core.io/v1beta1", version: "v1beta1" },
        ],
        preferredVersion: { groupVersion: "coordination.core.io/v1", version: "v1" },
      });
      const group = await get("/apis/coordination.core.io");
      expect(group.json).toMatchObject({
        kind: "APIGroup",
        apiVersion: "v1",
        name: "coordination.core.io",
        preferredVersion: { version: "v1" },
      });
      expectFailure(await get("/apis/nothing.core.io"), 404, "NotFound");
      expectFailure(await get("/apis/scheduling.core.io/v7"), 404, "NotFound");
    });

    it("/apis/<group>/<version> lists resources with verbs, kinds, short names and namespaced flags", async () => {
      const verbs = [
        "create",
        "delete",
        "deletecollection",
        "get",
        "list",
        "patch",
        "update",
        "watch",
      ];
      const resources = async (gv: string) => {
        const answer = await get(`/apis/${gv}`);
        expect(answer.status).toBe(200);
        expect(answer.json).toMatchObject({
          kind: "APIResourceList",
          apiVersion: "v1",
          groupVersion: gv,
        });
        return Object.fromEntries(answer.json.resources.map((r: Obj) => [r.name, r]));
      };
      const scheduling = await resources("scheduling.core.io/v1");
      expect(scheduling.priorityclasses).toMatchObject({
        name: "priorityclasses",
        singularName: "priorityclass",
        namespaced: false,
        kind: "PriorityClass",
        shortNames: ["pc"],
      });
      expect([...scheduling.priorityclasses.verbs].sort()).toEqual(verbs);
      const events = await resources("events.core.io/v1");
      expect(events.events).toMatchObject({ namespaced: true, kind: "Event", shortNames: ["ev"] });
      expect([...events.events.verbs].sort()).toEqual(verbs);
      expect((await resources("coordination.core.io/v1")).leases).toMatchObject({
        namespaced: true,
        kind: "Lease",
        singularName: "lease",
      });
      expect((await resources("coordination.core.io/v1beta1")).leasecandidates).toMatchObject({
        namespaced: true,
        kind: "LeaseCandidate",
      });
      expect((await resources("storage.core.io/v1")).volumeattributesclasses).toMatchObject({
        namespaced: false,
        kind: "VolumeAttributesClass",
        shortNames: ["vac"],
      });
      expect(
        (await resources("resource.core.io/v1alpha3")).resourcepoolstatusrequests,
      ).toMatchObject({ namespaced: false, kind: "ResourcePoolStatusRequest" });
      expect((await resources("rbac.authorization.core.io/v1")).clusterrolebindings).toMatchObject({
        namespaced: false,
        kind: "ClusterRoleBinding",
      });
      expect((await resources("node.core.io/v1")).runtimeclasses).toMatchObject({
        namespaced: false,
        kind: "RuntimeClass",
      });
      // Every listed resource answers a list.
      expect((await get(CRB)).json.kind).toBe("ClusterRoleBindingList");
    });

    it("/openapi/v2, /openapi/v3 and /openapi/v3/apis/<group>/<version>", async () => {
      const v2 = await get("/openapi/v2");
      expect(v2.status).toBe(200);
      expect(v2.json.swagger).toBe("2.0");
      expect(Object.keys(v2.json.paths)).toContain("/apis/scheduling.core.io/v1/priorityclasses");
      // kubectl before 1.27 asks for the protocol-buffer form (gnostic's openapi.v2.Document).
      const proto = await get("/openapi/v2", {
        headers: { accept: "application/com.github.proto-openapi.spec.v2@v1.0+protobuf" },
      });
      expect(proto.status).toBe(200);
      expect(headerLines(proto, "content-type")).toEqual([
        "application/com.github.proto-openapi.spec.v2.v1.0+protobuf",
      ]);
      expect(proto.text.startsWith("\n\u00032.0")).toBe(true);
      const v3 = await get("/openapi/v3");
      expect(v3.json.paths["apis/scheduling.core.io/v1"]).toEqual({
        serverRelativeURL: expect.stringMatching(
          /^\/openapi\/v3\/apis\/scheduling\.core\.io\/v1\?hash=[0-9A-F]{128}$/,
        ),
      });
      expect(Object.keys(v3.json.paths)).toHaveLength(10);
      for (const [path, { serverRelativeURL }] of Object.entries(
        v3.json.paths as Record<string, { serverRelativeURL: string }>,
      )) {
        const document = await get(serverRelativeURL);
        expect(document.status, path).toBe(200);
        expect(document.json.openapi).toMatch(/^3\.0\./);
        expect(Object.keys(document.json.paths).every((p) => p.startsWith(`/${path}/`))).toBe(true);
      }
      const scheduling = await get("/openapi/v3/apis/scheduling.core.io/v1");
      expect(JSON.stringify(scheduling.json.components.schemas)).toContain("PriorityClass");
      expectFailure(await get("/openapi/v3/apis/scheduling.core.io/v9"), 404, "NotFound");
    });

    it("caches the OpenAPI documents as kube-openapi does: ETags, 304, immutable hashed URLs, a stale hash redirected", async () => {
      for (const path of ["/openapi/v2", "/openapi/v3", "/openapi/v3/apis/scheduling.core.io/v1"]) {
        const first = await get(path);
        const etag = headerLines(first, "etag")[0]!;
        expect(etag, path).toMatch(/^"[0-9A-F]{128}"$/);
        const again = await get(path, { headers: { "if-none-match": etag } });
        expect([again.status, again.text], path).toEqual([304, ""]);
        expect((await get(path, { headers: { "if-none-match": '"other"' } })).status, path).toBe(
          200,
        );
      }
      const url = (await get("/openapi/v3")).json.paths["apis/scheduling.core.io/v1"]
        .serverRelativeURL as string;
      const hashed = await get(url);
      expect(headerLines(hashed, "cache-control")).toEqual(["public, immutable"]);
      expect(`"${url.split("hash=")[1]}"`).toBe(headerLines(hashed, "etag")[0]);
      expect(headerLines(hashed, "expires")).toHaveLength(1);
      // Without a hash, nothing says it may be kept; with an old one, a redirect to the current.
      expect(
        headerLines(await get("/openapi/v3/apis/scheduling.core.io/v1"), "cache-control"),
      ).toEqual([]);
      const stale = await get("/openapi/v3/apis/scheduling.core.io/v1?hash=0123");
      expect(stale.status).toBe(301);
      expect(headerLines(stale, "location")).toEqual([url]);
    });

    it("serves aggregated discovery (apidiscovery.k8s.io/v2) when Accept asks for it, with an ETag", async () => {
      const accept =
        "application/json;g=apidiscovery.k8s.io;v=v2;as=APIGroupDiscoveryList,application/json";
      const apis = await get("/apis", { headers: { accept } });
      expect(apis.status).toBe(200);
      expect(headerLines(apis, "content-type")).toEqual([
        "application/json;g=apidiscovery.k8s.io;v=v2;as=APIGroupDiscoveryList",
      ]);
      expect(apis.json).toMatchObject({
        kind: "APIGroupDiscoveryList",
        apiVersion: "apidiscovery.k8s.io/v2",
        metadata: {},
      });
      const coordination = (apis.json.items as Obj[]).find(
        (g) => g.metadata.name === "coordination.core.io",
      )!;
      expect(coordination.versions.map((v: Obj) => v.version)).toEqual(["v1", "v1beta1"]);
      expect(coordination.versions[0].freshness).toBe("Current");
      expect(coordination.versions[0].resources).toEqual([
        {
          resource: "leases",
          responseKind: { group: "", version: "", kind: "Lease" },
          scope: "Namespaced",
          singularResource: "lease",
          verbs: expect.arrayContaining(["get", "list", "watch"]),
        },
      ]);
      const rpsr = (apis.json.items as Obj[])
        .find((g) => g.metadata.name === "resource.core.io")!
        .versions.flatMap((v: Obj) => v.resources)
        .find((r: Obj) => r.resource === "resourcepoolstatusrequests");
      expect(rpsr.subresources).toEqual([
        {
          subresource: "status",
          responseKind: { group: "", version: "", kind: "ResourcePoolStatusRequest" },
          verbs: ["get", "patch", "update"],
        },
      ]);
      const etag = headerLines(apis, "etag")[0]!;
      expect((await get("/apis", { headers: { accept, "if-none-match": etag } })).status).toBe(304);
      // The core group serves nothing here: an empty list. A plain Accept gets the APIGroupList.
      expect((await get("/api", { headers: { accept } })).json.items).toEqual([]);
      expect((await get("/apis")).json.kind).toBe("APIGroupList");
    });

    it("/version, /healthz and /readyz", async () => {
      const version = await get("/version");
      expect(version.status).toBe(200);
      expect(version.json).toMatchObject({
        major: expect.any(String),
        minor: expect.any(String),
        gitVersion: expect.stringMatching(/^v\d+\.\d+\.\d+/),
        platform: expect.any(String),
      });
      for (const path of [
        "/healthz",
        "/readyz",
        "/livez",
        "/healthz/ping",
        "/readyz/ping",
        "/livez/ping",
        "/readyz/storage",
      ]) {
        const answer = await get(path);
        expect(answer.status, path).toBe(200);
        expect(answer.text, path).toBe("ok");
      }
      // As Kubernetes' healthz package: ?verbose lists the checks, ?exclude skips one.
      expect((await get("/readyz?verbose")).text).toBe(
        "[+]ping ok\n[+]storage ok\nreadyz check passed\n",
      );
      expect((await get("/healthz?verbose")).text).toBe("[+]ping ok\nhealthz check passed\n");
      expect((await get("/readyz?verbose&exclude=storage")).text).toBe(
        "[+]ping ok\n[+]storage excluded: ok\nreadyz check passed\n",
      );
      expect((await get("/readyz?verbose&exclude=nope")).text).toBe(
        '[+]ping ok\n[+]storage ok\nwarn: some health checks cannot be excluded: no matches for "nope"\nreadyz check passed\n',
      );
      expect((await get("/healthz/nope")).status).toBe(404);
    });

    it("answers 405 for a method a path does not serve: POST on a named object, PUT on a collection", async () => {
      for (const [method, path] of [
        ["POST", `${PC}/some-name`],
        ["PUT", PC],
        ["PATCH", PC],
      ] as const) {
        const answer = await call(server.base, method, path, { body: pc("x") });
        expect(answer.status, `${method} ${path}`).toBe(405);
        expect(answer.json).toEqual({
          kind: "Status",
          apiVersion: "v1",
          metadata: {},
          status: "Failure",
          message: "the server does not allow this method on the requested resource",
          reason: "MethodNotAllowed",
          details: {},
          code: 405,
        });
      }
    });
  });
});

describe("corespec serve", () => {
  it("serves the API on 127.0.0.1 from the command line, and stops on SIGTERM even with a watch open", async () => {
    const bin = fileURLToPath(new URL("../../bin/corespec.js", import.meta.url));
    const child = spawn(process.execPath, [bin, "serve", "--port", "0"], {
      stdio: ["ignore", "pipe", "pipe"],
    });
    const exited = new Promise<number | null>((resolve) =>
      child.once("exit", (code) => resolve(code)),
    );
    try {
      let output = "";
      child.stdout.on("data", (c: Buffer) => (output += c.toString()));
      child.stderr.on("data", (c: Buffer) => (output += c.toString()));
      const deadline = Date.now() + 20_000;
      let match: RegExpMatchArray | null = null;
      while (!(match = output.match(/Serving the .+? on (http:\/\/127\.0\.0\.1:\d+)/))) {
        if (Date.now() > deadline) throw new Error(`corespec serve printed: ${output}`);
        await sleep(25);
      }
      const base = match[1]!;
      expect((await call(base, "GET", "/healthz")).text).toBe("ok");
      expect((await call(base, "POST", PC, { body: pc("from-cli") })).status).toBe(201);
      const watch = await new WatchStream(base, `${PC}?watch=true`).ready();
      await watch.waitFor(1);
      const stopping = Date.now();
      child.kill("SIGTERM");
      expect(await exited).toBe(0);
      expect(Date.now() - stopping).toBeLessThan(5000);
      await watch.waitEnd();
    } finally {
      if (child.exitCode === null) child.kill("SIGKILL");
    }
  });
});
