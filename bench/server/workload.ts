/**
 * What the server benchmark sends: the objects (built from a fixed seed, the same in every
 * run) and the paths of each server.
 */
import { randomUUID } from "node:crypto";

/** The corespec server on the memory store, on the etcd store, and the bare Fastify ceiling. */
export type Mode = "corespec" | "corespec-etcd" | "ceiling";
export type Scenario = "create" | "read" | "list" | "paged";
type Json = { [key: string]: unknown };

/** A small deterministic generator (mulberry32). */
export class Rng {
  private s: number;
  constructor(seed: number) {
    this.s = seed >>> 0;
  }
  next(): number {
    let t = (this.s = (this.s + 0x6d2b79f5) >>> 0);
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }
  int(lo: number, hi: number): number {
    return lo + Math.floor(this.next() * (hi - lo + 1));
  }
  pick<T>(xs: readonly T[]): T {
    return xs[Math.floor(this.next() * xs.length)]!;
  }
  hex(n: number): string {
    let out = "";
    for (let i = 0; i < n; i++) out += "0123456789abcdef"[this.int(0, 15)];
    return out;
  }
}

const WORDS = [
  "api",
  "web",
  "cache",
  "queue",
  "worker",
  "batch",
  "gateway",
  "store",
  "search",
  "auth",
  "billing",
  "metrics",
  "ingest",
  "report",
];

function sentence(r: Rng, words: number): string {
  const out: string[] = [];
  for (let i = 0; i < words; i++) out.push(r.pick(WORDS));
  const s = out.join(" ");
  return `${s[0]!.toUpperCase()}${s.slice(1)}.`;
}

/** A PriorityClass as a client sends it (about 250 bytes of JSON). */
export function priorityClass(name: string, seed: number): Json {
  const r = new Rng(seed);
  return {
    apiVersion: "scheduling.core.io/v1",
    kind: "PriorityClass",
    metadata: {
      name,
      labels: { team: r.pick(WORDS), tier: r.pick(["critical", "standard", "batch"]) },
    },
    value: r.int(0, 1_000_000),
    description: sentence(r, r.int(4, 12)),
    preemptionPolicy: r.pick(["Never", "PreemptLowerPriority"]),
  };
}

/**
 * The fields the corespec server adds on create, so the ceiling serves (and a bare etcd client
 * stores) objects of the same size: uid, resourceVersion, generation, creationTimestamp, and the
 * managedFields entry of a create by a client that sends neither fieldManager nor User-Agent.
 */
export function withServerFields(object: Json, revision: number): Json {
  const time = new Date().toISOString().replace(/\.\d+Z$/, "Z");
  const metadata = {
    ...(object.metadata as Json),
    managedFields: [
      {
        manager: "unknown",
        operation: "Update",
        apiVersion: object.apiVersion,
        time,
        fieldsType: "FieldsV1",
        fieldsV1: fieldsV1Of(object),
      },
    ],
    uid: randomUUID(),
    resourceVersion: String(revision),
    generation: 1,
    creationTimestamp: time,
  };
  return { ...object, metadata };
}

/** FieldsV1 of a flat object as sent: its fields and labels (what the bench's PriorityClasses hold). */
function fieldsV1Of(object: Json): Json {
  const out: Json = {};
  const labels = ((object.metadata as Json | undefined)?.labels ?? {}) as Json;
  if (Object.keys(labels).length > 0)
    out["f:metadata"] = {
      "f:labels": Object.fromEntries(
        Object.keys(labels)
          .sort()
          .map((k) => [`f:${k}`, {}]),
      ),
    };
  for (const key of Object.keys(object).filter(
    (k) => !["apiVersion", "kind", "metadata"].includes(k),
  ))
    out[`f:${key}`] = {};
  return Object.fromEntries(
    Object.keys(out)
      .sort()
      .map((k) => [k, out[k]]),
  );
}

export const NAMESPACES = [
  "default",
  "kube-system",
  "team-a",
  "team-b",
  "monitoring",
  "ingress",
  "batch",
  "storage",
];

/** An Event (events.core.io/v1) as a controller reports it: about 600 to 900 bytes of JSON. */
export function event(i: number): Json {
  const r = new Rng(0x5eed + i);
  const namespace = NAMESPACES[i % NAMESPACES.length]!;
  const pod = `${r.pick(WORDS)}-${r.hex(10)}-${r.hex(5)}`;
  const controller = r.pick([
    "default-scheduler",
    "kubelet",
    "example.com/operator",
    "kube-controller-manager",
  ]);
  const time = new Date(Date.UTC(2025, 0, 1) + i * 997).toISOString().replace("Z", "000Z");
  const doc: Json = {
    apiVersion: "events.core.io/v1",
    kind: "Event",
    metadata: { name: `${pod}.${r.hex(16)}`, namespace },
    eventTime: time,
    action: r.pick(["Scheduling", "Binding", "Pulling", "Starting", "Killing"]),
    reason: r.pick(["Scheduled", "FailedScheduling", "Pulled", "BackOff", "Created", "Started"]),
    note: sentence(r, r.int(6, 30)),
    type: r.pick(["Normal", "Warning"]),
    reportingController: controller,
    reportingInstance: `${controller.replace(/.*\//, "")}-node-${r.int(1, 200)}`,
    regarding: {
      kind: "Pod",
      namespace,
      name: pod,
      uid: randomUUID(),
      apiVersion: "v1",
      resourceVersion: String(r.int(1000, 999999)),
    },
  };
  if (r.next() < 0.3) (doc.regarding as Json).fieldPath = `spec.containers{${r.pick(WORDS)}}`;
  if (r.next() < 0.3)
    doc.related = { kind: "Node", name: `node-${r.int(1, 200)}`, apiVersion: "v1" };
  if (r.next() < 0.4) doc.series = { count: r.int(2, 40), lastObservedTime: time };
  return doc;
}

export const PRELOADED = 500;
export const PAGE = 50;

/** The paths of each server. */
const corespecPaths = {
  collection: "/apis/scheduling.core.io/v1/priorityclasses",
  item: (name: string) => `/apis/scheduling.core.io/v1/priorityclasses/${name}`,
  page: (token?: string) =>
    `/apis/scheduling.core.io/v1/priorityclasses?limit=${PAGE}${token ? `&continue=${encodeURIComponent(token)}` : ""}`,
  watch: (rv: string) =>
    `/apis/scheduling.core.io/v1/priorityclasses?watch=true&resourceVersion=${rv}`,
  events: (namespace: string) => `/apis/events.core.io/v1/namespaces/${namespace}/events`,
};

export const paths = {
  corespec: corespecPaths,
  "corespec-etcd": corespecPaths,
  ceiling: {
    collection: "/objects",
    item: (name: string) => `/objects/${name}`,
    page: (token?: string) =>
      `/objects?limit=${PAGE}${token ? `&continue=${encodeURIComponent(token)}` : ""}`,
    watch: (_rv: string) => "/watch",
    events: (_namespace: string) => "/objects",
  },
} as const;

/** The name of the i-th preloaded object. */
export const preloadedName = (i: number) => `pc-${String(i).padStart(4, "0")}`;
