// Copied by corespec from templates/server/apimachinery/patch.ts. DO NOT EDIT: change the template and run `npm run generate`.
/**
 * PATCH bodies applied to a stored object, as a Kubernetes API server applies them:
 *
 * - `application/json-patch+json`: RFC 6902, the operations applied by fast-json-patch after
 *   each one is checked the way evanphx/json-patch (Kubernetes' library) checks it. The first
 *   operation that does not apply fails the whole patch with 422 (Kubernetes' generic message,
 *   the specific reason as the cause); a body that is not a list of operations is 400; more than
 *   10000 operations is 413.
 * - `application/merge-patch+json`: RFC 7386 as evanphx/json-patch's MergePatch does it; a
 *   patch that is not an object is 400 `Invalid JSON Patch`.
 * - `application/strategic-merge-patch+json`: k8s.io/apimachinery strategicpatch
 *   (StrategicMergeMapPatch) over the PatchMeta the generator writes per kind: lists with the
 *   merge strategy merge by their merge key (maps) or by value (scalars), other lists and
 *   `replace` maps are replaced; `$patch: replace|delete`, `$deleteFromPrimitiveList/<list>`,
 *   `$setElementOrder/<list>` and `$retainKeys` directives; element order as Kubernetes orders
 *   it. Errors Kubernetes answers 400 or 422 are 400 or 422; the ones it leaves as a 500 (a
 *   list item without its merge key, an unknown `$patch`) are 400 here.
 * - `application/apply-patch+yaml`: 415, server-side apply is not supported.
 *
 * The stored object and the patch are never modified. Keys named `__proto__` stay own data
 * properties; inherited names (`constructor`, `toString`) are never taken for fields.
 */
import { Buffer } from "node:buffer";
import jsonpatch from "fast-json-patch";
import { deepEqual } from "@corespec/api/runtime/values.js";
import { mediaType } from "./media-types.js";
import { badRequest, requestEntityTooLarge, unprocessableEntity, unsupportedMediaType, } from "./status.js";
/** Patch media types. */
export const JSON_PATCH = "application/json-patch+json";
export const MERGE_PATCH = "application/merge-patch+json";
export const STRATEGIC_MERGE_PATCH = "application/strategic-merge-patch+json";
export const APPLY_PATCH_YAML = "application/apply-patch+yaml";
export const APPLY_PATCH_CBOR = "application/apply-patch+cbor";
/** The patch types served, as a 415 lists them. */
export const SUPPORTED_PATCH_TYPES = [
    JSON_PATCH,
    MERGE_PATCH,
    STRATEGIC_MERGE_PATCH,
];
/** The most operations of a JSON patch (Kubernetes' maxJSONPatchOperations). */
export const MAX_JSON_PATCH_OPERATIONS = 10000;
/**
 * The most bytes the `copy` operations of one JSON patch may add, counted as the JSON of what
 * they copy: Kubernetes' JSONPatchMaxCopyBytes (3 MiB, k8s.io/apiserver/pkg/server/config.go),
 * which it sets as evanphx/json-patch's AccumulatedCopySizeLimit. A copy can double a value,
 * so without it a patch of 40 operations needs terabytes.
 */
