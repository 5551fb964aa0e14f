// Copied by corespec from templates/server/apimachinery/patch/json-patch.ts. DO NOT EDIT: change the template and run `npm run generate`.

/**
 * `application/json-patch+json`: RFC 6902, the operations applied by fast-json-patch after
 * each one is checked the way evanphx/json-patch (Kubernetes' library) checks it.
 */
import { Buffer } from "node:buffer";
import jsonpatch from "fast-json-patch";
import { deepEqual } from "@corespec/api/runtime/values.js";
import { badRequest, requestEntityTooLarge, unprocessableEntity } from "../status.js";
import { clone, guardDepth, has, isObject, jsonKind, type JsonObject } from "./values.js";

/** The most operations of a JSON patch (Kubernetes' maxJSONPatchOperations). */
export const MAX_JSON_PATCH_OPERATIONS = 10000;

/**
 * The most bytes the `copy` operations of one JSON patch may add, counted as the JSON of what
 * they copy: Kubernetes' JSONPatchMaxCopyBytes (3 MiB, k8s.io/apiserver/pkg/server/config.go),
 * which it sets as evanphx/json-patch's AccumulatedCopySizeLimit. A copy can double a value,
 * so without it a patch of 40 operations needs terabytes.
 */
export const MAX_JSON_PATCH_COPY_BYTES: number = 3 * 1024 * 1024;

type Container = JsonObject | unknown[];

function unescapeToken(token: string): string {
  return token.indexOf("~") < 0 ? token : token.replace(/~1/g, "/").replace(/~0/g, "~");
}

/** The container a pointer's last token lives in, and that token; undefined when a step is missing. */
function locate(doc: unknown, path: string): { container: Container; key: string } | undefined {
  if (!path.startsWith("/")) return undefined;
  const tokens = path.split("/").slice(1).map(unescapeToken);
  let current: unknown = doc;
  for (let i = 0; i < tokens.length - 1; i++) {
    const t = tokens[i]!;
    if (Array.isArray(current)) {
      const idx = arrayIndex(t);
      current = typeof idx === "number" && idx < current.length ? current[idx] : undefined;
    } else if (isObject(current)) current = has(current, t) ? current[t] : undefined;
    else return undefined;
    if (current === null || typeof current !== "object") return undefined;
  }
  if (current === null || typeof current !== "object") return undefined;
  return { container: current as Container, key: tokens[tokens.length - 1]! };
}

/** An array token as an index (digits only; Kubernetes' negative indices are not supported), or Go's error text. */
function arrayIndex(token: string): number | string {
  if (/^-[0-9]+$/.test(token))
    return `Unable to access invalid index: ${token}: invalid index referenced`;
  if (!/^[0-9]+$/.test(token))
    return `strconv.Atoi: parsing ${JSON.stringify(token)}: invalid syntax`;
  const n = Number(token);
  if (!Number.isSafeInteger(n))
    return `Unable to access invalid index: ${token}: invalid index referenced`;
  return n;
}

/** The value at container[key] (own properties only), or an error text for a bad array index. */
function get(container: Container, key: string): { value: unknown; found: boolean } | string {
  if (Array.isArray(container)) {
    const idx = arrayIndex(key);
    if (typeof idx === "string") return idx;
    if (idx >= container.length)
      return `Unable to access invalid index: ${idx}: invalid index referenced`;
    return { value: container[idx], found: true };
  }
  return has(container, key)
    ? { value: container[key], found: true }
    : { value: undefined, found: false };
}

/** Why an add of container[key] cannot be done, or undefined. */
function addProblem(container: Container, key: string): string | undefined {
  if (!Array.isArray(container) || key === "-") return undefined;
  const idx = arrayIndex(key);
  if (typeof idx === "string") return idx;
  if (idx > container.length)
    return `Unable to access invalid index: ${idx}: invalid index referenced`;
  return undefined;
}

/** Why a remove of container[key] cannot be done, or undefined. */
function removeProblem(container: Container, key: string): string | undefined {
  if (Array.isArray(container)) {
    const idx = arrayIndex(key);
    if (typeof idx === "string") return idx;
    if (idx >= container.length)
      return `Unable to access invalid index: ${idx}: invalid index referenced`;
    return undefined;
  }
  return has(container, key)
    ? undefined
    : `Unable to remove nonexistent key: ${key}: missing value`;
}

/** An operation member decoded as a string (evanphx's Path()/From()): the text, or why not. */
function member(op: JsonObject, name: "path" | "from"): string | { error: string } {
  const v = has(op, name) ? op[name] : null;
  if (v === null)
    return {
      error:
        name === "path"
          ? "operation missing path field: missing value"
          : "operation, missing from field: missing value",
    };
  if (typeof v !== "string")
    return { error: `json: cannot unmarshal ${jsonKind(v)} into Go value of type string` };
  return v;
}

function libraryApply(
  doc: JsonObject,
  op: { op: "add" | "remove" | "replace"; path: string; value?: unknown },
): void {
  const operation =
    op.op === "remove"
      ? { op: "remove" as const, path: op.path }
      : { op: op.op, path: op.path, value: op.value };
  jsonpatch.applyOperation(doc, operation, false, true, true);
}

