/**
 * Variant (d), the ceiling: a small validator written by hand for the three kinds, direct
 * code with the checks corespec makes (structure, formats, the ObjectMeta rules of each
 * kind, the cross-field rules of the specs, CEL syntax with the same parser), reporting
 * errors of the same shape ({ type, field, badValue, detail }) on the same fields.
 *
 * What makes it a ceiling rather than a product: it knows its inputs are JSON (fields read
 * directly, none of these names lives on Object.prototype), checks URLs with a direct scan
 * rather than a port of Go's URL parser, and its error details are short constants instead
 * of Kubernetes' wording.
 */
import { Environment, ParseError } from "@marcbachmann/cel-js";
import type { Kind } from "./cases.js";
import { uniqueFields, type Variant } from "./variant.js";

interface FieldError {
  type: string;
  field: string;
  badValue?: unknown;
  detail: string;
}
type Out = FieldError[];
type Obj = Record<string, unknown>;

const MAX_ERRORS = 1000;
const push = (out: Out, type: string, field: string, badValue: unknown, detail: string) => {
  if (out.length < MAX_ERRORS) out.push({ type, field, badValue, detail });
};
const required = (out: Out, field: string, detail = "") =>
  push(out, "FieldValueRequired", field, undefined, detail);
const invalid = (out: Out, field: string, v: unknown, detail: string) =>
  push(out, "FieldValueInvalid", field, v, detail);
const typeInvalid = (out: Out, field: string, v: unknown, detail: string) =>
  push(out, "FieldValueTypeInvalid", field, v, detail);
const forbidden = (out: Out, field: string, detail: string) =>
  push(out, "FieldValueForbidden", field, undefined, detail);
const duplicate = (out: Out, field: string, v: unknown) =>
  push(out, "FieldValueDuplicate", field, v, "");
const notSupported = (out: Out, field: string, v: unknown, detail: string) =>
  push(out, "FieldValueNotSupported", field, v, detail);
const tooLong = (out: Out, field: string, v: unknown, detail: string) =>
  push(out, "FieldValueTooLong", field, v, detail);

const isObj = (v: unknown): v is Obj => typeof v === "object" && v !== null && !Array.isArray(v);
const absent = (v: unknown) => v === undefined || v === null;
/** Set as Go sees a non-pointer field: not absent and not the zero value. */
const isSet = (v: unknown) =>
  !(
    v === undefined ||
    v === null ||
    v === "" ||
    v === 0 ||
    v === false ||
    (Array.isArray(v) && v.length === 0)
  );
const at = (path: string, k: string) => (path === "" ? k : `${path}.${k}`);

// ---------------------------------------------------------------------------------------------
// Formats, by character scans.

const lowerAlnum = (c: number) => (c >= 97 && c <= 122) || (c >= 48 && c <= 57);
const alnum = (c: number) => lowerAlnum(c) || (c >= 65 && c <= 90);

function isLabel(s: string, from: number, to: number): boolean {
  if (to <= from || !lowerAlnum(s.charCodeAt(from)) || !lowerAlnum(s.charCodeAt(to - 1)))
    return false;
  for (let i = from + 1; i < to - 1; i++) {
    const c = s.charCodeAt(i);
    if (c !== 45 && !lowerAlnum(c)) return false;
  }
  return true;
}
function isSubdomain(s: string, from: number, to: number): boolean {
  if (to - from > 253) return false;
  let start = from;
  for (let i = from; i <= to; i++) {
    if (i === to || s.charCodeAt(i) === 46) {
      if (!isLabel(s, start, i)) return false;
      start = i + 1;
    }
  }
  return true;
}
function isNamePart(s: string, from: number, to: number): boolean {
  if (to <= from || to - from > 63 || !alnum(s.charCodeAt(from)) || !alnum(s.charCodeAt(to - 1)))
    return false;
  for (let i = from + 1; i < to - 1; i++) {
    const c = s.charCodeAt(i);
    if (!alnum(c) && c !== 45 && c !== 95 && c !== 46) return false;
  }
  return true;
}
function isQualifiedName(s: string): boolean {
  const slash = s.indexOf("/");
  if (slash < 0) return isNamePart(s, 0, s.length);
  return (
    s.indexOf("/", slash + 1) < 0 && isSubdomain(s, 0, slash) && isNamePart(s, slash + 1, s.length)
  );
}
const isDnsLabel = (s: string) => s.length <= 63 && isLabel(s, 0, s.length);
const isLabelValue = (s: string) => s.length === 0 || isNamePart(s, 0, s.length);

