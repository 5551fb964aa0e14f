/**
 * Modules (and parts of modules) kept between the runs of one process (a `--watch` session), by
 * a digest of what they are made from: an edit re-emits only the modules whose inputs it
 * changed. One entry per module path or part name, replaced when its inputs change. CORESPEC_NO_CACHE=1 turns it off.
 */
import type { GroupVersion, Model, TypeId } from "../model/model.js";
import { sha256, typeDigest } from "../model/digests.js";
import { hasTwins, twinOf } from "../model/twins.js";

const kept = new Map<string, { digest: string; value: unknown }>();
/** The keys this run asked for; `endMemoRun` drops the others. */
const asked = new Set<string>();

/**
 * What `make` builds from inputs of digest `digest` (a module, or a part several modules share),
 * under `key` (a module's path, or a part's name): built again only when the digest differs
 * from the last run's.
 */
export function memoized<T>(key: string, digest: string, make: () => T): T {
  if (process.env.CORESPEC_NO_CACHE === "1") return make();
  asked.add(key);
  const last = kept.get(key);
  if (last?.digest === digest) return last.value as T;
  const value = make();
  kept.set(key, { digest, value });
  return value;
}

/**
 * Ends a run of the emitters: drops what it did not ask for (the modules of a group-version
 * since removed, say), so that a long watch session holds one generation's worth, not all it saw.
 */
export function endMemoRun(): void {
  for (const key of kept.keys()) if (!asked.has(key)) kept.delete(key);
  asked.clear();
}

const digests = new WeakMap<Model, Map<GroupVersion, string>>();

/** The digest of a value's JSON: of what a module is made from, when that is plain data. */
export const digestOf = (value: unknown): string => sha256(JSON.stringify(value));

/**
 * The digest of what a group-version's modules are made from: its types, every type they
 * reference (at any depth, in any group), and whether it is or has a twin. Each type is
 * serialized once per model, however many group-versions reach it.
 */
export function groupVersionDigest(model: Model, gv: GroupVersion): string {
  let byGroupVersion = digests.get(model);
  if (!byGroupVersion) digests.set(model, (byGroupVersion = new Map()));
  let digest = byGroupVersion.get(gv);
  if (digest === undefined) {
    digest = digestOf(groupVersionInputs(model, gv));
    byGroupVersion.set(gv, digest);
  }
  return digest;
}

function groupVersionInputs(model: Model, gv: GroupVersion): unknown {
  const twin = twinOf(model, gv);
  return [gv, closureDigests(model, gv.types), twin?.version ?? null, hasTwins(model, gv)];
}

/** The digests of the types `ids` and of every type they reference, at any depth, sorted by id. */
function closureDigests(model: Model, ids: readonly TypeId[]): [TypeId, string][] {
  const closure = new Map<TypeId, string>();
  const pending = [...ids];
  while (pending.length > 0) {
    const id = pending.pop()!;
    if (closure.has(id)) continue;
    const type = typeDigest(model, id);
    if (!type) continue;
    closure.set(id, type.digest);
    pending.push(...type.refs);
  }
  return [...closure.entries()].sort(([a], [b]) => (a < b ? -1 : 1));
}

/**
 * The digest of plain data taken from the model (no cycles) and of every type it names (a
 * shape's `target`), at any depth: of what something is made from when that is not a
 * group-version's types (the operations and their parameters, say).
 */
export function dataDigest(model: Model, value: unknown): string {
  const refs: TypeId[] = [];
  const json = JSON.stringify(value, (key, v: unknown) => {
    if (key === "target" && typeof v === "string") refs.push(v);
    return v;
  });
  return sha256(`${json}\n${JSON.stringify(closureDigests(model, refs))}`);
}
