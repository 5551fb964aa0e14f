/** `frozenWhen`: on update, once the old object has a path set, nothing of it may change. */
import type { Field } from "../../model/model.js";
import { fieldPathOf } from "../../model/queries.js";
import { unchanged, wasSet } from "../check.js";
import {
  code,
  documented,
  list,
  listOf,
  ref,
  type RuleDefinition,
  type RuleOf,
  type Violation,
} from "../context.js";

/** Invalid on each field that changed. */
const frozenViolation = (r: RuleOf<"frozenWhen">): Violation & { type: "Invalid" } => ({
  type: "Invalid",
  detail: `field is immutable once ${r.set.text} is set`,
});

/** The fields that a frozenWhen rule keeps from changing: all but apiVersion, kind, metadata and the first field of each `except` path. */
function frozenFields(r: RuleOf<"frozenWhen">, fields: readonly Field[]): Field[] {
  const skip = new Set([
    "apiVersion",
    "kind",
    "metadata",
    ...r.except.map((p) => p.segments[0]!.key),
  ]);
  return fields.filter((f) => !skip.has(f.jsonName));
}

/**
 * On update, once the old object has the path set, no field may change (apiVersion, kind and
 * metadata apart, and the first field of each `except` path). One check per field, so that
 * each error names its field: in the update check, and as transition rules, which Kubernetes
 * evaluates on updates only, as the update check runs.
 */
export const frozenWhen: RuleDefinition<"frozenWhen", { set: string; except?: string[] }> = {
  kind: "frozenWhen",
  body: documented(
    { required: ["set"], properties: { set: ref("path"), except: listOf(ref("path"), 0) } },
    {
      description:
        "On update, once the old object has the path set, nothing of the object may change (metadata and the listed paths excepted).",
      examples: [
        { frozenWhen: { set: "status" } },
        { frozenWhen: { set: "status", except: ["metadata.labels"] } },
      ],
      keys: {
        set: "The path whose being set in the old object freezes it.",
        except: "Paths that may still change.",
      },
      artifacts: ["update", "cel", "types"],
    },
  ),
  load: (b, l) => ({ set: l.path(b.set, ["set"]), except: l.paths(b.except ?? [], "except") }),
  reportsFieldError: false,
  describe: (r) =>
    `Once ${code(r.set.text)} is set, the object is immutable${r.except.length ? ` except ${list(r.except.map((p) => code(p.text)))}` : ""}.`,
  updateChecks: (r, fields) =>
    frozenFields(r, fields).map((f) => ({
      guard: wasSet(r.set),
      holds: unchanged(fieldPathOf(f)),
      violation: { ...frozenViolation(r), path: fieldPathOf(f) },
    })),
};
