/**
 * The documents of the validation benchmark: for PriorityClass, Event and
 * AuthenticationConfiguration (apiserver.core.io/v1beta1), 64 valid and 64 invalid
 * documents each, generated from a fixed seed, so every process of a run (and every run)
 * sees the same objects, and the JIT sees 64 shapes, not one frozen object.
 *
 * An invalid document is a valid one with 3 to 5 mutations. Each mutation records the
 * field (Kubernetes path) its error is expected on, and whether the generated JSON Schemas
 * express the check (`schema`: types, required, enums, lengths, patterns, formats) or only
 * the generated validators do (`rule`: cross-field rules, the per-kind ObjectMeta rules,
 * create-only requirements, byte limits, CEL syntax). ajv and zod check the schema part
 * only; corespec and the hand-written ceiling check both. Every invalid document has at
 * least two schema errors, so it is invalid for every variant.
 */

export type Kind = "PriorityClass" | "Event" | "AuthenticationConfiguration";
export const KINDS: readonly Kind[] = ["PriorityClass", "Event", "AuthenticationConfiguration"];
export const DOCS_PER_CASE = 64;

export interface Case {
  /** `PriorityClass valid`, `Event invalid`, ... */
  readonly name: string;
  readonly kind: Kind;
  readonly valid: boolean;
  readonly docs: readonly unknown[];
  /** Per document: the fields its errors are expected on, by who can see them. */
  readonly expected: readonly Expected[];
}

export interface Expected {
  readonly schema: readonly string[];
  readonly rule: readonly string[];
}

type Json = Record<string, unknown>;
type Tag = "schema" | "rule";

interface Mutation {
  /** Mutations whose groups are equal, or one a dotted prefix of the other, are never combined. */
  readonly group: string;
  readonly tag: Tag;
  /** Applied before the others (it copies parts of the pristine document). */
  readonly first?: boolean;
  /** Changes the document and returns the fields it makes invalid. */
  apply(doc: Json, r: Rng): string[];
}

/** mulberry32: small, fast, and the same sequence on every machine. */
export class Rng {
  private state: number;
  constructor(seed: number) {
    this.state = seed >>> 0;
  }
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }
  int(lo: number, hi: number): number {
    return lo + Math.floor(this.next() * (hi - lo + 1));
  }
  bool(p = 0.5): boolean {
    return this.next() < p;
  }
  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)]!;
  }
  hex(n: number): string {
    let s = "";
    for (let i = 0; i < n; i++) s += "0123456789abcdef"[this.int(0, 15)];
    return s;
  }
  uuid(): string {
    return `${this.hex(8)}-${this.hex(4)}-4${this.hex(3)}-a${this.hex(3)}-${this.hex(12)}`;
  }
}

const WORDS = [
  "alpha",
  "bravo",
  "charlie",
  "delta",
  "echo",
  "foxtrot",
  "golf",
  "hotel",
  "india",
  "juliet",
  "kilo",
  "lima",
  "mike",
  "november",
];
const pad = (n: number) => String(n).padStart(2, "0");

function time(r: Rng): string {
  return `20${r.int(20, 29)}-${pad(r.int(1, 12))}-${pad(r.int(1, 28))}T${pad(r.int(0, 23))}:${pad(r.int(0, 59))}:${pad(r.int(0, 59))}Z`;
}

function microTime(r: Rng): string {
  const zone = r.bool(0.8)
    ? "Z"
    : `${r.pick(["+", "-"])}${pad(r.int(0, 12))}:${r.pick(["00", "30"])}`;
  return `20${r.int(20, 29)}-${pad(r.int(1, 12))}-${pad(r.int(1, 28))}T${pad(r.int(0, 23))}:${pad(r.int(0, 59))}:${pad(r.int(0, 59))}.${String(r.int(0, 999999)).padStart(6, "0")}${zone}`;
}

function sentence(r: Rng, words: number): string {
  const out: string[] = [];
  for (let i = 0; i < words; i++) out.push(r.pick(WORDS));
  return `${out.join(" ")}.`;
}