const digits = (s: string, i: number, n: number) => {
  let v = 0;
  for (let k = i; k < i + n; k++) {
    const c = s.charCodeAt(k) - 48;
    if (c < 0 || c > 9) return -1;
    v = v * 10 + c;
  }
  return v;
};
const DAYS = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
/** RFC 3339 as Go reads it: `2006-01-02T15:04:05[.frac](Z|±07:00)`; MicroTime needs exactly 6 fraction digits. */
function isTime(s: string, micro: boolean): boolean {
  const year = digits(s, 0, 4);
  const month = digits(s, 5, 2);
  const day = digits(s, 8, 2);
  if (
    year < 0 ||
    month < 1 ||
    month > 12 ||
    day < 1 ||
    s.charCodeAt(4) !== 45 ||
    s.charCodeAt(7) !== 45 ||
    s.charCodeAt(10) !== 84
  )
    return false;
  if (
    day > DAYS[month - 1]! ||
    (month === 2 && day === 29 && !(year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0)))
  )
    return false;
  const hh = digits(s, 11, 2);
  const mm = digits(s, 14, 2);
  const ss = digits(s, 17, 2);
  if (
    hh < 0 ||
    hh > 23 ||
    mm < 0 ||
    mm > 59 ||
    ss < 0 ||
    ss > 59 ||
    s.charCodeAt(13) !== 58 ||
    s.charCodeAt(16) !== 58
  )
    return false;
  let i = 19;
  if (s.charCodeAt(i) === 46) {
    let j = i + 1;
    while (digits(s, j, 1) >= 0) j++;
    if (j === i + 1 || (micro && j !== i + 7)) return false;
    i = j;
  } else if (micro) return false;
  if (s.charCodeAt(i) === 90) return i + 1 === s.length;
  const sign = s.charCodeAt(i);
  return (
    (sign === 43 || sign === 45) &&
    i + 6 === s.length &&
    digits(s, i + 1, 2) >= 0 &&
    s.charCodeAt(i + 3) === 58 &&
    digits(s, i + 4, 2) >= 0
  );
}

/** `https://host[:port][/path]`: no user info, query or fragment. */
function isHttpsUrl(s: string): boolean {
  if (!s.startsWith("https://")) return false;
  const n = s.length;
  let i = 8;
  for (; i < n; i++) {
    const c = s.charCodeAt(i);
    if (c === 47) break;
    if (!(alnum(c) || c === 45 || c === 46 || c === 58 || c === 91 || c === 93)) return false;
  }
  if (i === 8) return false;
  for (; i < n; i++) {
    const c = s.charCodeAt(i);
    if (c === 63 || c === 35 || c < 0x21 || c === 0x7f) return false;
  }
  return true;
}

const PATH_CHARS = "/-._~%!$&'()*+,;=:";
function isDomainPrefixedPath(s: string): boolean {
  const slash = s.indexOf("/");
  if (slash <= 0 || slash === s.length - 1 || !isSubdomain(s, 0, slash)) return false;
  for (let i = slash + 1; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (!alnum(c) && PATH_CHARS.indexOf(s.charAt(i)) < 0) return false;
  }
  return true;
}
const RESERVED_KEY = /^[^/]*(^|\.)(k8s|kubernetes)\.io\//;

/** Whether a CEL text selects `claims.email` / `claims.email_verified`, plainly or optionally (`claims.?email`). */
const USES_EMAIL = /(^|[^A-Za-z0-9_.])claims\.\??email(?![A-Za-z0-9_])/;
const USES_EMAIL_VERIFIED = /(^|[^A-Za-z0-9_.])claims\.\??email_verified(?![A-Za-z0-9_])/;
const mentions = (text: unknown, pattern: RegExp) => typeof text === "string" && pattern.test(text);

// CEL: parsed with the library corespec uses, and the two checks cel-go's parser adds.
const cel = new Environment({
  unlistedVariablesAreDyn: true,
  enableOptionalTypes: true,
  homogeneousAggregateLiterals: false,
});
const INT64_MAX = 2n ** 63n - 1n;
interface Node {
  op: string;
  args: unknown;
}
function celProblem(expression: string): string | undefined {
  let ast: Node;
  try {
    ast = (cel.parse(expression) as unknown as { ast: Node }).ast;
  } catch (error) {
    if (error instanceof ParseError || error instanceof RangeError) return "compilation failed";
    throw error;
  }
  const stack: Node[] = [ast];
  for (let node = stack.pop(); node !== undefined; node = stack.pop()) {
    const args = node.args;
    switch (node.op) {
      case "value":
        if (typeof args === "bigint" && args > INT64_MAX) return "invalid int literal";
        break;
      case "id":
        break;
      case "call": {
        const [name, list] = args as [string, Node[]];
        if (name === "has" && list.length === 1 && list[0]!.op !== ".")
          return "invalid argument to has() macro";
        stack.push(...list);
        break;
      }
      case "rcall": {
        const [, target, list] = args as [string, Node, Node[]];
        stack.push(target, ...list);
        break;
      }
      case "map":
        for (const [k, v] of args as [Node, Node][]) stack.push(k, v);
        break;
      case "-_": {
        const operand = args as Node;
        if (operand.op === "value" && typeof operand.args === "bigint") {
          if (operand.args > INT64_MAX + 1n) return "invalid int literal";
        } else stack.push(operand);
        break;
      }
      case "!_":
        stack.push(args as Node);
        break;
      default:
        if (Array.isArray(args))
          for (const a of args) if (isObj(a)) stack.push(a as unknown as Node);
    }
  }
  return undefined;
}

