/**
 * The bootstrap RBAC policy made sure of at start-up, as kube-apiserver's post-start hook
 * `rbac/bootstrap-roles` does (pkg/registry/rbac/rest/storage_rbac.go, ensureRBACPolicy, with
 * pkg/registry/rbac/reconciliation): a ClusterRole or ClusterRoleBinding that is missing is
 * created; one that exists, unless annotated `rbac.authorization.kubernetes.io/autoupdate:
 * "false"`, gets the labels, annotations, rules (those its rules do not cover, validation.Covers)
 * and subjects it lacks; a binding whose roleRef differs is deleted and made again. The writes
 * go through the resources' handlers (defaults, validation, managed fields), as Kubernetes'
 * go through its loopback client; a conflict is read again and retried. The first attempt runs
 * before the server listens; on failure (a store not reachable yet) it goes on in the
 * background, once a second, until it succeeds or the server closes.
 */
import type { FastifyInstance } from "fastify";
import type { ResourceHandlers, RequestContext } from "../../apimachinery/handlers.js";
import { ApiError } from "../../apimachinery/status.js";
import type { PolicyRule } from "./rbac-index.js";
import {
  AUTOUPDATE,
  BOOTSTRAP_LABELS,
  CLUSTER_ROLE_BINDINGS,
  CLUSTER_ROLES,
  RBAC_GROUP,
  type ClusterRole,
  type ClusterRoleBinding,
} from "./bootstrap-policy.js";

type Handlers = ReadonlyMap<string, ResourceHandlers<unknown, unknown>>;
type Json = { [key: string]: unknown };

const API_VERSION = `${RBAC_GROUP}/v1`;
const USER_AGENT = "corespec-apiserver";
/** How long start-up waits for the first attempt before the server listens anyway. */
const FIRST_ATTEMPT_MS = 5000;
const RETRY_MS = 1000;
const CONFLICT_RETRIES = 5;

const context = (signal: AbortSignal, name?: string): RequestContext => ({
  query: {},
  dryRun: false,
  warnings: [],
  signal,
  userAgent: USER_AGENT,
  ...(name !== undefined ? { name } : {}),
});
const codeOf = (error: unknown) => (error instanceof ApiError ? error.code : undefined);

/** Each (verb, group, resource, name) or (verb, URL) a rule grants (validation.BreakdownRule). */
function breakdown(rule: PolicyRule): PolicyRule[] {
  const atoms: PolicyRule[] = [];
  for (const verb of rule.verbs ?? []) {
    for (const url of rule.nonResourceURLs ?? [])
      atoms.push({ verbs: [verb], nonResourceURLs: [url] });
    for (const group of rule.apiGroups ?? [])
      for (const resource of rule.resources ?? []) {
        const names = rule.resourceNames ?? [];
        if (names.length === 0)
          atoms.push({ verbs: [verb], apiGroups: [group], resources: [resource] });
        for (const name of names)
          atoms.push({
            verbs: [verb],
            apiGroups: [group],
            resources: [resource],
            resourceNames: [name],
          });
      }
  }
  return atoms;
}

const has = (list: readonly string[] | undefined, value: string) =>
  list !== undefined && (list.includes("*") || list.includes(value));

/** Whether the owner rule grants an atom (validation.ruleCovers). */
function ruleCovers(owner: PolicyRule, atom: PolicyRule): boolean {
  if (!has(owner.verbs, atom.verbs![0]!)) return false;
  const url = atom.nonResourceURLs?.[0];
  if (url !== undefined)
    return (owner.nonResourceURLs ?? []).some(
      (u) => u === "*" || u === url || (u.endsWith("*") && url.startsWith(u.slice(0, -1))),
    );
  const resource = atom.resources![0]!;
  const slash = resource.indexOf("/");
  const resourceOk = (owner.resources ?? []).some(
    (r) => r === "*" || r === resource || (slash > 0 && r === `*${resource.slice(slash)}`),
  );
  const ownerNames = owner.resourceNames ?? [];
  const name = atom.resourceNames?.[0];
  return (
    has(owner.apiGroups, atom.apiGroups![0]!) &&
    resourceOk &&
    (ownerNames.length === 0 || (name !== undefined && ownerNames.includes(name)))
  );
}

/** The expected rules the existing ones do not cover (validation.Covers). */
export function uncoveredRules(
  existing: readonly PolicyRule[],
  expected: readonly PolicyRule[],
): PolicyRule[] {
  return expected.filter((rule) =>
    breakdown(rule).some((atom) => !existing.some((owner) => ruleCovers(owner, atom))),
  );
}

/** The labels and annotations an object lacks, added; undefined when it lacks none. */
function mergedMeta(meta: Json): Json | undefined {
  const labels: Record<string, string> = { ...(meta.labels as Record<string, string> | undefined) };
  const annotations: Record<string, string> = {
    ...(meta.annotations as Record<string, string> | undefined),
  };
  const wanted: [Record<string, string>, string, string][] = [
    ...Object.entries(BOOTSTRAP_LABELS).map(([k, v]): [Record<string, string>, string, string] => [
      labels,
      k,
      v,
    ]),
    [annotations, AUTOUPDATE, "true"],
  ];
  let changed = false;
  for (const [map, key, value] of wanted) {
    if (map[key] !== undefined) continue;
    map[key] = value;
    changed = true;
  }
  return changed ? { ...meta, labels, annotations } : undefined;
}

const bootstrapMeta = (name: string) => ({
  name,
  labels: { ...BOOTSTRAP_LABELS },
  annotations: { [AUTOUPDATE]: "true" },
});