/** Server-populated metadata that real documents read back from an API server carry. */
function serverFields(meta: Json, r: Rng): void {
  if (r.bool(0.5)) meta.uid = r.uuid();
  if (r.bool(0.5)) meta.resourceVersion = String(r.int(1000, 9_999_999));
  if (r.bool(0.5)) meta.creationTimestamp = time(r);
  if (r.bool(0.3)) meta.generation = r.int(1, 20);
}

function labels(r: Rng): Json | undefined {
  const n = r.int(0, 4);
  if (n === 0) return undefined;
  const out: Json = {};
  const keys = [
    "app",
    "tier",
    "app.kubernetes.io/name",
    "app.kubernetes.io/part-of",
    "team",
    "example.com/cost-center",
  ];
  for (let i = 0; i < n; i++)
    out[keys[(i + r.int(0, 5)) % keys.length]!] =
      `${r.pick(WORDS)}${r.bool() ? `-${r.int(1, 99)}` : ""}`;
  return out;
}

function annotations(r: Rng): Json | undefined {
  if (r.bool(0.5)) return undefined;
  const out: Json = { "example.com/owner": `team-${r.pick(WORDS)}` };
  if (r.bool()) out["kubernetes.io/description"] = sentence(r, r.int(3, 12));
  return out;
}

function mapAt(doc: Json, ...keys: string[]): Json {
  let at = doc;
  for (const k of keys) {
    if (typeof at[k] !== "object" || at[k] === null) at[k] = {};
    at = at[k] as Json;
  }
  return at;
}

// ---------------------------------------------------------------------------------------------
// PriorityClass (scheduling.core.io/v1, cluster-scoped)

function validPriorityClass(i: number, r: Rng): Json {
  // Not `system-`: Kubernetes keeps that prefix for its own classes (the name mutation below tries it).
  const meta: Json = {
    name: `${r.pick(["critical", "team", "batch", "tier"])}-${r.pick(WORDS)}-${i}`,
  };
  const l = labels(r);
  if (l) meta.labels = l;
  const a = annotations(r);
  if (a) meta.annotations = a;
  serverFields(meta, r);
  const doc: Json = {
    apiVersion: "scheduling.core.io/v1",
    kind: "PriorityClass",
    metadata: meta,
    value: r.int(-1000, 1_000_000_000),
  };
  if (r.bool(0.3)) doc.globalDefault = r.bool(0.2);
  if (r.bool(0.7)) doc.description = sentence(r, r.int(4, 20));
  if (r.bool(0.6)) doc.preemptionPolicy = r.pick(["Never", "PreemptLowerPriority"]);
  return doc;
}

