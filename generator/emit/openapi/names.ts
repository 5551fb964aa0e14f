/** Names in the OpenAPI documents: component schema names and tags. */
import type { NamedType } from "../../model/model.js";

/**
 * A schema's component name, Kubernetes style: the group's labels reversed, then version and
 * name (`scheduling.core.io/v1.PriorityClass` -> `io.core.scheduling.v1.PriorityClass`; the
 * core group -> `io.core.v1.ObjectReference`).
 */
export function componentName(type: Pick<NamedType, "group" | "version" | "name">): string {
  const group = type.group === "" ? ["io", "core"] : type.group.split(".").reverse();
  return [...group, type.version, type.name].join(".");
}

/** The tag of a group-version's operations: `schedulingCoreIo_v1`, `core_v1`. */
export function tagOf(group: string, version: string): string {
  const words = group === "" ? ["core"] : group.split(/[.-]/);
  return `${words.map((w, i) => (i === 0 ? w : w.charAt(0).toUpperCase() + w.slice(1))).join("")}_${version}`;
}
