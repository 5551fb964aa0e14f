/**
 * corespec's Swagger 2.0 document beside Kubernetes' own (test/kubernetes-openapi, the 1.36
 * swagger.json for the eight resources of seed 000), after renaming the groups (`k8s.io` ->
 * `core.io`, Kubernetes' `io.k8s.api.<group>` and `io.k8s.apimachinery.pkg.apis.meta` definitions
 * -> corespec's `io.core.<group>` and `io.core.meta`). Compared: every property of every
 * definition the resources reach (its schema and whether it is required) and each definition's
 * own shape (type, extensions, group-version-kind); every operation (operationId, action,
 * parameters, response codes, group-version-kind). Not compared, by design: descriptions;
 * the validation keywords corespec publishes for the rules it enforces (pattern, lengths, bounds,
 * uniqueItems, x-kubernetes-validations), which Kubernetes checks in code and leaves out; the
 * media types (corespec serves JSON and YAML, not protobuf or CBOR); corespec's `default`
 * (Status) error response. Every other difference is listed below with its reason, and the test
 * fails on a difference that is not listed or a listed one that is gone.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { ROOT } from "./helpers/paths.js";

type Json = { [key: string]: unknown };
const kubernetes = JSON.parse(
  readFileSync(join(ROOT, "test/kubernetes-openapi/swagger-v1.36-subset.json"), "utf8"),
) as {
  paths: Record<string, Json>;
  parameters: Record<string, Json>;
  definitions: Record<string, Json>;
};
const ours = JSON.parse(
  readFileSync(join(ROOT, "output/server/openapi/swagger.json"), "utf8"),
) as typeof kubernetes;

/** Every difference, with why corespec answers otherwise. */
const KNOWN: Readonly<Record<string, string>> = {
  "io.k8s.api.rbac.v1.Subject.kind":
    "Kubernetes validates the kind (ServiceAccount, User, Group: ValidateRoleBindingSubject) without publishing the enum; corespec publishes what it enforces",
  "io.k8s.api.storage.v1.VolumeAttributesClass.parameters":
    "seed 000 §2.8: parameters are required (Kubernetes requires them in validation, not in the schema)",
  "io.k8s.apimachinery.pkg.apis.meta.v1.Condition.message":
    "Kubernetes lists message as required but accepts it empty; corespec, whose required strings must not be empty, leaves it optional",
  "io.k8s.apimachinery.pkg.apis.meta.v1.Condition.status":
    "Kubernetes validates True, False and Unknown (ValidateCondition) without publishing the enum; corespec publishes what it enforces",
  "io.k8s.apimachinery.pkg.apis.meta.v1.ManagedFieldsEntry.fieldsType":
    "Kubernetes validates FieldsV1 (ValidateManagedFields) without publishing the enum; corespec publishes what it enforces",
  "io.k8s.apimachinery.pkg.apis.meta.v1.ManagedFieldsEntry.operation":
    "Kubernetes validates Apply and Update, present (ValidateManagedFields), without publishing them; corespec publishes what it enforces",
  "io.k8s.apimachinery.pkg.apis.meta.v1.ObjectMeta.creationTimestamp":
    "x-nullable: kubectl sends creationTimestamp: null in the objects it creates; corespec's schema accepts what kubectl sends",
};

const IGNORED = new Set([
  "description",
  "default",
  "example",
  "title",
  "deprecated",
  "pattern",
  "maxLength",
  "minLength",
  "minimum",
  "maximum",
  "exclusiveMinimum",
  "exclusiveMaximum",
  "minItems",
  "maxItems",
  "minProperties",
  "maxProperties",
  "uniqueItems",
  "x-kubernetes-validations",
]);

function rename(name: string): string {
  if (name.startsWith("io.k8s.api.core.v1."))
    return `io.core.v1.${name.slice("io.k8s.api.core.v1.".length)}`;
  if (name.startsWith("io.k8s.api.")) return `io.core.${name.slice("io.k8s.api.".length)}`;
  if (name.startsWith("io.k8s.apimachinery.pkg.apis.meta.v1."))
    return `io.core.meta.v1.${name.slice("io.k8s.apimachinery.pkg.apis.meta.v1.".length)}`;
  if (name === "io.k8s.apimachinery.pkg.api.resource.Quantity") return "io.core.meta.v1.Quantity";
  return name;
}

/** A schema as compared: ignored keywords out, `allOf: [$ref]` (a $ref with siblings in Swagger 2.0) unwrapped, names renamed, keys and enums sorted. */
function normal(schema: unknown): string {
  return JSON.stringify(schema, (key, value: unknown) => {
    if (IGNORED.has(key)) return undefined;
    if (key === "$ref" && typeof value === "string")
      return `#/definitions/${rename(value.replace("#/definitions/", ""))}`;
    if (key === "enum" && Array.isArray(value)) return [...value].sort();
    if (key === "group" && typeof value === "string") return value.replace(/k8s\.io$/, "core.io");
    if (value && typeof value === "object" && !Array.isArray(value)) {
      let v = value as Json;
      if (Array.isArray(v.allOf) && v.allOf.length === 1) {
        const { allOf, ...rest } = v;
        v = { ...rest, ...(allOf as Json[])[0] };
      }
      return Object.fromEntries(
        Object.keys(v)
          .sort()
          .map((k) => [k, v[k]]),
      );
    }
    return value;
  });
}

