/**
 * The CEL of `x-kubernetes-validations` (generator/rules/cel.ts, rendered by the rule registry
 * from the same model rules as the TypeScript validators) against the generated validators:
 * for every rule of specs/, of the rules fixture and of a small spec below (what the others do
 * not use), objects derived from the rule's data that satisfy it and that violate it are
 * evaluated both ways, with a real CEL library (@marcbachmann/cel-js, with Kubernetes' semver,
 * quantity, ip, cidr and format libraries built on the package runtime). The validators are
 * the TypeScript the generator emits from the same model (for specs/, output/src).
 *
 * Each object is checked as Kubernetes would check it: every validation of every object in it
 * (the types' rules, the immutable fields' transition rules), with `self` and `oldSelf` bound
 * Kubernetes' way (escaped property names, ints and doubles by schema, pruned nulls). The CEL
 * and the TypeScript validator must agree on whether the object is valid, on where the
 * errors are and, where both report the same field, on the reason and the words; the rule's
 * own CEL must say what the case was built to say.
 */
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { pathToFileURL } from "node:url";
import { Optional } from "@marcbachmann/cel-js";
import { afterAll, describe, expect, it } from "vitest";
import { emitAll } from "../generator/emit/index.js";
import { apiModule } from "../generator/emit/package-index.js";
import { apiVersionOf } from "../generator/model/names.js";
import { loadSpecs, loadSpecTexts, type LoadResult } from "../generator/load/index.js";
import type {
  Condition,
  Field,
  FieldPath,
  Model,
  ObjectType,
  Rule,
  ScalarValue,
  Shape,
} from "../generator/model/model.js";
import {
  jsonFields,
  objectTypeOf,
  resolvedShape,
  type TypeLookup,
} from "../generator/model/queries.js";
import { conditionsOf } from "../generator/model/describe.js";
import {
  celSteps,
  escapeCelProperty,
  type CelStep,
  type CelValidation,
} from "../generator/rules/cel.js";
import {
  celValidations,
  fieldCelValidations,
  guardedByType,
  immutabilityCelValidations,
  ruleCel,
} from "../generator/rules/cel-validations.js";
import { fieldImmutability } from "../generator/rules/immutability.js";
import { RULES } from "../generator/rules/index.js";
import { parseDuration } from "../output/src/runtime/duration.js";
import { isSemver, compareSemver } from "../output/src/runtime/semver.js";
import {
  addQuantity,
  compareQuantity,
  parseQuantity,
  subtractQuantity,
  type Quantity as RuntimeQuantity,
} from "../output/src/runtime/quantity.js";
import { cidrFamily, ipAddressFamily } from "../output/src/runtime/ip.js";
import {
  dnsLabel,
  dnsSubdomain,
  labelValue,
  qualifiedName,
} from "../output/src/runtime/formats.js";
import { evaluateCelValues, toCel, type CelLibrary } from "./helpers/cel-eval.js";
import { FIXTURES, SPECS } from "./helpers/paths.js";

// ---------------------------------------------------------------------------------------------
// Kubernetes' CEL libraries (k8s.io/apiserver/pkg/cel/library), on the package runtime.

class Semver {
  constructor(readonly text: string) {}
}
class Quantity {
  constructor(readonly q: RuntimeQuantity) {}
}
class IP {
  constructor(readonly ipFamily: 4 | 6) {}
}
class CIDR {
  constructor(readonly address: IP) {}
}
class FormatNamespace {}
class FormatValidator {
  constructor(readonly check: (value: string) => string | undefined) {}
}

function fail(message: string): never {
  throw new Error(message);
}

const KUBERNETES: CelLibrary = {
  types: { Semver, Quantity, IP, CIDR, FormatNamespace, FormatValidator },
  constants: { format: { type: "FormatNamespace", value: new FormatNamespace() } },
  unicodeMatches: true,
  functions: {
    "isSemver(string): bool": (s: string) => isSemver(s),
    "semver(string): Semver": (s: string) =>
      isSemver(s) ? new Semver(s) : fail(`invalid semver: ${s}`),
    "Semver.compareTo(Semver): int": (a: Semver, b: Semver) =>
      BigInt(compareSemver(a.text, b.text)!),
    "isQuantity(string): bool": (s: string) => parseQuantity(s) !== undefined,
    "quantity(string): Quantity": (s: string) =>
      new Quantity(parseQuantity(s) ?? fail(`invalid quantity: ${s}`)),
    "Quantity.compareTo(Quantity): int": (a: Quantity, b: Quantity) =>
      BigInt(compareQuantity(a.q, b.q)),
    "Quantity.add(Quantity): Quantity": (a: Quantity, b: Quantity) =>
      new Quantity(addQuantity(a.q, b.q)),
    "Quantity.sub(Quantity): Quantity": (a: Quantity, b: Quantity) =>
      new Quantity(subtractQuantity(a.q, b.q)),
    "isIP(string): bool": (s: string) => !s.includes("/") && ipAddressFamily(s) !== undefined,
    "ip(string): IP": (s: string) => new IP(ipAddressFamily(s) ?? fail(`invalid IP: ${s}`)),
    "IP.family(): int": (ip: IP) => BigInt(ip.ipFamily),
    "isCIDR(string): bool": (s: string) => cidrFamily(s) !== undefined,
    "cidr(string): CIDR": (s: string) =>
      new CIDR(new IP(cidrFamily(s) ?? fail(`invalid CIDR: ${s}`))),
    "CIDR.ip(): IP": (c: CIDR) => c.address,
    "FormatNamespace.dns1123Label(): FormatValidator": () => new FormatValidator(dnsLabel),
    "FormatNamespace.dns1123Subdomain(): FormatValidator": () => new FormatValidator(dnsSubdomain),
    "FormatNamespace.qualifiedName(): FormatValidator": () => new FormatValidator(qualifiedName),
    "FormatNamespace.labelValue(): FormatValidator": () => new FormatValidator(labelValue),
    "FormatValidator.validate(string): optional<list<string>>": (v: FormatValidator, s: string) => {
      const problem = v.check(s);
      return problem === undefined ? Optional.none() : Optional.of([problem]);
    },
  },
};

// ---------------------------------------------------------------------------------------------
// The two worlds: specs/ with output/dist, the rules fixture with its generated package.

type Obj = Record<string, unknown>;

interface Collector {
  readonly errors: { type: string; field: string; detail: string }[];
}
interface TypeEntry {
  readonly id: string;
  readonly validateAt: (value: unknown, path: string, c: Collector) => void;
  readonly updateAt?: (value: unknown, old: unknown, path: string, c: Collector) => void;
}

interface World {
  readonly name: string;
  readonly model: Model;
  readonly lookup: TypeLookup;
  readonly entries: ReadonlyMap<string, TypeEntry>;
  readonly newCollector: (update: boolean) => Collector;
}

async function world(name: string, loaded: LoadResult): Promise<World> {
  if (!loaded.model)
    throw new Error(`${name}: ${loaded.diagnostics.map((d) => d.message).join("; ")}`);
  const model = loaded.model;
  const srcDir = await emittedSources(name, model);
  // The registry's own lookup, over the group-version modules imported here: the generated
  // registry loads them with require(), which cannot load TypeScript sources.
  const dispatch = (await import(pathToFileURL(join(srcDir, "runtime/dispatch.ts")).href)) as {
    registryOf(gvs: { apiVersion: string; kinds: string[]; load: () => object }[]): {
      type(apiVersion: string, name: string): TypeEntry | undefined;
    };
  };
  const modules = await Promise.all(
    model.groupVersions.map(async (gv) => ({
      apiVersion: apiVersionOf(gv.group, gv.version),
      module: (await import(pathToFileURL(join(srcDir, "..", apiModule(gv))).href)) as object,
    })),
  );
  const registry = dispatch.registryOf(
    modules.map(({ apiVersion, module }) => ({ apiVersion, kinds: [], load: () => module })),
  );
  const errors = (await import(pathToFileURL(join(srcDir, "runtime/errors.ts")).href)) as {
    newCollector: (update: boolean) => Collector;
  };
  return {
    name,
    model,
    lookup: (id) => model.types.get(id),
    entries: new Map(
      model.groupVersions.flatMap((gv) =>
        gv.types.flatMap((id) => {
          const entry = registry.type(
            apiVersionOf(gv.group, gv.version),
            model.types.get(id)!.name,
          );
          return entry ? [[entry.id, entry] as const] : [];
        }),
      ),
    ),
    newCollector: errors.newCollector,
  };
}

const scratch = await mkdtemp(join(tmpdir(), "corespec-cel-"));
afterAll(() => rm(scratch, { recursive: true, force: true }));

/**
 * The package's TypeScript sources as the generator emits them from the specs now, imported as
 * they are (vitest transpiles them): the validators of the very model the CEL is rendered from.
 * For specs/ they are output/src, which the golden test keeps equal to output/dist; the rules
 * fixture's golden tree holds no runtime.
 */
async function emittedSources(name: string, model: Model): Promise<string> {
  for (const file of emitAll(model)) {
    if (!file.path.startsWith("src/")) continue;
    const path = join(scratch, name, file.path);
    await mkdir(dirname(path), { recursive: true });
    await writeFile(path, file.contents);
  }
  return join(scratch, name, "src");
}

/**
 * What neither specs/ nor the rules fixture uses, so that its CEL is checked too: field names
 * Kubernetes escapes, floats, quantities and int-or-string values, three alternatives, a
 * semver `<`, string order, a value without key in `unique`, a once-set field, an update rule,
 * a nested condition, a frozen state with an exception.
 */