/** Applies one operation; returns why it does not apply, as evanphx/json-patch words it. `budget`: the bytes copied so far. */
function applyOperation(
  doc: JsonObject,
  op: JsonObject,
  budget: { copied: number },
): string | undefined {
  const kind = typeof op.op === "string" ? op.op : "unknown";
  const value = has(op, "value") ? clone(op.value) : null;
  switch (kind) {
    case "add": {
      const path = member(op, "path");
      if (typeof path !== "string") return "add operation failed to decode path: missing value";
      const at = locate(doc, path);
      if (at === undefined)
        return `add operation does not apply: doc is missing path: "${path}": missing value`;
      const problem = addProblem(at.container, at.key);
      if (problem !== undefined) return `error in add for path: '${path}': ${problem}`;
      libraryApply(doc, { op: "add", path, value });
      return undefined;
    }
    case "remove": {
      const path = member(op, "path");
      if (typeof path !== "string") return "remove operation failed to decode path: missing value";
      const at = locate(doc, path);
      if (at === undefined)
        return `remove operation does not apply: doc is missing path: "${path}": missing value`;
      const problem = removeProblem(at.container, at.key);
      if (problem !== undefined) return `error in remove for path: '${path}': ${problem}`;
      libraryApply(doc, { op: "remove", path });
      return undefined;
    }
    case "replace": {
      const path = member(op, "path");
      if (typeof path !== "string") return `replace operation failed to decode path: ${path.error}`;
      const at = locate(doc, path);
      if (at === undefined)
        return `replace operation does not apply: doc is missing path: ${path}: missing value`;
      const found = get(at.container, at.key);
      if (typeof found === "string" || !found.found)
        return `replace operation does not apply: doc is missing key: ${path}: missing value`;
      libraryApply(doc, { op: "replace", path, value });
      return undefined;
    }
    case "move": {
      const from = member(op, "from");
      if (typeof from !== "string") return `move operation failed to decode from: ${from.error}`;
      const source = locate(doc, from);
      if (source === undefined)
        return `move operation does not apply: doc is missing from path: ${from}: missing value`;
      const moved = get(source.container, source.key);
      if (typeof moved === "string") return `error in move for path: '${source.key}': ${moved}`;
      const problem = removeProblem(source.container, source.key);
      if (problem !== undefined) return `error in move for path: '${source.key}': ${problem}`;
      libraryApply(doc, { op: "remove", path: from });
      const path = member(op, "path");
      if (typeof path !== "string") return `move operation failed to decode path: ${path.error}`;
      const at = locate(doc, path);
      if (at === undefined)
        return `move operation does not apply: doc is missing destination path: ${path}: missing value`;
      const addIssue = addProblem(at.container, at.key);
      if (addIssue !== undefined) return `error in move for path: '${path}': ${addIssue}`;
      libraryApply(doc, { op: "add", path, value: moved.value });
      return undefined;
    }
    case "copy": {
      const from = member(op, "from");
      if (typeof from !== "string") return `copy operation failed to decode from: ${from.error}`;
      const source = locate(doc, from);
      const copied = source === undefined ? undefined : get(source.container, source.key);
      if (copied === undefined || (typeof copied !== "string" && !copied.found))
        return `copy operation does not apply: doc is missing from path: ${from}: missing value`;
      if (typeof copied === "string") return `error in copy for from: '${from}': ${copied}`;
      const path = member(op, "path");
      if (typeof path !== "string") return "copy operation failed to decode path: missing value";
      const at = locate(doc, path);
      if (at === undefined)
        return `copy operation does not apply: doc is missing destination path: ${path}: missing value`;
      // evanphx/json-patch (v4) counts the JSON of each copied value before adding it.
      budget.copied += Buffer.byteLength(JSON.stringify(copied.value) ?? "null");
      if (budget.copied > MAX_JSON_PATCH_COPY_BYTES) {
        return `Unable to complete the copy, the accumulated size increase of copy is ${budget.copied}, exceeding the limit ${MAX_JSON_PATCH_COPY_BYTES}`;
      }
      const problem = addProblem(at.container, at.key);
      if (problem !== undefined)
        return `error while adding value during copy: error in add for path: '${path}': ${problem}`;
      libraryApply(doc, { op: "add", path, value: clone(copied.value) });
      return undefined;
    }
    case "test": {
      const path = member(op, "path");
      if (typeof path !== "string") return `test operation failed to decode path: ${path.error}`;
      const at = locate(doc, path);
      if (at === undefined)
        return `test operation does not apply: is missing path: ${path}: missing value`;
      const found = get(at.container, at.key);
      if (typeof found === "string") return `error in test for path: '${path}': ${found}`;
      const actual = found.found ? found.value : null;
      // evanphx: a missing or null value equals a null or absent one.
      if (actual === null)
        return value === null ? undefined : `testing value ${path} failed: test failed`;
      return value !== null && deepEqual(actual, value)
        ? undefined
        : `testing value ${path} failed: test failed`;
    }
    default:
      return `Unexpected kind: ${kind}`;
  }
}

/** RFC 6902 JSON Patch on a copy of `current`. */
export function applyJsonPatch(current: object, patch: unknown): object {
  guardDepth(current, patch);
  if (patch === null) return clone(current);
  if (!Array.isArray(patch))
    throw badRequest(
      `json: cannot unmarshal ${jsonKind(patch)} into Go value of type jsonpatch.Patch`,
    );
  for (const op of patch) {
    if (op !== null && !isObject(op))
      throw badRequest(
        `json: cannot unmarshal ${jsonKind(op)} into Go value of type jsonpatch.Operation`,
      );
  }
  if (patch.length > MAX_JSON_PATCH_OPERATIONS) {
    throw requestEntityTooLarge(
      `The allowed maximum operations in a JSON patch is ${MAX_JSON_PATCH_OPERATIONS}, got ${patch.length}`,
    );
  }
  const doc = clone(current) as JsonObject;
  const budget = { copied: 0 };
  for (const op of patch as (JsonObject | null)[]) {
    let problem: string | undefined;
    try {
      problem = applyOperation(doc, op ?? {}, budget);
    } catch (error) {
      problem = (error as Error).message;
    }
    if (problem !== undefined) throw unprocessableEntity(problem);
  }
  return doc;
}
