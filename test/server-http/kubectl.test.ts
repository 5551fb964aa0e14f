/**
 * kubectl against the generated server (`--server http://127.0.0.1:PORT`): get, create -f,
 * apply -f, delete, get -o yaml, get --watch seeing a change, and the discovery and OpenAPI
 * documents kubectl reads (api-resources, explain, client-side validation).
 *
 * Runs the `kubectl` on PATH (or $KUBECTL). CI installs Debian's kubernetes-client
 * (.ci/run); without CI, a machine without kubectl skips this file with a message.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parse } from "yaml";
import { call, sleep, type Started } from "./http.js";
import { storeVariants } from "./stores.js";
import { startWithControllers, type WithControllers } from "./with-controllers.js";

const KUBECTL = process.env.KUBECTL ?? "kubectl";
const present = spawnSync(KUBECTL, ["version", "--client"], { encoding: "utf8" }).status === 0;

if (!present) {
  if (process.env.CI) {
    describe("kubectl", () => {
      it("is installed (CI installs Debian's kubernetes-client in .ci/run)", () => {
        throw new Error(`${KUBECTL} was not found on PATH; CI must provide it`);
      });
    });
  } else {
    console.warn(
      `test/server-http/kubectl.test.ts: skipped, ${KUBECTL} is not installed (apt-get install kubernetes-client)`,
    );
  }
}

const PC = "/apis/scheduling.core.io/v1/priorityclasses";
const leases = (ns: string) => `/apis/coordination.core.io/v1/namespaces/${ns}/leases`;

let server: Started;
let controlled: WithControllers | undefined;
let dir: string;

interface Run {
  readonly code: number | null;
  readonly stdout: string;
  readonly stderr: string;
}

function args(extra: readonly string[]): string[] {
  return [
    "--server",
    server.base,
    "--cache-dir",
    join(dir, "cache"),
    "--request-timeout",
    "20s",
    ...extra,
  ];
}

const env = () => ({ ...process.env, KUBECONFIG: join(dir, "no-kubeconfig"), HOME: dir });

/** Runs kubectl to its end. */
function kubectl(...extra: string[]): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(KUBECTL, args(extra), { env: env() });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (c: Buffer) => (stdout += c.toString()));
    child.stderr.on("data", (c: Buffer) => (stderr += c.toString()));
    child.on("error", reject);
    child.on("close", (code) =>
      resolve({
        code,
        stdout,
        stderr: stderr.replace(/^W\d{4} .*loader\.go.*Config not found.*\n/gm, ""),
      }),
    );
  });
}

/** Runs kubectl and expects success. */
async function ok(...extra: string[]): Promise<string> {
  const run = await kubectl(...extra);
  expect(run.code, `kubectl ${extra.join(" ")}\n${run.stderr}`).toBe(0);
  return run.stdout;
}

function file(name: string, text: string): string {
  const path = join(dir, name);
  writeFileSync(path, text);
  return path;
}

/** A running `kubectl get --watch`, its output collected. */
class Watching {
  output = "";
  private readonly child: ChildProcess;
  constructor(extra: string[]) {
    this.child = spawn(KUBECTL, args(extra), { env: env() });
    this.child.stdout!.on("data", (c: Buffer) => (this.output += c.toString()));
    this.child.stderr!.on("data", (c: Buffer) => (this.output += c.toString()));
  }
  async until(test: (output: string) => boolean, ms = 15_000): Promise<string> {
    const deadline = Date.now() + ms;
    while (!test(this.output)) {
      if (Date.now() > deadline) throw new Error(`kubectl --watch printed:\n${this.output}`);
      await sleep(25);
    }
    return this.output;
  }
  stop(): Promise<void> {
    return new Promise((resolve) => {
      if (this.child.exitCode !== null || this.child.signalCode !== null) return resolve();
      this.child.once("close", () => resolve());
      this.child.kill("SIGTERM");
    });
  }
}