const PRIORITY_CLASS_MUTATIONS: readonly Mutation[] = [
  {
    group: "value",
    tag: "schema",
    apply: (d, r) => {
      // Not a missing value: Kubernetes reads it as 0, a valid priority.
      d.value = r.pick<unknown>(["high", 2147483648 + r.int(0, 1000), 1.5, -2147483649]);
      return ["value"];
    },
  },
  {
    group: "preemptionPolicy",
    tag: "schema",
    apply: (d, r) => (
      (d.preemptionPolicy = r.pick(["Sometimes", "never", "Always"])),
      ["preemptionPolicy"]
    ),
  },
  {
    group: "globalDefault",
    tag: "schema",
    apply: (d) => ((d.globalDefault = "yes"), ["globalDefault"]),
  },
  {
    group: "description",
    tag: "schema",
    apply: (d, r) => ((d.description = r.int(1, 99)), ["description"]),
  },
  {
    group: "labels.value",
    tag: "schema",
    apply: (d, r) => (
      (mapAt(d, "metadata", "labels").tier = r.pick(["-bad-", "two words", "x".repeat(64)])),
      ["metadata.labels"]
    ),
  },
  {
    group: "labels.key",
    tag: "schema",
    apply: (d, r) => (
      (mapAt(d, "metadata", "labels")[r.pick(["bad key", "-lead", "Example.COM/x"])] = "v"),
      ["metadata.labels"]
    ),
  },
  {
    group: "annotations.key",
    tag: "schema",
    apply: (d, r) => (
      (mapAt(d, "metadata", "annotations")[r.pick(["bad key!", "_x", "a/b/c"])] = "v"),
      ["metadata.annotations"]
    ),
  },
  {
    group: "creationTimestamp",
    tag: "schema",
    apply: (d, r) => (
      (mapAt(d, "metadata").creationTimestamp = r.pick([
        "yesterday",
        "2024-05-01T10:00:00",
        "2024/05/01 10:00:00Z",
      ])),
      ["metadata.creationTimestamp"]
    ),
  },
  {
    group: "generation",
    tag: "schema",
    apply: (d, r) => ((mapAt(d, "metadata").generation = -r.int(1, 9)), ["metadata.generation"]),
  },
  {
    group: "name",
    tag: "rule",
    apply: (d, r) => {
      const m = mapAt(d, "metadata");
      if (r.bool(0.3)) delete m.name;
      else
        m.name = r.pick(["Bad_Name", "UPPER", "ends-with-dash-", "dots..twice", "system-custom"]);
      return ["metadata.name"];
    },
  },
  {
    group: "namespace",
    tag: "rule",
    apply: (d, r) => (
      (mapAt(d, "metadata").namespace = r.pick(["default", "kube-system"])),
      ["metadata.namespace"]
    ),
  },
];

// ---------------------------------------------------------------------------------------------
// Event (events.core.io/v1, namespaced)

function validEvent(i: number, r: Rng): Json {
  const ns = r.pick(["default", "kube-system", "team-a", "monitoring"]);
  const pod = `${r.pick(WORDS)}-${r.hex(5)}`;
  const meta: Json = { name: `${pod}.${r.hex(16)}`, namespace: ns };
  serverFields(meta, r);
  const l = labels(r);
  if (l && r.bool(0.3)) meta.labels = l;
  const controller = r.pick([
    "default-scheduler",
    "kubernetes.io/kubelet",
    "example.com/operator",
    "kube-controller-manager",
  ]);
  const doc: Json = {
    apiVersion: "events.core.io/v1",
    kind: "Event",
    metadata: meta,
    eventTime: microTime(r),
    action: r.pick(["Scheduling", "Binding", "Pulling", "Starting", "Killing"]),
    reason: r.pick(["Scheduled", "FailedScheduling", "Pulled", "BackOff", "Created", "Started"]),
    note: sentence(r, r.int(3, 40)),
    type: r.pick(["Normal", "Warning"]),
    reportingController: controller,
    reportingInstance: `${controller.replace(/.*\//, "")}-node-${i}`,
    regarding: {
      kind: "Pod",
      namespace: ns,
      name: pod,
      uid: r.uuid(),
      apiVersion: "v1",
      resourceVersion: String(r.int(1000, 99999)),
    },
  };
  if (r.bool(0.3)) (doc.regarding as Json).fieldPath = `spec.containers{${r.pick(WORDS)}}`;
  if (r.bool(0.3)) doc.related = { kind: "Node", name: `node-${r.int(1, 50)}`, apiVersion: "v1" };
  if (r.bool(0.4)) doc.series = { count: r.int(2, 40), lastObservedTime: microTime(r) };
  return doc;
}

