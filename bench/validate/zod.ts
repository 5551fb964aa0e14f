/**
 * Variant (c): zod 4 schemas written by hand for the same three kinds, with the checks the
 * generated JSON Schemas make (so the same ones ajv makes): types, required fields, enums,
 * lengths, int32 ranges, patterns, and the formats as regular expressions; unknown fields
 * are rejected (`strictObject`, as `additionalProperties: false`). Like ajv it skips what
 * JSON Schema cannot express: the cross-field rules, the per-kind ObjectMeta rules (name
 * format, name or generateName, namespace by scope), create-only requirements, byte
 * limits and CEL syntax. `safeParse` is zod's normal use; it also builds a copy of the data.
 */
import { z } from "zod";
import type { Kind } from "./cases.js";
import { fieldPath, uniqueFields, type Variant } from "./variant.js";

// Formats, as regular expressions.
const DNS_LABEL = /^[a-z0-9]([-a-z0-9]*[a-z0-9])?$/;
const QUALIFIED_NAME =
  /^([a-z0-9]([-a-z0-9]*[a-z0-9])?(\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*\/)?[A-Za-z0-9]([-A-Za-z0-9_.]*[A-Za-z0-9])?$/;
const LABEL_VALUE = /^(([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9])?$/;
const PRINTABLE = /^[\p{L}\p{M}\p{N}\p{P}\p{S} ]*$/u;
/** RFC 3339 date-time, as ajv-formats' `date-time` (a zone is required). */
const DATE_TIME =
  /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])[Tt\s]([01]\d|2[0-3]):[0-5]\d:([0-5]\d|60)(\.\d+)?([Zz]|[+-]([01]\d|2[0-3]):?[0-5]\d)$/;
/** An absolute URI: a scheme, then no white space. */
const URI = /^[A-Za-z][A-Za-z0-9+.-]*:[^\s]*$/;
const HTTPS_URL = /^https:\/\//;

const unique = (items: readonly unknown[]) => new Set(items).size === items.length;
const time = z.string().regex(DATE_TIME).nullable();
const qualifiedName = z.string().max(317).regex(QUALIFIED_NAME);

const ownerReference = z.strictObject({
  apiVersion: z.string(),
  kind: z.string(),
  name: z.string(),
  uid: z.string(),
  controller: z.boolean().optional(),
  blockOwnerDeletion: z.boolean().optional(),
});

const managedFieldsEntry = z.strictObject({
  manager: z.string().max(128).regex(PRINTABLE).optional(),
  operation: z.enum(["Apply", "Update"]),
  apiVersion: z.string().optional(),
  time: time.optional(),
  fieldsType: z.enum(["FieldsV1"]).optional(),
  fieldsV1: z.record(z.string(), z.unknown()).optional(),
  subresource: z.string().max(256).optional(),
});

const objectMeta = z.strictObject({
  name: z.string().optional(),
  generateName: z.string().optional(),
  namespace: z.string().max(63).regex(DNS_LABEL).optional(),
  selfLink: z.string().optional(),
  uid: z.string().optional(),
  resourceVersion: z.string().optional(),
  generation: z.int().min(0).optional(),
  creationTimestamp: time.optional(),
  deletionTimestamp: time.optional(),
  deletionGracePeriodSeconds: z.int().optional(),
  labels: z.record(qualifiedName, z.string().max(63).regex(LABEL_VALUE)).optional(),
  annotations: z.record(qualifiedName, z.string()).optional(),
  ownerReferences: z.array(ownerReference).optional(),
  finalizers: z.array(qualifiedName).refine(unique).optional(),
  managedFields: z.array(managedFieldsEntry).optional(),
});

const typeMeta = { apiVersion: z.string().optional(), kind: z.string().optional() };

const priorityClass = z.strictObject({
  ...typeMeta,
  metadata: objectMeta.optional(),
  // Optional, as in the JSON Schemas: Kubernetes reads a missing value as 0.
  value: z.int32().optional(),
  globalDefault: z.boolean().optional(),
  description: z.string().optional(),
  preemptionPolicy: z.enum(["Never", "PreemptLowerPriority"]).optional(),
});