// ---------------------------------------------------------------------------------------------
// Field checks.

function str(v: unknown, path: string, k: string, out: Out): string | undefined {
  if (absent(v)) return undefined;
  if (typeof v !== "string") {
    typeInvalid(out, at(path, k), v, "must be a string");
    return undefined;
  }
  return v;
}
function bool(v: unknown, path: string, k: string, out: Out): void {
  if (!absent(v) && typeof v !== "boolean") typeInvalid(out, at(path, k), v, "must be a boolean");
}
function int(v: unknown, path: string, k: string, out: Out, int32: boolean): number | undefined {
  if (absent(v)) return undefined;
  if (typeof v !== "number" || !Number.isInteger(v)) {
    typeInvalid(out, at(path, k), v, "must be an integer");
    return undefined;
  }
  if (int32 && (v < -2147483648 || v > 2147483647))
    invalid(out, at(path, k), v, "must be a 32-bit integer");
  return v;
}
function time(v: unknown, path: string, k: string, out: Out, micro: boolean): void {
  if (absent(v)) return;
  if (typeof v !== "string") typeInvalid(out, at(path, k), v, "must be a time string");
  else if (!isTime(v, micro)) invalid(out, at(path, k), v, "must be an RFC 3339 date and time");
}
function codePoints(s: string): number {
  let n = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c >= 0xd800 && c <= 0xdbff) i++;
    n++;
  }
  return n;
}
function maxChars(
  value: unknown,
  path: string,
  k: string,
  out: Out,
  max: number,
): string | undefined {
  const v = str(value, path, k, out);
  if (v !== undefined && v.length > max && codePoints(v) > max)
    tooLong(out, at(path, k), v, `may not be more than ${max} characters`);
  return v;
}
function list(v: unknown, path: string, k: string, out: Out): unknown[] | undefined {
  if (absent(v)) return undefined;
  if (!Array.isArray(v)) {
    typeInvalid(out, at(path, k), v, "must be a list");
    return undefined;
  }
  return v;
}
function uidField(value: unknown, path: string, k: string, out: Out): void {
  const v = str(value, path, k, out);
  if (v === "") invalid(out, at(path, k), v, "must be non-empty");
}
function typeMeta(o: Obj, out: Out, apiVersion: string, kind: string): void {
  const a = str(o.apiVersion, "", "apiVersion", out);
  if (a !== undefined && a !== "" && a !== apiVersion)
    invalid(out, "apiVersion", a, `must be ${apiVersion}`);
  const k = str(o.kind, "", "kind", out);
  if (k !== undefined && k !== "" && k !== kind) invalid(out, "kind", k, `must be ${kind}`);
}

const utf8 = (s: string) => Buffer.byteLength(s, "utf8");
const NOT_PRINTABLE = /[^\p{L}\p{M}\p{N}\p{P}\p{S} ]/u;

