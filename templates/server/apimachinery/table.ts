/**
 * Tables (`Accept: application/json;as=Table;v=v1;g=meta.k8s.io`), as the API server answers
 * `kubectl get`: a NAME column, then the kind's printer columns from its spec (Kubernetes'
 * columns for the built-in kinds, pkg/printers/internalversion/printers.go), one row per
 * object with the object's metadata (PartialObjectMetadata; includeObject=None or Object, meta-views.ts).
 * Cells are JSONPath templates (`{.spec.holderIdentity}`, `{.roleRef.kind}/{.roleRef.name}`,
 * `{.subjects[?(@.kind=="User")].name}`); a `date` column prints the age of its timestamp
 * as kubectl does (duration.HumanDuration).
 */
import type { KindInfo, PrinterColumn } from "./kinds.js";

type Obj = { readonly [key: string]: unknown };

const NAME_DOC =
  "Name must be unique within a namespace. Is required when creating resources, although some resources may allow a client to request the generation of an appropriate name automatically. Name is primarily intended for creation idempotence and configuration definition. Cannot be updated.";
const AGE_DOC =
  "CreationTimestamp is a timestamp representing the server time when this object was created. It is not guaranteed to be set in happens-before order across separate operations. Clients may not set this value. It is represented in RFC3339 form and is in UTC.";
const AGE: PrinterColumn = {
  name: "Age",
  type: "date",
  jsonPath: ["{.metadata.creationTimestamp}"],
  description: AGE_DOC,
  priority: 0,
};

/** The Table version an Accept header asks for (its first Table clause with g=meta.k8s.io), or undefined. */
export function tableVersion(accept: string | undefined): "v1" | "v1beta1" | undefined {
  for (const clause of (accept ?? "").split(",")) {
    const params = new Map(
      clause
        .split(";")
        .slice(1)
        .map((p) => p.trim().split("=") as [string, string]),
    );
    if (params.get("as") !== "Table" || params.get("g") !== "meta.k8s.io") continue;
    const v = params.get("v");
    if (v === "v1" || v === "v1beta1") return v;
  }
  return undefined;
}

/** A Table of `objects` (a list's metadata kept: resourceVersion, continue, remainingItemCount). */
export function toTable(
  info: KindInfo,
  version: "v1" | "v1beta1",
  objects: readonly Obj[],
  metadata: Obj = {},
  now: number = Date.now(),
  include: "None" | "Metadata" | "Object" = "Metadata",
): Obj {
  const columns = info.printerColumns.length ? info.printerColumns : [AGE];
  // NAME comes first unless the kind places it itself (Events list it last, at priority 1).
  const named = columns.some((c) => c.format === "name");
  return {
    kind: "Table",
    apiVersion: `meta.k8s.io/${version}`,
    metadata,
    columnDefinitions: [
      ...(named
        ? []
        : [{ name: "Name", type: "string", format: "name", description: NAME_DOC, priority: 0 }]),
      ...columns.map((c) => ({
        name: c.name,
        type: c.type === "date" ? "string" : c.type,
        format: c.format ?? "",
        description: c.description || (c.format === "name" ? NAME_DOC : ""),
        priority: c.priority,
      })),
    ],
    rows: objects.map((object) => tableRow(info, version, object, now, include)),
  };
}

/** One object's row of its kind's Table: its cells, and the object as `include` says (response.go asTable: the whole object, its metadata, the default, or nothing). */
export function tableRow(
  info: KindInfo,
  version: "v1" | "v1beta1",
  object: Obj,
  now: number = Date.now(),
  include: "None" | "Metadata" | "Object" = "Metadata",
): Obj {
  const columns = info.printerColumns.length ? info.printerColumns : [AGE];
  const named = columns.some((c) => c.format === "name");
  return {
    cells: [
      ...(named ? [] : [(object.metadata as Obj | undefined)?.name ?? ""]),
      ...columns.map((c) => cell(c, object, now)),
    ],
    object:
      include === "Object"
        ? object
        : include === "None"
          ? null
          : {
              kind: "PartialObjectMetadata",
              apiVersion: `meta.k8s.io/${version}`,
              metadata: object.metadata ?? {},
            },
  };
}

