/**
 * The corespec model: plain, immutable data that every emitter reads. The loader builds it
 * from the spec files (generator/load); emitters never see YAML.
 */
import type { Format, NameFormat } from "./formats.js";
import type { Project } from "./project.js";
import type { Field, Origin, Shape, Stability, TypeId } from "./fields.js";
import type { Condition, FieldPath, Rule } from "./rules.js";
export type { Format, NameFormat, Project };
export * from "./fields.js";
export * from "./rules.js";

interface NamedTypeBase {
  readonly id: TypeId;
  readonly name: string;
  readonly group: string;
  readonly version: string;
  readonly doc?: string;
  readonly stability: Stability;
  readonly featureGate?: string;
  readonly deprecated?: string;
  readonly source?: string;
  readonly origin: Origin;
}

export interface Resource {
  readonly scope: "Cluster" | "Namespaced";
  readonly plural: string;
  readonly singular: string;
  readonly shortNames: readonly string[];
  readonly listKind: TypeId;
  readonly nameFormat: NameFormat;
  readonly finalizerNames: "core" | "apimachinery"; // which ValidateObjectMeta checks metadata.finalizers
  readonly deleteReturns: "Status" | "Object";
  readonly operations: readonly string[];
  readonly allNamespacesWatch: boolean;
  readonly selectableFields: readonly FieldPath[];
  readonly categories: readonly string[];
  /** An update without metadata.resourceVersion is allowed (the strategy's AllowUnconditionalUpdate). */
  readonly unconditionalUpdate: boolean;
  /** A PUT of a missing object creates it (the strategy's AllowCreateOnUpdate). */
  readonly createOnUpdate: boolean;
  /** metadata.generation: never set, set to 1 on create, or also bumped when the object changes beyond its metadata and status. */
  readonly generation: "none" | "create" | "spec";
  /** `status` is written only through the status subresource: dropped on create, kept from the stored object on other writes. */
  readonly statusSubresource: boolean;
  /** Deletes take a propagation policy (orphan and foreground deletion add their finalizers); false for kinds whose strategy's DefaultGarbageCollectionPolicy is Unsupported. */
  readonly garbageCollection: boolean;
  /** The columns of the kind's Table (after NAME); none: NAME and AGE, as for a kind without printer columns. */
  readonly printerColumns: readonly PrinterColumn[];
}

/** A column of a kind's Table, as a CRD's additionalPrinterColumns declares one. */
export interface PrinterColumn {
  readonly name: string;
  /** `date`: the cell is the age of the timestamp (`5m`, `3d`), as kubectl prints ages. */
  readonly type: "string" | "integer" | "number" | "boolean" | "date";
  /** JSONPath templates (`{.spec.holderIdentity}`, text around them kept); the first that gives a value is the cell. */
  readonly jsonPath: readonly string[];
  readonly description: string;
  readonly priority: number;
  readonly format?: string;
}

/** What makes an object type a top-level kind. */
export interface KindInfo {
  /** `group/version`, or `version` for the core group. */
  readonly apiVersion: string;
  readonly resource?: Resource;
  /** For a generated `<Kind>List`: the kind it lists. */
  readonly listOf?: TypeId;
}

export interface ObjectType extends NamedTypeBase {
  readonly kind: "object";
  readonly fields: readonly Field[];
  readonly rules: readonly Rule[];
  readonly immutable: boolean;
  readonly additionalFields: boolean;
  /** Server-side apply owns and replaces the whole value, not field by field (Kubernetes' +structType=atomic). */
  readonly atomic?: boolean;
  /** The type's fields and rules are checked only when this holds (Kubernetes skips the section otherwise). */
  readonly validatedWhen?: Condition;
  readonly apiKind?: KindInfo;
}

export interface AliasType extends NamedTypeBase {
  readonly kind: "alias";
  readonly shape: Shape;
  readonly default?: unknown;
}

export type NamedType = ObjectType | AliasType;

export interface GroupVersion {
  readonly group: string;
  readonly version: string;
  readonly doc?: string;
  readonly stability: Stability;
  /** The spec file, relative to the specs directory. */
  readonly file: string;
  /** Kinds then types, in declaration order. */
  readonly types: readonly TypeId[];
  /** Configuration files components read: zero values and left-out structs defaulted, gated fields checked. */
  readonly configuration?: boolean;
}

export interface Parameter {
  readonly name: string;
  readonly field: Field;
}

export interface OperationResponse {
  readonly code: number;
  /** `resource`, `list`, `watch`, `deleted` or a TypeId. */
  readonly body: string;
  readonly doc?: string;
}

export interface Operation {
  readonly name: string;
  readonly doc: string;
  readonly method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  readonly path: "collection" | "item";
  readonly action: string;
  readonly watch: boolean;
  /** `resource`, or a TypeId (DeleteOptions, Patch). */
  readonly body?: string;
  readonly contentTypes: readonly string[];
  /** The operation's query parameters and request attributes as one object type. */
  readonly parameters: ObjectType;
  readonly queryParameters: readonly string[];
  readonly responses: readonly OperationResponse[];
  readonly source?: string;
  readonly origin: Origin;
}

export interface Model {
  readonly groupVersions: readonly GroupVersion[];
  /** Every named type by id, in a stable order (group, version, declaration). */
  readonly types: ReadonlyMap<TypeId, NamedType>;
  readonly operations: readonly Operation[];
  /** The operations file, relative to the specs directory. */
  readonly operationsFile?: string;
  /** The project's corespec.yaml (project.ts); none: corespec's own. */
  readonly project?: Project;
}