function objectMeta(m: unknown, out: Out, namespaced: boolean): void {
  const path = "metadata";
  if (absent(m)) {
    required(out, "metadata.name", "name or generateName is required");
    if (namespaced) required(out, "metadata.namespace");
    return;
  }
  if (!isObj(m)) {
    typeInvalid(out, path, m, "must be an object");
    objectMeta(undefined, out, namespaced);
    return;
  }
  const name = str(m.name, path, "name", out);
  const generateName = str(m.generateName, path, "generateName", out);
  const namespace = str(m.namespace, path, "namespace", out);
  if (namespace !== undefined && !isDnsLabel(namespace))
    invalid(out, "metadata.namespace", namespace, "must be a DNS label");
  str(m.selfLink, path, "selfLink", out);
  uidField(m.uid, path, "uid", out);
  str(m.resourceVersion, path, "resourceVersion", out);
  const generation = int(m.generation, path, "generation", out, false);
  if (generation !== undefined && generation < 0)
    invalid(out, "metadata.generation", generation, "must be greater than or equal to 0");
  time(m.creationTimestamp, path, "creationTimestamp", out, false);
  time(m.deletionTimestamp, path, "deletionTimestamp", out, false);
  int(m.deletionGracePeriodSeconds, path, "deletionGracePeriodSeconds", out, false);
  const labels = m.labels;
  if (!absent(labels)) {
    if (!isObj(labels)) typeInvalid(out, "metadata.labels", labels, "must be a map");
    else
      for (const k in labels) {
        if (!isQualifiedName(k)) invalid(out, "metadata.labels", k, "must be a qualified name");
        const v = labels[k];
        if (absent(v)) continue;
        if (typeof v !== "string") typeInvalid(out, `metadata.labels[${k}]`, v, "must be a string");
        // ValidateLabels reports a bad value on the map, not on its key.
        else if (!isLabelValue(v)) invalid(out, "metadata.labels", v, "must be a label value");
      }
  }
  const annotations = m.annotations;
  if (!absent(annotations)) {
    if (!isObj(annotations)) typeInvalid(out, "metadata.annotations", annotations, "must be a map");
    else {
      let bytes = 0;
      for (const k in annotations) {
        const v = annotations[k];
        bytes += utf8(k) + (typeof v === "string" ? utf8(v) : 0);
        if (!isQualifiedName(k))
          invalid(out, "metadata.annotations", k, "must be a qualified name");
        if (!absent(v) && typeof v !== "string")
          typeInvalid(out, `metadata.annotations[${k}]`, v, "must be a string");
      }
      if (bytes > 262144)
        tooLong(out, "metadata.annotations", "", "may not be more than 262144 bytes");
    }
  }
  const owners = list(m.ownerReferences, path, "ownerReferences", out);
  if (owners) {
    const seen = new Set<unknown>();
    for (let i = 0; i < owners.length; i++) {
      const o = owners[i];
      const p = `metadata.ownerReferences[${i}]`;
      if (absent(o)) required(out, p);
      else if (!isObj(o)) typeInvalid(out, p, o, "must be an object");
      else {
        if (typeof o.uid === "string") {
          if (seen.has(o.uid)) duplicate(out, p, o);
          seen.add(o.uid);
        }
        for (const k of ["apiVersion", "kind", "name", "uid"])
          if (absent(o[k]) || o[k] === "") required(out, at(p, k));
        str(o.apiVersion, p, "apiVersion", out);
        str(o.kind, p, "kind", out);
        str(o.name, p, "name", out);
        str(o.uid, p, "uid", out);
        bool(o.controller, p, "controller", out);
        bool(o.blockOwnerDeletion, p, "blockOwnerDeletion", out);
      }
    }
  }
  const finalizers = list(m.finalizers, path, "finalizers", out);
  if (finalizers) {
    const seen = new Set<unknown>();
    for (let i = 0; i < finalizers.length; i++) {
      const f = finalizers[i];
      const p = `metadata.finalizers[${i}]`;
      if (seen.has(f)) duplicate(out, p, f);
      seen.add(f);
      if (absent(f)) required(out, p);
      else if (typeof f !== "string") typeInvalid(out, p, f, "must be a string");
      else if (!isQualifiedName(f)) invalid(out, p, f, "must be a qualified name");
    }
  }
  const managed = list(m.managedFields, path, "managedFields", out);
  if (managed) {
    for (let i = 0; i < managed.length; i++) {
      const e = managed[i];
      const p = `metadata.managedFields[${i}]`;
      if (absent(e)) required(out, p);
      else if (!isObj(e)) typeInvalid(out, p, e, "must be an object");
      else {
        const manager = maxChars(e.manager, p, "manager", out, 128);
        if (manager !== undefined && NOT_PRINTABLE.test(manager))
          invalid(out, at(p, "manager"), manager, "must be printable");
        const op = e.operation;
        if (absent(op) || op === "") required(out, at(p, "operation"));
        else if (typeof op !== "string")
          typeInvalid(out, at(p, "operation"), op, "must be a string");
        else if (op !== "Apply" && op !== "Update")
          notSupported(out, at(p, "operation"), op, 'supported values: "Apply", "Update"');
        str(e.apiVersion, p, "apiVersion", out);
        time(e.time, p, "time", out, false);
        const ft = str(e.fieldsType, p, "fieldsType", out);
        if (ft !== undefined && ft !== "FieldsV1")
          notSupported(out, at(p, "fieldsType"), ft, 'supported values: "FieldsV1"');
        if (!absent(e.fieldsV1) && (typeof e.fieldsV1 !== "object" || Array.isArray(e.fieldsV1)))
          typeInvalid(out, at(p, "fieldsV1"), e.fieldsV1, "must be an object");
        maxChars(e.subresource, p, "subresource", out, 256);
      }
    }
  }
  // The kind's metadata rules: a name (DNS subdomain) or a generateName; a namespace iff namespaced.
  if (generateName) {
    const prefix = generateName.endsWith("-") ? `${generateName.slice(0, -1)}a` : generateName;
    if (!isSubdomain(prefix, 0, prefix.length))
      invalid(out, "metadata.generateName", generateName, "must be a DNS subdomain");
  }
  if (name) {
    if (!isSubdomain(name, 0, name.length))
      invalid(out, "metadata.name", name, "must be a DNS subdomain");
  } else if (!generateName) required(out, "metadata.name", "name or generateName is required");
  if (namespaced) {
    if (!namespace) required(out, "metadata.namespace");
  } else if (namespace) forbidden(out, "metadata.namespace", "not allowed on this type");
}