const EVENT_MUTATIONS: readonly Mutation[] = [
  {
    group: "eventTime",
    tag: "schema",
    apply: (d, r) => {
      const v = r.pick(["yesterday", "2024-05-01T12:00:00.123456", "2024-05-01", undefined]);
      if (v === undefined) delete d.eventTime;
      else d.eventTime = v;
      return ["eventTime"];
    },
  },
  {
    group: "action",
    tag: "schema",
    apply: (d, r) => ((d.action = "A".repeat(r.int(129, 200))), ["action"]),
  },
  {
    group: "reason",
    tag: "schema",
    apply: (d, r) => ((d.reason = "R".repeat(r.int(129, 200))), ["reason"]),
  },
  {
    group: "reportingInstance",
    tag: "schema",
    apply: (d, r) => ((d.reportingInstance = "i".repeat(r.int(129, 300))), ["reportingInstance"]),
  },
  {
    group: "reportingController",
    tag: "schema",
    apply: (d, r) => (
      (d.reportingController = r.pick(["Bad Controller!", "-dash", "a/b/c"])),
      ["reportingController"]
    ),
  },
  {
    group: "series",
    tag: "schema",
    apply: (d, r) => {
      const s = mapAt(d, "series");
      if (r.bool()) {
        s.count = r.int(-5, 1);
        s.lastObservedTime = microTime(r);
        return ["series.count"];
      }
      s.count = 5;
      delete s.lastObservedTime;
      return ["series.lastObservedTime"];
    },
  },
  {
    group: "regarding",
    tag: "schema",
    apply: (d, r) => ((mapAt(d, "regarding").kind = r.int(1, 9)), ["regarding.kind"]),
  },
  {
    group: "namespace",
    tag: "schema",
    apply: (d, r) => (
      (mapAt(d, "metadata").namespace = r.pick(["Team_A", "kube.system", "-ns"])),
      ["metadata.namespace"]
    ),
  },
  {
    group: "type",
    tag: "rule",
    apply: (d, r) => ((d.type = r.pick(["Info", "Error", "normal"])), ["type"]),
  },
  {
    group: "note",
    tag: "rule",
    apply: (d, r) => ((d.note = "n".repeat(r.int(1025, 1500))), ["note"]),
  },
  // Forbidden only while eventTime is set: never combined with the eventTime mutations.
  {
    group: "eventTime",
    tag: "rule",
    apply: (d, r) => ((d.deprecatedCount = r.int(1, 9)), ["deprecatedCount"]),
  },
  {
    group: "name",
    tag: "rule",
    apply: (d, r) => (
      (mapAt(d, "metadata").name = r.pick(["Bad_Name", "UPPER.case"])),
      ["metadata.name"]
    ),
  },
  { group: "action", tag: "rule", apply: (d) => (delete d.action, ["action"]) },
  {
    group: "reportingInstance",
    tag: "rule",
    apply: (d) => ((d.reportingInstance = ""), ["reportingInstance"]),
  },
];

// ---------------------------------------------------------------------------------------------
// AuthenticationConfiguration (apiserver.core.io/v1beta1)

const CLAIM_RULES = [
  'claims.hd == "example.com"',
  "claims.exp - claims.nbf <= 86400",
  "has(claims.groups) && size(claims.groups) > 0",
  "claims.?tenant.orValue('') != ''",
  "claims.aud.exists(a, a.startsWith('app-'))",
];
const USER_RULES = [
  "!user.username.startsWith('system:')",
  "user.groups.all(group, !group.startsWith('system:'))",
  "size(user.username) <= 64",
];

