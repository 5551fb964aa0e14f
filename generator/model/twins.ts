/**
 * Twin versions: a group-version whose types are an earlier version's of the same group, field
 * for field and rule for rule, so that only the apiVersion of its kinds tells them apart
 * (apiserver.core.io v1alpha1 and v1beta1, client.authentication.core.io v1 and v1beta1). The
 * emitters write a twin's modules as the earlier version's, with its kinds bound to its own
 * apiVersion. A version whose types hold one of its kinds (a list of them) is never a twin:
 * the nested kind would be checked against the earlier apiVersion.
 */
import type { GroupVersion, Model } from "./model.js";

const cache = new WeakMap<Model, Map<GroupVersion, GroupVersion | undefined>>();

/** The earlier version `gv` is the twin of, if any. */
export function twinOf(model: Model, gv: GroupVersion): GroupVersion | undefined {
  let twins = cache.get(model);
  if (!twins) {
    twins = findTwins(model);
    cache.set(model, twins);
  }
  return twins.get(gv);
}

/** Whether a later version is the twin of `gv` (its kinds then take their apiVersion as a parameter). */
export function hasTwins(model: Model, gv: GroupVersion): boolean {
  return model.groupVersions.some((other) => twinOf(model, other) === gv);
}

/** The apiVersion of a group-version's kinds. */
export function apiVersionOf(gv: Pick<GroupVersion, "group" | "version">): string {
  return gv.group === "" ? gv.version : `${gv.group}/${gv.version}`;
}

function findTwins(model: Model): Map<GroupVersion, GroupVersion | undefined> {
  const out = new Map<GroupVersion, GroupVersion | undefined>();
  const seen: { gv: GroupVersion; shape: string }[] = [];
  for (const gv of model.groupVersions) {
    const shape = shapeOf(model, gv);
    const twin = shape === undefined ? undefined : seen.find((s) => s.gv.group === gv.group && s.shape === shape)?.gv;
    out.set(gv, twin);
    if (shape !== undefined && twin === undefined) seen.push({ gv, shape });
  }
  return out;
}

/** The types of a version with everything that names the version left out; undefined when a type holds one of its kinds. */
function shapeOf(model: Model, gv: GroupVersion): string | undefined {
  const apiVersion = apiVersionOf(gv);
  const prefix = `${gv.group}/${gv.version}.`;
  const kinds = new Set(gv.types.filter((id) => { const t = model.types.get(id)!; return t.kind === "object" && t.apiKind !== undefined; }));
  let holdsKind = false;
  const text = JSON.stringify(
    gv.types.map((id) => model.types.get(id)),
    function (this: Record<string, unknown>, key: string, value: unknown) {
      // A named type's own version, stability and place in the specs.
      if ((key === "version" || key === "stability" || key === "origin") && "id" in this && "group" in this) return undefined;
      if (typeof value !== "string") return value;
      if (key !== "id" && kinds.has(value)) holdsKind = true;
      return value.split(prefix).join("@.").split(apiVersion).join("@");
    },
  );
  return holdsKind ? undefined : text;
}
