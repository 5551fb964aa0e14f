/**
 * The controllers a model's kinds allow (templates/server/controllers): today one, the
 * ResourcePoolStatusRequest controller (seed 000 §3), which reads ResourceSlices, writes
 * request status, and elects its leader through a Lease configured by a
 * LeaderElectionConfiguration document. The server emitter wires it; the package README
 * mentions it.
 */
import type { Model } from "./model.js";
import { typeId } from "./names.js";

interface KindRef {
  readonly group: string;
  readonly version: string;
  readonly name: string;
}

/** The kinds the controllers run on, by the name the controller manager gives each. */
export const CONTROLLER_KINDS = {
  leases: { group: "coordination.core.io", version: "v1", name: "Lease" },
  requests: { group: "resource.core.io", version: "v1alpha3", name: "ResourcePoolStatusRequest" },
  slices: { group: "resource.core.io", version: "v1", name: "ResourceSlice" },
} as const satisfies Record<string, KindRef>;

/** The configuration document of the controllers' leader election. */
export const CONTROLLER_CONFIG = {
  group: "componentbase.config.core.io",
  version: "v1alpha1",
  name: "LeaderElectionConfiguration",
} as const satisfies KindRef;

/** Whether the model defines every kind and the configuration type the controllers need. */
export function controllersServed(model: Model): boolean {
  const defined = (t: KindRef) =>
    model.types.get(typeId(t.group, t.version, t.name))?.kind === "object";
  return (
    Object.values(CONTROLLER_KINDS).every(defined) &&
    model.types.has(
      typeId(CONTROLLER_CONFIG.group, CONTROLLER_CONFIG.version, CONTROLLER_CONFIG.name),
    )
  );
}
