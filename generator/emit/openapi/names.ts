/** Names in the OpenAPI documents: component schema names and tags. */
import type { NamedType } from "../../model/model.js";

/** The groups' common suffix, which Kubernetes leaves out of names as it leaves out `.k8s.io`. */
const SUFFIX = /\.core\.io$/;

/**
 * A schema's component name, Kubernetes style: as Kubernetes names `io.k8s.api.rbac.v1.RoleRef`
 * after the group's first label, `rbac.authorization.core.io/v1.RoleRef` is
 * `io.core.rbac.v1.RoleRef` (the core group: `io.core.v1.ObjectReference`); a group outside
 * `core.io` has its labels reversed (`example.com/v1.Widget` -> `com.example.v1.Widget`).
 */
export function componentName(type: Pick<NamedType, "group" | "version" | "name">): string {
  const group =
    type.group === ""
      ? ["io", "core"]
      : SUFFIX.test(type.group)
        ? ["io", "core", type.group.split(".")[0]!]
        : type.group.split(".").reverse();
  return [...group, type.version, type.name].join(".");
}

/** The tag of a group-version's operations, as Kubernetes tags them: `scheduling_v1`, `rbacAuthorization_v1`, `core_v1`; a group's own discovery: `scheduling`. */
export function tagOf(group: string, version?: string): string {
  const words = group === "" ? ["core"] : group.replace(SUFFIX, "").split(/[.-]/);
  const name = words.map((w, i) => (i === 0 ? w : w.charAt(0).toUpperCase() + w.slice(1))).join("");
  return version === undefined ? name : `${name}_${version}`;
}