const EXTRA_SPEC = `
group: celextra.core.io
version: v1
kinds:
  Thing:
    doc: A kind with what the other specs do not use.
    fields:
      spec: { type: ThingSpec, required: true, doc: The spec. }
      status: { type: ThingStatus, doc: The status. }
    rules:
      - frozenWhen: { set: status.phase, except: [status.message] }
types:
  ThingSpec:
    doc: Names to escape, other scalars, three alternatives, update rules.
    fields:
      tls-server-name: { type: string, doc: A name with dashes. }
      namespace: { type: string, doc: A reserved word. }
      dash: { type: boolean, jsonName: "-", doc: A dash. }
      weight: { type: float64, doc: A weight. }
      weight2: { type: float64, doc: Another weight. }
      total: { type: float64, doc: The sum. }
      size: { type: quantity, doc: A size. }
      limit: { type: quantity, doc: A limit. }
      port: { type: int-or-string, doc: A port. }
      a: { type: string, doc: A. }
      b: { type: string, doc: B. }
      c: { type: string, doc: C. }
      d: { type: string, doc: D. }
      e: { type: string, doc: E. }
      f: { type: string, doc: F. }
      x: { type: string, doc: X. }
      y: { type: string, pointer: true, doc: Y. }
      z: { type: int32, doc: Z. }
      version: { type: string, format: semver, doc: A version. }
      minVersion: { type: string, format: semver, doc: The smallest version. }
      name: { type: string, doc: A name. }
      label: { type: string, doc: A label. }
      path: { type: string, doc: A path. }
      tags: { type: array, items: string, doc: Tags. }
      owner: { type: string, immutable: once-set, doc: Set once. }
      stage: { type: string, doc: A stage. }
      mode: { type: string, enum: [A, B, C], doc: A mode. }
      note: { type: string, doc: A note. }
      from: { type: string, doc: A version without a format. }
      to: { type: string, doc: Another version without a format. }
      nested: { type: Nested, doc: A nested object. }
    rules:
      - required: { on: update, fields: [stage] }
      - mutuallyExclusive: { fields: [a, b, c] }
      - together: { fields: [x, y, z] }
      - exactlyOneOf: { fields: [[d, e], f] }
      - compare: { left: minVersion, op: "<", right: version, as: semver }
      - compare: { left: size, op: "<=", right: limit, as: quantity }
      - compare: { left: weight, op: ">", right: { value: 1 } }
      - compare: { left: name, op: "<", right: tls-server-name, as: string }
      - derived: { field: total, op: sum, of: [weight, weight2] }
      - unique: { list: tags }
      - restrict: { field: label, format: dns-label }
      - restrict: { field: path, prefix: "/", when: { field: mode, notIn: [C] } }
      - forbidden: { when: { field: "-", equals: true }, fields: [namespace] }
      - required: { when: { field: nested.value, equals: x }, fields: [tls-server-name] }
      - required: { when: { field: port, set: true }, fields: [size] }
      - forbidden: { when: { field: mode, notEquals: A }, fields: [note] }
      - compare: { left: from, op: "<", right: to, as: semver }
  Nested:
    doc: A nested object.
    fields:
      value: { type: string, doc: A value. }
  ThingStatus:
    doc: A status.
    fields:
      phase: { type: string, doc: The phase. }
      message: { type: string, doc: A message. }
`;

const WORLDS: World[] = [
  await world("specs", await loadSpecs(SPECS)),
  await world("fixture", await loadSpecs(join(FIXTURES, "rules", "specs"))),
  await world(
    "extra",
    loadSpecTexts([
      {
        relative: "celextra.core.io/v1.yaml",
        display: "celextra.core.io/v1.yaml (test/cel-rules.test.ts)",
        text: EXTRA_SPEC,
      },
    ]),
  ),
];

// ---------------------------------------------------------------------------------------------
// JSON values as Kubernetes binds them to CEL.

/**
 * Property names as Kubernetes exposes them (k8s.io/apiserver/pkg/cel/escaping.go), written
 * here independently of the generator's escaping, which it checks.
 */
const RESERVED = [
  "true",
  "false",
  "null",
  "in",
  "as",
  "break",
  "const",
  "continue",
  "else",
  "for",
  "function",
  "if",
  "import",
  "let",
  "loop",
  "package",
  "namespace",
  "return",
  "var",
  "void",
  "while",
];
function kubernetesEscape(name: string): string | undefined {
  if (!/^[a-zA-Z_.\-/][a-zA-Z0-9_.\-/]*$/.test(name)) return undefined;
  if (RESERVED.includes(name)) return `__${name}__`;
  const names: Record<string, string> = {
    __: "__underscores__",
    ".": "__dot__",
    "-": "__dash__",
    "/": "__slash__",
  };
  return name.replace(/__|[.\-/]/g, (m) => names[m]!);
}

function isObject(v: unknown): v is Obj {
  return typeof v === "object" && v !== null && !Array.isArray(v);
}

function own(v: Obj, key: string): unknown {
  return Object.prototype.hasOwnProperty.call(v, key) ? v[key] : undefined;
}

const clone = <T>(v: T): T => structuredClone(v);

/** A value of a shape as CEL sees it: escaped property names, schema ints and doubles, pruned nulls. */
function bindShape(w: World, shape: Shape, v: unknown): unknown {
  if (v === null || v === undefined) return v;
  const s = resolvedShape(shape, w.lookup);
  const type = objectTypeOf(s, w.lookup);
  if (type) return isObject(v) ? bindObject(w, type, v) : toCel(v);
  if (s.kind === "array")
    return Array.isArray(v) ? v.map((x) => bindShape(w, s.items, x)) : toCel(v);
  if (s.kind === "map")
    return isObject(v)
      ? Object.fromEntries(Object.entries(v).map(([k, x]) => [k, bindShape(w, s.values, x)]))
      : toCel(v);
  if (
    s.kind === "scalar" &&
    (s.scalar === "float32" || s.scalar === "float64") &&
    typeof v === "number"
  )
    return v;
  return toCel(v);
}