interface Comparison {
  total: number;
  same: number;
  differences: Map<string, string>;
}

function compareDefinitions(): Comparison {
  const out: Comparison = { total: 0, same: 0, differences: new Map() };
  for (const [name, definition] of Object.entries(kubernetes.definitions)) {
    const mine = ours.definitions[rename(name)] as Json | undefined;
    const properties = (definition.properties ?? {}) as Record<string, unknown>;
    const required = new Set((definition.required ?? []) as string[]);
    const myRequired = new Set((mine?.required ?? []) as string[]);
    for (const [property, schema] of Object.entries(properties)) {
      out.total++;
      const theirs = `${normal(schema)}${required.has(property) ? " (required)" : ""}`;
      const mySchema = (mine?.properties as Record<string, unknown> | undefined)?.[property];
      const own =
        mySchema === undefined
          ? "absent"
          : `${normal(mySchema)}${myRequired.has(property) ? " (required)" : ""}`;
      if (theirs === own) out.same++;
      else out.differences.set(`${name}.${property}`, `Kubernetes ${theirs}, corespec ${own}`);
    }
    out.total++;
    const shape = (d: Json | undefined) =>
      normal(
        d && {
          type: d.type,
          format: d.format,
          additionalProperties: d.additionalProperties,
          "x-kubernetes-map-type": d["x-kubernetes-map-type"],
          "x-kubernetes-group-version-kind": d["x-kubernetes-group-version-kind"],
        },
      );
    if (shape(definition) === shape(mine)) out.same++;
    else out.differences.set(name, `Kubernetes ${shape(definition)}, corespec ${shape(mine)}`);
  }
  return out;
}

function compareOperations(): Comparison {
  const out: Comparison = { total: 0, same: 0, differences: new Map() };
  const parameters = (doc: typeof kubernetes, path: string, op: Json) =>
    [...((doc.paths[path]?.parameters ?? []) as Json[]), ...((op.parameters ?? []) as Json[])]
      .map((p) => (typeof p.$ref === "string" ? doc.parameters[p.$ref.split("/").pop()!]! : p))
      .map((p) => `${p.in} ${p.name} ${p.type ?? ""}${p.required ? " required" : ""}`)
      .sort();
  const signature = (doc: typeof kubernetes, path: string, op: Json | undefined) =>
    op &&
    normal({
      operationId: op.operationId,
      action: op["x-kubernetes-action"],
      gvk: op["x-kubernetes-group-version-kind"],
      parameters: parameters(doc, path, op),
      responses: Object.keys(op.responses as Json)
        .filter((code) => code !== "default")
        .sort(),
    });
  for (const [path, item] of Object.entries(kubernetes.paths)) {
    const myPath = path.replace(/\.k8s\.io/, ".core.io");
    for (const [method, op] of Object.entries(item)) {
      if (method === "parameters") continue;
      out.total++;
      const theirs = signature(kubernetes, path, op as Json);
      const own =
        signature(ours, myPath, ours.paths[myPath]?.[method] as Json | undefined) ?? "absent";
      if (theirs === own) out.same++;
      else
        out.differences.set(
          `${method.toUpperCase()} ${path}`,
          `Kubernetes ${theirs}, corespec ${own}`,
        );
    }
  }
  return out;
}

const percent = (c: Comparison) => (100 * c.same) / c.total;

describe("the OpenAPI document beside Kubernetes' (1.36 swagger.json, groups renamed)", () => {
  const definitions = compareDefinitions();
  const operations = compareOperations();
  console.log(
    `openapi vs kubernetes: properties ${definitions.same}/${definitions.total} identical (${percent(definitions).toFixed(1)}%), operations ${operations.same}/${operations.total} (${percent(operations).toFixed(1)}%)`,
  );

  it("at least 95% of the properties and of the operations are identical", () => {
    expect(percent(definitions)).toBeGreaterThanOrEqual(95);
    expect(percent(operations)).toBeGreaterThanOrEqual(95);
  });

  it("every other difference is listed with its reason, and every listed one is still a difference", () => {
    const unexplained = [...definitions.differences, ...operations.differences]
      .filter(([key]) => !(key in KNOWN))
      .map(([key, what]) => `${key}: ${what}`);
    expect(unexplained).toEqual([]);
    const gone = Object.keys(KNOWN).filter(
      (key) => !definitions.differences.has(key) && !operations.differences.has(key),
    );
    expect(gone).toEqual([]);
  });

  it("publishes the discovery roots and Kubernetes' operation names", () => {
    expect(ours.paths["/apis/scheduling.core.io/"]?.get).toMatchObject({
      operationId: "getSchedulingAPIGroup",
    });
    expect(ours.paths["/apis/rbac.authorization.core.io/v1/"]?.get).toMatchObject({
      operationId: "getRbacAuthorizationV1APIResources",
    });
    expect(
      ours.paths["/apis/coordination.core.io/v1/namespaces/{namespace}/leases"]?.delete,
    ).toMatchObject({ operationId: "deleteCoordinationV1CollectionNamespacedLease" });
  });

  it("leaves objects open, as Kubernetes does (no additionalProperties: false that would reject a newer field)", () => {
    const closed = Object.entries(ours.definitions)
      .filter(([, d]) => d.additionalProperties === false)
      .map(([name]) => name);
    expect(closed).toEqual([]);
  });
});
