/**
 * Server-side apply through HTTP, on both stores: `application/apply-patch+yaml` creates a
 * missing object and updates an existing one, with managedFields per manager and operation
 * kept by every write; conflicts answer 409 naming each field and its manager; `force=true`
 * takes them over; an applier that drops a field removes it; a repeated apply changes nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { storeVariants } from "./stores.js";
import { call, expectFailure, start, type Started } from "./http.js";

type Obj = { [key: string]: any };

const LEASES = "/apis/coordination.core.io/v1/namespaces/ssa/leases";
const APPLY = "application/apply-patch+yaml";

let server: Started;
const lease = (name: string, spec: string, labels = "") =>
  `apiVersion: coordination.core.io/v1\nkind: Lease\nmetadata:\n  name: ${name}\n${labels ? `  labels: {${labels}}\n` : ""}spec:\n${spec}`;
const apply = (name: string, body: string, query: string) =>
  call(server.base, "PATCH", `${LEASES}/${name}?${query}`, { body, type: APPLY });
const owners = (object: Obj) =>
  Object.fromEntries(
    (object.metadata.managedFields as Obj[]).map((e) => [
      `${e.manager}/${e.operation}`,
      e.fieldsV1,
    ]),
  );

describe.each(storeVariants())("on the $name store", (variant) => {
  beforeAll(async () => {
    server = await start({ storage: await variant.create() });
  }, 60_000);
  afterAll(async () => {
    await server?.app.close();
    await variant.dispose();
  });

  it("creates a missing object (201), owned by the applier; a repeated apply changes nothing", async () => {
    const created = await apply(
      "a",
      lease("a", "  holderIdentity: one\n  leaseDurationSeconds: 15\n", "app: x"),
      "fieldManager=alice",
    );
    expect(created.status, created.text).toBe(201);
    expect(created.json.metadata.managedFields).toEqual([
      {
        manager: "alice",
        operation: "Apply",
        apiVersion: "coordination.core.io/v1",
        time: expect.stringMatching(/Z$/),
        fieldsType: "FieldsV1",
        fieldsV1: {
          "f:metadata": { "f:labels": { "f:app": {} } },
          "f:spec": { "f:holderIdentity": {}, "f:leaseDurationSeconds": {} },
        },
      },
    ]);
    const again = await apply(
      "a",
      lease("a", "  holderIdentity: one\n  leaseDurationSeconds: 15\n", "app: x"),
      "fieldManager=alice",
    );
    expect(again.status).toBe(200);
    expect(again.json.metadata.resourceVersion).toBe(created.json.metadata.resourceVersion);
  });

  it("a conflicting apply is 409 with a cause per field; force=true takes the field over", async () => {
    await apply(
      "b",
      lease("b", "  holderIdentity: one\n  leaseDurationSeconds: 15\n"),
      "fieldManager=alice",
    );
    const conflict = expectFailure(
      await apply("b", lease("b", "  holderIdentity: two\n"), "fieldManager=bob"),
      409,
      "Conflict",
    );
    expect(conflict.message).toBe(
      'Apply failed with 1 conflict: conflict with "alice": .spec.holderIdentity',
    );
    expect(conflict.details.causes).toEqual([
      {
        reason: "FieldManagerConflict",
        message: 'conflict with "alice"',
        field: ".spec.holderIdentity",
      },
    ]);
    expect((await call(server.base, "GET", `${LEASES}/b`)).json.spec.holderIdentity).toBe("one");
    const forced = await apply(
      "b",
      lease("b", "  holderIdentity: two\n"),
      "fieldManager=bob&force=true",
    );
    expect(forced.status).toBe(200);
    expect(forced.json.spec).toEqual({ holderIdentity: "two", leaseDurationSeconds: 15 });
    expect(owners(forced.json)).toEqual({
      "alice/Apply": { "f:spec": { "f:leaseDurationSeconds": {} } },
      "bob/Apply": { "f:spec": { "f:holderIdentity": {} } },
    });
  });

  it("a field the applier stops applying is removed; other writes record Update entries by fieldManager or User-Agent", async () => {
    await apply(
      "c",
      lease("c", "  holderIdentity: one\n  leaseDurationSeconds: 15\n"),
      "fieldManager=alice",
    );
    const dropped = await apply("c", lease("c", "  holderIdentity: one\n"), "fieldManager=alice");
    expect(dropped.json.spec).toEqual({ holderIdentity: "one" });
    const merged = await call(server.base, "PATCH", `${LEASES}/c`, {
      body: { spec: { leaseTransitions: 2 } },
      type: "application/merge-patch+json",
      headers: { "user-agent": "curl/8.5.0" },
    });
    expect(owners(merged.json)["curl/Update"]).toEqual({ "f:spec": { "f:leaseTransitions": {} } });
    const put = await call(server.base, "PUT", `${LEASES}/c?fieldManager=editor`, {
      body: { ...merged.json, spec: { ...merged.json.spec, holderIdentity: "edited" } },
    });
    expect(owners(put.json)).toEqual({
      "curl/Update": { "f:spec": { "f:leaseTransitions": {} } },
      "editor/Update": { "f:spec": { "f:holderIdentity": {} } },
    });
    // alice no longer owns holderIdentity (the update took it): her apply of another value conflicts with the editor.
    const conflict = expectFailure(
      await apply("c", lease("c", "  holderIdentity: one\n"), "fieldManager=alice"),
      409,
      "Conflict",
    );
    expect(conflict.message).toBe(
      'Apply failed with 1 conflict: conflict with "editor" using coordination.core.io/v1: .spec.holderIdentity',
    );
  });

  it("checks the configuration: apiVersion and kind, the URL's name, no managedFields; fieldManager is required; dryRun stores nothing", async () => {
    expectFailure(
      await apply("d", "spec:\n  holderIdentity: x\n", "fieldManager=alice"),
      400,
      "BadRequest",
    );
    expect(
      expectFailure(
        await apply("d", lease("other", "  holderIdentity: x\n"), "fieldManager=alice"),
        400,
        "BadRequest",
      ).message,
    ).toBe("the name of the object (other) does not match the name on the URL (d)");
    const managed =
      "apiVersion: coordination.core.io/v1\nkind: Lease\nmetadata:\n  name: d\n  managedFields: [{manager: x}]\n";
    expect(
      expectFailure(await apply("d", managed, "fieldManager=alice"), 400, "BadRequest").message,
    ).toBe("metadata.managedFields must be nil");
    expectFailure(await apply("d", lease("d", "  holderIdentity: x\n"), ""), 422, "Invalid");
    const dry = await apply(
      "d",
      lease("d", "  holderIdentity: x\n"),
      "fieldManager=alice&dryRun=All",
    );
    expect(dry.status).toBe(201);
    expect((await call(server.base, "GET", `${LEASES}/d`)).status).toBe(404);
  });

  it("applies to /status: only the status is written and owned (with subresource status); a missing object is 404", async () => {
    const REQUESTS = "/apis/resource.core.io/v1alpha3/resourcepoolstatusrequests";
    const request = (status: string) =>
      `apiVersion: resource.core.io/v1alpha3\nkind: ResourcePoolStatusRequest\nmetadata:\n  name: rpsr\nspec:\n  driver: other.example.com\n${status}`;
    expect(
      (
        await call(server.base, "PATCH", `${REQUESTS}/rpsr?fieldManager=user`, {
          body: request(""),
          type: APPLY,
        })
      ).status,
    ).toBe(201);
    const status =
      'status:\n  poolCount: 0\n  conditions:\n  - {type: Complete, status: "True", reason: Done, message: none, lastTransitionTime: "2026-01-01T00:00:00Z"}\n';
    const applied = await call(
      server.base,
      "PATCH",
      `${REQUESTS}/rpsr/status?fieldManager=controller`,
      { body: request(status).replace("other.example.com", "changed.example.com"), type: APPLY },
    );
    expect(applied.status, applied.text).toBe(200);
    expect(applied.json.spec.driver).toBe("other.example.com");
    expect(applied.json.status.poolCount).toBe(0);
    const entry = (applied.json.metadata.managedFields as Obj[]).find(
      (e) => e.manager === "controller",
    )!;
    expect(entry).toMatchObject({ operation: "Apply", subresource: "status" });
    expect(Object.keys(entry.fieldsV1)).toEqual(["f:status"]);
    expectFailure(
      await call(server.base, "PATCH", `${REQUESTS}/missing/status?fieldManager=controller`, {
        body: request(status).replace("name: rpsr", "name: missing"),
        type: APPLY,
      }),
      404,
      "NotFound",
    );
  });

  it("unknown fields of a configuration follow fieldValidation and are never owned", async () => {
    const body = lease("f", "  holderIdentity: x\n  bogus: 1\n");
    const strict = expectFailure(
      await apply("f", body, "fieldManager=alice&fieldValidation=Strict"),
      400,
      "BadRequest",
    );
    expect(strict.message).toBe('strict decoding error: unknown field "spec.bogus"');
    const warned = await apply("f", body, "fieldManager=alice");
    expect(warned.status).toBe(201);
    expect(warned.headers.filter(([k]) => k === "warning").map(([, v]) => v)).toEqual([
      '299 - "unknown field \\"spec.bogus\\""',
    ]);
    expect(owners(warned.json)).toEqual({
      "alice/Apply": { "f:spec": { "f:holderIdentity": {} } },
    });
  });

  it("client-sent managedFields: `[{}]` clears them, and the write's own entry is recorded", async () => {
    const created = await call(server.base, "POST", `${LEASES}?fieldManager=creator`, {
      body: { metadata: { name: "e" }, spec: { holderIdentity: "x" } },
    });
    expect(owners(created.json)).toEqual({
      "creator/Update": { "f:spec": { "f:holderIdentity": {} } },
    });
    const cleared = await call(server.base, "PATCH", `${LEASES}/e?fieldManager=janitor`, {
      body: { metadata: { managedFields: [{}] } },
      type: "application/merge-patch+json",
    });
    expect(cleared.status, cleared.text).toBe(200);
    expect(cleared.json.metadata.managedFields).toBeUndefined();
  });
});
