// Copied by corespec from templates/runtime/errors.ts. DO NOT EDIT: change the template and run `npm run generate`.
/**
 * The most errors one validation collects. Past it, validators stop walking the input, so
 * time stays linear in the input's size and the result small, whatever the input.
 */
export const MAX_ERRORS = 1000;
export function newCollector(update = false, gates = {}) {
    return { errors: [], update, gates };
}
export function full(c) {
    return c.errors.length >= MAX_ERRORS;
}
export function result(c) {
    return { valid: c.errors.length === 0, errors: c.errors };
}
/** `parent.key`, or `key` at the root. */
export function child(path, key) {
    return path === "" ? key : `${path}.${key}`;
}
/** `parent[3]` */
export function index(path, i) {
    return `${path}[${i}]`;
}
/** `parent[key]`, as Kubernetes writes map keys (a key past 256 characters is cut, so errors stay small). */
export function key(path, k) {
    return `${path}[${k.length > 256 ? `${k.slice(0, 256)}...` : k}]`;
}
/** Two rules reaching the same verdict (type, field and bad value) report it once. */
function add(c, error) {
    const errors = c.errors;
    if (errors.length >= MAX_ERRORS)
        return;
    for (let i = errors.length - 1; i >= 0; i--) {
        const e = errors[i];
        if (e.field === error.field && e.type === error.type && e.badValue === error.badValue)
            return;
    }
    errors.push(error);
}
/** A bad value kept in an error: long strings are cut so a megabyte input gives a small error. */
function keep(value) {
    if (typeof value === "string" && value.length > 256)
        return `${value.slice(0, 256)}...`;
    if (value !== null && typeof value === "object")
        return Array.isArray(value) ? "<list>" : "<object>";
    return value;
}
export function required(c, field, detail = "") {
    add(c, { type: "FieldValueRequired", field, detail });
}
export function invalid(c, field, value, detail) {
    add(c, { type: "FieldValueInvalid", field, badValue: keep(value), detail });
}
/**
 * A value with several problems, as a format check gives them (joined with "; "): one Invalid
 * error each, as Kubernetes reports each message of IsDNS1123Label and its kin. The first is a
 * verdict like any other; the rest are further findings of the same check.
 */
export function invalidEach(c, field, value, problems) {
    // Most values have one problem: no split.
    if (!problems.includes("; "))
        return invalid(c, field, value, problems);
    const before = c.errors.length;
    const details = problems.split("; ");
    invalid(c, field, value, details[0]);
    if (c.errors.length === before)
        return;
    for (let i = 1; i < details.length && c.errors.length < MAX_ERRORS; i++)
        c.errors.push({ type: "FieldValueInvalid", field, badValue: keep(value), detail: details[i] });
}
/**
 * A finding of its own on a value another check may already have refused (a generation below
 * zero that is also decremented): reported even then, as Kubernetes' separate checks report it.
 */
export function alsoInvalid(c, field, value, detail) {
    if (c.errors.length >= MAX_ERRORS || c.errors.some((e) => e.field === field && e.detail === detail))
        return;
    c.errors.push({ type: "FieldValueInvalid", field, badValue: keep(value), detail });
}
/** The detail of each list of supported values (the generated modules' constants), written once. */
const supportedDetails = new WeakMap();
export function notSupported(c, field, value, supported) {
    let detail = supportedDetails.get(supported);
    if (detail === undefined)
        supportedDetails.set(supported, (detail = `supported values: ${supported.map((s) => JSON.stringify(s)).join(", ")}`));
    add(c, { type: "FieldValueNotSupported", field, badValue: keep(value), detail });
}
export function tooLong(c, field, value, max, unit) {
    add(c, { type: "FieldValueTooLong", field, badValue: keep(value), detail: `may not be more than ${max} ${unit}` });
}
export function tooMany(c, field, actual, max) {
    add(c, { type: "FieldValueTooMany", field, badValue: actual, detail: `must have at most ${max} items` });
}
export function duplicate(c, field, value) {
    add(c, { type: "FieldValueDuplicate", field, badValue: keep(value), detail: "" });
}
export function forbidden(c, field, detail) {
    add(c, { type: "FieldValueForbidden", field, detail });
}
export function typeInvalid(c, field, value, expected) {
    add(c, { type: "FieldValueTypeInvalid", field, badValue: keep(value), detail: `must be ${expected}` });
}
/** Something other than the value went wrong (Kubernetes' field.InternalError). */
export function internalError(c, field, detail) {
    add(c, { type: "InternalError", field, detail });
}
/** An error as Kubernetes prints it: `spec.leaseName: Required value`, `kind: Unsupported value: "X": supported values: ...`. */
export function formatFieldError(error) {
    const bad = (v) => (typeof v === "string" ? JSON.stringify(v) : String(JSON.stringify(v) ?? v));
    const detail = error.detail ? `: ${error.detail}` : "";
    const field = error.field === "" ? "<root>" : error.field;
    switch (error.type) {
        case "FieldValueRequired": return `${field}: Required value${detail}`;
        case "FieldValueInvalid": return `${field}: Invalid value: ${bad(error.badValue)}${detail}`;
        case "FieldValueNotSupported": return `${field}: Unsupported value: ${bad(error.badValue)}${detail}`;
        case "FieldValueTooLong": return `${field}: Too long${detail}`;
        case "FieldValueTooMany": return `${field}: Too many: ${bad(error.badValue)}${detail}`;
        case "FieldValueDuplicate": return `${field}: Duplicate value: ${bad(error.badValue)}${detail}`;
        case "FieldValueForbidden": return `${field}: Forbidden${detail}`;
        case "FieldValueTypeInvalid": return `${field}: Invalid value: ${bad(error.badValue)}${detail}`;
        case "InternalError": return `${field}: Internal error${detail}`;
    }
}
