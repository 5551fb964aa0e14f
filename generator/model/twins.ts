/**
 * Twin versions: a group-version whose types are an earlier version's of the same group, field
 * for field and rule for rule, so that only the apiVersion of its kinds tells them apart
 * (client.authentication.core.io v1 and v1beta1), or those types and a few of its own
 * (apiserver.core.io v1alpha1 is v1beta1 and the kind AdmissionConfiguration, which v1beta1
 * does not have). The emitters write a twin's modules as
 * the earlier version's, with its kinds bound to its own apiVersion, and its own types beside
 * them, referring to the earlier version's. A version whose types hold one of its kinds (a list
 * of them) is never a twin: the nested kind would be checked against the earlier apiVersion.
 */
import type { GroupVersion, Model, NamedType, TypeId } from "./model.js";
import { typeDigest } from "./digests.js";
import type { TypeLookup } from "./queries.js";

interface Twin {
  readonly earlier: GroupVersion;
  /** The version's types the earlier version does not have. */
  readonly own: readonly NamedType[];
}

const cache = new WeakMap<Model, Map<GroupVersion, Twin | undefined>>();

function twinsOf(model: Model): Map<GroupVersion, Twin | undefined> {
  let twins = cache.get(model);
  if (!twins) {
    twins = findTwins(model);
    cache.set(model, twins);
  }
  return twins;
}

/** The earlier version `gv` is the twin of, if any. */
export function twinOf(model: Model, gv: GroupVersion): GroupVersion | undefined {
  return twinsOf(model).get(gv)?.earlier;
}

/** The types of a twin that its earlier version does not have (none for a version that is only a twin). */
export function ownTypesOf(model: Model, gv: GroupVersion): readonly NamedType[] {
  return twinsOf(model).get(gv)?.own ?? [];
}

/** How a twin's module finds types: its own types as they are, the others as the earlier version's (which its module imports). */
export function twinLookup(model: Model, gv: GroupVersion): TypeLookup {
  const twin = twinsOf(model).get(gv);
  const own = new Set(twin?.own.map((t) => t.id));
  const prefix = `${gv.group}/${gv.version}.`;
  return (id) => {
    if (!twin || own.has(id) || !id.startsWith(prefix)) return model.types.get(id);
    return model.types.get(
      `${twin.earlier.group}/${twin.earlier.version}.${id.slice(prefix.length)}`,
    );
  };
}

/** Whether a later version is the twin of `gv` (its kinds then take their apiVersion as a parameter). */
export function hasTwins(model: Model, gv: GroupVersion): boolean {
  return model.groupVersions.some((other) => twinOf(model, other) === gv);
}

/** The apiVersion of a group-version's kinds. */
export function apiVersionOf(gv: Pick<GroupVersion, "group" | "version">): string {
  return gv.group === "" ? gv.version : `${gv.group}/${gv.version}`;
}

/**
 * Each version's twin: of the earlier versions of its group whose types it has, shape for
 * shape, the one it adds fewest types to. A version that adds types is only the twin of a
 * version that is no twin itself (one level of modules to read through); one that adds none may
 * be the twin of one that does.
 */
function findTwins(model: Model): Map<GroupVersion, Twin | undefined> {
  const versions = new Set(model.groupVersions.map((gv) => apiVersionOf(gv)));
  for (const key of keptShapes.keys()) if (!versions.has(key)) keptShapes.delete(key);
  const out = new Map<GroupVersion, Twin | undefined>();
  const seen: { gv: GroupVersion; shapes: Map<string, string> }[] = [];
  for (const gv of model.groupVersions) {
    const shapes = shapesOf(model, gv);
    let best: Twin | undefined;
    for (const candidate of shapes ? seen : []) {
      if (
        candidate.gv.group !== gv.group ||
        ![...candidate.shapes].every(([name, shape]) => shapes!.get(name) === shape)
      )
        continue;
      const own = [...shapes!.keys()].filter((name) => !candidate.shapes.has(name));
      if (own.length > 0 && out.get(candidate.gv) !== undefined) continue;
      if (!best || own.length < best.own.length)
        best = {
          earlier: candidate.gv,
          own: own.map((name) => model.types.get(`${gv.group}/${gv.version}.${name}`)!),
        };
    }
    out.set(gv, best);
    if (shapes && best?.own.length !== 0) seen.push({ gv, shapes });
  }
  return out;
}

/** Each group-version's shapes as a warm process last worked them out, by the digests of its types (of the current versions only). */
const keptShapes = new Map<
  string,
  { readonly digest: string; readonly shapes: Map<string, string> | undefined }
>();

/**
 * The types of a version by name, each with everything that names the version left out;
 * undefined when a type holds one of the version's kinds. Worked out again only when one of
 * the version's types changed.
 */
function shapesOf(model: Model, gv: GroupVersion): Map<string, string> | undefined {
  if (process.env.CORESPEC_NO_CACHE === "1") return versionShapes(model, gv);
  const key = apiVersionOf(gv);
  const digest = gv.types.map((id) => typeDigest(model, id)!.digest).join(" ");
  const kept = keptShapes.get(key);
  if (kept?.digest === digest) return kept.shapes;
  const shapes = versionShapes(model, gv);
  keptShapes.set(key, { digest, shapes });
  return shapes;
}

function versionShapes(model: Model, gv: GroupVersion): Map<string, string> | undefined {
  const apiVersion = apiVersionOf(gv);
  const prefix = `${gv.group}/${gv.version}.`;
  const kinds = new Set<TypeId>(
    gv.types.filter((id) => {
      const t = model.types.get(id)!;
      return t.kind === "object" && t.apiKind !== undefined;
    }),
  );
  let holdsKind = false;
  const shapes = new Map<string, string>();
  for (const id of gv.types) {
    const type = model.types.get(id)!;
    const text = JSON.stringify(
      type,
      function (this: Record<string, unknown>, key: string, value: unknown) {
        // A named type's own version, stability and place in the specs.
        if (
          (key === "version" || key === "stability" || key === "origin") &&
          "id" in this &&
          "group" in this
        )
          return undefined;
        if (typeof value !== "string") return value;
        if (key !== "id" && kinds.has(value)) holdsKind = true;
        return value.split(prefix).join("@.").split(apiVersion).join("@");
      },
    );
    shapes.set(type.name, text);
  }
  return holdsKind ? undefined : shapes;
}