function cell(column: PrinterColumn, object: Obj, now: number): unknown {
  for (const template of column.jsonPath) {
    const value = render(template, object);
    if (value === undefined) continue;
    if (column.type === "date") return typeof value === "string" ? age(value, now) : "<unknown>";
    return value;
  }
  // What Kubernetes' printers show for an unset field: a Go zero value for booleans, "<unknown>" for ages.
  return column.type === "date" ? "<unknown>" : column.type === "boolean" ? false : null;
}

/** A template's value: the single value of a lone `{path}`, else the text with each `{path}` filled in; undefined when a path finds nothing. */
function render(template: string, object: Obj): unknown {
  const parts = template.split(/(\{[^}]*\})/).filter((p) => p !== "");
  const values: unknown[] = [];
  for (const part of parts) {
    if (!part.startsWith("{")) {
      values.push(part);
      continue;
    }
    const found = evaluate(part.slice(1, -1).trim(), object).filter(
      (v) => v !== undefined && v !== null && v !== "",
    );
    if (found.length === 0) return undefined;
    values.push(found.length === 1 ? found[0] : found.map(String).join(","));
  }
  return values.length === 1 ? values[0] : values.map(String).join("");
}

/** The values a JSONPath (`.a.b`, `[0]`, `[*]`, `[?(@.k=="v")]`) reaches from `root`. */
function evaluate(path: string, root: unknown): unknown[] {
  let current: unknown[] = [root];
  const steps =
    path.match(
      /\.[A-Za-z0-9_-]+|\[\*\]|\[\d+\]|\[\?\(@\.[A-Za-z0-9_.-]+\s*(?:==|!=)\s*"[^"]*"\)\]/g,
    ) ?? [];
  if (steps.join("") !== path.replace(/\s/g, "").replace(/^\$/, "")) return [];
  for (const step of steps) {
    const next: unknown[] = [];
    for (const value of current) {
      if (step.startsWith(".")) {
        if (isObj(value)) next.push(own(value, step.slice(1)));
      } else if (step === "[*]") {
        if (Array.isArray(value)) next.push(...value);
        else if (isObj(value)) next.push(...Object.values(value));
      } else if (/^\[\d+\]$/.test(step)) {
        if (Array.isArray(value)) next.push(value[Number(step.slice(1, -1))]);
      } else if (Array.isArray(value)) {
        const [, field, op, expected] =
          /^\[\?\(@\.([A-Za-z0-9_.-]+)\s*(==|!=)\s*"([^"]*)"\)\]$/.exec(step)!;
        next.push(
          ...value.filter(
            (item) =>
              (String(evaluate(`.${field!}`, item)[0] ?? "") === expected) === (op === "=="),
          ),
        );
      }
    }
    current = next.filter((v) => v !== undefined);
  }
  return current;
}

const isObj = (value: unknown): value is Obj =>
  typeof value === "object" && value !== null && !Array.isArray(value);
const own = (value: Obj, key: string): unknown =>
  Object.prototype.hasOwnProperty.call(value, key) ? value[key] : undefined;

/** kubectl's age of a timestamp (translateTimestampSince: duration.HumanDuration of the time since). */
export function age(timestamp: string, now: number): string {
  const at = Date.parse(timestamp);
  if (Number.isNaN(at)) return "<unknown>";
  const seconds = Math.trunc((now - at) / 1000);
  if (seconds < -1) return "<invalid>";
  if (seconds < 0) return "0s";
  if (seconds < 120) return `${seconds}s`;
  const minutes = Math.trunc(seconds / 60);
  if (minutes < 10) return seconds % 60 === 0 ? `${minutes}m` : `${minutes}m${seconds % 60}s`;
  if (minutes < 180) return `${minutes}m`;
  const hours = Math.trunc(minutes / 60);
  if (hours < 8) return minutes % 60 === 0 ? `${hours}h` : `${hours}h${minutes % 60}m`;
  if (hours < 48) return `${hours}h`;
  const days = Math.trunc(hours / 24);
  if (hours < 24 * 8) return hours % 24 === 0 ? `${days}d` : `${days}d${hours % 24}h`;
  if (hours < 24 * 365 * 2) return `${days}d`;
  const years = Math.trunc(days / 365);
  if (hours < 24 * 365 * 8) return days % 365 === 0 ? `${years}y` : `${years}y${days % 365}d`;
  return `${years}y`;
}
