/**
 * Modules (and parts of modules) kept between the runs of one process (a `--watch` session), by
 * a digest of what they are made from: an edit re-emits only the modules whose inputs it
 * changed. One entry per module path or part name, replaced when its inputs change. CORESPEC_NO_CACHE=1 turns it off.
 */
import { createHash } from "node:crypto";
import type { GroupVersion, Model, TypeId } from "../model/model.js";
import { hasTwins, twinOf } from "../model/twins.js";

const kept = new Map<string, { digest: string; value: unknown }>();

/**
 * What `make` builds from inputs of digest `digest` (a module, or a part several modules share),
 * under `key` (a module's path, or a part's name): built again only when the digest differs
 * from the last run's.
 */
export function memoized<T>(key: string, digest: string, make: () => T): T {
  if (process.env.CORESPEC_NO_CACHE === "1") return make();
  const last = kept.get(key);
  if (last?.digest === digest) return last.value as T;
  const value = make();
  kept.set(key, { digest, value });
  return value;
}

/** Per model: each type's digest and the types it names; each group-version's digest. */
interface Digests {
  readonly types: Map<TypeId, { readonly digest: string; readonly refs: readonly TypeId[] }>;
  readonly groupVersions: Map<GroupVersion, string>;
}

const digests = new WeakMap<Model, Digests>();

const sha256 = (text: string): string => createHash("sha256").update(text).digest("base64url");

/** The digest of a value's JSON: of what a module is made from, when that is plain data. */
export const digestOf = (value: unknown): string => sha256(JSON.stringify(value));

/**
 * The digest of what a group-version's modules are made from: its types, every type they
 * reference (at any depth, in any group), and whether it is or has a twin. Each type is
 * serialized once per model, however many group-versions reach it.
 */
export function groupVersionDigest(model: Model, gv: GroupVersion): string {
  let memo = digests.get(model);
  if (!memo) digests.set(model, (memo = { types: new Map(), groupVersions: new Map() }));
  let digest = memo.groupVersions.get(gv);
  if (digest === undefined) {
    digest = sha256(JSON.stringify(groupVersionInputs(model, gv, memo.types)));
    memo.groupVersions.set(gv, digest);
  }
  return digest;
}

function groupVersionInputs(model: Model, gv: GroupVersion, types: Digests["types"]): unknown {
  const closure = new Map<TypeId, string>();
  const pending = [...gv.types];
  while (pending.length > 0) {
    const id = pending.pop()!;
    if (closure.has(id)) continue;
    const type = typeDigest(model, id, types);
    if (!type) continue;
    closure.set(id, type.digest);
    pending.push(...type.refs);
  }
  const twin = twinOf(model, gv);
  return [gv, [...closure.entries()].sort(([a], [b]) => (a < b ? -1 : 1)), twin?.version ?? null, hasTwins(model, gv)];
}

function typeDigest(model: Model, id: TypeId, types: Digests["types"]): { digest: string; refs: readonly TypeId[] } | undefined {
  let entry = types.get(id);
  if (entry) return entry;
  const type = model.types.get(id);
  if (!type) return undefined;
  const refs: TypeId[] = [];
  const json = JSON.stringify(type, (key, value: unknown) => {
    if (key === "target" && typeof value === "string") refs.push(value);
    return value;
  });
  types.set(id, (entry = { digest: sha256(json), refs }));
  return entry;
}