// ---------------------------------------------------------------------------------------------
// PriorityClass

function priorityClass(doc: unknown): FieldError[] {
  const out: Out = [];
  if (!isObj(doc)) {
    typeInvalid(out, "", doc, "must be an object");
    return out;
  }
  typeMeta(doc, out, "scheduling.core.io/v1", "PriorityClass");
  objectMeta(doc.metadata, out, false);
  // A missing value is 0 to Kubernetes, a valid priority.
  if (!absent(doc.value)) int(doc.value, "", "value", out, true);
  bool(doc.globalDefault, "", "globalDefault", out);
  str(doc.description, "", "description", out);
  const policy = str(doc.preemptionPolicy, "", "preemptionPolicy", out);
  if (policy !== undefined && policy !== "Never" && policy !== "PreemptLowerPriority")
    notSupported(
      out,
      "preemptionPolicy",
      policy,
      'supported values: "Never", "PreemptLowerPriority"',
    );
  // The seed's rules on system classes and user priorities (Kubernetes' ValidatePriorityClass).
  const name = isObj(doc.metadata) ? doc.metadata.name : undefined;
  if (typeof name === "string" && name.startsWith("system-")) {
    const system =
      name === "system-node-critical"
        ? 2000001000
        : name === "system-cluster-critical"
          ? 2000000000
          : undefined;
    if (system === undefined)
      forbidden(
        out,
        "metadata.name",
        "reserved for system use only: not a known system priority class",
      );
    else {
      if (doc.value !== system)
        forbidden(out, "metadata.name", "reserved for system use only: wrong value");
      if (doc.globalDefault === true)
        forbidden(out, "metadata.name", "reserved for system use only: globalDefault");
    }
  } else if (typeof doc.value === "number" && doc.value > 1000000000)
    forbidden(out, "value", "maximum allowed value of a user defined priority is 1000000000");
  return out;
}

// ---------------------------------------------------------------------------------------------
// Event

function objectReference(o: unknown, path: string, out: Out): void {
  if (!isObj(o)) {
    typeInvalid(out, path, o, "must be an object");
    return;
  }
  str(o.kind, path, "kind", out);
  str(o.namespace, path, "namespace", out);
  str(o.name, path, "name", out);
  uidField(o.uid, path, "uid", out);
  str(o.apiVersion, path, "apiVersion", out);
  str(o.resourceVersion, path, "resourceVersion", out);
  str(o.fieldPath, path, "fieldPath", out);
}