const objectReference = z.strictObject({
  kind: z.string().optional(),
  namespace: z.string().optional(),
  name: z.string().optional(),
  uid: z.string().optional(),
  apiVersion: z.string().optional(),
  resourceVersion: z.string().optional(),
  fieldPath: z.string().optional(),
});

const event = z.strictObject({
  ...typeMeta,
  metadata: objectMeta.optional(),
  action: z.string().max(128).optional(),
  deprecatedCount: z.int32().optional(),
  deprecatedFirstTimestamp: time.optional(),
  deprecatedLastTimestamp: time.optional(),
  deprecatedSource: z
    .strictObject({ component: z.string().optional(), host: z.string().optional() })
    .optional(),
  eventTime: time,
  note: z.string().optional(),
  reason: z.string().max(128).optional(),
  regarding: objectReference.optional(),
  related: objectReference.optional(),
  reportingController: qualifiedName.optional(),
  reportingInstance: z.string().max(128).optional(),
  series: z.strictObject({ count: z.int32().min(2), lastObservedTime: time }).optional(),
  type: z.string().optional(),
});

const url = z.string().regex(URI).regex(HTTPS_URL);
const prefixedClaimOrExpression = z.strictObject({
  claim: z.string().optional(),
  prefix: z.string().optional(),
  expression: z.string().optional(),
});

const authenticationConfiguration = z.strictObject({
  ...typeMeta,
  jwt: z
    .array(
      z.strictObject({
        issuer: z.strictObject({
          url,
          discoveryURL: url.optional(),
          certificateAuthority: z.string().optional(),
          audiences: z.array(z.string().min(1)).min(1).refine(unique),
          audienceMatchPolicy: z.enum(["MatchAny"]).optional(),
          egressSelectorType: z.enum(["controlplane", "cluster"]).optional(),
        }),
        claimValidationRules: z
          .array(
            z.strictObject({
              claim: z.string().optional(),
              requiredValue: z.string().optional(),
              expression: z.string().optional(),
              message: z.string().optional(),
            }),
          )
          .optional(),
        claimMappings: z.strictObject({
          username: prefixedClaimOrExpression,
          groups: prefixedClaimOrExpression.optional(),
          uid: z
            .strictObject({ claim: z.string().optional(), expression: z.string().optional() })
            .optional(),
          extra: z
            .array(z.strictObject({ key: z.string(), valueExpression: z.string() }))
            .optional(),
        }),
        userValidationRules: z
          .array(z.strictObject({ expression: z.string(), message: z.string().optional() }))
          .optional(),
      }),
    )
    .max(64)
    .optional(),
  anonymous: z
    .strictObject({
      enabled: z.boolean().optional(),
      conditions: z.array(z.strictObject({ path: z.string().min(1) })).optional(),
    })
    .optional(),
});

const SCHEMAS: Record<Kind, z.ZodType> = {
  PriorityClass: priorityClass,
  Event: event,
  AuthenticationConfiguration: authenticationConfiguration,
};

function issueFields(issues: readonly z.core.$ZodIssue[]): string[] {
  const out: string[] = [];
  for (const issue of issues) {
    const path = issue.path.filter((s): s is string | number => typeof s !== "symbol");
    // A bad record key is reported on the map, as Kubernetes reports a bad label key.
    if (issue.code === "invalid_key") out.push(fieldPath(path.slice(0, -1)));
    else if (issue.code === "unrecognized_keys")
      for (const k of issue.keys) out.push(fieldPath([...path, k]));
    else out.push(fieldPath(path));
  }
  return uniqueFields(out);
}

export function load(): Variant {
  const run = (schema: z.ZodType) => (doc: unknown) => {
    const r = schema.safeParse(doc);
    return r.success ? 0 : r.error.issues.length;
  };
  const fields = (schema: z.ZodType) => (doc: unknown) => {
    const r = schema.safeParse(doc);
    return r.success ? [] : issueFields(r.error.issues);
  };
  return {
    run: {
      PriorityClass: run(SCHEMAS.PriorityClass),
      Event: run(SCHEMAS.Event),
      AuthenticationConfiguration: run(SCHEMAS.AuthenticationConfiguration),
    },
    fields: {
      PriorityClass: fields(SCHEMAS.PriorityClass),
      Event: fields(SCHEMAS.Event),
      AuthenticationConfiguration: fields(SCHEMAS.AuthenticationConfiguration),
    },
  };
}
