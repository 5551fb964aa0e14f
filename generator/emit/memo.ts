/**
 * Modules kept between the runs of one process (a `--watch` session), by a digest of what they
 * are made from: an edit re-emits only the modules whose inputs it changed. One entry per
 * module path, replaced when its inputs change. CORESPEC_NO_CACHE=1 turns it off.
 */
import { createHash } from "node:crypto";
import type { GroupVersion, Model, NamedType, TypeId } from "../model/model.js";
import { hasTwins, twinOf } from "../model/twins.js";
import type { GeneratedFile } from "./emitter.js";

const modules = new Map<string, { digest: string; file: GeneratedFile }>();

/** The module `make` builds from inputs of digest `digest`, built again only when the digest differs from the last run's. */
export function memoized(path: string, digest: string, make: () => GeneratedFile): GeneratedFile {
  if (process.env.CORESPEC_NO_CACHE === "1") return make();
  const kept = modules.get(path);
  if (kept?.digest === digest) return kept.file;
  const file = make();
  modules.set(path, { digest, file });
  return file;
}

const digests = new WeakMap<Model, Map<GroupVersion, string>>();

/**
 * The digest of what a group-version's modules are made from: its types, every type they
 * reference (at any depth, in any group), and whether it is or has a twin.
 */
export function groupVersionDigest(model: Model, gv: GroupVersion): string {
  let byGroupVersion = digests.get(model);
  if (!byGroupVersion) digests.set(model, (byGroupVersion = new Map()));
  let digest = byGroupVersion.get(gv);
  if (digest === undefined) {
    digest = createHash("sha256").update(JSON.stringify(groupVersionInputs(model, gv))).digest("base64url");
    byGroupVersion.set(gv, digest);
  }
  return digest;
}

function groupVersionInputs(model: Model, gv: GroupVersion): unknown {
  const closure = new Map<TypeId, NamedType>();
  const pending = [...gv.types];
  while (pending.length > 0) {
    const id = pending.pop()!;
    const type = model.types.get(id);
    if (!type || closure.has(id)) continue;
    closure.set(id, type);
    JSON.stringify(type, (key, value: unknown) => {
      if (key === "target" && typeof value === "string") pending.push(value);
      return value;
    });
  }
  const twin = twinOf(model, gv);
  return [gv, [...closure.entries()].sort(([a], [b]) => (a < b ? -1 : 1)), twin?.version ?? null, hasTwins(model, gv)];
}
