// Copied by corespec from templates/server/apimachinery/kinds.ts. DO NOT EDIT: change the template and run `npm run generate`.

/**
 * What the server knows of each served kind: its REST names, and the generated functions
 * that validate, default and inspect it. The generator writes one entry per kind
 * (src/server/kinds.ts); the default handlers and the routes read them.
 */
import type { ValidationResult } from "@corespec/api/runtime/errors.js";
import { ratchet } from "@corespec/api/runtime/ratchet.js";
import type { PatchMeta } from "./patch/index.js";
import type { ResourceKey } from "../storage/storage.js";
import type { GatedField } from "./feature-gates.js";

export interface KindInfo {
  readonly group: string;
  readonly version: string;
  readonly kind: string;
  readonly listKind: string;
  /** The REST resource: its plural name, and whether it lives in namespaces. */
  readonly key: ResourceKey;
  readonly singular: string;
  readonly shortNames: readonly string[];
  readonly categories: readonly string[];
  /** The verbs the kind serves, as discovery lists them. */
  readonly verbs: readonly string[];
  /** Delete answers with the deleted object instead of a Status. */
  readonly deleteReturnsObject: boolean;
  /** An update without metadata.resourceVersion is allowed (the strategy's AllowUnconditionalUpdate). */
  readonly unconditionalUpdate: boolean;
  /** A PUT of a missing object creates it (the strategy's AllowCreateOnUpdate). */
  readonly createOnUpdate: boolean;
  /** metadata.generation: never set, 1 on create, or also bumped when anything beyond metadata and status changes. */
  readonly generation: "none" | "create" | "spec";
  /** status is written only through the status subresource: dropped on create, kept on other writes. */
  readonly statusSubresource: boolean;
  /** Deletes honour propagationPolicy and orphanDependents (the strategy's garbage collection policy is not Unsupported). */
  readonly garbageCollection: boolean;
  /** The columns of the kind's Table after NAME (jsonPath: templates, the first that gives a value is the cell). */
  readonly printerColumns: readonly PrinterColumn[];
  /** The fields behind a feature gate, dropped on writes while it is off. */
  readonly gatedFields: readonly GatedField[];
  /** Field selector paths besides metadata.name and metadata.namespace. */
  readonly selectableFields: readonly string[];
  readonly validate: (value: unknown) => ValidationResult;
  readonly validateUpdate: (value: unknown, old: unknown) => ValidationResult;
  readonly setDefaults: (value: unknown) => void;
  readonly findUnknownFields: (value: unknown) => string[];
  /** The fields the kind defines, for dropping the others (dropUnknownFields); nothing is dropped without it. */
  readonly knownFields?: KnownFields;
  readonly patchMeta?: PatchMeta;
}

/** A column of a kind's Table, as its spec declares it. */
export interface PrinterColumn {
  readonly name: string;
  readonly type: "string" | "integer" | "number" | "boolean" | "date";
  /** JSONPath templates; the first that gives a value is the cell. */
  readonly jsonPath: readonly string[];
  readonly description: string;
  readonly priority: number;
  readonly format?: string;
}

/**
 * The known fields of a value, as the generator writes them from the specs: an object type
 * lists every JSON key it defines (`fields`; `open` when it keeps other keys too), an array
 * says what its items hold, a map what its values hold. 0: nothing below can be unknown
 * (scalars, free-form values).
 */
export type KnownFields =
  | 0
  | {
      readonly fields?: Readonly<Record<string, KnownFields>>;
      readonly open?: true;
      readonly items?: KnownFields;
      readonly values?: KnownFields;
    };

/**
 * Drops, in place, every field the tree does not know, as Kubernetes' decoder drops unknown
 * fields (fieldValidation Ignore and Warn): the same fields the kind's findUnknownFields lists.
 */
export function dropUnknownFields(value: unknown, known: KnownFields | undefined): void {
  if (known === undefined || known === 0 || typeof value !== "object" || value === null) return;
  if (Array.isArray(value)) {
    if (known.items !== undefined) for (const item of value) dropUnknownFields(item, known.items);
    return;
  }
  const object = value as Record<string, unknown>;
  if (known.values !== undefined) {
    for (const key of Object.keys(object)) dropUnknownFields(object[key], known.values);
    return;
  }
  const fields = known.fields;
  if (fields === undefined) return;
  for (const key of Object.keys(object)) {
    if (Object.prototype.hasOwnProperty.call(fields, key))
      dropUnknownFields(object[key], fields[key]);
    else if (known.open !== true) delete object[key];
  }
}

/** `apiVersion` of a kind: `group/version`, or `version` for the core group. */
export function apiVersion(info: Pick<KindInfo, "group" | "version">): string {
  return info.group === "" ? info.version : `${info.group}/${info.version}`;
}

/** `leases.coordination.core.io`, as Kubernetes names a resource in messages. */
export function groupResource(info: Pick<KindInfo, "group" | "key">): string {
  return info.group === "" ? info.key.resource : `${info.key.resource}.${info.group}`;
}

/** How the default handlers validate. */
export interface ValidationOptions {
  /** Updates ratchet, as Kubernetes validates custom resources (KEP-4008): an error about a value the update left unchanged is dropped. */
  readonly ratcheting?: boolean;
}

/** A kind's update check, ratcheting when asked (runtime/ratchet.ts). */
export function updateCheck(
  info: KindInfo,
  validation: ValidationOptions,
): (value: unknown, old: unknown) => ValidationResult {
  // The patch metadata says which lists are map lists, whose items are found again by key.
  return validation.ratcheting === true
    ? (value, old) => ratchet(info.validateUpdate(value, old), value, old, info.patchMeta)
    : info.validateUpdate;
}