function authenticator(i: number, j: number, r: Rng): Json {
  const audiences = r.bool(0.4) ? [`app-${i}-${j}`, `cli-${r.pick(WORDS)}`] : [`app-${i}-${j}`];
  const issuer: Json = {
    url: `https://${r.pick(WORDS)}-${i}-${j}.example.com${r.pick(["", "/realms/main", "/oidc"])}`,
    audiences,
  };
  if (audiences.length > 1 || r.bool(0.3)) issuer.audienceMatchPolicy = "MatchAny";
  if (r.bool(0.3))
    issuer.discoveryURL = `https://discovery-${i}-${j}.example.net/.well-known/openid-configuration`;
  if (r.bool(0.3))
    issuer.certificateAuthority = `-----BEGIN CERTIFICATE-----\nMIIB${r.hex(40)}\n-----END CERTIFICATE-----\n`;
  if (r.bool(0.2)) issuer.egressSelectorType = r.pick(["controlplane", "cluster"]);

  const rules: Json[] = [];
  if (r.bool(0.5)) rules.push({ claim: "hd", requiredValue: "example.com" });
  const first = r.int(0, CLAIM_RULES.length - 1);
  for (let k = 0; k < r.int(0, 2); k++)
    rules.push({
      expression: CLAIM_RULES[(first + k) % CLAIM_RULES.length]!,
      message: sentence(r, 4),
    });

  const username = r.pick<Json>([
    { claim: "sub", prefix: "oidc:" },
    { claim: "email", prefix: "" },
    { expression: 'claims.username + ":external-user"' },
    { expression: "claims.email" },
  ]);
  // The rule Kubernetes' documentation suggests for a `claims.email` username.
  if (username.expression === "claims.email")
    rules.push({
      expression: "claims.?email_verified.orValue(true) == true",
      message: "email must be verified",
    });
  const mappings: Json = { username };
  if (r.bool(0.6))
    mappings.groups = r.pick<Json>([
      { claim: "groups", prefix: "oidc:" },
      { expression: 'claims.roles.split(",")' },
    ]);
  if (r.bool(0.4)) mappings.uid = r.pick<Json>([{ claim: "sub" }, { expression: "claims.sub" }]);
  if (r.bool(0.4))
    mappings.extra = [
      { key: "example.com/tenant", valueExpression: "claims.tenant" },
      ...(r.bool()
        ? [{ key: "example.com/region", valueExpression: "claims.?region.orValue('eu')" }]
        : []),
    ];

  const doc: Json = { issuer, claimMappings: mappings };
  if (rules.length > 0) doc.claimValidationRules = rules;
  if (r.bool(0.4))
    doc.userValidationRules = [{ expression: r.pick(USER_RULES), message: "reserved prefix" }];
  return doc;
}

function validAuthenticationConfiguration(i: number, r: Rng): Json {
  const jwt: Json[] = [];
  const n = r.int(1, 3);
  for (let j = 0; j < n; j++) jwt.push(authenticator(i, j, r));
  const doc: Json = {
    apiVersion: "apiserver.core.io/v1beta1",
    kind: "AuthenticationConfiguration",
    jwt,
  };
  if (r.bool(0.3))
    doc.anonymous = {
      enabled: true,
      conditions: [{ path: "/healthz" }, { path: "/readyz" }, { path: "/livez" }].slice(
        0,
        r.int(1, 3),
      ),
    };
  return doc;
}

const jwtOf = (d: Json) => d.jwt as Json[];
/** Every mutation of an authenticator goes to jwt[0]: the others stay valid. */
const issuerOf = (d: Json) => mapAt(jwtOf(d)[0]!, "issuer");
const mappingsOf = (d: Json) => jwtOf(d)[0]!.claimMappings as Json;

