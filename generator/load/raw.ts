/**
 * The shapes of spec data after the meta-schema check. The meta-schema guarantees these;
 * the loader reads them without re-checking syntax.
 */
import type { NameFormat } from "../model/formats.js";

export type RawScalar = string | number | boolean;

export interface RawShape {
  type: string;
  items?: string | RawShape;
  values?: string | RawShape;
  keys?: RawShape;
  enum?: (RawScalar | { value: RawScalar; doc?: string; deprecated?: string })[];
  customValues?: "domain-prefixed" | "any-case";
  format?: string;
  celResult?: "bool";
  celVariables?: string[];
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  maxBytes?: number;
  minItems?: number;
  maxItems?: number;
  minProperties?: number;
  maxProperties?: number;
  maxTotalBytes?: number;
  minimum?: number | string;
  maximum?: number | string;
  exclusiveMinimum?: number | string;
  exclusiveMaximum?: number | string;
  listType?: "atomic" | "set" | "map";
  listMapKeys?: string[];
  patchStrategy?: string;
  patchMergeKey?: string;
  nullable?: boolean;
}

export interface RawField extends RawShape {
  doc?: string;
  required?: boolean;
  markedRequired?: string;
  default?: unknown;
  immutable?: boolean | "once-set";
  immutableError?: { type: "Invalid" | "Forbidden"; detail?: string };
  gateError?: { type: "Invalid" | "Forbidden"; detail?: string };
  error?: {
    type?: "Invalid" | "TooLong" | "NotSupported";
    path?: "parent" | "list";
    detail?: string;
  };
  mapType?: "atomic" | "granular";
  pointer?: boolean;
  jsonName?: string;
  embedded?: boolean;
  stability?: "alpha" | "beta" | "ga";
  featureGate?: string;
  deprecated?: string;
  sensitive?: boolean;
  example?: unknown;
  source?: string;
}

export interface RawCondition {
  field: string;
  equals?: RawScalar;
  notEquals?: RawScalar;
  in?: RawScalar[];
  notIn?: RawScalar[];
  set?: boolean;
  prefix?: string;
  notPrefix?: string;
  mentions?: string;
  minItems?: number;
  contains?: RawScalar;
  greaterThan?: number;
  lessThan?: number;
}

export type RawOperand = string | { count?: string; value?: RawScalar };

/** One rule entry: exactly one key, the rule kind, whose value holds its arguments. */
export type RawRule = Record<string, RawRuleBody>;

/** A rule's body: the keys every rule has; each kind's own keys are loaded by its module (generator/rules/). */
export type RawRuleBody = {
  on?: "always" | "create" | "update";
  detail?: string;
  error?: { type?: "Invalid" | "Forbidden" | "Required"; path?: string; value?: string };
  doc?: string;
  source?: string;
  when?: RawCondition | RawCondition[];
  readonly [key: string]: unknown;
};

interface RawTypeCommon {
  doc?: string;
  stability?: "alpha" | "beta" | "ga";
  featureGate?: string;
  deprecated?: string;
  versions?: string[];
  source?: string;
}

export interface RawObjectType extends RawTypeCommon {
  fields: Record<string, RawField>;
  rules?: RawRule[];
  immutable?: boolean;
  structType?: "atomic" | "granular";
  validatedWhen?: RawCondition | RawCondition[];
  additionalFields?: boolean;
}

export interface RawAliasType extends RawTypeCommon, RawShape {
  default?: unknown;
}

export interface RawResource {
  scope: "Cluster" | "Namespaced";
  plural: string;
  singular?: string;
  shortNames?: string[];
  listKind?: string;
  nameFormat?: NameFormat;
  finalizerNames?: "core" | "apimachinery";
  deleteReturns?: "Status" | "Object";
  operations?: string[];
  allNamespacesWatch?: boolean;
  selectableFields?: string[];
  categories?: string[];
  unconditionalUpdate?: boolean;
  createOnUpdate?: boolean;
  generation?: "none" | "create" | "spec";
  statusSubresource?: boolean;
  garbageCollection?: boolean;
  printerColumns?: RawPrinterColumn[];
}

export interface RawPrinterColumn {
  name: string;
  type: "string" | "integer" | "number" | "boolean" | "date";
  jsonPath: string | string[];
  description?: string;
  priority?: number;
  format?: string;
}

export interface RawKind extends RawObjectType {
  resource?: RawResource;
  apiVersion?: string;
}

export interface RawApiFile {
  group: string;
  version?: string;
  versions?: string[];
  doc?: string;
  configuration?: boolean;
  source?: string;
  kinds?: Record<string, RawKind>;
  types?: Record<string, RawObjectType | RawAliasType>;
}

export interface RawParameter extends RawShape {
  doc: string;
  pointer?: boolean;
  default?: unknown;
  stability?: "alpha" | "beta" | "ga";
  featureGate?: string;
  deprecated?: string;
  source?: string;
}

export interface RawOperation {
  doc: string;
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  path: "collection" | "item";
  action: string;
  watch?: boolean;
  body?: string;
  contentTypes?: string[];
  parameters: string[];
  responses: Record<string, { body: string; doc?: string }>;
  rules?: RawRule[];
  source?: string;
}

export interface RawOperationsFile {
  doc?: string;
  source?: string;
  parameters: Record<string, RawParameter>;
  operations: Record<string, RawOperation>;
  requestAttributes?: Record<string, RawParameter>;
}

export function isObjectType(raw: RawObjectType | RawAliasType): raw is RawObjectType {
  return "fields" in raw;
}
