/**
 * The common part of a group-version: the types other group-versions name (meta.core.io/v1's
 * ObjectMeta, ListMeta, Condition, Status), and the types those name within it. Its
 * validators, defaulters and unknown-field finders go in a module of their own
 * (`validators/meta.core.io/v1.common.ts`), which the group-version's module re-exports. A
 * group that validates its objects' metadata then loads ObjectMeta's checks, not all of
 * meta.core.io (DeleteOptions, the discovery documents, WatchEvent): 50 kB of compiled
 * validators and finders where it loaded 96 kB, which a cold start reads and compiles before its
 * first result.
 */
import type { GroupVersion, Model, TypeId } from "./model.js";
import { typeDigest } from "./digests.js";
import { hasTwins, twinOf } from "./twins.js";

/**
 * The fewest fields the rest of a group-version must hold for a split to pay for the module it
 * adds: a module costs about a millisecond at a cold start (resolving, reading, linking), about
 * what compiling the checks of 40 fields takes. Only meta.core.io/v1 splits today (58 fields
 * left); core/v1, coordination.core.io/v1 and componentbase.config.core.io/v1alpha1 would leave
 * 2 to 32.
 */
const MIN_REST_FIELDS = 40;

interface Parts {
  readonly byGroupVersion: ReadonlyMap<GroupVersion, ReadonlySet<TypeId>>;
  /** Every type of a common part. */
  readonly common: ReadonlySet<TypeId>;
}

const cache = new WeakMap<Model, Parts>();

function partsOf(model: Model): Parts {
  let parts = cache.get(model);
  if (!parts) cache.set(model, (parts = commonParts(model)));
  return parts;
}

/**
 * The common part of `gv`, in declaration order; undefined when its modules are not split: no
 * other group-version names its types, or they need all of them or all but a few. Twins are
 * never split (a twin's module re-exports its earlier version's whole).
 */
export function commonPartOf(model: Model, gv: GroupVersion): ReadonlySet<TypeId> | undefined {
  return partsOf(model).byGroupVersion.get(gv);
}

/** Whether the type is in its group-version's common part. */
export function isCommon(model: Model, id: TypeId): boolean {
  return partsOf(model).common.has(id);
}

function fieldCount(model: Model, id: TypeId): number {
  const type = model.types.get(id);
  return type?.kind === "object" ? type.fields.length : 1;
}

function commonParts(model: Model): Parts {
  const home = new Map<TypeId, GroupVersion>();
  for (const gv of model.groupVersions) for (const id of gv.types) home.set(id, gv);
  // The types named from another group-version, then what they name within their own.
  const reached = new Set<TypeId>();
  const pending: TypeId[] = [];
  for (const [id, gv] of home) {
    for (const ref of typeDigest(model, id)?.refs ?? []) {
      const target = home.get(ref);
      if (target && target !== gv && !reached.has(ref)) {
        reached.add(ref);
        pending.push(ref);
      }
    }
  }
  while (pending.length > 0) {
    const id = pending.pop()!;
    for (const ref of typeDigest(model, id)?.refs ?? []) {
      if (home.get(ref) === home.get(id) && !reached.has(ref)) {
        reached.add(ref);
        pending.push(ref);
      }
    }
  }
  const byGroupVersion = new Map<GroupVersion, ReadonlySet<TypeId>>();
  for (const gv of model.groupVersions) {
    if (twinOf(model, gv) || hasTwins(model, gv)) continue;
    const common = gv.types.filter((id) => reached.has(id));
    const restFields = gv.types
      .filter((id) => !reached.has(id))
      .reduce((n, id) => n + fieldCount(model, id), 0);
    if (common.length > 0 && restFields >= MIN_REST_FIELDS) byGroupVersion.set(gv, new Set(common));
  }
  return {
    byGroupVersion,
    common: new Set([...byGroupVersion.values()].flatMap((ids) => [...ids])),
  };
}