function event(doc: unknown): FieldError[] {
  const out: Out = [];
  if (!isObj(doc)) {
    typeInvalid(out, "", doc, "must be an object");
    return out;
  }
  typeMeta(doc, out, "events.core.io/v1", "Event");
  objectMeta(doc.metadata, out, true);
  const action = maxChars(doc.action, "", "action", out, 128);
  const count = int(doc.deprecatedCount, "", "deprecatedCount", out, true);
  time(doc.deprecatedFirstTimestamp, "", "deprecatedFirstTimestamp", out, false);
  time(doc.deprecatedLastTimestamp, "", "deprecatedLastTimestamp", out, false);
  const source = doc.deprecatedSource;
  if (!absent(source)) {
    if (!isObj(source)) typeInvalid(out, "deprecatedSource", source, "must be an object");
    else {
      str(source.component, "deprecatedSource", "component", out);
      str(source.host, "deprecatedSource", "host", out);
    }
  }
  const eventTime = doc.eventTime;
  if (absent(eventTime)) required(out, "eventTime");
  else time(doc.eventTime, "", "eventTime", out, true);
  const note = str(doc.note, "", "note", out);
  if (note !== undefined && note.length * 3 > 1024 && utf8(note) > 1024)
    tooLong(out, "note", note, "may not be more than 1024 bytes");
  const reason = maxChars(doc.reason, "", "reason", out, 128);
  if (!absent(doc.regarding)) objectReference(doc.regarding, "regarding", out);
  if (!absent(doc.related)) objectReference(doc.related, "related", out);
  const controller = str(doc.reportingController, "", "reportingController", out);
  if (controller !== undefined && !isQualifiedName(controller))
    invalid(out, "reportingController", controller, "must be a qualified name");
  const instance = maxChars(doc.reportingInstance, "", "reportingInstance", out, 128);
  const series = doc.series;
  if (!absent(series)) {
    if (!isObj(series)) typeInvalid(out, "series", series, "must be an object");
    else {
      if (absent(series.count)) required(out, "series.count");
      else {
        const n = int(series.count, "series", "count", out, true);
        if (n !== undefined && n < 2)
          invalid(out, "series.count", n, "must be greater than or equal to 2");
      }
      if (absent(series.lastObservedTime)) required(out, "series.lastObservedTime");
      else time(series.lastObservedTime, "series", "lastObservedTime", out, true);
    }
  }
  const type = str(doc.type, "", "type", out);
  // Rules of new Events.
  if (!isSet(action)) required(out, "action");
  if (!isSet(reason)) required(out, "reason");
  if (!isSet(controller)) required(out, "reportingController");
  if (!isSet(instance)) required(out, "reportingInstance");
  if (!isSet(type)) required(out, "type");
  else if (type !== "Normal" && type !== "Warning")
    notSupported(out, "type", type, 'supported values: "Normal", "Warning"');
  if (isSet(eventTime)) {
    if (isSet(count)) forbidden(out, "deprecatedCount", "needs to be unset");
    if (isSet(doc.deprecatedFirstTimestamp))
      forbidden(out, "deprecatedFirstTimestamp", "needs to be unset");
    if (isSet(doc.deprecatedLastTimestamp))
      forbidden(out, "deprecatedLastTimestamp", "needs to be unset");
    if (isSet(source)) forbidden(out, "deprecatedSource", "needs to be unset");
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// AuthenticationConfiguration (apiserver.core.io/v1beta1)

function celField(
  v: unknown,
  path: string,
  k: string,
  out: Out,
  isRequired: boolean,
): string | undefined {
  if (isRequired && (absent(v) || v === "")) {
    required(out, at(path, k));
    return undefined;
  }
  const text = str(v, path, k, out);
  if (text !== undefined) {
    const problem = celProblem(text);
    if (problem !== undefined) invalid(out, at(path, k), text, problem);
  }
  return text;
}

function objectList(
  value: unknown,
  path: string,
  k: string,
  out: Out,
  item: (v: Obj, p: string, out: Out) => void,
): unknown[] | undefined {
  const items = list(value, path, k, out);
  if (items === undefined) return undefined;
  const base = at(path, k);
  for (let i = 0; i < items.length; i++) {
    const v = items[i];
    const p = `${base}[${i}]`;
    if (absent(v)) required(out, p);
    else if (!isObj(v)) typeInvalid(out, p, v, "must be an object");
    else item(v, p, out);
  }
  return items;
}

function uniqueBy(
  items: unknown[] | undefined,
  base: string,
  key: string,
  sub: string | undefined,
  out: Out,
): void {
  if (items === undefined) return;
  const seen = new Set<unknown>();
  for (let i = 0; i < items.length; i++) {
    let v = items[i];
    v = isObj(v) ? v[key] : undefined;
    if (sub !== undefined) v = isObj(v) ? v[sub] : undefined;
    if (absent(v) || v === "") continue;
    if (seen.has(v))
      duplicate(out, `${base}[${i}].${sub === undefined ? key : `${key}.${sub}`}`, v);
    seen.add(v);
  }
}

function httpsUrlField(value: unknown, path: string, k: string, out: Out): string | undefined {
  const v = str(value, path, k, out);
  if (v !== undefined && !isHttpsUrl(v))
    invalid(out, at(path, k), v, "must be an https URL with a host and no user, query or fragment");
  return v;
}

function issuer(o: Obj, path: string, out: Out): void {
  let url: string | undefined;
  if (absent(o.url) || o.url === "") required(out, at(path, "url"));
  else url = httpsUrlField(o.url, path, "url", out);
  const discovery = httpsUrlField(o.discoveryURL, path, "discoveryURL", out);
  str(o.certificateAuthority, path, "certificateAuthority", out);
  const audiences = o.audiences;
  if (absent(audiences) || (Array.isArray(audiences) && audiences.length === 0))
    required(out, at(path, "audiences"));
  else if (!Array.isArray(audiences))
    typeInvalid(out, at(path, "audiences"), audiences, "must be a list");
  else {
    const seen = new Set<unknown>();
    for (let i = 0; i < audiences.length; i++) {
      const a = audiences[i];
      const p = `${path}.audiences[${i}]`;
      if (seen.has(a)) duplicate(out, p, a);
      seen.add(a);
      if (absent(a)) required(out, p);
      else if (typeof a !== "string") typeInvalid(out, p, a, "must be a string");
      else if (a.length === 0) invalid(out, p, a, "must be at least 1 character");
    }
  }
  const policy = str(o.audienceMatchPolicy, path, "audienceMatchPolicy", out);
  if (policy !== undefined && policy !== "MatchAny")
    notSupported(out, at(path, "audienceMatchPolicy"), policy, 'supported values: "MatchAny"');
  const egress = str(o.egressSelectorType, path, "egressSelectorType", out);
  if (egress !== undefined && egress !== "controlplane" && egress !== "cluster")
    notSupported(
      out,
      at(path, "egressSelectorType"),
      egress,
      'supported values: "controlplane", "cluster"',
    );
  if (discovery !== undefined && url !== undefined && discovery === url)
    invalid(out, at(path, "discoveryURL"), discovery, "discoveryURL must be different from URL");
  if (Array.isArray(audiences) && audiences.length >= 2 && !isSet(policy))
    required(
      out,
      at(path, "audienceMatchPolicy"),
      "audienceMatchPolicy must be MatchAny for multiple audiences",
    );
}

function prefixedClaimOrExpression(o: Obj, path: string, out: Out): void {
  const claim = str(o.claim, path, "claim", out);
  const prefix = str(o.prefix, path, "prefix", out);
  const expression = celField(o.expression, path, "expression", out, false);
  // validatePrefixClaimOrExpression's switch: one finding at most.
  if (isSet(claim) && isSet(expression))
    invalid(out, path, "", "claim and expression can't both be set");
  else if (isSet(expression) && !absent(o.prefix))
    invalid(out, at(path, "prefix"), prefix, "may not be specified when expression is set");
  else if (isSet(claim) && absent(prefix))
    required(out, at(path, "prefix"), "prefix is required when claim is set");
}

function claimMappings(o: Obj, path: string, out: Out): void {
  const username = o.username;
  if (absent(username)) required(out, at(path, "username"));
  else if (!isObj(username)) typeInvalid(out, at(path, "username"), username, "must be an object");
  else prefixedClaimOrExpression(username, at(path, "username"), out);
  const groups = o.groups;
  if (!absent(groups)) {
    if (!isObj(groups)) typeInvalid(out, at(path, "groups"), groups, "must be an object");
    else prefixedClaimOrExpression(groups, at(path, "groups"), out);
  }
  const uid = o.uid;
  if (!absent(uid)) {
    if (!isObj(uid)) typeInvalid(out, at(path, "uid"), uid, "must be an object");
    else {
      const p = at(path, "uid");
      const claim = str(uid.claim, p, "claim", out);
      const expression = celField(uid.expression, p, "expression", out, false);
      if (isSet(claim) && isSet(expression))
        invalid(out, p, "", "claim and expression can't both be set");
    }
  }
  const extra = objectList(o.extra, path, "extra", out, (e, p) => {
    const key = e.key;
    if (absent(key) || key === "") required(out, at(p, "key"));
    else if (typeof key !== "string") typeInvalid(out, at(p, "key"), key, "must be a string");
    else {
      if (!isDomainPrefixedPath(key))
        invalid(out, at(p, "key"), key, "must be a domain-prefixed path");
      if (RESERVED_KEY.test(key))
        invalid(out, at(p, "key"), key, "k8s.io and kubernetes.io are reserved");
      if (key.toLowerCase() !== key) invalid(out, at(p, "key"), key, "must be lowercase");
    }
    celField(e.valueExpression, p, "valueExpression", out, true);
  });
  const u = isObj(username) ? username : undefined;
  if (!isSet(u?.claim) && !isSet(u?.expression))
    required(out, at(path, "username"), "claim or expression is required");
  uniqueBy(extra, at(path, "extra"), "key", undefined, out);
}

function jwtAuthenticator(o: Obj, path: string, out: Out): void {
  const iss = o.issuer;
  if (absent(iss)) required(out, at(path, "issuer"));
  else if (!isObj(iss)) typeInvalid(out, at(path, "issuer"), iss, "must be an object");
  else issuer(iss, at(path, "issuer"), out);
  const rules = objectList(o.claimValidationRules, path, "claimValidationRules", out, (r, p) => {
    const claim = str(r.claim, p, "claim", out);
    const value = str(r.requiredValue, p, "requiredValue", out);
    const expression = celField(r.expression, p, "expression", out, false);
    const message = str(r.message, p, "message", out);
    // validateClaimValidationRules' switch.
    if (isSet(claim) && isSet(expression))
      invalid(out, p, claim, "claim and expression can't both be set");
    else if (!isSet(claim) && !isSet(expression))
      required(out, p, "claim or expression is required");
    else if (isSet(claim) && isSet(message))
      invalid(out, at(p, "message"), message, "message can't be set when claim is set");
    else if (isSet(expression) && isSet(value))
      invalid(
        out,
        at(p, "requiredValue"),
        value,
        "requiredValue can't be set when expression is set",
      );
  });
  const mappings = o.claimMappings;
  if (absent(mappings)) required(out, at(path, "claimMappings"));
  else if (!isObj(mappings))
    typeInvalid(out, at(path, "claimMappings"), mappings, "must be an object");
  else claimMappings(mappings, at(path, "claimMappings"), out);
  const userRules = objectList(o.userValidationRules, path, "userValidationRules", out, (r, p) => {
    celField(r.expression, p, "expression", out, true);
    str(r.message, p, "message", out);
  });
  uniqueBy(rules, at(path, "claimValidationRules"), "claim", undefined, out);
  uniqueBy(rules, at(path, "claimValidationRules"), "expression", undefined, out);
  uniqueBy(userRules, at(path, "userValidationRules"), "expression", undefined, out);
  // A username expression using claims.email must use claims.email_verified somewhere.
  const m = isObj(mappings) ? mappings : undefined;
  const username = isObj(m?.username) ? m.username : undefined;
  const expression = username?.expression;
  if (mentions(expression, USES_EMAIL) && !mentions(expression, USES_EMAIL_VERIFIED)) {
    const verified = (items: unknown, k: string) =>
      Array.isArray(items) && items.some((x) => isObj(x) && mentions(x[k], USES_EMAIL_VERIFIED));
    if (!verified(m?.extra, "valueExpression") && !verified(rules, "expression"))
      invalid(
        out,
        at(path, "claimMappings.username.expression"),
        expression,
        "claims.email_verified must be used when claims.email is used in claimMappings.username.expression",
      );
  }
}

function authenticationConfiguration(doc: unknown): FieldError[] {
  const out: Out = [];
  if (!isObj(doc)) {
    typeInvalid(out, "", doc, "must be an object");
    return out;
  }
  const jwt = objectList(doc.jwt, "", "jwt", out, jwtAuthenticator);
  if (jwt !== undefined && jwt.length > 64)
    push(out, "FieldValueTooMany", "jwt", jwt.length, "must have at most 64 items");
  const anonymous = doc.anonymous;
  if (!absent(anonymous)) {
    if (!isObj(anonymous)) typeInvalid(out, "anonymous", anonymous, "must be an object");
    else {
      bool(anonymous.enabled, "anonymous", "enabled", out);
      const conditions = objectList(
        anonymous.conditions,
        "anonymous",
        "conditions",
        out,
        (c, p) => {
          const path = c.path;
          if (absent(path) || path === "") required(out, at(p, "path"));
          else if (typeof path !== "string")
            typeInvalid(out, at(p, "path"), path, "must be a string");
        },
      );
      if (!isSet(anonymous.enabled) && isSet(conditions))
        forbidden(
          out,
          "anonymous.conditions",
          "enabled should be set to true when conditions are defined",
        );
      uniqueBy(conditions, "anonymous.conditions", "path", undefined, out);
    }
  }
  typeMeta(doc, out, "apiserver.core.io/v1beta1", "AuthenticationConfiguration");
  uniqueBy(jwt, "jwt", "issuer", "url", out);
  uniqueBy(jwt, "jwt", "issuer", "discoveryURL", out);
  return out;
}

// ---------------------------------------------------------------------------------------------

const VALIDATORS: Record<Kind, (doc: unknown) => FieldError[]> = {
  PriorityClass: priorityClass,
  Event: event,
  AuthenticationConfiguration: authenticationConfiguration,
};

export function load(): Variant {
  return {
    run: {
      PriorityClass: (doc) => priorityClass(doc).length,
      Event: (doc) => event(doc).length,
      AuthenticationConfiguration: (doc) => authenticationConfiguration(doc).length,
    },
    fields: {
      PriorityClass: (doc) => uniqueFields(VALIDATORS.PriorityClass(doc).map((e) => e.field)),
      Event: (doc) => uniqueFields(VALIDATORS.Event(doc).map((e) => e.field)),
      AuthenticationConfiguration: (doc) =>
        uniqueFields(VALIDATORS.AuthenticationConfiguration(doc).map((e) => e.field)),
    },
  };
}