const AUTHN_MUTATIONS: readonly Mutation[] = [
  {
    group: "issuer.url",
    tag: "schema",
    apply: (d, r) => {
      const issuer = issuerOf(d);
      delete issuer.discoveryURL;
      if (r.bool(0.25)) delete issuer.url;
      else
        issuer.url = r.pick([
          "http://insecure.example.com",
          "example.com",
          "ftp://files.example.com",
        ]);
      return ["jwt[0].issuer.url"];
    },
  },
  {
    group: "issuer.audiences",
    tag: "schema",
    apply: (d) => {
      const issuer = issuerOf(d);
      issuer.audiences = [];
      delete issuer.audienceMatchPolicy;
      return ["jwt[0].issuer.audiences"];
    },
  },
  {
    group: "issuer.audiences.policy",
    tag: "schema",
    apply: (d, r) => (
      (issuerOf(d).audienceMatchPolicy = r.pick(["MatchAll", "matchany"])),
      ["jwt[0].issuer.audienceMatchPolicy"]
    ),
  },
  {
    group: "issuer.egressSelectorType",
    tag: "schema",
    apply: (d, r) => (
      (issuerOf(d).egressSelectorType = r.pick(["etcd", "master", "Cluster"])),
      ["jwt[0].issuer.egressSelectorType"]
    ),
  },
  {
    group: "claimMappings",
    tag: "schema",
    apply: (d) => (delete jwtOf(d)[0]!.claimMappings, ["jwt[0].claimMappings"]),
  },
  {
    group: "claimMappings.extra",
    tag: "schema",
    apply: (d) => {
      mappingsOf(d).extra = [{ key: "example.com/tenant" } as Json];
      return ["jwt[0].claimMappings.extra[0].valueExpression"];
    },
  },
  // A reserved domain is a rule's (a format RE2 cannot state as a pattern: no JSON Schema pattern).
  {
    group: "claimMappings.extra.key",
    tag: "rule",
    apply: (d, r) => {
      mappingsOf(d).extra = [
        {
          key: r.pick(["kubernetes.io/team", "foo.k8s.io/team"]),
          valueExpression: "claims.tenant",
        } as Json,
      ];
      return ["jwt[0].claimMappings.extra[0].key"];
    },
  },
  {
    group: "userValidationRules",
    tag: "schema",
    apply: (d) => (
      (jwtOf(d)[0]!.userValidationRules = [{ message: "no expression" }]),
      ["jwt[0].userValidationRules[0].expression"]
    ),
  },
  {
    group: "anonymous",
    tag: "schema",
    apply: (d, r) => {
      if (r.bool()) {
        d.anonymous = { enabled: true, conditions: [{ path: "/healthz" }, { path: "" }] };
        return ["anonymous.conditions[1].path"];
      }
      d.anonymous = { enabled: "yes", conditions: [{ path: "/healthz" }] };
      return ["anonymous.enabled"];
    },
  },
  // Rules: neither ajv nor zod can see these.
  {
    group: "issuer.url.duplicate",
    tag: "rule",
    first: true,
    apply: (d) => {
      const copy = JSON.parse(JSON.stringify(jwtOf(d)[0])) as Json;
      delete (copy.issuer as Json).discoveryURL;
      jwtOf(d).push(copy);
      return [`jwt[${jwtOf(d).length - 1}].issuer.url`];
    },
  },
  {
    group: "issuer.url",
    tag: "rule",
    apply: (d) => {
      const issuer = issuerOf(d);
      issuer.discoveryURL = issuer.url;
      return ["jwt[0].issuer.discoveryURL"];
    },
  },
  // The schema's pattern only asks for `https://`; user info, a query or a fragment are the validators' to see.
  {
    group: "issuer.url",
    tag: "rule",
    apply: (d, r) => {
      const issuer = issuerOf(d);
      delete issuer.discoveryURL;
      issuer.url = r.pick([
        "https://user@example.com",
        "https://example.com/?q=1",
        "https://example.com/#top",
      ]);
      return ["jwt[0].issuer.url"];
    },
  },
  {
    group: "issuer.audiences.policy",
    tag: "rule",
    apply: (d) => {
      const issuer = issuerOf(d);
      issuer.audiences = ["app-a", "app-b"];
      delete issuer.audienceMatchPolicy;
      return ["jwt[0].issuer.audienceMatchPolicy"];
    },
  },
  {
    group: "claimMappings.username",
    tag: "rule",
    apply: (d, r) => {
      const m = mappingsOf(d);
      switch (r.int(0, 2)) {
        case 0:
          m.username = { claim: "sub" };
          return ["jwt[0].claimMappings.username.prefix"];
        case 1:
          // Kubernetes' switch reports only that both are set, on the mapping itself.
          m.username = { claim: "sub", prefix: "", expression: "claims.sub" };
          return ["jwt[0].claimMappings.username"];
        default: {
          m.username = { expression: "claims.email" };
          const rules = (jwtOf(d)[0]!.claimValidationRules ?? []) as Json[];
          jwtOf(d)[0]!.claimValidationRules = rules.filter(
            (x) => !String(x.expression ?? "").includes("email_verified"),
          );
          return ["jwt[0].claimMappings.username.expression"];
        }
      }
    },
  },
  {
    group: "claimMappings.uid",
    tag: "rule",
    apply: (d, r) => (
      (mappingsOf(d).uid = {
        expression: r.pick(["claims.sub +", "claims.sub)", "claims..sub", "'unterminated"]),
      }),
      ["jwt[0].claimMappings.uid.expression"]
    ),
  },
  // Grouped under the username: the `claims.email` username mutation filters these rules too.
  {
    group: "claimMappings.username.rules",
    tag: "rule",
    apply: (d) => {
      // Keeps the email_verified rule a `claims.email` username needs.
      const kept = ((jwtOf(d)[0]!.claimValidationRules ?? []) as Json[]).filter((x) =>
        String(x.expression ?? "").includes("email_verified"),
      );
      const rules = [
        ...kept,
        { claim: "hd", requiredValue: "example.com" },
        { message: "neither claim nor expression" },
      ];
      jwtOf(d)[0]!.claimValidationRules = rules;
      // Required on the rule itself, as validateClaimValidationRules reports it.
      return [`jwt[0].claimValidationRules[${rules.length - 1}]`];
    },
  },
  {
    group: "anonymous",
    tag: "rule",
    apply: (d) => (
      (d.anonymous = { enabled: false, conditions: [{ path: "/healthz" }] }),
      ["anonymous.conditions"]
    ),
  },
];