export const MAX_JSON_PATCH_COPY_BYTES = 3 * 1024 * 1024;
/** The deepest nesting a patch or patched object may have. */
export const MAX_PATCH_DEPTH = 1000;
/** The 415 for server-side apply. */
export const APPLY_NOT_SUPPORTED = "apply patches are not supported yet; use a merge or strategic merge patch";
function isObject(value) {
    return typeof value === "object" && value !== null && !Array.isArray(value);
}
function has(object, key) {
    return Object.prototype.hasOwnProperty.call(object, key);
}
/** Sets an own data property, even for `__proto__`. */
function setOwn(object, key, value) {
    if (key === "__proto__")
        Object.defineProperty(object, key, {
            value,
            enumerable: true,
            writable: true,
            configurable: true,
        });
    else
        object[key] = value;
}
function clone(value) {
    if (value === null || typeof value !== "object")
        return value;
    if (Array.isArray(value))
        return value.map((v) => clone(v));
    const out = {};
    for (const k of Object.keys(value))
        setOwn(out, k, clone(value[k]));
    return out;
}
/** The nesting depth of a JSON value, counted without recursion. */
function depthOf(value) {
    let max = 0;
    const stack = [[value, 0]];
    while (stack.length > 0) {
        const [v, d] = stack.pop();
        if (v === null || typeof v !== "object")
            continue;
        if (d + 1 > max)
            max = d + 1;
        if (max > MAX_PATCH_DEPTH)
            return max;
        for (const child of Array.isArray(v) ? v : Object.values(v))
            if (child !== null && typeof child === "object")
                stack.push([child, d + 1]);
    }
    return max;
}
/** The name Go's json errors give a JSON value's type. */
function jsonKind(value) {
    if (Array.isArray(value))
        return "array";
    if (value === null)
        return "null";
    if (typeof value === "object")
        return "object";
    if (typeof value === "boolean")
        return "bool";
    return typeof value;
}
/** Go's %v of a decoded JSON value (`map[a:1 b:[x y]]`), cut past 1024 characters so errors stay small. */
function goValue(value) {
    const text = goFormat(value, 0);
    return text.length > 1024 ? `${text.slice(0, 1024)}...` : text;
}
function goFormat(value, depth) {
    if (depth > 20)
        return "...";
    if (value === null || value === undefined)
        return "<nil>";
    if (Array.isArray(value))
        return `[${value.map((v) => goFormat(v, depth + 1)).join(" ")}]`;
    if (typeof value === "object") {
        const keys = Object.keys(value).sort();
        return `map[${keys.map((k) => `${k}:${goFormat(value[k], depth + 1)}`).join(" ")}]`;
    }
    return String(value);
}
/** Apply a patch of the given Content-Type to a copy of `current`. Throws ApiError. */
export function applyPatch(current, contentType, patch, meta) {
    const type = mediaType(contentType);
    if (type === APPLY_PATCH_YAML || type === APPLY_PATCH_CBOR)
        throw unsupportedMediaType(APPLY_NOT_SUPPORTED);
    if (type !== JSON_PATCH && type !== MERGE_PATCH && type !== STRATEGIC_MERGE_PATCH)
        throw unsupportedMediaType(SUPPORTED_PATCH_TYPES);
    if (type === JSON_PATCH)
        return applyJsonPatch(current, patch);
    if (type === MERGE_PATCH)
        return applyMergePatch(current, patch);
    return applyStrategicMergePatch(current, patch, meta);
}
/** Rejects values nested past MAX_PATCH_DEPTH, so the recursive merges cannot overflow the stack. */
function guardDepth(current, patch) {
    if (depthOf(patch) > MAX_PATCH_DEPTH)
        throw badRequest(`the patch nests deeper than ${MAX_PATCH_DEPTH} levels`);
    if (depthOf(current) > MAX_PATCH_DEPTH)
        throw badRequest(`the object nests deeper than ${MAX_PATCH_DEPTH} levels`);
}
function unescapeToken(token) {
    return token.indexOf("~") < 0 ? token : token.replace(/~1/g, "/").replace(/~0/g, "~");
}
/** The container a pointer's last token lives in, and that token; undefined when a step is missing. */
function locate(doc, path) {
    if (!path.startsWith("/"))
        return undefined;
    const tokens = path.split("/").slice(1).map(unescapeToken);
    let current = doc;
    for (let i = 0; i < tokens.length - 1; i++) {
        const t = tokens[i];
        if (Array.isArray(current)) {
            const idx = arrayIndex(t);
            current = typeof idx === "number" && idx < current.length ? current[idx] : undefined;
        }
        else if (isObject(current))
            current = has(current, t) ? current[t] : undefined;
        else
            return undefined;
        if (current === null || typeof current !== "object")
            return undefined;
    }
    if (current === null || typeof current !== "object")
        return undefined;
    return { container: current, key: tokens[tokens.length - 1] };
}
/** An array token as an index (digits only; Kubernetes' negative indices are not supported), or Go's error text. */
function arrayIndex(token) {
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
function get(container, key) {
    if (Array.isArray(container)) {
        const idx = arrayIndex(key);
        if (typeof idx === "string")
            return idx;
        if (idx >= container.length)
            return `Unable to access invalid index: ${idx}: invalid index referenced`;
        return { value: container[idx], found: true };
    }
    return has(container, key)
        ? { value: container[key], found: true }
        : { value: undefined, found: false };
}
/** Why an add of container[key] cannot be done, or undefined. */
function addProblem(container, key) {
    if (!Array.isArray(container) || key === "-")
        return undefined;
    const idx = arrayIndex(key);
    if (typeof idx === "string")
        return idx;
    if (idx > container.length)
        return `Unable to access invalid index: ${idx}: invalid index referenced`;
    return undefined;
}
/** Why a remove of container[key] cannot be done, or undefined. */
function removeProblem(container, key) {
    if (Array.isArray(container)) {
        const idx = arrayIndex(key);
        if (typeof idx === "string")
            return idx;
        if (idx >= container.length)
            return `Unable to access invalid index: ${idx}: invalid index referenced`;
        return undefined;
    }
    return has(container, key)
        ? undefined
        : `Unable to remove nonexistent key: ${key}: missing value`;
}
/** An operation member decoded as a string (evanphx's Path()/From()): the text, or why not. */
function member(op, name) {
    const v = has(op, name) ? op[name] : null;
    if (v === null)
        return {
            error: name === "path"
                ? "operation missing path field: missing value"
                : "operation, missing from field: missing value",
        };
    if (typeof v !== "string")
        return { error: `json: cannot unmarshal ${jsonKind(v)} into Go value of type string` };
    return v;
}
function libraryApply(doc, op) {
    const operation = op.op === "remove"
        ? { op: "remove", path: op.path }
        : { op: op.op, path: op.path, value: op.value };
    jsonpatch.applyOperation(doc, operation, false, true, true);
}
/** Applies one operation; returns why it does not apply, as evanphx/json-patch words it. `budget`: the bytes copied so far. */
function applyOperation(doc, op, budget) {
    const kind = typeof op.op === "string" ? op.op : "unknown";
    const value = has(op, "value") ? clone(op.value) : null;
    switch (kind) {
        case "add": {
            const path = member(op, "path");
            if (typeof path !== "string")
                return "add operation failed to decode path: missing value";
            const at = locate(doc, path);
            if (at === undefined)
                return `add operation does not apply: doc is missing path: "${path}": missing value`;
            const problem = addProblem(at.container, at.key);
            if (problem !== undefined)
                return `error in add for path: '${path}': ${problem}`;
            libraryApply(doc, { op: "add", path, value });
            return undefined;
        }
        case "remove": {
            const path = member(op, "path");
            if (typeof path !== "string")
                return "remove operation failed to decode path: missing value";
            const at = locate(doc, path);
            if (at === undefined)
                return `remove operation does not apply: doc is missing path: "${path}": missing value`;
            const problem = removeProblem(at.container, at.key);
            if (problem !== undefined)
                return `error in remove for path: '${path}': ${problem}`;
            libraryApply(doc, { op: "remove", path });
            return undefined;
        }
        case "replace": {
            const path = member(op, "path");
            if (typeof path !== "string")
                return `replace operation failed to decode path: ${path.error}`;
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
            if (typeof from !== "string")
                return `move operation failed to decode from: ${from.error}`;
            const source = locate(doc, from);
            if (source === undefined)
                return `move operation does not apply: doc is missing from path: ${from}: missing value`;
            const moved = get(source.container, source.key);
            if (typeof moved === "string")
                return `error in move for path: '${source.key}': ${moved}`;
            const problem = removeProblem(source.container, source.key);
            if (problem !== undefined)
                return `error in move for path: '${source.key}': ${problem}`;
            libraryApply(doc, { op: "remove", path: from });
            const path = member(op, "path");
            if (typeof path !== "string")
                return `move operation failed to decode path: ${path.error}`;
            const at = locate(doc, path);
            if (at === undefined)
                return `move operation does not apply: doc is missing destination path: ${path}: missing value`;
            const addIssue = addProblem(at.container, at.key);
            if (addIssue !== undefined)
                return `error in move for path: '${path}': ${addIssue}`;
            libraryApply(doc, { op: "add", path, value: moved.value });
            return undefined;
        }
        case "copy": {
            const from = member(op, "from");
            if (typeof from !== "string")
                return `copy operation failed to decode from: ${from.error}`;
            const source = locate(doc, from);
            const copied = source === undefined ? undefined : get(source.container, source.key);
            if (copied === undefined || (typeof copied !== "string" && !copied.found))
                return `copy operation does not apply: doc is missing from path: ${from}: missing value`;
            if (typeof copied === "string")
                return `error in copy for from: '${from}': ${copied}`;
            const path = member(op, "path");
            if (typeof path !== "string")
                return "copy operation failed to decode path: missing value";
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
            if (typeof path !== "string")
                return `test operation failed to decode path: ${path.error}`;
            const at = locate(doc, path);
            if (at === undefined)
                return `test operation does not apply: is missing path: ${path}: missing value`;
            const found = get(at.container, at.key);
            if (typeof found === "string")
                return `error in test for path: '${path}': ${found}`;
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
export function applyJsonPatch(current, patch) {
    guardDepth(current, patch);
    if (patch === null)
        return clone(current);
    if (!Array.isArray(patch))
        throw badRequest(`json: cannot unmarshal ${jsonKind(patch)} into Go value of type jsonpatch.Patch`);
    for (const op of patch) {
        if (op !== null && !isObject(op))
            throw badRequest(`json: cannot unmarshal ${jsonKind(op)} into Go value of type jsonpatch.Operation`);
    }
    if (patch.length > MAX_JSON_PATCH_OPERATIONS) {
        throw requestEntityTooLarge(`The allowed maximum operations in a JSON patch is ${MAX_JSON_PATCH_OPERATIONS}, got ${patch.length}`);
    }
    const doc = clone(current);
    const budget = { copied: 0 };
    for (const op of patch) {
        let problem;
        try {
            problem = applyOperation(doc, op ?? {}, budget);
        }
        catch (error) {
            problem = error.message;
        }
        if (problem !== undefined)
            throw unprocessableEntity(problem);
    }
    return doc;
}
// ---------------------------------------------------------------------------------------------
// JSON Merge Patch (RFC 7386), as evanphx/json-patch's MergePatch
// ---------------------------------------------------------------------------------------------
/** Removes null members of objects (not null elements of lists), at any depth. */
function pruneNulls(value) {
    if (Array.isArray(value)) {
        for (const v of value)
            if (v !== null)
                pruneNulls(v);
    }
    else if (isObject(value)) {
        for (const k of Object.keys(value)) {
            if (value[k] === null)
                delete value[k];
            else
                pruneNulls(value[k]);
        }
    }
    return value;
}
function mergeDocs(doc, patch) {
    for (const k of Object.keys(patch)) {
        const v = patch[k];
        if (v === null)
            delete doc[k];
        else if (!has(doc, k) || doc[k] === null)
            setOwn(doc, k, pruneNulls(v));
        else {
            const cur = doc[k];
            if (!isObject(cur))
                setOwn(doc, k, pruneNulls(v));
            else if (!isObject(v))
                setOwn(doc, k, v);
            else
                mergeDocs(cur, v);
        }
    }
}
/** RFC 7386 JSON Merge Patch on a copy of `current`. */
export function applyMergePatch(current, patch) {
    guardDepth(current, patch);
    if (!isObject(patch))
        throw badRequest("Invalid JSON Patch");
    const doc = clone(current);
    mergeDocs(doc, clone(patch));
    return doc;
}
// ---------------------------------------------------------------------------------------------
// Strategic merge patch (k8s.io/apimachinery/pkg/util/strategicpatch, the apply half)
// ---------------------------------------------------------------------------------------------
const DIRECTIVE = "$patch";
const RETAIN_KEYS = "$retainKeys";
const DELETE_FROM_PRIMITIVE_LIST = "$deleteFromPrimitiveList";
const SET_ELEMENT_ORDER = "$setElementOrder";
const ERR_BAD_PRIMITIVE_LIST = "invalid patch format of primitive list";
const ERR_BAD_RETAIN_KEYS = "invalid patch format of retainKeys";
const ERR_BAD_SET_ELEMENT_ORDER = "invalid patch format of setElementOrder list";
const ERR_NO_LIST_OF_LISTS = "lists of lists are not supported";
/** A patch that does not apply: `invalid` ones are 422 in Kubernetes, the others 400 here. */
class SmpError extends Error {
    invalid;
    constructor(message, invalid = false) {
        super(message);
        this.invalid = invalid;
    }
}
function kindOf(value) {
    if (value === null || value === undefined)
        return "nil";
    if (Array.isArray(value))
        return "slice";
    if (typeof value === "object")
        return "map";
    if (typeof value === "string")
        return "string";
    if (typeof value === "boolean")
        return "bool";
    return "number";
}
function goType(value) {
    switch (kindOf(value)) {
        case "map":
            return "map[string]interface {}";
        case "slice":
            return "[]interface {}";
        case "string":
            return "string";
        case "bool":
            return "bool";
        case "number":
            return Number.isInteger(value) ? "int64" : "float64";
        case "nil":
            return "%!s(<nil>)";
    }
}
function errNoMergeKey(m, key) {
    return new SmpError(`map: ${goValue(m)} does not contain declared merge key: ${key}`);
}
function errBadArgType(expected, actual) {
    return new SmpError(`expected a ${expected}, but received a ${goType(actual)}`);
}
function errBadPatchType(t, m) {
    return new SmpError(`unknown patch type: ${goValue(t)} in map: ${goValue(m)}`);
}
/** The meta of a field or map value. */
function fieldMeta(meta, key) {
    if (meta === undefined)
        return undefined;
    if (meta.fields !== undefined && has(meta.fields, key))
        return meta.fields[key];
    return meta.values;
}
/** The patch strategy without `retainKeys` (extractRetainKeysPatchStrategy). */
function strategyOf(meta) {
    const parts = (meta?.strategy ?? "").split(",").filter((p) => p !== "" && p !== "retainKeys");
    return parts[0] ?? "";
}
function extractKey(key, prefix) {
    const slash = key.indexOf("/");
    if (slash < 0 || key.slice(0, slash) !== prefix) {
        throw new SmpError(prefix === DELETE_FROM_PRIMITIVE_LIST ? ERR_BAD_PRIMITIVE_LIST : ERR_BAD_SET_ELEMENT_ORDER);
    }
    return key.slice(slash + 1);
}
/** Drops maps holding `$patch` (and list items that are such maps), at any depth; false when `value` itself is one. */
function removeDirectives(value) {
    if (Array.isArray(value)) {
        const out = [];
        for (const v of value) {
            const [nv, keep] = removeDirectives(v);
            if (keep)
                out.push(nv);
        }
        return [out, true];
    }
    if (isObject(value)) {
        if (has(value, DIRECTIVE))
            return [null, false];
        for (const k of Object.keys(value)) {
            const [nv, keep] = removeDirectives(value[k]);
            if (keep)
                setOwn(value, k, nv);
            else
                delete value[k];
        }
    }
    return [value, true];
}
function discardNulls(value) {
    if (Array.isArray(value))
        for (const v of value)
            discardNulls(v);
    else if (isObject(value)) {
        for (const k of Object.keys(value)) {
            if (value[k] === null)
                delete value[k];
            else
                discardNulls(value[k]);
        }
    }
}
/** Takes a patch value into the result where the original has none (or one of another type). */
function takePatchValue(original, key, value) {
    discardNulls(value);
    const [v, keep] = removeDirectives(value);
    if (keep)
        setOwn(original, key, v);
    else
        delete original[key];
}
function mergeMap(original, patch, meta) {
    if (has(patch, DIRECTIVE))
        return directiveInMap(patch[DIRECTIVE], patch);
    const out = original ?? {};
    applyRetainKeys(out, patch);
    mergeSetElementOrder(out, patch, meta);
    for (const k of Object.keys(patch)) {
        const patchV = patch[k];
        let key = k;
        let isDeleteList = false;
        if (k.startsWith(DELETE_FROM_PRIMITIVE_LIST)) {
            key = extractKey(k, DELETE_FROM_PRIMITIVE_LIST);
            isDeleteList = true;
        }
        if (patchV === null) {
            delete out[key];
            continue;
        }
        if (!has(out, key)) {
            if (!isDeleteList)
                takePatchValue(out, key, patchV);
            continue;
        }
        const originalV = out[key];
        const kind = kindOf(originalV);
        if (kind !== kindOf(patchV)) {
            if (!isDeleteList)
                takePatchValue(out, key, patchV);
            continue;
        }
        const child = fieldMeta(meta, key);
        if (kind === "map") {
            setOwn(out, key, strategyOf(child) === "replace"
                ? patchV
                : mergeMap(originalV, patchV, child));
        }
        else if (kind === "slice") {
            setOwn(out, key, mergeSliceHandler(originalV, patchV, child, isDeleteList));
        }
        else {
            const [v, keep] = removeDirectives(patchV);
            if (keep)
                setOwn(out, key, v);
            else
                delete out[key];
        }
    }
    return out;
}
function directiveInMap(directive, patch) {
    if (directive === "replace") {
        delete patch[DIRECTIVE];
        return patch;
    }
    if (directive === "delete")
        return {};
    throw errBadPatchType(directive, patch);
}
function applyRetainKeys(original, patch) {
    if (!has(patch, RETAIN_KEYS))
        return;
    const list = patch[RETAIN_KEYS];
    delete patch[RETAIN_KEYS];
    if (!Array.isArray(list))
        throw new SmpError(ERR_BAD_RETAIN_KEYS);
    const retained = new Set(list);
    for (const k of Object.keys(patch)) {
        if (patch[k] === null ||
            k.startsWith(DELETE_FROM_PRIMITIVE_LIST) ||
            k.startsWith(SET_ELEMENT_ORDER))
            continue;
        if (!retained.has(k))
            throw new SmpError(ERR_BAD_RETAIN_KEYS);
    }
    for (const k of Object.keys(original))
        if (!retained.has(k))
            delete original[k];
}
/** `$setElementOrder/<list>` with the list it orders (mergePatchIntoOriginal). */
function mergeSetElementOrder(original, patch, meta) {
    for (const key of Object.keys(patch)) {
        if (!key.startsWith(SET_ELEMENT_ORDER))
            continue;
        const order = patch[key];
        delete patch[key];
        if (!Array.isArray(order))
            throw errBadArgType("[]interface {}", order);
        const listKey = extractKey(key, SET_ELEMENT_ORDER);
        const foundOriginal = has(original, listKey);
        const foundPatch = has(patch, listKey);
        const originalList = foundOriginal ? original[listKey] : [];
        const patchList = foundPatch ? patch[listKey] : [];
        if (!Array.isArray(originalList))
            throw errBadArgType("[]interface {}", originalList);
        if (!Array.isArray(patchList))
            throw errBadArgType("[]interface {}", patchList);
        const child = fieldMeta(meta, listKey);
        const mergeKey = child?.mergeKey ?? "";
        validateWithSetOrder(patchList, order, mergeKey);
        const view = { items: originalList.slice(), len: originalList.length };
        let merged;
        if (foundOriginal && !foundPatch)
            merged = originalList;
        else if (!foundOriginal && foundPatch)
            merged = removeDirectives(patchList)[0];
        else if (foundOriginal && foundPatch)
            merged = mergeSliceHandler(originalList, patchList, child, false, view);
        else
            continue;
        if (originalList.length === 0 && patchList.length === 0) {
            setOwn(original, listKey, merged);
            delete patch[listKey];
            continue;
        }
        const [patchItems, serverOnly] = mergeKey === "" ? partitionPrimitives(merged, order) : partitionMaps(merged, order, mergeKey);
        const kind = elementKind(originalList, patchList);
        // The live order is the original list as Go sees it after the merge wrote into its array.
        setOwn(original, listKey, normalizeElementOrder(patchItems, serverOnly, order, view.items, mergeKey, kind));
        delete patch[listKey];
    }
}
function containsDirective(item) {
    return isObject(item) && has(item, DIRECTIVE);
}
function mergeKeyValueEqual(left, right, mergeKey) {
    if (mergeKey === "")
        return left === right;
    if (!isObject(left))
        throw errBadArgType("map[string]interface {}", left);
    if (!isObject(right))
        throw errBadArgType("map[string]interface {}", right);
    if (!has(left, mergeKey))
        throw errNoMergeKey(left, mergeKey);
    if (!has(right, mergeKey))
        throw errNoMergeKey(right, mergeKey);
    return left[mergeKey] === right[mergeKey];
}
/** The patch list's items must come in the order `$setElementOrder` gives (deletions aside). */
function validateWithSetOrder(patchList, order, mergeKey) {
    if (order.length === 0 || patchList.length === 0)
        return;
    const nonDelete = mergeKey !== "" ? extractToDelete(patchList)[0] : patchList;
    let p = 0;
    let s = 0;
    while (p < nonDelete.length && s < order.length) {
        if (containsDirective(nonDelete[p])) {
            p++;
            continue;
        }
        if (mergeKeyValueEqual(nonDelete[p], order[s], mergeKey))
            p++;
        s++;
    }
    if (p < nonDelete.length && s >= order.length) {
        throw new SmpError(`the order in patch list:\n${goValue(patchList)}\n doesn't match ${SET_ELEMENT_ORDER} list:\n${goValue(order)}`);
    }
}
function mergeSliceHandler(original, patch, meta, isDeleteList, view) {
    if (strategyOf(meta) === "merge" || isDeleteList)
        return mergeSlice(original, patch, meta?.items, meta?.mergeKey ?? "", isDeleteList, view);
    return patch;
}
/** Deletes, one by one, every item whose merge key has `value` (deleteMatchingEntries), as Go shifts the array. */
function deleteMatching(view, mergeKey, value) {
    const n = view.len;
    if (n === 0)
        return;
    const last = view.items[n - 1];
    let kept = 0;
    for (let i = 0; i < n; i++) {
        const item = view.items[i];
        if (isObject(item) && has(item, mergeKey) && item[mergeKey] === value)
            continue;
        view.items[kept++] = item;
    }
    // Each single deletion leaves the array's last slot as it was: the tail keeps the old last item.
    for (let i = kept; i < n; i++)
        view.items[i] = last;
    view.len = kept;
}
/** The kind of the elements of lists, which must all be alike and not lists (sliceElementType). */
function elementKind(...lists) {
    let kind;
    for (const list of lists) {
        for (const v of list) {
            const k = kindOf(v);
            if (kind === undefined) {
                if (k === "slice")
                    throw new SmpError(ERR_NO_LIST_OF_LISTS, true);
                kind = k;
            }
            else if (k !== kind)
                throw new SmpError(`list element types are not identical: ${goValue(lists)}`);
        }
    }
    if (kind === undefined)
        throw new SmpError("no elements in any of the given slices");
    if (kind === "nil")
        throw new SmpError(`list element types are not identical: ${goValue(lists)}`);
    return kind;
}
function mergeSlice(original, patch, itemMeta, mergeKey, isDeleteList, view) {
    if (original.length === 0 && patch.length === 0)
        return original;
    const kind = elementKind(original, patch);
    let merged;
    if (kind !== "map") {
        if (isDeleteList) {
            const drop = new Set(patch);
            return original.filter((v) => !drop.has(v));
        }
        merged = [...new Set([...original, ...patch])];
    }
    else {
        if (mergeKey === "")
            throw new SmpError("cannot merge lists without merge key for type map");
        const backing = view ?? { items: original.slice(), len: original.length };
        let replaced;
        [original, patch, replaced] = mergeSpecialElements(backing, patch, mergeKey);
        merged = mergeWithoutSpecialElements(original, patch, mergeKey, itemMeta, replaced ? undefined : backing);
    }
    const [patchItems, serverOnly] = mergeKey === "" ? partitionPrimitives(merged, patch) : partitionMaps(merged, patch, mergeKey);
    return normalizeElementOrder(patchItems, serverOnly, patch, original, mergeKey, kind);
}
/**
 * `$patch: delete` items delete by merge key, `$patch: replace` replaces the list
 * (mergeSliceWithSpecialElements). Returns the original left, the plain patch items, and
 * whether the list was replaced.
 */
function mergeSpecialElements(original, patch, mergeKey) {
    const plain = [];
    let replace = false;
    for (const v of patch) {
        if (!has(v, DIRECTIVE)) {
            plain.push(v);
            continue;
        }
        const directive = v[DIRECTIVE];
        if (directive === "delete") {
            if (!has(v, mergeKey))
                throw errNoMergeKey(v, mergeKey);
            deleteMatching(original, mergeKey, v[mergeKey]);
        }
        else if (directive === "replace")
            replace = true;
        else if (directive === "merge")
            throw new SmpError("merging lists cannot yet be specified in the patch");
        else
            throw errBadPatchType(directive, v);
    }
    return replace ? [plain, [], true] : [original.items.slice(0, original.len), plain, false];
}
/**
 * Merges each patch item into the original item of the same merge key, or appends it
 * (mergeSliceWithoutSpecialElements); appends go into `backing` while it has room, as Go's do.
 */
function mergeWithoutSpecialElements(original, patch, mergeKey, itemMeta, backing) {
    const out = original.slice();
    const positions = new Map();
    out.forEach((item, i) => {
        if (!isObject(item))
            throw new SmpError(`value for key ${i} is not a map.`);
        if (has(item, mergeKey) && !positions.has(item[mergeKey]))
            positions.set(item[mergeKey], i);
    });
    for (const v of patch) {
        if (!has(v, mergeKey))
            throw errNoMergeKey(v, mergeKey);
        const value = v[mergeKey];
        const at = value !== null && typeof value === "object" ? undefined : positions.get(value);
        if (at !== undefined)
            out[at] = mergeMap(out[at], v, itemMeta);
        else {
            out.push(v);
            if (!positions.has(value))
                positions.set(value, out.length - 1);
            if (backing !== undefined) {
                if (backing.len < backing.items.length)
                    backing.items[backing.len] = v;
                backing.len++;
            }
        }
    }
    return out;
}
/** Items of `list` present in `by`, and the others (partitionPrimitivesByPresentInList). */
function partitionPrimitives(list, by) {
    const present = new Set(by);
    const inPatch = [];
    const serverOnly = [];
    for (const v of list)
        (present.has(v) ? inPatch : serverOnly).push(v);
    return [inPatch, serverOnly];
}
/** Maps of `list` whose merge key value appears in `by`, and the others (partitionMapsByPresentInList). */
function partitionMaps(list, by, mergeKey) {
    const present = new Set();
    by.forEach((item, i) => {
        if (!isObject(item))
            throw new SmpError(`value for key ${i} is not a map.`);
        if (has(item, mergeKey))
            present.add(item[mergeKey]);
    });
    const inPatch = [];
    const serverOnly = [];
    for (const v of list) {
        if (!isObject(v))
            throw errBadArgType("map[string]interface {}", v);
        if (!has(v, mergeKey))
            throw errNoMergeKey(v, mergeKey);
        const value = v[mergeKey];
        (value !== null && typeof value === "object" ? false : present.has(value))
            ? inPatch.push(v)
            : serverOnly.push(v);
    }
    return [inPatch, serverOnly];
}
/** Items marked `$patch: delete`, split from the others. */
function extractToDelete(list) {
    const keep = [];
    const drop = [];
    for (const v of list) {
        if (!isObject(v))
            throw errBadArgType("map[string]interface {}", v);
        (has(v, DIRECTIVE) && v[DIRECTIVE] === "delete" ? drop : keep).push(v);
    }
    return [keep, drop];
}
/** The position of an item in an order list: by merge key value for maps, by value otherwise (first match). */
function indexer(order, mergeKey, kind) {
    const valueOf = (item) => {
        if (kind !== "map")
            return item;
        if (!isObject(item) || !has(item, mergeKey))
            return null;
        const v = item[mergeKey];
        return v === undefined ? null : v;
    };
    const positions = new Map();
    order.forEach((item, i) => {
        const v = valueOf(item);
        if (!positions.has(v))
            positions.set(v, i);
    });
    return (item) => positions.get(valueOf(item)) ?? -1;
}
function normalizeSliceOrder(toSort, order, mergeKey, kind) {
    let toDelete = [];
    if (kind === "map") {
        for (const list of [toSort, order]) {
            for (const item of list) {
                if (!isObject(item))
                    throw errBadArgType("map[string]interface {}", item);
                if (!has(item, mergeKey))
                    throw errNoMergeKey(item, mergeKey);
            }
        }
        [toSort, toDelete] = extractToDelete(toSort);
    }
    const index = indexer(order, mergeKey, kind);
    const sorted = toSort.slice();
    goSliceStable(sorted, (a, b) => {
        const ia = index(a);
        if (ia >= 0) {
            const ib = index(b);
            if (ib >= 0)
                return ia < ib;
        }
        return true;
    });
    return sorted.concat(toDelete);
}
/**
 * Patch items and server-only items merged into one list: each keeps its own order, and where
 * both were in the live list, the live order decides (normalizeElementOrder + mergeSortedSlice).
 */
function normalizeElementOrder(patchItems, serverOnly, patchOrder, serverOrder, mergeKey, kind) {
    const right = normalizeSliceOrder(patchItems, patchOrder, mergeKey, kind);
    const left = normalizeSliceOrder(serverOnly, serverOrder, mergeKey, kind);
    const index = indexer(serverOrder, mergeKey, kind);
    const out = [];
    let i = 0;
    let j = 0;
    while (i < left.length && j < right.length) {
        const li = index(left[i]);
        const ri = index(right[j]);
        if (li >= 0 && ri >= 0 && li < ri)
            out.push(left[i++]);
        else
            out.push(right[j++]);
    }
    while (i < left.length)
        out.push(left[i++]);
    while (j < right.length)
        out.push(right[j++]);
    return out;
}
/**
 * Go's sort.SliceStable (insertion sort on blocks of 20, then SymMerge), step for step, so an
 * inconsistent `less` (as strategicpatch's is for items missing from the order) orders items
 * exactly as Kubernetes does.
 */
function goSliceStable(data, less) {
    const lt = (i, j) => less(data[i], data[j]);
    const swap = (i, j) => {
        const t = data[i];
        data[i] = data[j];
        data[j] = t;
    };
    const insertionSort = (a, b) => {
        for (let i = a + 1; i < b; i++)
            for (let j = i; j > a && lt(j, j - 1); j--)
                swap(j, j - 1);
    };
    const swapRange = (a, b, n) => {
        for (let i = 0; i < n; i++)
            swap(a + i, b + i);
    };
    const rotate = (a, m, b) => {
        let i = m - a;
        let j = b - m;
        while (i !== j) {
            if (i > j) {
                swapRange(m - i, m, j);
                i -= j;
            }
            else {
                swapRange(m - i, m + j - i, i);
                j -= i;
            }
        }
        swapRange(m - i, m, i);
    };
    const symMerge = (a, m, b) => {
        if (m - a === 1) {
            let i = m;
            let j = b;
            while (i < j) {
                const h = (i + j) >>> 1;
                if (lt(h, a))
                    i = h + 1;
                else
                    j = h;
            }
            for (let k = a; k < i - 1; k++)
                swap(k, k + 1);
            return;
        }
        if (b - m === 1) {
            let i = a;
            let j = m;
            while (i < j) {
                const h = (i + j) >>> 1;
                if (!lt(m, h))
                    i = h + 1;
                else
                    j = h;
            }
            for (let k = m; k > i; k--)
                swap(k, k - 1);
            return;
        }
        const mid = (a + b) >>> 1;
        const n = mid + m;
        let start;
        let r;
        if (m > mid) {
            start = n - b;
            r = mid;
        }
        else {
            start = a;
            r = m;
        }
        const p = n - 1;
        while (start < r) {
            const c = (start + r) >>> 1;
            if (!lt(p - c, c))
                start = c + 1;
            else
                r = c;
        }
        const end = n - start;
        if (start < m && m < end)
            rotate(start, m, end);
        if (a < start && start < mid)
            symMerge(a, start, mid);
        if (mid < end && end < b)
            symMerge(mid, end, b);
    };
    const n = data.length;
    let blockSize = 20;
    let a = 0;
    let b = blockSize;
    while (b <= n) {
        insertionSort(a, b);
        a = b;
        b += blockSize;
    }
    insertionSort(a, n);
    while (blockSize < n) {
        a = 0;
        b = 2 * blockSize;
        while (b <= n) {
            symMerge(a, a + blockSize, b);
            a = b;
            b += 2 * blockSize;
        }
        const m = a + blockSize;
        if (m < n)
            symMerge(a, m, n);
        blockSize *= 2;
    }
}
/** Strategic merge patch on a copy of `current`, with the kind's PatchMeta (none: maps merge, lists replace). */
export function applyStrategicMergePatch(current, patch, meta) {
    guardDepth(current, patch);
    if (patch === null)
        return clone(current);
    if (!isObject(patch))
        throw badRequest(`json: cannot unmarshal ${jsonKind(patch)} into Go value of type map[string]interface {}`);
    try {
        return mergeMap(clone(current), clone(patch), meta);
    }
    catch (error) {
        if (!(error instanceof SmpError))
            throw error;
        throw smpError(error);
    }
}
function smpError(error) {
    return error.invalid ? unprocessableEntity(error.message) : badRequest(error.message);
}