function bindObject(w: World, type: ObjectType, v: Obj): Obj {
  const out: Obj = {};
  for (const field of jsonFields(type, w.lookup)) {
    const x = own(v, field.jsonName);
    if (x === undefined) continue;
    // Kubernetes prunes the nulls of fields that are not nullable before validating.
    if (x === null && !resolvedShape(field.shape, w.lookup).nullable) continue;
    const name = kubernetesEscape(field.jsonName);
    if (name === undefined) continue;
    Object.defineProperty(out, name, {
      value: bindShape(w, field.shape, x),
      enumerable: true,
      writable: true,
      configurable: true,
    });
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// Evaluating validations, and walking an object as Kubernetes does.

interface Outcome {
  readonly ok: boolean;
  readonly error?: string;
}

/** One validation; undefined when Kubernetes would not evaluate it (a transition rule without an old value). */
function evaluate(v: CelValidation, self: unknown, oldSelf: unknown): Outcome | undefined {
  const variables: Record<string, unknown> = { self };
  if (/\boldSelf\b/.test(v.rule)) {
    if (oldSelf === undefined && !v.optionalOldSelf) return undefined;
    variables.oldSelf = v.optionalOldSelf
      ? oldSelf === undefined
        ? Optional.none()
        : Optional.of(oldSelf)
      : oldSelf;
  }
  try {
    const result = evaluateCelValues(v.rule, variables, KUBERNETES);
    if (typeof result !== "boolean") return { ok: false, error: `not a bool: ${String(result)}` };
    return { ok: result };
  } catch (e) {
    return { ok: false, error: (e as Error).message.split("\n")[0] };
  }
}

interface Failure {
  /** Where Kubernetes reports it: the object's path and the validation's fieldPath. */
  readonly at: string;
  /** The rule's origin, or `immutable`. */
  readonly source: string;
  readonly rule: string;
  readonly reason?: CelValidation["reason"];
  readonly message: string;
  readonly error?: string;
}

const originOf = (r: Rule): string => `${r.origin.file}:${r.origin.line}`;

function joinPath(path: string, fieldPath: string | undefined): string {
  if (!fieldPath) return path;
  const keys = [...fieldPath.matchAll(/\.([A-Za-z_][A-Za-z0-9_]*)|\['((?:[^'\\]|\\.)*)'\]/g)].map(
    (m) => m[1] ?? m[2]!.replace(/\\(.)/g, "$1"),
  );
  return keys.reduce((acc, k) => (acc === "" ? k : `${acc}.${k}`), path);
}

/** Every failing validation of a value of an object type (and of the objects inside it). */
function celFailures(
  w: World,
  type: ObjectType,
  value: unknown,
  old: unknown,
  path = "",
): Failure[] {
  if (!isObject(value)) return [];
  const out: Failure[] = [];
  const self = bindObject(w, type, value);
  const oldSelf = isObject(old) ? bindObject(w, type, old) : undefined;
  const run = (v: CelValidation, source: string, s: unknown, o: unknown, at: string) => {
    const outcome = evaluate(v, s, o);
    if (outcome && !outcome.ok)
      out.push({
        at: joinPath(at, v.fieldPath),
        source,
        rule: v.rule,
        reason: v.reason,
        message: v.message,
        ...(outcome.error ? { error: outcome.error } : {}),
      });
  };
  for (const rule of type.rules)
    for (const v of ruleCel(rule, { type, lookup: w.lookup }).validations)
      run(guardedByType(v, type, w.lookup), originOf(rule), self, oldSelf, path);
  for (const v of immutabilityCelValidations(type, w.lookup))
    run(v, "immutable", self, oldSelf, path);
  for (const field of jsonFields(type, w.lookup)) {
    const nullable = resolvedShape(field.shape, w.lookup).nullable;
    const x = own(value, field.jsonName);
    if (x === undefined || (x === null && !nullable)) continue;
    let o = isObject(old) ? own(old, field.jsonName) : undefined;
    if (o === null && !nullable) o = undefined;
    const at = path === "" ? field.jsonName : `${path}.${field.jsonName}`;
    for (const v of fieldCelValidations(field, w.lookup))
      run(
        v,
        "immutable",
        bindShape(w, field.shape, x),
        o === undefined ? undefined : bindShape(w, field.shape, o),
        at,
      );
    out.push(...shapeFailures(w, field.shape, x, o, at));
  }
  return out;
}

function shapeFailures(
  w: World,
  shape: Shape,
  value: unknown,
  old: unknown,
  path: string,
): Failure[] {
  const s = resolvedShape(shape, w.lookup);
  const type = objectTypeOf(s, w.lookup);
  if (type) return celFailures(w, type, value, old, path);
  if (s.kind === "array" && Array.isArray(value)) {
    // Kubernetes correlates old and new items only in map lists, by their keys.
    const keys = s.listType === "map" ? (s.listMapKeys ?? []) : undefined;
    const keyOf = (item: unknown) =>
      isObject(item) ? JSON.stringify(keys!.map((k) => own(item, k) ?? null)) : undefined;
    return value.flatMap((item, i) => {
      const previous =
        keys && Array.isArray(old) ? old.find((o) => keyOf(o) === keyOf(item)) : undefined;
      return shapeFailures(w, s.items, item, previous, `${path}[${i}]`);
    });
  }
  if (s.kind === "map" && isObject(value)) {
    return Object.keys(value).flatMap((k) =>
      shapeFailures(
        w,
        s.values,
        value[k],
        isObject(old) ? own(old, k) : undefined,
        `${path}[${k}]`,
      ),
    );
  }
  return [];
}

/** The TypeScript validator's errors: the type's validate, and on update its update check. */
function tsErrors(w: World, type: ObjectType, value: unknown, old: unknown): Collector["errors"] {
  const entry = w.entries.get(type.id);
  if (!entry) throw new Error(`no generated validator for ${type.id}`);
  const c = w.newCollector(old !== undefined);
  entry.validateAt(value, "", c);
  if (old !== undefined) entry.updateAt?.(value, old, "", c);
  return c.errors;
}

// ---------------------------------------------------------------------------------------------
// Valid values: generated from the shapes, with hand-written objects where a type's own rules
// or patterns need more than its required fields. Several samples of a type are alternatives
// (the first one is the default; others have other fields set).

const SAMPLES: Readonly<Record<string, readonly Obj[]>> = {
  JWTAuthenticator: [
    {
      issuer: { url: "https://issuer.example.com", audiences: ["a"] },
      claimMappings: { username: { claim: "sub", prefix: "" } },
    },
  ],
  ClaimMappings: [
    { username: { claim: "sub", prefix: "" } },
    { username: { expression: "claims.sub" } },
  ],
  PrefixedClaimOrExpression: [{ claim: "sub", prefix: "" }, { expression: "claims.sub" }],
  ClaimOrExpression: [{ claim: "groups" }, { expression: "claims.groups" }],
  ClaimValidationRule: [
    { claim: "hd", requiredValue: "example.com" },
    { expression: 'claims.hd == "example.com"', message: "wrong domain" },
  ],
  AnonymousAuthConfig: [{ enabled: true }],
  ResourceSliceSpec: [{ nodeName: "node-1" }, { allNodes: true }],
  DeviceAttribute: [{ string: "a" }, { int: 1 }],
  UserValidationRule: [
    { expression: '!user.username.startsWith("system:")', message: "no system users" },
  ],
  ExtraMapping: [{ key: "example.com/team", valueExpression: "claims.team" }],
  AuthorizerConfiguration: [{ type: "RBAC", name: "rbac" }],
  Transport: [
    { uds: { udsName: "/run/konnectivity.sock" } },
    { tcp: { url: "http://konnectivity.example.com:8131" } },
  ],
  TCPTransport: [{ url: "http://konnectivity.example.com:8131" }],
  UDSTransport: [{ udsName: "/run/konnectivity.sock" }],
  Connection: [
    { proxyProtocol: "Direct" },
    { proxyProtocol: "GRPC", transport: { uds: { udsName: "/run/konnectivity.sock" } } },
    {
      proxyProtocol: "HTTPConnect",
      transport: { tcp: { url: "http://konnectivity.example.com:8131" } },
    },
  ],
  WebhookConnectionInfo: [{ type: "ClusterConfig", clusterConfigFile: "/etc/webhook/kubeconfig" }],
  WebhookClientConfig: [
    { url: "https://webhook.example.com/validate" },
    { service: { namespace: "default", name: "webhook" } },
  ],
  WebhookConfiguration: [{ matchConditionSubjectAccessReviewVersion: "v1" }],
  ClusterRoleBinding: [
    { roleRef: { apiGroup: "rbac.authorization.core.io", kind: "ClusterRole", name: "view" } },
  ],
  Subject: [
    { kind: "User", name: "alice", apiGroup: "rbac.authorization.core.io" },
    { kind: "ServiceAccount", name: "default", namespace: "default", apiGroup: "" },
  ],
  ResourcePoolStatusRequestStatus: [
    {
      poolCount: 5,
      conditions: [
        {
          type: "Complete",
          status: "True",
          lastTransitionTime: "2024-01-01T00:00:00Z",
          reason: "Done",
        },
      ],
    },
  ],
  PolicyRule: [{ level: "Metadata" }],
  Toleration: [{ key: "example.com/k", operator: "Equal", value: "v", effect: "NoSchedule" }],
  Event: [
    {
      action: "Created",
      reason: "Created",
      reportingController: "example.com/controller",
      reportingInstance: "controller-1",
      type: "Normal",
    },
  ],
  PoolStatus: [
    {
      driver: "driver.example.com",
      poolName: "pool-a",
      nodeName: "node-a",
      generation: 1,
      allocatedDevices: 1,
      availableDevices: 1,
      resourceSliceCount: 1,
      totalDevices: 2,
      unavailableDevices: 0,
    },
  ],
  ThingSpec: [{ d: "d", stage: "s" }],
  RequestSpec: [{ binaryVersion: "1.2.0", claim: "sub", mode: "Fast", token: "t", action: "act" }],
  RequestStatus: [{ total: 2, used: 1, free: 1, conditions: [{ type: "Complete" }] }],
};

class Samples {
  constructor(private readonly w: World) {}

  /** The valid samples of an object type: its required fields, with what SAMPLES adds. */
  objects(type: ObjectType, variant = 0, depth = 0): Obj[] {
    const generated = this.generated(type, variant, depth);
    const written = SAMPLES[type.name] ?? [{}];
    return written.map((o) => ({ ...generated, ...clone(o) }));
  }

  object(type: ObjectType, variant = 0, depth = 0): Obj {
    return this.objects(type, variant, depth)[0]!;
  }

  /** A valid value of a shape that differs from `current`: another variant, or one field of it changed. */
  different(shape: Shape, current: unknown, i = 1): unknown {
    const same = (v: unknown) => JSON.stringify(v) === JSON.stringify(current);
    for (let v = i; v < i + 4; v++) {
      const next = this.value(shape, v);
      if (!same(next)) return next;
    }
    const type = objectTypeOf(resolvedShape(shape, this.w.lookup), this.w.lookup);
    if (type && isObject(current)) {
      for (const field of jsonFields(type, this.w.lookup)) {
        const s = resolvedShape(field.shape, this.w.lookup);
        if (s.kind !== "scalar" || s.enum || !["string", "int32", "int64"].includes(s.scalar))
          continue;
        const changed = { ...clone(current), [field.jsonName]: this.value(field.shape, 400 + i) };
        if (!same(changed)) return changed;
      }
    }
    throw new Error(`no other value than ${JSON.stringify(current)}`);
  }

  private withKind(type: ObjectType, o: Obj): Obj {
    if (!type.apiKind) return o;
    const metadata: Obj = { name: "a", resourceVersion: "1" };
    if (type.apiKind.resource?.scope === "Namespaced") metadata.namespace = "default";
    return { apiVersion: type.apiKind.apiVersion, kind: type.name, metadata, ...o };
  }

  private generated(type: ObjectType, variant: number, depth: number): Obj {
    const o: Obj = {};
    for (const field of jsonFields(type, this.w.lookup)) {
      if (
        field.required &&
        !(type.apiKind && ["apiVersion", "kind", "metadata"].includes(field.jsonName))
      )
        o[field.jsonName] = this.value(field.shape, variant, depth + 1);
    }
    return this.withKind(type, o);
  }

  /** A valid, set (not zero) value of a shape; `variant` gives other values of the same shape. */
  value(shape: Shape, variant = 0, depth = 0): unknown {
    if (depth > 12) throw new Error("sample too deep");
    const s = resolvedShape(shape, this.w.lookup);
    const type = objectTypeOf(s, this.w.lookup);
    if (type) return this.object(type, variant, depth);
    if (s.kind === "array") {
      const n = Math.max(s.minItems ?? 1, 1);
      return Array.from({ length: n }, (_, i) => this.value(s.items, variant * 10 + i, depth + 1));
    }
    if (s.kind === "map")
      return s.minProperties ? { [`k${variant}`]: this.value(s.values, variant, depth + 1) } : {};
    if (s.kind !== "scalar") return undefined;
    if (s.enum) return s.enum[variant % s.enum.length]!.value;
    const v = variant;
    switch (s.scalar) {
      case "string":
        return this.string(s, v);
      case "int32":
      case "int64":
        return this.number(s, 1 + v);
      case "float32":
      case "float64":
        return 1.5 + v;
      case "boolean":
        return true;
      case "bytes":
        return "YQ==";
      case "duration":
        return `${10 + v}s`;
      case "time":
        return `2024-01-0${1 + (v % 9)}T00:00:00Z`;
      case "microtime":
        return `2024-01-0${1 + (v % 9)}T00:00:00.000000Z`;
      case "quantity":
        return `${1 + v}`;
      case "int-or-string":
        return 1 + v;
      case "object":
        return {};
      case "any":
        return "a";
    }
  }

  private number(s: Shape, n: number): number {
    let x = n;
    if (typeof s.minimum === "number" && x < s.minimum) x = s.minimum + (n - 1);
    if (typeof s.exclusiveMinimum === "number" && x <= s.exclusiveMinimum)
      x = s.exclusiveMinimum + n;
    if (typeof s.maximum === "number" && x > s.maximum) x = s.maximum;
    return x;
  }

  private string(s: Shape, v: number): string {
    const byFormat: Record<string, string> = {
      "dns-label": `a${v}`,
      "dns-subdomain": `a${v}.example.com`,
      "qualified-name": `example.com/a${v}`,
      "label-key": `example.com/a${v}`,
      "label-value": `a${v}`,
      semver: `1.${v}.0`,
      url: `https://a${v}.example.com`,
      "https-url": `https://a${v}.example.com`,
      ip: `10.0.0.${v + 1}`,
      cidr: `10.${v}.0.0/16`,
      "attribute-name": `example.com/a${v}`,
      "domain-prefixed-path": `example.com/a${v}`,
      cel: `${s.celVariables?.[0] ?? "claims"}.a${v} == "x"`,
      "image-reference": `a:${v}`,
      "file-path": `/a${v}`,
      "host-port": `a${v}.example.com:80`,
    };
    let text = (s.format && byFormat[s.format]) ?? `a${v}`;
    if (s.pattern) {
      const re = new RegExp(s.pattern, "u");
      text =
        [text, `/${text}`, `https://${text}`].find((t) => re.test(t)) ??
        fail(`no sample matches ${s.pattern}`);
    }
    if (s.minLength && text.length < s.minLength) text = text.padEnd(s.minLength, "a");
    return text;
  }
}

// ---------------------------------------------------------------------------------------------
// Objects derived from rules: mutations of a valid base object.

interface Mutation {
  readonly label: string;
  readonly apply: (o: Obj) => void;
}

interface Case {
  readonly label: string;
  readonly obj: Obj;
  readonly old?: Obj;
  /** Whether the rule holds for the object (what its CEL must say). */
  readonly expect: boolean;
}

class Paths {
  readonly samples: Samples;
  constructor(
    readonly w: World,
    readonly root: ObjectType,
  ) {
    this.samples = new Samples(w);
  }

  steps(path: FieldPath, root: ObjectType = this.root): CelStep[] {
    return celSteps(root, path, this.w.lookup);
  }

  /** Sets the value at a path (no `[]`), creating what is missing on the way with valid samples. */
  set(o: Obj, path: FieldPath, value: unknown, root: ObjectType = this.root): void {
    const steps = this.steps(path, root);
    let current = o;
    steps.slice(0, -1).forEach((step, i) => {
      let next = own(current, step.key);
      const inner = steps[i + 1]!.key;
      // An object without the field takes the sample of its type that has it (another alternative).
      const type = objectTypeOf(step.shape, this.w.lookup);
      const alternative =
        type && (!isObject(next) || own(next, inner) === undefined)
          ? this.samples.objects(type).find((c) => own(c, inner) !== undefined)
          : undefined;
      if (alternative) next = alternative;
      else if (!isObject(next)) next = this.samples.value(step.field.shape);
      current[step.key] = next;
      current = next as Obj;
    });
    current[steps.at(-1)!.key] = value;
  }

  unset(o: Obj, path: FieldPath): void {
    let current: unknown = o;
    const keys = path.segments.map((s) => s.key);
    for (const k of keys.slice(0, -1)) current = isObject(current) ? own(current, k) : undefined;
    if (isObject(current)) delete current[keys.at(-1)!];
  }

  get(o: unknown, path: FieldPath): unknown {
    return path.segments.reduce<unknown>(
      (acc, s) => (isObject(acc) ? own(acc, s.key) : undefined),
      o,
    );
  }

  leaf(path: FieldPath, root: ObjectType = this.root): { field: Field; shape: Shape } {
    const step = this.steps(path, root).at(-1)!;
    return { field: step.field, shape: step.shape };
  }

  sample(path: FieldPath, variant = 0): unknown {
    return this.samples.value(this.leaf(path).field.shape, variant);
  }

  setM(path: FieldPath, variant = 0): Mutation {
    return {
      label: `${path.text} set`,
      apply: (o) => this.set(o, path, this.sample(path, variant)),
    };
  }

  valueM(
    path: FieldPath,
    value: unknown,
    label = `${path.text}=${JSON.stringify(value)}`,
  ): Mutation {
    return { label, apply: (o) => this.set(o, path, clone(value)) };
  }

  /** Removes a field; a field the schema requires cannot go (the OpenAPI schema, not CEL, reports that). */
  unsetM(path: FieldPath): Mutation[] {
    if (this.leaf(path).field.required) return [];
    return [{ label: `${path.text} absent`, apply: (o) => this.unset(o, path) }];
  }

  /** The zero values of a field that its schema accepts (they count as not set). */
  zeros(path: FieldPath): unknown[] {
    const { field, shape } = this.leaf(path);
    if (field.pointer || field.required) return [];
    if (shape.kind === "array") return shape.minItems ? [] : [[]];
    if (shape.kind !== "scalar") return [];
    if (shape.enum) return shape.enum.some((e) => e.value === "") ? [""] : [];
    switch (shape.scalar) {
      case "string":
        return shape.format || shape.pattern || shape.minLength ? [] : [""];
      case "int32":
      case "int64":
      case "float32":
      case "float64":
        return (typeof shape.minimum === "number" && shape.minimum > 0) ||
          shape.exclusiveMinimum !== undefined
          ? []
          : [0];
      case "boolean":
        return [false];
      case "int-or-string":
        return [0, ""];
      case "quantity":
        return [0];
      default:
        return [];
    }
  }

  zero(path: FieldPath): { value: unknown } | undefined {
    const zeros = this.zeros(path);
    return zeros.length ? { value: zeros[0] } : undefined;
  }

  /** Ways a path is not set: absent, its zero value, null. */
  unsetVariants(path: FieldPath): Mutation[] {
    const out = this.unsetM(path);
    for (const zero of this.zeros(path))
      out.push(this.valueM(path, zero, `${path.text} zero (${JSON.stringify(zero)})`));
    const { field, shape } = this.leaf(path);
    if (shape.nullable && !field.required) out.push(this.valueM(path, null, `${path.text} null`));
    return out;
  }

  /** A valid value of a path other than the excluded ones, if there is one. */
  other(path: FieldPath, excluded: readonly unknown[]): unknown {
    const { shape } = this.leaf(path);
    if (shape.kind === "scalar" && shape.enum)
      return shape.enum.map((e) => e.value).find((v) => !excluded.includes(v));
    if (shape.kind === "scalar" && shape.scalar === "boolean")
      return [true, false].find((v) => !excluded.includes(v));
    for (let v = 0; v < 20; v++) {
      const candidate = this.sample(path, v);
      if (!excluded.includes(candidate)) return candidate;
    }
    return undefined;
  }

  /** The object type of a list's items. */
  itemTypeOf(list: FieldPath): ObjectType | undefined {
    const shape = resolvedShape(this.leaf(list).shape, this.w.lookup);
    return shape.kind === "array" ? objectTypeOf(shape.items, this.w.lookup) : undefined;
  }

  /** A list of n valid items at a path, distinct in their map keys and unique-rule keys. */
  items(list: FieldPath, n: number): unknown[] {
    const shape = resolvedShape(this.leaf(list).shape, this.w.lookup);
    if (shape.kind !== "array") throw new Error(`${list.text} is not a list`);
    if (!this.itemTypeOf(list))
      return Array.from({ length: n }, (_, i) => this.samples.value(shape.items, i + 1));
    return Array.from({ length: n }, (_, i) => this.item(list, undefined, i));
  }

  /**
   * A valid item of a list of objects: the first sample of its type that has `path` set, with
   * values of the list's map keys and of the other unique keys of the list that differ by `variant`.
   */
  item(list: FieldPath, path: FieldPath | undefined, variant: number, except?: FieldPath): Obj {
    const type = this.itemTypeOf(list);
    if (!type) throw new Error(`${list.text}: items are not objects`);
    const candidates = this.samples.objects(type);
    const item = clone(
      candidates.find((c) => !path || this.get(c, path) !== undefined) ?? candidates[0]!,
    );
    const shape = resolvedShape(this.leaf(list).shape, this.w.lookup);
    if (shape.kind === "array") {
      for (const k of shape.listMapKeys ?? []) {
        const field = jsonFields(type, this.w.lookup).find((f) => f.jsonName === k)!;
        item[k] = this.samples.value(field.shape, 200 + variant);
      }
    }
    for (const r of this.root.rules) {
      if (r.kind !== "unique" || !r.key || r.list.text !== list.text || r.key.text === except?.text)
        continue;
      const current = this.get(item, r.key);
      if (current !== undefined && current !== "")
        this.set(
          item,
          r.key,
          this.samples.value(this.leaf(r.key, type).field.shape, 100 + variant),
          type,
        );
    }
    return item;
  }
}

/** Text that mentions an identifier in CEL (and a near miss that does not). */
const mentioning = (name: string) => `${name} != ""`;

function prefixed(prefix: string): string {
  return prefix.endsWith("://") ? `${prefix}example.com` : `${prefix}x`;
}

/** Mutations of `base` under which a condition holds (a `when:` list: all of its conditions). */
function condTrue(p: Paths, c: Condition, base: Obj): Mutation[] {
  return c.and?.length ? compound(p, c, base, true) : simpleTrue(p, c);
}

/** Mutations of `base` under which a condition does not hold. */
function condFalse(p: Paths, c: Condition, base: Obj): Mutation[] {
  return c.and?.length ? compound(p, c, base, false) : simpleFalse(p, c);
}

/**
 * A `when:` list: every combination of the mutations that make each part hold or fail, applied
 * in order, kept when the whole holds (or fails) on the mutated object, as this test's own
 * reading of the conditions decides.
 */
function compound(p: Paths, c: Condition, base: Obj, want: boolean): Mutation[] {
  const parts = conditionsOf(c);
  // Each part's mutations, or none, so that a mutation of one part is also tried on its own.
  let combos: Mutation[][] = [[]];
  for (const part of parts)
    combos = combos.flatMap((combo) => [
      combo,
      ...[...simpleTrue(p, part), ...simpleFalse(p, part)].map((m) => [...combo, m]),
    ]);
  const seen = new Set<string>();
  const out: Mutation[] = [];
  for (const combo of combos) {
    const o = clone(base);
    for (const m of combo) m.apply(o);
    const key = JSON.stringify(o);
    // ObjectMeta's own validation requires a name, which CEL on the kind's schema cannot state.
    const nameless =
      (o.metadata as Obj | undefined)?.name === undefined &&
      (base.metadata as Obj | undefined)?.name !== undefined;
    if (seen.has(key) || nameless || parts.every((part) => holds(p, part, o)) !== want) continue;
    seen.add(key);
    out.push({
      label: combo.map((m) => m.label).join(", "),
      apply: (x) => combo.forEach((m) => m.apply(x)),
    });
  }
  return out;
}

/** This test's reading of one condition (specs/README.md), for the parts of a `when:` list. */
function holds(p: Paths, c: Condition, o: Obj): boolean {
  const v = p.get(o, c.field);
  const value = c.value as ScalarValue;
  switch (c.op) {
    case "equals":
      return v === value;
    case "notEquals":
      return v !== value;
    case "in":
      return (c.value as ScalarValue[]).includes(v as ScalarValue);
    case "notIn":
      return !(c.value as ScalarValue[]).includes(v as ScalarValue);
    case "prefix":
      return typeof v === "string" && v.startsWith(String(value));
    case "notPrefix":
      return !(typeof v === "string" && v.startsWith(String(value)));
    case "greaterThan":
      return typeof v === "number" && v > Number(value);
    case "lessThan":
      return typeof v === "number" && v < Number(value);
    case "contains":
      return Array.isArray(v) && v.includes(value);
    case "set":
      return (
        (v !== undefined &&
          v !== null &&
          (c.field.field.pointer || (v !== "" && !(Array.isArray(v) && v.length === 0)))) === value
      );
    default:
      throw new Error(`no reading of "${c.op}" in a when: list`);
  }
}

function simpleTrue(p: Paths, c: Condition): Mutation[] {
  const f = c.field;
  switch (c.op) {
    case "equals":
      return [p.valueM(f, c.value)];
    case "notEquals":
      return [...p.unsetM(f), ...optional(p, f, p.other(f, [c.value]))];
    case "in":
      return (c.value as ScalarValue[]).map((v) => p.valueM(f, v));
    case "notIn":
      return [...p.unsetM(f), ...optional(p, f, p.other(f, c.value as ScalarValue[]))];
    // An enum field is set to each of its values, so that a value other rules constrain
    // (type Webhook needs a webhook block) is not the only one tried.
    case "set":
      return c.value
        ? (enumOf(p, f)?.map((v) => p.valueM(f, v)) ?? [p.setM(f)])
        : p.unsetVariants(f);
    case "prefix":
      return [p.valueM(f, prefixed(String(c.value)))];
    case "notPrefix":
      return [...p.unsetM(f), p.valueM(f, `x${prefixed(String(c.value))}`)];
    case "greaterThan":
      return [p.valueM(f, Number(c.value) + 1)];
    case "lessThan":
      return [p.valueM(f, Number(c.value) - 1)];
    case "mentions":
      return [p.valueM(f, mentioning(String(c.value)))];
    case "minItems":
      return [
        {
          label: `${f.text} has ${String(c.value)} items`,
          apply: (o) => p.set(o, f, p.items(f, Number(c.value))),
        },
      ];
    case "contains":
      return [
        {
          label: `${f.text} holds ${String(c.value)}`,
          apply: (o) => p.set(o, f, [...listAt(p, o, f), c.value]),
        },
      ];
  }
}

/** The values of an enum field. */
function enumOf(p: Paths, f: FieldPath): ScalarValue[] | undefined {
  return resolvedShape(p.leaf(f).shape, p.w.lookup).enum?.map((e) => e.value);
}

/** The list at a field, or none. */
function listAt(p: Paths, o: Obj, f: FieldPath): unknown[] {
  const v = p.get(o, f);
  return Array.isArray(v) ? v : [];
}

function simpleFalse(p: Paths, c: Condition): Mutation[] {
  const f = c.field;
  switch (c.op) {
    case "equals":
      return [...p.unsetM(f), ...optional(p, f, p.other(f, [c.value]))];
    case "notEquals":
      return [p.valueM(f, c.value)];
    case "in":
      return [...p.unsetM(f), ...optional(p, f, p.other(f, c.value as ScalarValue[]))];
    case "notIn":
      return [p.valueM(f, (c.value as ScalarValue[])[0])];
    case "set":
      return c.value ? p.unsetVariants(f) : [p.setM(f)];
    case "prefix": {
      const sample = p.sample(f);
      const other =
        typeof sample === "string" && !sample.startsWith(String(c.value))
          ? sample
          : String(c.value).startsWith("https://")
            ? "http://example.com"
            : "https://example.com";
      return [...p.unsetM(f), p.valueM(f, other)];
    }
    case "notPrefix":
      return [p.valueM(f, prefixed(String(c.value)))];
    case "greaterThan":
      return [...p.unsetM(f), p.valueM(f, Number(c.value))];
    case "lessThan":
      return [...p.unsetM(f), p.valueM(f, Number(c.value))];
    case "mentions":
      return [
        ...p.unsetM(f),
        p.valueM(f, `${String(c.value)}_verified != ""`),
        p.valueM(f, `${String(c.value).replace(/\.([^.]*)$/, ".x$1")} != ""`),
      ];
    case "minItems": {
      const n = Number(c.value) - 1;
      return [
        ...p.unsetM(f),
        ...(n >= 1
          ? [{ label: `${f.text} has ${n} items`, apply: (o: Obj) => p.set(o, f, p.items(f, n)) }]
          : []),
      ];
    }
    case "contains":
      return [
        ...p.unsetM(f),
        {
          label: `${f.text} lacks ${String(c.value)}`,
          apply: (o) =>
            p.set(
              o,
              f,
              listAt(p, o, f).filter((v) => v !== c.value),
            ),
        },
      ];
  }
}

function optional(p: Paths, f: FieldPath, value: unknown): Mutation[] {
  return value === undefined ? [] : [p.valueM(f, value)];
}

/** The cases of one rule, built on a valid object of its type. */
function casesOf(w: World, type: ObjectType, rule: Rule): Case[] {
  const bases = new Samples(w).objects(type);
  return bases.flatMap((base, i) =>
    casesOn(w, type, rule, base).map((c) =>
      bases.length > 1 ? { ...c, label: `[base ${i}] ${c.label}` } : c,
    ),
  );
}

function casesOn(w: World, type: ObjectType, rule: Rule, base: Obj): Case[] {
  const p = new Paths(w, type);
  const cases: Case[] = [];
  const mk = (label: string, expect: boolean, ...mutations: Mutation[]): void => {
    const obj = clone(base);
    for (const m of mutations) m.apply(obj);
    cases.push({
      label: [label, ...mutations.map((m) => m.label)].filter(Boolean).join("; "),
      obj,
      expect,
    });
  };
  switch (rule.kind) {
    case "required": {
      const setAll = rule.fields.map((f) => p.setM(f));
      if (rule.when) {
        for (const t of condTrue(p, rule.when, base)) {
          mk("holds, all set", true, ...setAll, t);
          for (const f of rule.fields)
            for (const u of p.unsetVariants(f)) mk("holds", false, ...setAll, u, t);
        }
        for (const t of condFalse(p, rule.when, base))
          mk("does not hold, none set", true, ...rule.fields.flatMap((f) => p.unsetM(f)), t);
      } else {
        mk("all set", true, ...setAll);
        for (const f of rule.fields)
          for (const u of p.unsetVariants(f)) mk("", false, ...setAll, u);
      }
      break;
    }
    case "forbidden": {
      const clear = rule.fields.flatMap((f) => p.unsetM(f));
      for (const t of condTrue(p, rule.when, base)) {
        mk("holds, none set", true, ...clear, t);
        for (const f of rule.fields) {
          mk("holds", false, ...clear, p.setM(f), t);
          for (const u of p.unsetVariants(f).slice(1)) mk("holds, not set", true, ...clear, u, t);
        }
      }
      for (const t of condFalse(p, rule.when, base))
        mk("does not hold, all set", true, ...rule.fields.map((f) => p.setM(f)), t);
      break;
    }
    case "mutuallyExclusive":
    case "atLeastOneOf":
    case "exactlyOneOf":
    case "together": {
      const n = rule.alternatives.length;
      const holds = (k: number): boolean =>
        rule.kind === "mutuallyExclusive"
          ? k <= 1
          : rule.kind === "atLeastOneOf"
            ? k >= 1
            : rule.kind === "exactlyOneOf"
              ? k === 1
              : k === 0 || k === n;
      const clear = rule.alternatives.flat().flatMap((f) => p.unsetM(f));
      mk("none set", holds(0), ...clear);
      for (const alt of rule.alternatives) {
        for (const f of alt) {
          mk("", holds(1), ...clear, p.setM(f));
          for (const zero of p.zeros(f))
            mk("zero counts as unset", holds(0), ...clear, p.valueM(f, zero));
        }
      }
      for (let i = 0; i < n; i++) {
        for (let j = i + 1; j < n; j++) {
          for (const a of rule.alternatives[i]!)
            for (const b of rule.alternatives[j]!) mk("", holds(2), ...clear, p.setM(a), p.setM(b));
        }
      }
      if (n > 2)
        mk("all set", holds(n), ...clear, ...rule.alternatives.map((alt) => p.setM(alt[0]!)));
      break;
    }
    case "compare":
      compareCases(p, rule, mk);
      break;
    case "derived":
      derivedCases(p, rule, mk);
      break;
    case "unique": {
      const key = rule.key;
      const item = (i: number) => p.item(rule.list, key, i, key);
      const itemType_ = p.itemTypeOf(rule.list);
      const listShape = resolvedShape(p.leaf(rule.list).shape, w.lookup);
      const itemShape = listShape.kind === "array" ? listShape.items : listShape;
      // Without a key the item is its own key: distinct items are samples that differ.
      const firstItem = key ? undefined : p.items(rule.list, 1)[0];
      const sampleKey = (i: number) =>
        key && itemType_
          ? p.samples.value(p.leaf(key, itemType_).field.shape, 300 + i)
          : i === 0
            ? firstItem
            : p.samples.different(itemShape, firstItem, i);
      // The key an item counts as (aliases replaced); repeatable keys never make duplicates.
      const counted = (v: unknown) =>
        typeof v === "string" && rule.aliases && Object.hasOwn(rule.aliases, v)
          ? rule.aliases[v]
          : v;
      const keys: unknown[] = [];
      for (let i = 0; i < 40 && keys.length < 2; i++) {
        const v = sampleKey(i);
        if (
          !rule.repeatable?.includes(v as ScalarValue) &&
          !keys.some((k) => JSON.stringify(counted(k)) === JSON.stringify(counted(v)))
        )
          keys.push(v);
      }
      const keyValue = (i: number) => keys[i];
      const withKeys = (values: unknown[]) =>
        values.map((v, i) => {
          if (!key) return clone(v);
          const it = item(i);
          if (v === undefined) p.unset(it, key);
          else p.set(it, key, v, itemType_);
          return it;
        });
      for (const u of p.unsetM(rule.list)) mk("list absent", true, u);
      for (const v of rule.repeatable ?? [])
        mk(
          "a repeatable key twice",
          true,
          p.valueM(
            rule.list,
            withKeys([v, v]),
            `${rule.list.text} with ${JSON.stringify(v)} twice`,
          ),
        );
      for (const [from, to] of Object.entries(rule.aliases ?? {}))
        mk(
          "a key and its alias",
          false,
          p.valueM(
            rule.list,
            withKeys([to, from]),
            `${rule.list.text} with ${JSON.stringify(to)} and ${JSON.stringify(from)}`,
          ),
        );
      mk(
        "distinct",
        true,
        p.valueM(
          rule.list,
          withKeys([keyValue(0), keyValue(1)]),
          `${rule.list.text} with distinct keys`,
        ),
      );
      mk(
        "duplicate",
        false,
        p.valueM(
          rule.list,
          withKeys([keyValue(0), keyValue(0)]),
          `${rule.list.text} with a duplicate key`,
        ),
      );
      mk(
        "duplicate after others",
        false,
        p.valueM(
          rule.list,
          withKeys([keyValue(0), keyValue(1), keyValue(0)]),
          `${rule.list.text} with a duplicate key`,
        ),
      );
      if (!key && isObject(firstItem)) {
        const reordered = Object.fromEntries(Object.entries(firstItem).reverse());
        mk(
          "duplicate in another key order",
          false,
          p.valueM(
            rule.list,
            [firstItem, reordered],
            `${rule.list.text} with an item repeated, keys reordered`,
          ),
        );
      }
      if (key && itemType_) {
        const { field, shape } = p.leaf(key, itemType_);
        if (!field.required)
          mk(
            "keys absent",
            true,
            p.valueM(rule.list, withKeys([undefined, undefined]), `${rule.list.text} without keys`),
          );
        if (
          !field.required &&
          shape.kind === "scalar" &&
          shape.scalar === "string" &&
          !shape.format &&
          !shape.pattern &&
          !shape.minLength
        ) {
          mk(
            "empty keys",
            true,
            p.valueM(rule.list, withKeys(["", ""]), `${rule.list.text} with empty keys`),
          );
        }
      }
      break;
    }
    case "listContains": {
      const type_ = p.itemTypeOf(rule.list)!;
      const withKey = (v: unknown, i: number) => {
        const it = p.item(rule.list, rule.key, i);
        p.set(it, rule.key, v, type_);
        return it;
      };
      const other = p.samples.value(p.leaf(rule.key, type_).field.shape, 7);
      for (const u of p.unsetM(rule.list)) mk("list absent", false, u);
      if (!resolvedShape(p.leaf(rule.list).shape, w.lookup).minItems)
        mk("list empty", false, p.valueM(rule.list, []));
      rule.anyOf.forEach((v, i) => mk("", true, p.valueM(rule.list, [withKey(v, i)])));
      mk("other key", false, p.valueM(rule.list, [withKey(other, 0)]));
      mk(
        "other key first",
        true,
        p.valueM(rule.list, [withKey(other, 0), withKey(rule.anyOf[0], 1)]),
      );
      break;
    }
    case "restrict": {
      const f = rule.field;
      const good: unknown[] = [];
      const bad: unknown[] = [];
      if (rule.enum) {
        good.push(...rule.enum);
        const o = p.other(f, rule.enum);
        if (o !== undefined) bad.push(o);
      }
      if (rule.format) {
        const sample = p.sample(f);
        good.push(sample);
        // Not a name of any format; a label value also allows capitals and `_`, so it gets a space.
        // A reserved domain for non-kubernetes-domain.
        bad.push(
          rule.format === "lowercase"
            ? `${String(sample)}X`
            : rule.format === "label-value"
              ? "not a value"
              : rule.format === "non-kubernetes-domain"
                ? "sub.k8s.io/x"
                : "Not_A_Name",
        );
      }
      if (rule.prefix !== undefined) {
        good.push(`${rule.prefix}x`);
        bad.push(`x${rule.prefix}`);
      }
      const whens = rule.when ? condTrue(p, rule.when, base) : [{ label: "", apply: () => {} }];
      for (const t of whens) {
        for (const u of p.unsetM(f)) mk("field absent", true, t, u);
        for (const v of good) mk("allowed", true, t, p.valueM(f, v));
        for (const v of bad) mk("not allowed", false, t, p.valueM(f, v));
      }
      // A condition on the restricted field itself decides alone.
      if (rule.when && rule.when.field.text !== f.text)
        for (const t of condFalse(p, rule.when, base))
          for (const v of bad) mk("condition does not hold", true, t, p.valueM(f, v));
      break;
    }
    case "reject":
      for (const t of condTrue(p, rule.when, base)) mk("condition holds", false, t);
      for (const t of condFalse(p, rule.when, base)) mk("condition does not hold", true, t);
      break;
    case "requiresMention": {
      const mention = rule.mention;
      const whenText = mentioning(String(rule.when.value));
      for (const t of condTrue(p, rule.when, base)) {
        mk("not mentioned", false, t);
        for (const path of rule.in) {
          const text = `${mention} == true`;
          if (path.text === rule.when.field.text) {
            mk("mentioned in the same field", true, p.valueM(path, `${whenText} && ${text}`));
            mk("near miss", false, p.valueM(path, `${whenText} && ${mention}_x == true`));
          } else if (!path.segments.some((s) => s.each)) {
            mk("mentioned", true, t, p.valueM(path, text));
          } else {
            const at = path.segments.findIndex((s) => s.each);
            const listPath: FieldPath = {
              ...path,
              text: path.segments
                .slice(0, at + 1)
                .map((s) => s.key)
                .join("."),
              segments: path.segments.slice(0, at + 1).map((s) => ({ ...s, each: false })),
            };
            const rest: FieldPath = {
              ...path,
              text: path.segments
                .slice(at + 1)
                .map((s) => s.key)
                .join("."),
              segments: path.segments.slice(at + 1),
            };
            const list = (value: string): Mutation => ({
              label: `${path.text} holds ${JSON.stringify(value)}`,
              apply: (o) => {
                const item = p.item(listPath, rest, 0);
                p.set(item, rest, value, p.itemTypeOf(listPath));
                p.set(o, listPath, [item]);
              },
            });
            mk("mentioned in a list item", true, t, list(text));
            mk("near miss in a list item", false, t, list(`${mention}_x == true`));
          }
        }
      }
      for (const t of condFalse(p, rule.when, base)) mk("condition does not hold", true, t);
      break;
    }
    case "frozenWhen": {
      const setOld = (o: Obj) => p.set(o, rule.set, p.sample(rule.set));
      const fields = jsonFields(type, w.lookup).filter(
        (f) =>
          ![
            "apiVersion",
            "kind",
            "metadata",
            ...rule.except.map((e) => e.segments[0]!.key),
          ].includes(f.jsonName),
      );
      const update = (
        label: string,
        expect: boolean,
        old: (o: Obj) => void,
        change: (o: Obj) => void,
      ) => {
        const o = clone(base);
        old(o);
        const n = clone(o);
        change(n);
        cases.push({ label, obj: n, old: o, expect });
      };
      update("frozen, unchanged", true, setOld, () => {});
      update("not frozen, set path added", true, () => {}, setOld);
      // Removing what froze the object is a change, unless that field is excepted.
      const setExcepted = rule.except.some((e) => e.segments[0]!.key === rule.set.segments[0]!.key);
      update("frozen, set path removed", setExcepted, setOld, (n) => p.unset(n, rule.set));
      for (const f of fields) {
        const changed = (n: Obj) =>
          void (n[f.jsonName] = p.samples.different(f.shape, own(n, f.jsonName)));
        update(`frozen, ${f.jsonName} changed`, false, setOld, changed);
        update(`not frozen, ${f.jsonName} changed`, true, (o) => p.unset(o, rule.set), changed);
      }
      break;
    }
    case "defaultWhen":
    case "ignoredWhen":
      break;
  }
  if (rule.on === "update") {
    // The rule applies to updates only: the cases are updates of the base object, and the
    // failing ones pass when they are created.
    const updates = cases.map((c) => ({ ...c, old: c.old ?? clone(base) }));
    const creates = cases
      .filter((c) => !c.expect && !c.old)
      .map((c) => ({ ...c, label: `create of: ${c.label}`, expect: true }));
    return [...updates, ...creates];
  }
  if (rule.on === "create") {
    // On update the rule does not apply: the failing objects pass as updates of themselves.
    for (const c of [...cases])
      if (!c.expect && !c.old)
        cases.push({ label: `update of: ${c.label}`, obj: c.obj, old: clone(c.obj), expect: true });
  }
  return cases;
}

type Mk = (label: string, expect: boolean, ...mutations: Mutation[]) => void;

/** Relations between two operands, with values of each kind in that relation. */
type Relation = "lt" | "eq" | "gt";
const HOLDS: Readonly<Record<string, readonly Relation[]>> = {
  "<": ["lt"],
  "<=": ["lt", "eq"],
  "==": ["eq"],
  "!=": ["lt", "gt"],
  ">=": ["eq", "gt"],
  ">": ["gt"],
};

function compareCases(p: Paths, rule: Rule & { kind: "compare" }, mk: Mk): void {
  const { left, right, op } = rule;
  const operandMutation = (o: typeof left, value: unknown): Mutation[] => {
    if (o.kind === "value") return [];
    if (o.kind === "count")
      return [
        {
          label: `${o.path.text} has ${String(value)} items`,
          apply: (x) => p.set(x, o.path, p.items(o.path, Number(value))),
        },
      ];
    return [p.valueM(o.path, value)];
  };
  const holds = (rel: Relation) => HOLDS[op]!.includes(rel);
  const format = (o: typeof left) => (o.kind === "path" ? p.leaf(o.path).shape.format : undefined);
  const v4 = (o: typeof left, i: number) =>
    format(o) === "ip" ? `10.0.0.${i + 1}` : `10.${i}.0.0/16`;
  const v6 = (o: typeof left) => (format(o) === "ip" ? "fd00::1" : "fd00::/64");
  if (rule.as === "ip-family") {
    // Same family is "eq", a different one "lt".
    mk(
      "same family",
      holds("eq"),
      ...operandMutation(left, v4(left, 0)),
      ...operandMutation(right, v4(right, 1)),
    );
    mk(
      "different families",
      holds("lt"),
      ...operandMutation(left, v4(left, 0)),
      ...operandMutation(right, v6(right)),
    );
    mk(
      "different families",
      holds("gt"),
      ...operandMutation(left, v6(left)),
      ...operandMutation(right, v4(right, 0)),
    );
  } else {
    const pairs = comparePairs(p, rule);
    for (const [rel, l, r] of pairs)
      mk(rel, holds(rel), ...operandMutation(left, l), ...operandMutation(right, r));
  }
  for (const o of [left, right]) {
    if (o.kind === "value") continue;
    const other = o === left ? right : left;
    const value =
      rule.as === "ip-family" ? v4(other, 0) : comparePairs(p, rule)[0]?.[o === left ? 2 : 1];
    for (const u of p.unsetM(o.path))
      mk("operand absent", true, u, ...operandMutation(other, value));
  }
}

/** Pairs of operand values in each relation, for the kind the rule compares as. */
function comparePairs(p: Paths, rule: Rule & { kind: "compare" }): [Relation, unknown, unknown][] {
  const { left, right } = rule;
  switch (rule.as) {
    case "semver": {
      const pairs: [Relation, unknown, unknown][] = [
        ["lt", "1.2.3", "1.10.0"],
        ["lt", "1.0.0-alpha", "1.0.0"],
        ["eq", "1.2.3", "1.2.3+build.1"],
        ["gt", "1.10.0", "1.2.3"],
      ];
      // Strings that are not versions compare as equal (when the fields' format allows them).
      const free = (o: typeof left) =>
        o.kind === "path" && p.leaf(o.path).shape.format === undefined;
      if (free(left) && free(right)) pairs.push(["eq", "v1.0", "1.0.0"], ["eq", "1.0.0", "latest"]);
      return pairs;
    }
    case "duration": {
      // Against a literal (a zero timeout): a second below it, the literal written two ways, and ten seconds above.
      const literal =
        left.kind === "value" ? left.value : right.kind === "value" ? right.value : undefined;
      if (literal === undefined)
        return [
          ["lt", "10s", "1m"],
          ["eq", "60s", "1m"],
          ["gt", "2m", "1m30s"],
          ["eq", "1m30s", "90000ms"],
        ];
      const ms = parseDuration(String(literal))! / 1e6;
      // Below the literal only where the field's own minimum allows it (a timeout is at least 0s).
      const path = left.kind === "path" ? left : right.kind === "path" ? right : undefined;
      const shape = path ? resolvedShape(p.leaf(path.path).shape, p.w.lookup) : undefined;
      const minimum = shape?.minimum ?? shape?.exclusiveMinimum;
      const below = minimum === undefined || parseDuration(String(minimum))! / 1e6 <= ms - 1000;
      const around: [Relation, string][] = [
        ...(below ? [["lt", `${ms - 1000}ms`] as [Relation, string]] : []),
        ["eq", String(literal)],
        ["eq", `${ms}ms`],
        ["gt", `${ms + 10000}ms`],
      ];
      // The relation is the path's to the literal: flipped when the literal is on the left.
      const flip = { lt: "gt", eq: "eq", gt: "lt" } as const;
      return around.map(([rel, v]) =>
        left.kind === "value" ? [flip[rel], undefined, v] : [rel, v, undefined],
      );
    }
    case "quantity":
      return [
        ["lt", "1", "2Gi"],
        ["eq", "1k", "1000"],
        ["gt", "1.5Gi", "1Gi"],
      ];
    case "string": {
      const sample = (o: typeof left, v: number) =>
        o.kind === "path" ? p.sample(o.path, v) : o.kind === "value" ? o.value : undefined;
      const a = sample(left, 0) as string;
      const b = sample(left, 1) as string;
      const lo = a < b ? a : b;
      const hi = a < b ? b : a;
      return [
        ["lt", lo, hi],
        ["eq", lo, lo],
        ["gt", hi, lo],
      ];
    }
    case "url": {
      // Equal without trailing slashes: the same URL, with and without slashes after it.
      const a = p.sample((left as { path: FieldPath }).path, 0) as string;
      const b = p.sample((left as { path: FieldPath }).path, 1) as string;
      const [lo, hi] = a < b ? [a, b] : [b, a];
      return [
        ["lt", lo, hi],
        ["eq", lo, lo],
        ["eq", `${lo}/`, lo],
        ["eq", lo, `${lo}///`],
        ["gt", hi, lo],
      ];
    }
    default: {
      // Numbers and counts: values inside the fields' bounds where possible.
      const literal =
        left.kind === "value"
          ? Number(left.value)
          : right.kind === "value"
            ? Number(right.value)
            : undefined;
      if (literal !== undefined) {
        return left.kind === "value"
          ? [
              ["lt", undefined, literal + 1],
              ["eq", undefined, literal],
              ["gt", undefined, literal - 1],
            ]
          : [
              ["lt", literal - 1, undefined],
              ["eq", literal, undefined],
              ["gt", literal + 1, undefined],
            ];
      }
      return [
        ["lt", 1, 2],
        ["eq", 2, 2],
        ["gt", 2, 1],
      ];
    }
  }
}

function derivedCases(p: Paths, rule: Rule & { kind: "derived" }, mk: Mk): void {
  const [first, ...rest] = rule.of;
  if (rule.as === "quantity") {
    // of: 10Gi, then 3Gi for each later term.
    const total = 10 - 3 * rest.length;
    const values = [p.valueM(first!, "10Gi"), ...rest.map((f) => p.valueM(f, "3Gi"))];
    const expected = rule.op === "difference" ? total : 10 + 3 * rest.length;
    mk("equal", true, ...values, p.valueM(rule.field, `${expected}Gi`));
    mk("equal, written otherwise", true, ...values, p.valueM(rule.field, `${expected * 1024}Mi`));
    mk("not equal", false, ...values, p.valueM(rule.field, `${expected + 1}Gi`));
    for (const u of p.unsetM(rule.field)) mk("field absent", true, ...values, u);
    if (p.leaf(rule.field).shape.nullable && !p.leaf(rule.field).field.required)
      mk("field null", true, ...values, p.valueM(rule.field, null));
    for (const u of p.unsetM(first!))
      mk("a term absent", true, ...values, p.valueM(rule.field, "1"), u);
    return;
  }
  const values = [p.valueM(first!, 10), ...rest.map((f, i) => p.valueM(f, i + 1))];
  const sum = rest.reduce((acc, _, i) => acc + i + 1, 0);
  const expected = rule.op === "difference" ? 10 - sum : 10 + sum;
  mk("equal", true, ...values, p.valueM(rule.field, expected));
  mk("not equal", false, ...values, p.valueM(rule.field, expected + 1));
  for (const u of p.unsetM(rule.field)) mk("field absent", true, ...values, u);
  for (const f of rule.of)
    for (const u of p.unsetM(f))
      mk("a term absent", true, ...values, p.valueM(rule.field, expected + 1), u);
}

/** Update cases of a type's immutable fields (field-level and type-level validations). */
function immutabilityCases(w: World, type: ObjectType): Case[] {
  const samples = new Samples(w);
  const base = samples.object(type);
  const cases: Case[] = [];
  for (const field of jsonFields(type, w.lookup)) {
    const immutability = fieldImmutability(field, w.lookup);
    if (!immutability) continue;
    const k = field.jsonName;
    const value = own(base, k) ?? samples.value(field.shape);
    const other = samples.different(field.shape, value);
    const withValue = (v: unknown) => {
      const o = clone(base);
      if (v === undefined) delete o[k];
      else o[k] = clone(v);
      return o;
    };
    cases.push({
      label: `${k} unchanged`,
      obj: withValue(value),
      old: withValue(value),
      expect: true,
    });
    if (other !== undefined)
      cases.push({
        label: `${k} changed`,
        obj: withValue(other),
        old: withValue(value),
        expect: false,
      });
    cases.push({
      label: `${k} removed`,
      obj: withValue(undefined),
      old: withValue(value),
      expect: false,
    });
    cases.push({
      label: `${k} added`,
      obj: withValue(value),
      old: withValue(undefined),
      expect: immutability === "once-set",
    });
    const zero = new Paths(w, type).zero({
      text: k,
      segments: [{ key: k, each: false }],
      leaf: field.shape,
      field,
    });
    if (zero) {
      // A zero value is not set: a once-set field may still get its value.
      cases.push({
        label: `${k} from zero`,
        obj: withValue(value),
        old: withValue(zero.value),
        expect: immutability === "once-set",
      });
      cases.push({
        label: `${k} to zero`,
        obj: withValue(zero.value),
        old: withValue(value),
        expect: false,
      });
    }
  }
  return cases;
}

// ---------------------------------------------------------------------------------------------
// Checking a case both ways.

interface Verdict {
  readonly case: string;
  readonly problems: string[];
  /** No other validation fails: the case tests this rule alone. */
  readonly isolated: boolean;
}

function tsCovered(field: string, at: string): boolean {
  return at === "" || field === at || field.startsWith(`${at}.`) || field.startsWith(`${at}[`);
}

/** What is wrong with a case: the rule's CEL against the expectation, then CEL against TypeScript. */
function verdict(
  w: World,
  type: ObjectType,
  c: Case,
  ruleValidations: readonly CelValidation[] | undefined,
  source: string,
): Verdict {
  const problems: string[] = [];
  const self = bindObject(w, type, c.obj);
  const oldSelf = c.old ? bindObject(w, type, c.old) : undefined;
  if (ruleValidations) {
    const outcomes = ruleValidations.map((v) => evaluate(v, self, oldSelf) ?? { ok: true });
    const holds = outcomes.every((o) => o.ok);
    if (holds !== c.expect)
      problems.push(
        `the rule's CEL says ${holds}, the case was built to be ${c.expect}${outcomes.map((o) => (o.error ? ` (${o.error})` : "")).join("")}`,
      );
  }
  const failures = celFailures(w, type, c.obj, c.old);
  const errors = tsErrors(w, type, c.obj, c.old);
  for (const f of failures)
    if (f.error)
      problems.push(
        `CEL evaluation error at ${f.at || "<root>"} (${f.source}): ${f.error} in ${f.rule}`,
      );
  if ((errors.length === 0) !== (failures.length === 0)) {
    problems.push(
      `TypeScript ${errors.length ? "rejects" : "accepts"} it, CEL ${failures.length ? "rejects" : "accepts"} it`,
    );
  }
  for (const e of errors)
    if (!failures.some((f) => tsCovered(e.field, f.at)))
      problems.push(
        `TypeScript error ${e.type} at ${e.field} (${e.detail}) has no CEL failure at or above it`,
      );
  for (const f of failures)
    if (!errors.some((e) => tsCovered(e.field, f.at)))
      problems.push(
        `CEL failure at ${f.at || "<root>"} (${f.source}) has no TypeScript error at or below it`,
      );
  const isolated = failures.every((f) => f.source === source);
  // Where both report at the same field, they report the same error: the rule's violation,
  // stated once by its kind (generator/rules/context.ts, Violation) and rendered both ways.
  // Words are compared when this rule alone fails, on a field without checks of its own: the
  // validators keep one error per field, type and value, so another check's error may stand
  // for this one. A format's TypeScript check reports the runtime's own words.
  const rule = type.rules.find((r) => originOf(r) === source);
  const words = isolated && !(rule?.kind === "restrict" && rule.format !== undefined);
  for (const f of failures.filter((x) => x.source === source)) {
    const here = errors.filter((e) => e.field === f.at);
    if (
      here.length > 0 &&
      !here.some((e) => sameReport(e, f, words && !checkedField(w, type, f.at)))
    ) {
      problems.push(
        `CEL reports ${f.reason ?? "(no reason)"} "${f.message}" at ${f.at || "<root>"}, TypeScript ${here.map((e) => `${e.type} "${e.detail}"`).join(", ")}`,
      );
    }
  }
  return { case: `${c.label}${c.old ? " (update)" : ""}`, problems, isolated };
}

/**
 * A TypeScript error and a CEL failure that report the same thing: the same reason (a value
 * outside an enum is NotSupported, for which CEL has no reason: Invalid) and, with `words`,
 * the same words (backticks apart: CEL messages drop those of the generated details) where the
 * TypeScript error has words: a Required without detail gets the rule's sentence in CEL.
 */
function sameReport(e: Collector["errors"][number], f: Failure, words: boolean): boolean {
  const reason = e.type === "FieldValueNotSupported" ? "FieldValueInvalid" : e.type;
  // A validation without a reason is reported as FieldValueInvalid (Kubernetes' default).
  if (reason !== (f.reason ?? "FieldValueInvalid")) return false;
  const plain = (text: string) => text.replace(/`/g, "");
  return !words || e.detail === "" || plain(e.detail) === plain(f.message);
}

/** Whether the field at `at` (one of the type's own) has checks of its own (a minimum, a pattern, ...) that report Invalid before the rules do. */
function checkedField(w: World, type: ObjectType, at: string): boolean {
  const field = jsonFields(type, w.lookup).find((f) => f.jsonName === at);
  const s = field && resolvedShape(field.shape, w.lookup);
  return (
    s?.kind === "scalar" &&
    [s.minimum, s.maximum, s.pattern, s.maxLength, s.format, s.enum].some((x) => x !== undefined)
  );
}

const details = (errors: Collector["errors"], failures: Failure[]) =>
  `\n    TypeScript: ${JSON.stringify(errors.map((e) => `${e.type} ${e.field}: ${e.detail}`))}\n    CEL: ${JSON.stringify(failures.map((f) => `${f.at} ${f.source}`))}`;

interface Checked {
  readonly problems: string[];
  /** Cases that hold and where nothing fails either way. */
  readonly valid: number;
  /** Cases that violate the rule and nothing else. */
  readonly isolatedViolations: number;
  readonly cases: number;
}

function checkCases(
  w: World,
  type: ObjectType,
  cases: readonly Case[],
  ruleValidations: readonly CelValidation[] | undefined,
  source: string,
): Checked {
  let valid = 0;
  let isolatedViolations = 0;
  const problems = cases.flatMap((c) => {
    const v = verdict(w, type, c, ruleValidations, source);
    if (
      c.expect &&
      v.isolated &&
      celFailures(w, type, c.obj, c.old).length === 0 &&
      tsErrors(w, type, c.obj, c.old).length === 0
    )
      valid++;
    if (!c.expect && v.isolated && v.problems.length === 0) isolatedViolations++;
    if (v.problems.length === 0) return [];
    return [
      `${v.case}:\n    ${v.problems.join("\n    ")}${details(tsErrors(w, type, c.obj, c.old), celFailures(w, type, c.obj, c.old))}\n    object: ${JSON.stringify(c.obj)}${c.old ? `\n    old: ${JSON.stringify(c.old)}` : ""}`,
    ];
  });
  return { problems, valid, isolatedViolations, cases: cases.length };
}

function check(
  w: World,
  type: ObjectType,
  cases: readonly Case[],
  ruleValidations: readonly CelValidation[] | undefined,
  source: string,
): string[] {
  return checkCases(w, type, cases, ruleValidations, source).problems;
}

// ---------------------------------------------------------------------------------------------
// The tests.

interface RuleAt {
  readonly w: World;
  readonly type: ObjectType;
  readonly rule: Rule;
}

const objectTypes = (w: World) =>
  [...w.model.types.values()].filter((t): t is ObjectType => t.kind === "object");
const ALL_RULES: RuleAt[] = WORLDS.flatMap((w) =>
  objectTypes(w).flatMap((type) => type.rules.map((rule) => ({ w, type, rule }))),
);
const VALIDATING = ALL_RULES.filter(
  ({ rule }) => rule.kind !== "defaultWhen" && rule.kind !== "ignoredWhen",
);
const ruleName = ({ w, type, rule }: RuleAt) =>
  `${w.name} ${type.id} ${rule.kind} (${originOf(rule)})`;

describe("CEL rendering", () => {
  it("renders every rule that validates, and only those", () => {
    const unsupported = ALL_RULES.map((r) => ({
      name: ruleName(r),
      out: ruleCel(r.rule, { type: r.type, lookup: r.w.lookup }),
    })).filter((x) => x.out.unsupported);
    const validatingUnsupported = unsupported.filter(
      (x) => !/^(defaultWhen|ignoredWhen) does not validate$/.test(x.out.unsupported!),
    );
    expect(validatingUnsupported.map((x) => `${x.name}: ${x.out.unsupported}`)).toEqual([]);
    for (const [kind, definition] of Object.entries(RULES)) {
      // Every kind that validates renders its CEL from its checks (the neutral form, of a validation or of an update).
      const lowered = definition.checks !== undefined || definition.updateChecks !== undefined;
      expect(lowered, kind).toBe(kind !== "defaultWhen" && kind !== "ignoredWhen");
    }
  });

  it("celValidations is every rule's validations and the immutability checks, in order", () => {
    for (const w of WORLDS) {
      for (const type of objectTypes(w)) {
        const expected = [
          ...type.rules.flatMap((rule) =>
            ruleCel(rule, { type, lookup: w.lookup }).validations.map((v) =>
              guardedByType(v, type, w.lookup),
            ),
          ),
          ...immutabilityCelValidations(type, w.lookup),
        ];
        expect(celValidations(type, w.lookup)).toEqual(expected);
      }
    }
  });

  it("every validation compiles, with a message and a Kubernetes reason", () => {
    for (const { w, type, rule } of VALIDATING) {
      for (const v of ruleCel(rule, { type, lookup: w.lookup }).validations) {
        expect(v.message.length, v.rule).toBeGreaterThan(0);
        expect(v.message, v.rule).not.toMatch(/[\r\n]/);
        expect([
          "FieldValueInvalid",
          "FieldValueForbidden",
          "FieldValueRequired",
          "FieldValueDuplicate",
          undefined,
        ]).toContain(v.reason);
        // Evaluating on an empty object compiles the rule; it may fail, not throw a parse error.
        const variables = v.optionalOldSelf
          ? { self: {}, oldSelf: Optional.none() }
          : { self: {}, oldSelf: {} };
        try {
          evaluateCelValues(v.rule, variables, KUBERNETES);
        } catch (e) {
          expect((e as Error).name, `${v.rule}: ${(e as Error).message}`).not.toBe("ParseError");
        }
      }
    }
  });

  it("escapes property names as Kubernetes does", () => {
    expect(escapeCelProperty("namespace")).toBe("__namespace__");
    expect(escapeCelProperty("tls-server-name")).toBe("tls__dash__server__dash__name");
    expect(escapeCelProperty("-")).toBe("__dash__");
    expect(escapeCelProperty("a.b/c")).toBe("a__dot__b__slash__c");
    expect(escapeCelProperty("x__y")).toBe("x__underscores__y");
    expect(escapeCelProperty("1a")).toBeUndefined();
    expect(escapeCelProperty("a b")).toBeUndefined();
  });
});

describe("base objects are valid both ways", () => {
  const owners = new Map<string, { w: World; type: ObjectType }>();
  for (const { w, type } of VALIDATING) owners.set(`${w.name} ${type.id}`, { w, type });
  for (const w of WORLDS)
    for (const type of objectTypes(w))
      if (jsonFields(type, w.lookup).some((f) => fieldImmutability(f, w.lookup)))
        owners.set(`${w.name} ${type.id}`, { w, type });
  it.each([...owners.keys()])("%s", (name) => {
    const { w, type } = owners.get(name)!;
    const base = new Samples(w).object(type);
    const problems = check(w, type, [{ label: "base", obj: base, expect: true }], undefined, "");
    expect(problems, problems.join("\n")).toEqual([]);
  });
});

/**
 * Disagreements that come from the TypeScript validators, each with what the generator needs.
 * The cases named here must still disagree (and only they), so a fix shows up as a failure:
 * remove the entry then.
 */
function knownDisagreement(
  _w: World,
  _type: ObjectType,
  _rule: Rule,
): { readonly cases: RegExp; readonly why: string } | undefined {
  // None left: `unique` without a key compares items by content with sorted keys (identity()).
  return undefined;
}

/** Rules whose violation always breaks another rule of the type too, and why. */
const NOT_ISOLABLE: Readonly<Record<string, string>> = {
  "WebhookConnectionInfo reject type":
    "type InClusterConfig is the condition of the rule forbidding clusterConfigFile, which every valid object has (type ClusterConfig requires it)",
  "RequestSpec restrict apiGroup":
    "its condition (kind User or Group) is what the fixture's restrict of kind to ClusterRole rejects",
  "WebhookConnectionInfo forbidden clusterConfigFile":
    "its condition (type InClusterConfig) is what the type's reject rule rejects",
  "Connection required transport.uds":
    "a GRPC case without uds leaves its transport empty, which Transport's atLeastOneOf also rejects",
  "Subject reject kind+name":
    "an empty name is also Required (the field's own check): Kubernetes reports both",
  "PriorityClass reject metadata.name+globalDefault":
    "a system class marked globalDefault breaks it alone only with the class's own value, which no sample object has (every case also breaks the value rule of its name)",
};

function notIsolable(type: ObjectType, rule: Rule): string | undefined {
  const paths =
    "fields" in rule
      ? rule.fields.map((f) => f.text).join(",")
      : "field" in rule
        ? rule.field.text
        : "when" in rule && rule.when
          ? conditionsOf(rule.when)
              .map((c) => c.field.text)
              .join("+")
          : "";
  return NOT_ISOLABLE[`${type.name} ${rule.kind} ${paths}`];
}

const STATS: {
  name: string;
  cases: number;
  valid: number;
  isolatedViolations: number;
  known?: string;
}[] = [];
afterAll(() => {
  const total = (k: "cases" | "valid" | "isolatedViolations") =>
    STATS.reduce((n, s) => n + s[k], 0);
  console.log(
    `cel-rules: ${STATS.length} rules, ${total("cases")} objects, ${total("valid")} valid both ways, ${total("isolatedViolations")} violating only their rule`,
  );
  for (const s of STATS.filter((x) => x.known))
    console.log(`known disagreement: ${s.name}: ${s.known}`);
});

describe.each(VALIDATING.map((r) => [ruleName(r), r] as const))("%s", (name, r) => {
  it("CEL and TypeScript agree on objects that satisfy and violate the rule", () => {
    const cases = casesOf(r.w, r.type, r.rule);
    const validations = ruleCel(r.rule, { type: r.type, lookup: r.w.lookup }).validations.map((v) =>
      guardedByType(v, r.type, r.w.lookup),
    );
    const checked = checkCases(r.w, r.type, cases, validations, originOf(r.rule));
    if (process.env.CEL_RULES_DEBUG && name.includes(process.env.CEL_RULES_DEBUG)) {
      for (const c of cases) {
        const failures = celFailures(r.w, r.type, c.obj, c.old);
        console.log(
          `${c.expect ? "holds " : "breaks"} ${c.label}\n  CEL: ${failures.map((f) => `${f.source}@${f.at}`).join(", ")}\n  TS: ${tsErrors(
            r.w,
            r.type,
            c.obj,
            c.old,
          )
            .map((e) => `${e.type} ${e.field}`)
            .join(", ")}\n  ${JSON.stringify(c.obj)}`,
        );
      }
    }
    const known = knownDisagreement(r.w, r.type, r.rule);
    STATS.push({
      name,
      cases: checked.cases,
      valid: checked.valid,
      isolatedViolations: checked.isolatedViolations,
      ...(known ? { known: known.why } : {}),
    });
    // Some object satisfies the rule with nothing failing either way.
    expect(checked.valid, "no case is valid both ways").toBeGreaterThan(0);
    if (known) {
      expect(
        checked.problems.length,
        `${known.why}: the disagreement is gone, remove it from knownDisagreement`,
      ).toBeGreaterThan(0);
      expect(
        checked.problems.filter((p) => !known.cases.test(p)),
        checked.problems.join("\n"),
      ).toEqual([]);
      return;
    }
    // Some object violates the rule and nothing else, and both say so.
    if (!notIsolable(r.type, r.rule))
      expect(checked.isolatedViolations, "no case violates the rule alone").toBeGreaterThan(0);
    expect(checked.problems, checked.problems.join("\n")).toEqual([]);
  });
});

const IMMUTABLE = WORLDS.flatMap((w) =>
  objectTypes(w)
    .filter((t) => jsonFields(t, w.lookup).some((f) => fieldImmutability(f, w.lookup)))
    .map((type) => ({ w, type })),
);

describe.each(IMMUTABLE.map((x) => [`${x.w.name} ${x.type.id}`, x] as const))(
  "immutable fields of %s",
  (_, { w, type }) => {
    it("CEL and TypeScript agree on updates that keep, change, remove and add them", () => {
      const cases = immutabilityCases(w, type);
      const problems = check(w, type, cases, undefined, "immutable");
      expect(problems, problems.join("\n")).toEqual([]);
    });
  },
);