/** Reads an object; undefined when it does not exist. */
async function read(
  handlers: ResourceHandlers<unknown, unknown>,
  name: string,
  signal: AbortSignal,
): Promise<Json | undefined> {
  try {
    return (await handlers.read(context(signal, name))) as Json;
  } catch (error) {
    if (codeOf(error) === 404) return undefined;
    throw error;
  }
}

/** Creates or updates one object, reading it again on a conflict (another server reconciling too). */
async function reconcile(
  handlers: ResourceHandlers<unknown, unknown>,
  name: string,
  signal: AbortSignal,
  wanted: Json,
  change: (existing: Json) => Json | "recreate" | undefined,
): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    try {
      const existing = await read(handlers, name, signal);
      if (existing === undefined) return void (await handlers.create(context(signal), wanted));
      if (
        ((existing.metadata as Json).annotations as Record<string, string> | undefined)?.[
          AUTOUPDATE
        ] === "false"
      )
        return;
      const next = change(existing);
      if (next === undefined) return;
      if (next === "recreate") {
        await handlers.delete(context(signal, name), {
          preconditions: { uid: (existing.metadata as Json).uid as string },
        } as never);
        return void (await handlers.create(context(signal), wanted));
      }
      return void (await handlers.replace(context(signal, name), next));
    } catch (error) {
      const code = codeOf(error);
      if ((code !== 409 && code !== 404) || attempt >= CONFLICT_RETRIES) throw error;
    }
  }
}

function reconcileRole(
  handlers: ResourceHandlers<unknown, unknown>,
  role: ClusterRole,
  signal: AbortSignal,
): Promise<void> {
  const wanted = {
    apiVersion: API_VERSION,
    kind: "ClusterRole",
    metadata: bootstrapMeta(role.name),
    rules: role.rules,
  };
  return reconcile(handlers, role.name, signal, wanted, (existing) => {
    const meta = existing.metadata as Json;
    const rules = (existing.rules as PolicyRule[] | undefined) ?? [];
    const missing = uncoveredRules(rules, role.rules);
    const merged = mergedMeta(meta);
    if (missing.length === 0 && merged === undefined) return undefined;
    return { ...existing, metadata: merged ?? meta, rules: [...rules, ...missing] };
  });
}

function reconcileBinding(
  handlers: ResourceHandlers<unknown, unknown>,
  binding: ClusterRoleBinding,
  signal: AbortSignal,
): Promise<void> {
  const roleRef = { apiGroup: RBAC_GROUP, kind: "ClusterRole", name: binding.roleName };
  const subjects = binding.subjects.map((s) => ({
    kind: s.kind,
    apiGroup: RBAC_GROUP,
    name: s.name,
  }));
  const wanted = {
    apiVersion: API_VERSION,
    kind: "ClusterRoleBinding",
    metadata: bootstrapMeta(binding.name),
    roleRef,
    subjects,
  };
  return reconcile(handlers, binding.name, signal, wanted, (existing) => {
    const ref = (existing.roleRef ?? {}) as Json;
    if (ref.kind !== roleRef.kind || ref.name !== roleRef.name || ref.apiGroup !== roleRef.apiGroup)
      return "recreate";
    const present = (existing.subjects as Json[] | undefined) ?? [];
    const missing = subjects.filter(
      (s) => !present.some((p) => p.kind === s.kind && p.name === s.name),
    );
    const meta = existing.metadata as Json;
    const merged = mergedMeta(meta);
    if (missing.length === 0 && merged === undefined) return undefined;
    return { ...existing, metadata: merged ?? meta, subjects: [...present, ...missing] };
  });
}

/** Makes sure of the bootstrap policy once; throws what failed. */
export async function ensureBootstrapPolicy(
  handlers: Handlers,
  signal: AbortSignal,
): Promise<void> {
  const roles = handlers.get(`${API_VERSION}/ClusterRole`);
  const bindings = handlers.get(`${API_VERSION}/ClusterRoleBinding`);
  if (roles === undefined || bindings === undefined)
    throw new Error(
      `the RBAC authorizer needs the ${RBAC_GROUP} API, which this server does not serve`,
    );
  for (const role of CLUSTER_ROLES) await reconcileRole(roles, role, signal);
  for (const binding of CLUSTER_ROLE_BINDINGS) await reconcileBinding(bindings, binding, signal);
}

/** Resolves after `ms`, or at once when the signal aborts (leaving no listener behind). */
const pause = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const done = () => {
      clearTimeout(timer);
      signal.removeEventListener("abort", done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    timer.unref();
    signal.addEventListener("abort", done, { once: true });
  });

/** The post-start hook: the first attempt before the server listens, retries in the background, stopped on close. */
export function bootstrapPolicyHooks(app: FastifyInstance, handlers: Handlers): void {
  const closing = new AbortController();
  const run = async () => {
    let reported = false;
    while (!closing.signal.aborted) {
      try {
        return await ensureBootstrapPolicy(handlers, closing.signal);
      } catch (error) {
        if (closing.signal.aborted) return;
        if (!reported)
          process.stderr.write(
            `corespec: the bootstrap RBAC policy could not be made sure of yet (trying again each second): ${(error as Error).message}\n`,
          );
        reported = true;
        await pause(RETRY_MS, closing.signal);
      }
    }
  };
  app.addHook("onReady", () => Promise.race([run(), pause(FIRST_ATTEMPT_MS, closing.signal)]));
  app.addHook("onClose", (_instance, done) => {
    closing.abort();
    done();
  });
}
