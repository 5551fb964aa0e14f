import { type PatchMeta } from "./values.js";
/** Strategic merge patch on a copy of `current`, with the kind's PatchMeta (none: maps merge, lists replace). */
export declare function applyStrategicMergePatch(
  current: object,
  patch: unknown,
  meta: PatchMeta | undefined,
): object;
