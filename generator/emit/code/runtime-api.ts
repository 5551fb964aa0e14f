/**
 * The runtime library the generated code calls (templates/runtime, copied into the package
 * as src/runtime): each module and the names generated code may import from it. Generated
 * locals never take these names.
 */
import { FORMAT_FUNCTIONS } from "../../keywords/formats/index.js";
import type { RuntimeModule } from "../../code/scope.js";

export const RUNTIME_NAMES: Readonly<Record<RuntimeModule, readonly string[]>> = {
  errors: [
    "newCollector",
    "result",
    "full",
    "formatFieldError",
    "child",
    "index",
    "unindexed",
    "key",
    "required",
    "invalid",
    "invalidEach",
    "alsoInvalid",
    "notSupported",
    "tooLong",
    "tooMany",
    "duplicate",
    "forbidden",
    "typeInvalid",
  ],
  values: [
    "isObject",
    "own",
    "read",
    "readAll",
    "isSet",
    "isEmpty",
    "deepEqual",
    "mentions",
    "cloneJson",
    "defaulter",
    "charCount",
    "listKey",
    "tupleKey",
    "hasPrefix",
    "sizeOf",
    "setFieldList",
    "hasAtLeast",
    "listHas",
    "hasItemWith",
    "identity",
    "listItems",
    "enter",
    "leave",
    "MAX_NESTING",
    "present",
    "filled",
  ],
  total: ["validator", "updateValidator", "unknownFields", "unknownKeys"],
  formats: FORMAT_FUNCTIONS,
  time: ["rfc3339Time", "rfc3339MicroTime"],
  duration: ["parseDuration"],
  quantity: [
    "parseQuantity",
    "compareQuantity",
    "subtractQuantity",
    "addQuantity",
    "isZeroQuantity",
  ],
  semver: ["compareSemver"],
  ip: ["ipFamily"],
  compare: ["compareHolds", "derivationHolds"],
  bytes: ["base64", "utf8Length", "mapUtf8Length"],
  cel: ["celSyntaxError", "celResultError", "celUndeclaredReference"],
  meta: ["checkObjectMeta", "checkObjectMetaUpdate", "checkTypeMeta"],
  update: ["checkUnchanged", "checkKindUnchanged"],
  "feature-gates": [
    "featureGates",
    "parseFeatureGates",
    "DEFAULT_FEATURE_GATES",
    "gateEnabled",
    "checkGate",
  ],
  "known-fields": ["knownFields", "listOf", "mapOf", "FieldsAt"],
  unique: ["uniqueBy", "checkUnique", "hasDuplicate"],
  regexp: ["linearRegExp"],
};

export function allRuntimeNames(): string[] {
  return Object.values(RUNTIME_NAMES).flat();
}