// ---------------------------------------------------------------------------------------------

const conflicts = (a: string, b: string) =>
  a === b || a.startsWith(`${b}.`) || b.startsWith(`${a}.`);

function mutate(doc: Json, mutations: readonly Mutation[], r: Rng): Expected {
  const total = r.int(3, 5);
  const rules = r.int(0, Math.min(2, total - 2));
  const chosen: Mutation[] = [];
  const take = (tag: Tag, n: number) => {
    const pool = mutations.filter((m) => m.tag === tag);
    for (let tries = 0; chosen.filter((m) => m.tag === tag).length < n && tries < 200; tries++) {
      const m = r.pick(pool);
      if (!chosen.some((c) => conflicts(c.group, m.group))) chosen.push(m);
    }
  };
  take("schema", total - rules);
  take("rule", rules);
  chosen.sort((a, b) => Number(b.first ?? false) - Number(a.first ?? false));
  const schema: string[] = [];
  const rule: string[] = [];
  for (const m of chosen) (m.tag === "schema" ? schema : rule).push(...m.apply(doc, r));
  return { schema, rule };
}

const GENERATORS: Record<Kind, [(i: number, r: Rng) => Json, readonly Mutation[], number]> = {
  PriorityClass: [validPriorityClass, PRIORITY_CLASS_MUTATIONS, 1],
  Event: [validEvent, EVENT_MUTATIONS, 2],
  AuthenticationConfiguration: [validAuthenticationConfiguration, AUTHN_MUTATIONS, 3],
};

/** The six cases, built anew (and parsed from JSON, as a server receives them). */
export function buildCases(): Case[] {
  const cases: Case[] = [];
  for (const kind of KINDS) {
    const [generate, mutations, seed] = GENERATORS[kind];
    for (const valid of [true, false]) {
      const r = new Rng(seed * 1000 + (valid ? 0 : 1));
      const docs: unknown[] = [];
      const expected: Expected[] = [];
      for (let i = 0; i < DOCS_PER_CASE; i++) {
        const doc = generate(i, r);
        expected.push(valid ? { schema: [], rule: [] } : mutate(doc, mutations, r));
        docs.push(JSON.parse(JSON.stringify(doc)));
      }
      cases.push({ name: `${kind} ${valid ? "valid" : "invalid"}`, kind, valid, docs, expected });
    }
  }
  return cases;
}