const pcYaml = (name: string, value: number, extra = "") =>
  `apiVersion: scheduling.core.io/v1\nkind: PriorityClass\nmetadata:\n  name: ${name}\n  labels:\n    tier: gold\nvalue: ${value}\n${extra}`;
const leaseYaml = (ns: string, name: string, holder: string) =>
  `apiVersion: coordination.core.io/v1\nkind: Lease\nmetadata:\n  name: ${name}\n  namespace: ${ns}\n  labels:\n    app: demo\nspec:\n  holderIdentity: ${holder}\n`;
const vacYaml = (name: string) =>
  `apiVersion: storage.core.io/v1\nkind: VolumeAttributesClass\nmetadata:\n  name: ${name}\ndriverName: csi.example.com\nparameters:\n  iops: "3000"\n`;

describe.runIf(present).each(storeVariants())("kubectl on the $name store", (variant) => {
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), "corespec-kubectl-"));
    // With the controllers, as `corespec serve` runs them (the ResourcePoolStatusRequest controller).
    controlled = await startWithControllers(
      { storage: await variant.create() },
      { identity: "kubectl-suite", poolStatus: { retryDelaysMs: [200, 200, 200] } },
    );
    server = controlled;
  }, 60_000);

  afterAll(async () => {
    await controlled?.close();
    await variant.dispose();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it("kubectl get: empty lists, tables, namespaces, label selectors, -o name", async () => {
    const empty = await kubectl("get", "priorityclasses");
    expect(empty.code).toBe(0);
    expect(empty.stderr).toContain("No resources found");
    for (const name of ["get-a", "get-b"])
      expect(
        (
          await call(server.base, "POST", PC, {
            body: {
              metadata: { name, labels: { tier: name === "get-a" ? "gold" : "silver" } },
              value: 1,
            },
          })
        ).status,
      ).toBe(201);
    for (const ns of ["get-ns1", "get-ns2"])
      expect(
        (
          await call(server.base, "POST", leases(ns), {
            body: { metadata: { name: "lease" }, spec: {} },
          })
        ).status,
      ).toBe(201);
    // The server's Table: Kubernetes' PriorityClass columns.
    const table = await ok("get", "priorityclasses");
    expect(table.split("\n")[0]).toMatch(
      /^NAME\s+VALUE\s+GLOBAL-DEFAULT\s+AGE\s+PREEMPTIONPOLICY\s*$/,
    );
    expect(table, table).toMatch(/^get-a\s+1\s+false\s+\d+s\s+PreemptLowerPriority\s*$/m);
    expect(table).toMatch(/^get-b\s/m);
    expect(await ok("get", "pc", "-l", "tier=gold", "-o", "name")).toBe(
      "priorityclass.scheduling.core.io/get-a\n",
    );
    expect(await ok("get", "pc", "get-b", "-o", "jsonpath={.value}")).toBe("1");
    const namespaced = await ok("get", "leases", "-n", "get-ns1", "-o", "name");
    expect(namespaced).toBe("lease.coordination.core.io/lease\n");
    const all = await ok("get", "leases", "--all-namespaces");
    expect(all.split("\n")[0]).toMatch(/^NAMESPACE\s+NAME\s+HOLDER\s+AGE\s*$/);
    // Priority-1 columns with -o wide.
    const crb = {
      apiVersion: "rbac.authorization.core.io/v1",
      kind: "ClusterRoleBinding",
      metadata: { name: "get-crb" },
      roleRef: { apiGroup: "rbac.authorization.core.io", kind: "ClusterRole", name: "view" },
      subjects: [{ kind: "User", name: "alice", apiGroup: "rbac.authorization.core.io" }],
    };
    expect(
      (
        await call(server.base, "POST", "/apis/rbac.authorization.core.io/v1/clusterrolebindings", {
          body: crb,
        })
      ).status,
    ).toBe(201);
    const wide = await ok("get", "clusterrolebindings", "-o", "wide");
    expect(wide.split("\n")[0]).toMatch(
      /^NAME\s+ROLE\s+AGE\s+USERS\s+GROUPS\s+SERVICEACCOUNTS\s*$/,
    );
    expect(wide).toMatch(/^get-crb\s+ClusterRole\/view\s+\d+s\s+alice\s*$/m);
    expect(all).toMatch(/^get-ns1\s+lease\s/m);
    expect(all).toMatch(/^get-ns2\s+lease\s/m);
    const missing = await kubectl("get", "pc", "no-such-class");
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain(
      'Error from server (NotFound): priorityclasses.scheduling.core.io "no-such-class" not found',
    );
  });

  it("kubectl create -f: every document of a file; AlreadyExists and Invalid come back from the server", async () => {
    const path = file(
      "create.yaml",
      [
        pcYaml("created-pc", 10),
        leaseYaml("create-ns", "created-lease", "me"),
        vacYaml("created-vac"),
      ].join("---\n"),
    );
    const out = await ok("create", "-f", path);
    expect(out).toContain("priorityclass.scheduling.core.io/created-pc created");
    expect(out).toContain("lease.coordination.core.io/created-lease created");
    expect(out).toContain("volumeattributesclass.storage.core.io/created-vac created");
    expect((await call(server.base, "GET", `${PC}/created-pc`)).json).toMatchObject({
      value: 10,
      metadata: { labels: { tier: "gold" } },
    });
    expect(
      (await call(server.base, "GET", `${leases("create-ns")}/created-lease`)).json.spec,
    ).toEqual({ holderIdentity: "me" });
    const again = await kubectl("create", "-f", path);
    expect(again.code).toBe(1);
    expect(again.stderr).toContain('Error from server (AlreadyExists): error when creating "');
    expect(again.stderr).toContain(
      'priorityclasses.scheduling.core.io "created-pc" already exists',
    );
    // Past client-side validation, the server's 422 reaches the user with its causes.
    const invalid = file(
      "invalid.yaml",
      "apiVersion: scheduling.core.io/v1\nkind: PriorityClass\nmetadata:\n  name: invalid-pc\nvalue: 2000000000\npreemptionPolicy: Sometimes\n",
    );
    const refused = await kubectl("create", "--validate=false", "-f", invalid);
    expect(refused.code).toBe(1);
    // kubectl prints an Invalid Status from its details: kind, name and one line per cause.
    expect(refused.stderr).toContain('The PriorityClass "invalid-pc" is invalid');
    expect(refused.stderr).toContain(
      "* value: Forbidden: maximum allowed value of a user defined priority is 1000000000",
    );
    expect(refused.stderr).toContain('* preemptionPolicy: Unsupported value: "Sometimes"');
    // Validation with the served OpenAPI (client-side in old kubectl, strict server-side in new).
    const unknown = file("unknown.yaml", `${pcYaml("unknown-pc", 1)}bogus: 1\n`);
    const rejected = await kubectl("create", "-f", unknown);
    expect(rejected.code).toBe(1);
    expect(rejected.stderr).toContain('unknown field "bogus"');
    expect((await call(server.base, "GET", `${PC}/unknown-pc`)).status).toBe(404);
  });

  it("kubectl apply -f: created, configured (three-way merge), unchanged, server dry run", async () => {
    const path = file(
      "apply.yaml",
      `${pcYaml("applied", 5, "description: first\n")}---\n${leaseYaml("apply-ns", "applied", "one")}`,
    );
    const created = await ok("apply", "-f", path);
    expect(created).toContain("priorityclass.scheduling.core.io/applied created");
    expect(created).toContain("lease.coordination.core.io/applied created");
    const stored = (await call(server.base, "GET", `${PC}/applied`)).json;
    expect(
      JSON.parse(stored.metadata.annotations["kubectl.kubernetes.io/last-applied-configuration"]),
    ).toMatchObject({ description: "first", value: 5 });
    // Change the description, drop the label, change the lease holder.
    file(
      "apply.yaml",
      `${pcYaml("applied", 5, "description: second\n").replace("  labels:\n    tier: gold\n", "")}---\n${leaseYaml("apply-ns", "applied", "two")}`,
    );
    const configured = await ok("apply", "-f", path);
    expect(configured).toContain("priorityclass.scheduling.core.io/applied configured");
    expect(configured).toContain("lease.coordination.core.io/applied configured");
    const after = (await call(server.base, "GET", `${PC}/applied`)).json;
    expect(after.description).toBe("second");
    expect(after.metadata.labels).toBeUndefined();
    expect(after.metadata.uid).toBe(stored.metadata.uid);
    expect(
      (await call(server.base, "GET", `${leases("apply-ns")}/applied`)).json.spec.holderIdentity,
    ).toBe("two");
    expect(await ok("apply", "-f", path)).toContain(
      "priorityclass.scheduling.core.io/applied unchanged",
    );
    // A server-side dry run changes nothing.
    file(
      "apply.yaml",
      pcYaml("applied", 5, "description: dry\n").replace("  labels:\n    tier: gold\n", ""),
    );
    expect(await ok("apply", "--dry-run=server", "-f", path)).toContain(
      "priorityclass.scheduling.core.io/applied configured (server dry run)",
    );
    expect((await call(server.base, "GET", `${PC}/applied`)).json.description).toBe("second");
    // An immutable field: the server's 422.
    file(
      "apply.yaml",
      pcYaml("applied", 6, "description: second\n").replace("  labels:\n    tier: gold\n", ""),
    );
    const immutable = await kubectl("apply", "-f", path);
    expect(immutable.code).toBe(1);
    expect(immutable.stderr).toContain("value: Forbidden: may not be changed in an update."); // as ValidatePriorityClassUpdate words it
    // kubectl patch, each type.
    expect(
      await ok("patch", "pc", "applied", "--type=merge", "-p", '{"description":"merged"}'),
    ).toContain("patched");
    expect(
      await ok(
        "patch",
        "pc",
        "applied",
        "--type=json",
        "-p",
        '[{"op":"replace","path":"/description","value":"json"}]',
      ),
    ).toContain("patched");
    expect(
      await ok(
        "patch",
        "lease",
        "applied",
        "-n",
        "apply-ns",
        "-p",
        '{"spec":{"holderIdentity":"three"}}',
      ),
    ).toContain("patched");
    expect((await call(server.base, "GET", `${PC}/applied`)).json.description).toBe("json");
    expect(
      (await call(server.base, "GET", `${leases("apply-ns")}/applied`)).json.spec.holderIdentity,
    ).toBe("three");
  });

  it("kubectl apply --server-side: serverside-applied, conflicts with another manager, --force-conflicts, diff --server-side", async () => {
    const path = file("ssa.yaml", leaseYaml("ssa-ns", "ssa", "one"));
    expect(await ok("apply", "--server-side", "-f", path)).toBe(
      "lease.coordination.core.io/ssa serverside-applied\n",
    );
    const stored = (await call(server.base, "GET", `${leases("ssa-ns")}/ssa`)).json;
    expect(stored.metadata.managedFields).toEqual([
      expect.objectContaining({
        manager: "kubectl",
        operation: "Apply",
        fieldsV1: {
          "f:metadata": { "f:labels": { "f:app": {} } },
          "f:spec": { "f:holderIdentity": {} },
        },
      }),
    ]);
    // Unchanged: applied again, nothing written.
    expect(await ok("apply", "--server-side", "-f", path)).toBe(
      "lease.coordination.core.io/ssa serverside-applied\n",
    );
    expect(
      (await call(server.base, "GET", `${leases("ssa-ns")}/ssa`)).json.metadata.resourceVersion,
    ).toBe(stored.metadata.resourceVersion);
    // kubectl diff --server-side: a dry-run apply, printed as a diff (exit 1 when something differs).
    file("ssa.yaml", leaseYaml("ssa-ns", "ssa", "two"));
    const diff = await kubectl("diff", "--server-side", "-f", path);
    expect(diff.code, diff.stderr).toBe(1);
    expect(diff.stdout).toMatch(/^-\s+holderIdentity: one$/m);
    expect(diff.stdout).toMatch(/^\+\s+holderIdentity: two$/m);
    expect(
      (await call(server.base, "GET", `${leases("ssa-ns")}/ssa`)).json.spec.holderIdentity,
    ).toBe("one");
    // Another manager changing the field conflicts, and says with whom; --force-conflicts takes it.
    const conflict = await kubectl("apply", "--server-side", "--field-manager=other", "-f", path);
    expect(conflict.code).toBe(1);
    expect(conflict.stderr).toContain('conflict with "kubectl": .spec.holderIdentity');
    expect(
      await ok("apply", "--server-side", "--field-manager=other", "--force-conflicts", "-f", path),
    ).toBe("lease.coordination.core.io/ssa serverside-applied\n");
    const taken = (await call(server.base, "GET", `${leases("ssa-ns")}/ssa`)).json;
    expect(taken.spec.holderIdentity).toBe("two");
    expect(
      Object.fromEntries(
        taken.metadata.managedFields.map((e: { manager: string; fieldsV1: unknown }) => [
          e.manager,
          e.fieldsV1,
        ]),
      ),
    ).toEqual({
      kubectl: { "f:metadata": { "f:labels": { "f:app": {} } } },
      other: {
        "f:metadata": { "f:labels": { "f:app": {} } },
        "f:spec": { "f:holderIdentity": {} },
      },
    });
  });

  it("kubectl delete of an object with a finalizer marks it; removing the finalizer deletes it", async () => {
    await ok(
      "create",
      "-f",
      file(
        "finalized.yaml",
        leaseYaml("fin-ns", "kept", "holder").replace(
          "  labels:\n",
          "  finalizers: [example.com/cleanup]\n  labels:\n",
        ),
      ),
    );
    expect(await ok("delete", "lease", "kept", "-n", "fin-ns", "--wait=false")).toBe(
      'lease.coordination.core.io "kept" deleted\n',
    );
    const marked = (await call(server.base, "GET", `${leases("fin-ns")}/kept`)).json;
    expect(marked.metadata.deletionTimestamp).toMatch(/Z$/);
    expect(marked.metadata.finalizers).toEqual(["example.com/cleanup"]);
    expect(
      await ok(
        "patch",
        "lease",
        "kept",
        "-n",
        "fin-ns",
        "--type=merge",
        "-p",
        '{"metadata":{"finalizers":null}}',
      ),
    ).toBe("lease.coordination.core.io/kept patched\n");
    expect((await call(server.base, "GET", `${leases("fin-ns")}/kept`)).status).toBe(404);
  });

  it("kubectl get -o yaml and -o json print the stored object", async () => {
    await ok(
      "create",
      "-f",
      file(
        "yaml.yaml",
        `${pcYaml("as-yaml", 42, "description: printed\n")}---\n${leaseYaml("yaml-ns", "as-yaml", "holder")}`,
      ),
    );
    const stored = (await call(server.base, "GET", `${PC}/as-yaml`)).json;
    const printed = parse(await ok("get", "pc", "as-yaml", "-o", "yaml"));
    // kubectl leaves managedFields out unless asked (--show-managed-fields).
    const withoutManaged = (object: { metadata: Record<string, unknown> }) => ({
      ...object,
      metadata: Object.fromEntries(
        Object.entries(object.metadata).filter(([k]) => k !== "managedFields"),
      ),
    });
    expect(printed).toEqual(withoutManaged(stored));
    expect(printed.metadata.uid).toMatch(/^[0-9a-f-]{36}$/);
    expect(parse(await ok("get", "pc", "as-yaml", "-o", "yaml", "--show-managed-fields"))).toEqual(
      stored,
    );
    expect(stored.metadata.managedFields).toEqual([
      expect.objectContaining({ manager: "kubectl-create", operation: "Update" }),
    ]);
    expect(JSON.parse(await ok("get", "lease", "as-yaml", "-n", "yaml-ns", "-o", "json"))).toEqual(
      withoutManaged((await call(server.base, "GET", `${leases("yaml-ns")}/as-yaml`)).json),
    );
    const list = parse(await ok("get", "leases", "-n", "yaml-ns", "-o", "yaml"));
    expect(list.kind).toBe("List");
    expect(list.items.map((i: { metadata: { name: string } }) => i.metadata.name)).toEqual([
      "as-yaml",
    ]);
  });

  it("kubectl delete: by name, by file, by label; Status and deleted-object answers", async () => {
    await ok(
      "create",
      "-f",
      file(
        "delete.yaml",
        [
          pcYaml("del-pc", 1),
          vacYaml("del-vac"),
          leaseYaml("del-ns", "del-a", "x"),
          leaseYaml("del-ns", "del-b", "x"),
        ].join("---\n"),
      ),
    );
    // A server-side dry run deletes nothing (client-go sends dryRun in the DeleteOptions body).
    expect(await ok("delete", "pc", "del-pc", "--dry-run=server")).toContain(
      'priorityclass.scheduling.core.io "del-pc" deleted (server dry run)',
    );
    expect((await call(server.base, "GET", `${PC}/del-pc`)).status).toBe(200);
    expect(await ok("delete", "pc", "del-pc")).toContain(
      'priorityclass.scheduling.core.io "del-pc" deleted',
    );
    expect((await call(server.base, "GET", `${PC}/del-pc`)).status).toBe(404);
    // VolumeAttributesClass answers a delete with the object itself.
    expect(await ok("delete", "volumeattributesclass", "del-vac")).toContain(
      'volumeattributesclass.storage.core.io "del-vac" deleted',
    );
    expect(await ok("delete", "leases", "-n", "del-ns", "-l", "app=demo")).toMatch(
      /lease\.coordination\.core\.io "del-a" deleted\n.*"del-b" deleted/,
    );
    expect((await call(server.base, "GET", leases("del-ns"))).json.items).toEqual([]);
    const missing = await kubectl("delete", "pc", "del-pc");
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain(
      'Error from server (NotFound): priorityclasses.scheduling.core.io "del-pc" not found',
    );
    const path = file(
      "delete-file.yaml",
      [pcYaml("del-file-1", 1), pcYaml("del-file-2", 2)].join("---\n"),
    );
    await ok("create", "-f", path);
    const out = await ok("delete", "-f", path);
    expect(out).toContain('"del-file-1" deleted');
    expect(out).toContain('"del-file-2" deleted');
  });

  it("kubectl get --watch prints the changes as they happen", async () => {
    await ok("create", "-f", file("watch.yaml", pcYaml("watch-first", 1)));
    const watching = new Watching(["get", "priorityclasses", "--watch"]);
    const events = new Watching([
      "get",
      "leases",
      "-n",
      "watch-ns",
      "--watch",
      "--output-watch-events",
    ]);
    try {
      await watching.until((o) => /^watch-first\s/m.test(o));
      expect(watching.output).not.toContain("watch-second");
      await call(server.base, "POST", PC, {
        body: { metadata: { name: "watch-second" }, value: 2 },
      });
      await watching.until((o) => /^watch-second\s/m.test(o));
      // With the event types: ADDED, MODIFIED, DELETED.
      await sleep(300);
      await call(server.base, "POST", leases("watch-ns"), {
        body: { metadata: { name: "watched" }, spec: { holderIdentity: "a" } },
      });
      await events.until((o) => /^ADDED\s+watched\s/m.test(o));
      await call(server.base, "PATCH", `${leases("watch-ns")}/watched`, {
        body: { spec: { holderIdentity: "b" } },
        type: "application/merge-patch+json",
      });
      await events.until((o) => /^MODIFIED\s+watched\s/m.test(o));
      await call(server.base, "DELETE", `${leases("watch-ns")}/watched`);
      await events.until((o) => /^DELETED\s+watched\s/m.test(o));
    } finally {
      await watching.stop();
      await events.stop();
    }
  });

  it("kubectl create a ResourcePoolStatusRequest, wait --for=condition=Complete, and read the pools the controller computed", async () => {
    const slice = join(dir, "slice.yaml");
    writeFileSync(
      slice,
      "apiVersion: resource.core.io/v1\nkind: ResourceSlice\nmetadata:\n  name: kubectl-node-1\nspec:\n  driver: gpu.example.com\n  nodeName: node-1\n  pool: { name: node-1, generation: 1, resourceSliceCount: 1 }\n  devices: [{ name: gpu-0 }, { name: gpu-1 }]\n",
    );
    expect(await ok("create", "-f", slice)).toBe(
      "resourceslice.resource.core.io/kubectl-node-1 created\n",
    );
    expect(await ok("get", "resourceslices")).toMatch(
      /^kubectl-node-1\s+node-1\s+gpu\.example\.com\s+node-1\s+\d+s\s*$/m,
    );
    const request = join(dir, "request.yaml");
    writeFileSync(
      request,
      "apiVersion: resource.core.io/v1alpha3\nkind: ResourcePoolStatusRequest\nmetadata:\n  name: kubectl-check\nspec:\n  driver: gpu.example.com\n",
    );
    expect(await ok("create", "-f", request)).toBe(
      "resourcepoolstatusrequest.resource.core.io/kubectl-check created\n",
    );
    expect(
      await ok(
        "wait",
        "--for=condition=Complete",
        "resourcepoolstatusrequest/kubectl-check",
        "--timeout=20s",
      ),
    ).toBe("resourcepoolstatusrequest.resource.core.io/kubectl-check condition met\n");
    expect(
      await ok(
        "get",
        "resourcepoolstatusrequest",
        "kubectl-check",
        "-o",
        "jsonpath={.status.poolCount} {.status.pools[0].poolName} {.status.pools[0].availableDevices}",
      ),
    ).toBe("1 node-1 2");
  });

  it("kubectl api-resources, explain and version read discovery, OpenAPI and /version", async () => {
    const resources = await ok("api-resources");
    expect(resources).toMatch(
      /^priorityclasses\s+pc\s+scheduling\.core\.io\/v1\s+false\s+PriorityClass\s*$/m,
    );
    expect(resources).toMatch(/^events\s+ev\s+events\.core\.io\/v1\s+true\s+Event\s*$/m);
    expect(resources).toMatch(/^leases\s+coordination\.core\.io\/v1\s+true\s+Lease\s*$/m);
    expect(resources).toMatch(
      /^resourceslices\s+resource\.core\.io\/v1\s+false\s+ResourceSlice\s*$/m,
    );
    expect(resources).toMatch(
      /^clusterroles\s+rbac\.authorization\.core\.io\/v1\s+false\s+ClusterRole\s*$/m,
    );
    expect(resources).toMatch(
      /^validatingwebhookconfigurations\s+admissionregistration\.core\.io\/v1\s+false\s+ValidatingWebhookConfiguration\s*$/m,
    );
    expect(resources).toMatch(
      /^mutatingwebhookconfigurations\s+admissionregistration\.core\.io\/v1\s+false\s+MutatingWebhookConfiguration\s*$/m,
    );
    expect(resources.trim().split("\n")).toHaveLength(13);
    const explained = await ok("explain", "priorityclasses");
    expect(explained).toMatch(/KIND:\s+PriorityClass/);
    expect(explained).toContain("Maps a priority class name to an integer priority value.");
    expect(explained).toMatch(/preemptionPolicy\s+<string>/);
    expect(await ok("explain", "leases.spec")).toContain("The specification of a Lease.");
    // An enum field lists its values, under its own description only (Kubernetes writes enums in place).
    const policy = await ok("explain", "priorityclasses.preemptionPolicy");
    expect(policy).toMatch(/ENUM:\s+Never\s+PreemptLowerPriority\s+DESCRIPTION:/);
    expect(policy).not.toContain("Whether pods of a priority class preempt lower-priority pods.");
    const version = await kubectl("version");
    expect(version.code, version.stderr).toBe(0);
    expect(version.stdout).toMatch(/Server Version: .*v1\.33\.0\+corespec/);
    expect(`${version.stdout}${version.stderr}`).not.toMatch(/WARNING/); // within kubectl's version skew
  });
});
