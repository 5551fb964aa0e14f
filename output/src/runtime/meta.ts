// Copied by corespec from templates/runtime/meta.ts. DO NOT EDIT: change the template and run `npm run generate`.

/**
 * The metadata rules of served kinds, as Kubernetes' ValidateObjectMeta applies them: a name
 * or generateName in the kind's name format, a namespace for namespaced kinds and none for
 * cluster-scoped ones, and a resourceVersion on updates. The fields' own formats (the
 * namespace a DNS label, ...) and immutability come from the ObjectMeta spec.
 */
import {
  alsoInvalid,
  child,
  forbidden,
  full,
  index,
  invalid,
  invalidEach,
  required,
  type Collector,
} from "./errors.js";
import { qualifiedName } from "./formats.js";
import { isObject, own, type JsonObject } from "./values.js";

export type NameCheck = (name: string) => string | undefined;

/** A kind's apiVersion and kind (Kubernetes' TypeMeta), when they are given as strings, must name that kind. */
export function checkTypeMeta(
  apiVersion: unknown,
  kind: unknown,
  path: string,
  c: Collector,
  expectedApiVersion: string,
  expectedKind: string,
): void {
  if (typeof apiVersion === "string" && apiVersion !== "" && apiVersion !== expectedApiVersion) {
    invalid(c, child(path, "apiVersion"), apiVersion, `must be ${expectedApiVersion}`);
  }
  if (typeof kind === "string" && kind !== "" && kind !== expectedKind)
    invalid(c, child(path, "kind"), kind, `must be ${expectedKind}`);
}

/**
 * `kubeFinalizers`: the kind's strategy validates metadata with core's ValidateObjectMeta, which
 * adds validateKubeFinalizerName to apimachinery's rule; false for kinds validated with
 * apimachinery's ValidateObjectMeta alone (Lease, LeaseCandidate, RuntimeClass).
 */
export function checkObjectMeta(
  metadata: unknown,
  path: string,
  c: Collector,
  namespaced: boolean,
  nameCheck: NameCheck,
  kubeFinalizers = true,
): void {
  // Read directly: none of these names is on Object.prototype, as for the generated code.
  const meta: JsonObject = isObject(metadata) ? metadata : {};
  const name = meta.name;
  const generateName = meta.generateName;
  const hasName = typeof name === "string" && name !== "";
  const hasGenerateName = typeof generateName === "string" && generateName !== "";
  if (hasGenerateName) {
    // A generated name is the prefix plus random characters: check the prefix without a trailing "-".
    const prefix = generateName.endsWith("-") ? `${generateName.slice(0, -1)}a` : generateName;
    const problem = nameCheck(prefix);
    if (problem !== undefined) invalidEach(c, child(path, "generateName"), generateName, problem);
  }
  if (hasName) {
    const problem = nameCheck(name);
    if (problem !== undefined) invalidEach(c, child(path, "name"), name, problem);
  } else if (!hasGenerateName) {
    required(c, child(path, "name"), "name or generateName is required");
  }
  const namespace = meta.namespace;
  const hasNamespace = typeof namespace === "string" && namespace !== "";
  // The namespace's own format is checked with the ObjectMeta fields.
  if (namespaced) {
    if (!hasNamespace) required(c, child(path, "namespace"), "");
  } else if (hasNamespace) {
    forbidden(c, child(path, "namespace"), "not allowed on this type");
  }
  checkFinalizerNames(meta.finalizers, child(path, "finalizers"), c, kubeFinalizers);
}

const STANDARD_FINALIZERS: ReadonlySet<string> = new Set([
  "kubernetes",
  "orphan",
  "foregroundDeletion",
]);

/**
 * Finalizer names as Kubernetes checks them: apimachinery's ValidateFinalizers reports a name
 * that is no qualified name on the list itself (`metadata.finalizers`); core's ValidateObjectMeta
 * then reports, on the entry (`metadata.finalizers[i]`), a name without a domain that is none
 * of the standard finalizers.
 */
function checkFinalizerNames(
  finalizers: unknown,
  path: string,
  c: Collector,
  kubeFinalizers: boolean,
): void {
  if (!Array.isArray(finalizers)) return;
  // A plain loop within MAX_LIST_CHECKED entries that stops when the collector is full: a list
  // can claim a length of 2^32 - 1 with no entries (forEach walked every hole of it).
  const n = Math.min(finalizers.length, MAX_LIST_CHECKED);
  for (let i = 0; i < n && !full(c); i++) {
    const name: unknown = finalizers[i];
    if (typeof name !== "string") continue;
    const problem = qualifiedName(name);
    if (problem !== undefined) invalidEach(c, path, name, problem);
    if (kubeFinalizers && !name.includes("/") && !STANDARD_FINALIZERS.has(name)) {
      invalid(
        c,
        index(path, i),
        name,
        "name is neither a standard finalizer name nor is it fully qualified",
      );
    }
  }
}

/** The most entries of a list a metadata check reads: more than a 3 MiB object can hold. */
const MAX_LIST_CHECKED = 2 * 1024 * 1024;

export function checkObjectMetaUpdate(
  metadata: unknown,
  old: unknown,
  path: string,
  c: Collector,
): void {
  const resourceVersion = isObject(metadata) ? own(metadata, "resourceVersion") : undefined;
  if (typeof resourceVersion !== "string" || resourceVersion === "") {
    invalid(
      c,
      child(path, "resourceVersion"),
      resourceVersion ?? "",
      "must be specified for an update",
    );
  }
  const generation = isObject(metadata) ? own(metadata, "generation") : undefined;
  const oldGeneration = isObject(old) ? own(old, "generation") : undefined;
  if (
    typeof generation === "number" &&
    typeof oldGeneration === "number" &&
    generation < oldGeneration
  ) {
    alsoInvalid(c, child(path, "generation"), generation, "must not be decremented");
  }
  // ValidateNoNewFinalizers: an object being deleted may lose finalizers, never gain one.
  const deleting = isObject(metadata) ? own(metadata, "deletionTimestamp") : undefined;
  if (deleting !== undefined && deleting !== null && deleting !== "") {
    const before = new Set(stringsOf(isObject(old) ? own(old, "finalizers") : undefined));
    const added = [
      ...new Set(
        stringsOf(own(metadata as JsonObject, "finalizers")).filter((f) => !before.has(f)),
      ),
    ].sort();
    if (added.length > 0) {
      forbidden(
        c,
        child(path, "finalizers"),
        `no new finalizers can be added if the object is being deleted, found new finalizers []string{${added.map((f) => JSON.stringify(f)).join(", ")}}`,
      );
    }
  }
}

function stringsOf(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === "string") : [];
}
