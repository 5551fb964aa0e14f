// Copied by corespec from templates/runtime/total.ts. DO NOT EDIT: change the template and run `npm run generate`.
/**
 * What keeps every entry point total: validators, update validators and unknown-field finders
 * run on the caller's value as it is (the fast path: no copy), and only when that throws (a
 * getter that throws, a revoked Proxy, a cycle where a value is serialized) they run again on
 * a plain-data snapshot of the value, with an error at each path that could not be read.
 */
import { child, index, invalid, newCollector, result, typeInvalid } from "./errors.js";
import { featureGates } from "./feature-gates.js";
import { MAX_LIST_ITEMS } from "./values.js";
const message = (error) => (error instanceof Error ? error.message : String(error));
/**
 * A plain-data copy of a value: objects and lists copied (each once: shared values stay shared,
 * a value that contains itself is cut and reported), unreadable properties left out and
 * reported. Iterative, so no nesting overflows the stack.
 */
export function snapshot(value) {
    const problems = [];
    if (value === null || typeof value !== "object")
        return { value, problems };
    const copies = new Map();
    const open = new Set();
    const stack = [];
    const visit = (source, path) => {
        const existing = copies.get(source);
        if (existing !== undefined) {
            if (!open.has(source))
                return existing;
            problems.push({ path, detail: "must not contain itself" });
            return null;
        }
        let array;
        try {
            array = Array.isArray(source);
        }
        catch (error) {
            problems.push({ path, detail: `cannot be read: ${message(error)}` });
            return null;
        }
        const target = array ? [] : {};
        copies.set(source, target);
        open.add(source);
        stack.push({ done: source }, { source, target, path });
        return target;
    };
    const root = visit(value, "");
    while (stack.length) {
        const frame = stack.pop();
        if ("done" in frame) {
            open.delete(frame.done);
            continue;
        }
        const { source, target, path } = frame;
        let keys;
        try {
            if (Array.isArray(target) && source.length > MAX_LIST_ITEMS) {
                problems.push({ path, detail: `must have at most ${MAX_LIST_ITEMS} items` });
                continue;
            }
            keys = Object.keys(source);
        }
        catch (error) {
            problems.push({ path, detail: `cannot be read: ${message(error)}` });
            continue;
        }
        for (const k of keys) {
            const at = Array.isArray(target) ? index(path, Number(k)) : child(path, k);
            let v;
            try {
                v = source[k];
            }
            catch (error) {
                problems.push({ path: at, detail: `cannot be read: ${message(error)}` });
                continue;
            }
            const c = v !== null && typeof v === "object" ? visit(v, at) : v;
            if (Array.isArray(target))
                target[Number(k)] = c;
            else
                Object.defineProperty(target, k, { value: c, enumerable: true, writable: true, configurable: true });
        }
    }
    return { value: root, problems };
}
function report(c, problems) {
    for (const p of problems)
        invalid(c, p.path, "<object>", p.detail);
}
/** Runs a check on a value, and again on its snapshot when the value cannot be read as data. */
function checked(update, run, value, old, options) {
    const gates = featureGates(options?.featureGates);
    const c = newCollector(update, gates);
    try {
        run(c, value, old);
        return result(c);
    }
    catch {
        const safe = snapshot(value);
        const safeOld = update ? snapshot(old).value : undefined;
        const again = newCollector(update, gates);
        report(again, safe.problems);
        try {
            run(again, safe.value, safeOld);
        }
        catch (error) {
            typeInvalid(again, "", "<object>", `JSON data (${message(error)})`);
        }
        return result(again);
    }
}
/** The public validator of a type, from its check. */
export function validator(validateAt) {
    const run = (c, value) => validateAt(value, "", c);
    return (value, options) => checked(false, run, value, undefined, options);
}
/** The public update validator of a type, from its check and its update check. */
export function updateValidator(validateAt, updateAt) {
    const run = (c, value, old) => {
        validateAt(value, "", c);
        updateAt(value, old, "", c);
    };
    return (value, old, options) => checked(true, run, value, old, options);
}
/** Any check through a collector (dispatch by kind or type name); never throws. */
export function collect(update, run, value, old, options) {
    return checked(update, run, value, old, options);
}
/** `findUnknownFields<Type>`: the paths of unknown fields; never throws (unreadable parts are skipped). */
export function unknownFields(value, unknownFieldsAt) {
    const found = [];
    try {
        unknownFieldsAt(value, "", found);
        return found;
    }
    catch {
        const again = [];
        try {
            unknownFieldsAt(snapshot(value).value, "", again);
        }
        catch {
            // Nothing more can be said of a value that fails even as plain data.
        }
        return again;
    }
}
/** Adds to `found` the path of each key of `value` its type does not define. */
export function unknownKeys(value, known, path, found) {
    for (const key of Object.keys(value))
        if (!known.has(key))
            found.push(child(path, key));
}
