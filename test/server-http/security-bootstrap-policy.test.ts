/**
 * The bootstrap RBAC policy's reconciliation at start-up (bootstrap-reconcile.ts, as
 * kube-apiserver's rbac/bootstrap-roles hook): over a store kept between two servers, a role
 * an administrator narrowed gets its missing rules back and keeps its own, a binding gets its
 * subject back, one annotated `autoupdate: "false"` is left alone; without the RBAC authorizer
 * nothing is written. Also the static token authenticator: a server's tokens, and no other's.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MemoryStore } from "../../output/server/dist/index.js";
import { makePki, type Pki } from "../helpers/pki.js";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { secureCall, startSecure, type Credentials } from "./secure-http.js";

type Obj = { [key: string]: any };

const USER = "system:corespec:controller-manager";
const ROLE = `/apis/rbac.authorization.core.io/v1/clusterroles/${USER}`;
const BINDING = `/apis/rbac.authorization.core.io/v1/clusterrolebindings/${USER}`;
const RBAC = { authorizers: [{ type: "RBAC", name: "rbac" }] };

let dir: string;
let pki: Pki;
let admin: Credentials;
const open: { app: { close(): Promise<unknown> } }[] = [];

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), "corespec-bootstrap-policy-"));
  pki = makePki(dir);
  const pair = pki.client("admin", ["system:masters"]);
  admin = { ca: pki.cert, cert: pair.cert, key: pair.key };
}, 30_000);

afterAll(async () => {
  for (const server of open.splice(0)) await server.app.close();
  rmSync(dir, { recursive: true, force: true });
});

async function start(
  storage: MemoryStore,
  options: { authorization?: unknown; tokens?: Obj[] } = { authorization: RBAC },
) {
  const server = await startSecure({
    storage,
    security: {
      tls: { cert: pki.server.cert, key: pki.server.key, clientCA: pki.cert },
      ...(options as object),
    } as never,
  });
  open.push(server);
  return server;
}

describe("the bootstrap policy at start-up", () => {
  it("restores missing rules and subjects, keeps what an administrator added, and respects autoupdate: false", async () => {
    const storage = new MemoryStore();
    const first = await start(storage);
    const role = (await secureCall(first.base, "GET", ROLE, admin)).json as Obj;
    expect(role.rules).toHaveLength(5);
    const own = { verbs: ["get"], apiGroups: [""], resources: ["configmaps"] };
    // A narrowed role: the status rule removed, one of the administrator's added.
    const narrowed = {
      ...role,
      rules: [
        ...role.rules.filter(
          (r: Obj) => !r.resources.includes("resourcepoolstatusrequests/status"),
        ),
        own,
      ],
    };
    expect((await secureCall(first.base, "PUT", ROLE, admin, narrowed)).status).toBe(200);
    const binding = (await secureCall(first.base, "GET", BINDING, admin)).json as Obj;
    const others = [{ kind: "Group", apiGroup: "rbac.authorization.core.io", name: "operators" }];
    expect(
      (await secureCall(first.base, "PUT", BINDING, admin, { ...binding, subjects: others }))
        .status,
    ).toBe(200);
    await first.app.close();

    const second = await start(storage);
    const restored = (await secureCall(second.base, "GET", ROLE, admin)).json as Obj;
    expect(restored.rules).toHaveLength(6);
    expect(restored.rules).toContainEqual(own);
    expect(restored.rules).toContainEqual({
      verbs: ["update"],
      apiGroups: ["resource.core.io"],
      resources: ["resourcepoolstatusrequests/status"],
    });
    expect(((await secureCall(second.base, "GET", BINDING, admin)).json as Obj).subjects).toEqual([
      ...others,
      { kind: "User", apiGroup: "rbac.authorization.core.io", name: USER },
    ]);

    // autoupdate "false": the administrator owns the role from now on.
    const frozen = {
      ...restored,
      metadata: {
        ...restored.metadata,
        annotations: { "rbac.authorization.kubernetes.io/autoupdate": "false" },
      },
      rules: [own],
    };
    expect((await secureCall(second.base, "PUT", ROLE, admin, frozen)).status).toBe(200);
    await second.app.close();
    const third = await start(storage);
    expect(((await secureCall(third.base, "GET", ROLE, admin)).json as Obj).rules).toEqual([own]);
  }, 30_000);

  it("writes nothing without the RBAC authorizer", async () => {
    const server = await start(new MemoryStore(), {
      authorization: { authorizers: [{ type: "AlwaysAllow", name: "all" }] },
    });
    expect((await secureCall(server.base, "GET", ROLE, admin)).status).toBe(404);
  });
});

describe("the server's own tokens", () => {
  it("authenticate their user first, and a token of another server is refused", async () => {
    const mine = { token: "a".repeat(43), user: { name: USER, groups: [] } };
    const server = await start(new MemoryStore(), { authorization: RBAC, tokens: [mine] });
    const self = await secureCall(server.base, "GET", "/apis/resource.core.io/v1/resourceslices", {
      ca: pki.cert,
      token: mine.token,
    });
    expect(self.status, self.text).toBe(200);
    const refused = await secureCall(
      server.base,
      "GET",
      "/apis/resource.core.io/v1/resourceslices",
      { ca: pki.cert, token: "b".repeat(43) },
    );
    expect(refused.status).toBe(401);
    // Not in system:masters: what the role does not grant is forbidden.
    expect(
      (
        await secureCall(server.base, "GET", "/apis/rbac.authorization.core.io/v1/clusterroles", {
          ca: pki.cert,
          token: mine.token,
        })
      ).status,
    ).toBe(403);
  });
});
