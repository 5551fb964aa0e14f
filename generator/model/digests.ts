/**
 * Digests of the model's types, for the memos that keep work between the runs of one process
 * (a `--watch` session): each type is serialized once per model, with the types it names.
 */
import { createHash } from "node:crypto";
import type { Model, TypeId } from "./model.js";

export interface TypeDigest {
  /** The digest of the type's JSON: everything it declares. */
  readonly digest: string;
  /** The types it names (field shapes, items, values, aliases), at the first level. */
  readonly refs: readonly TypeId[];
}

const digests = new WeakMap<Model, Map<TypeId, TypeDigest>>();

export const sha256 = (text: string): string =>
  createHash("sha256").update(text).digest("base64url");

/** The digest of a type and the types it names; undefined for an unknown id. */
export function typeDigest(model: Model, id: TypeId): TypeDigest | undefined {
  let types = digests.get(model);
  if (!types) digests.set(model, (types = new Map()));
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
