// Copied by corespec from templates/runtime/ratchet.ts. DO NOT EDIT: change the template and run `npm run generate`.

/**
 * Update validation that ratchets, as Kubernetes validates custom resources since 1.30
 * (KEP-4008, CRDValidationRatcheting; apiextensions-apiserver pkg/apiserver/schema/validation/
 * ratcheting.go): an error is dropped when the value it is about did not change from the stored
 * object, so a rule tightened after the object was stored does not refuse an update that leaves
 * the object's offending part alone; a changed value is checked in full.
 *
 * An error is about a value (its node): a field's own checks (type, format, pattern, enum,
 * limits) are about the field; a missing required field, a duplicate item, and a type's rules
 * (`RULE_NODE`, set by the generated validator) are about the object that holds them. The node
 * is found in the new and the old object the way Kubernetes correlates them: object fields and
 * map entries by key, the items of a `listType: map` list by their keys when the caller gives
 * the list types (`ListShapes`: the server passes its patch metadata), no other list item (an
 * atomic list or a set is checked in full once it changed; without list types, a map list
 * too, which is stricter than Kubernetes). Errors of what an update may not change are never dropped: they arise only from a
 * change.
 */
import { RULE_NODE, type FieldError, type ValidationResult } from "./errors.js";
import { deepEqual, isObject, own } from "./values.js";

/** Where the lists of a value are, and which are `listType: map` lists with their keys (the server's patch metadata has this shape). */
export interface ListShapes {
  readonly fields?: Readonly<Record<string, ListShapes>>;
  readonly items?: ListShapes;
  readonly values?: ListShapes;
  readonly listType?: "atomic" | "set" | "map";
  readonly listMapKeys?: readonly string[];
}

/** The errors of `result` about values that changed from `old` to `value`. */
export function ratchet(
  result: ValidationResult,
  value: unknown,
  old: unknown,
  lists?: ListShapes,
): ValidationResult {
  if (result.valid || old === undefined) return result;
  const errors = result.errors.filter((e) => !unchanged(nodeOf(e, value), value, old, lists));
  return { valid: errors.length === 0, errors };
}

type Step = { readonly key: string; readonly bracket: boolean };

/** The steps of a field path as errors write it: `spec.items[0].name`, `labels[app.kubernetes.io/name]`. */
function stepsOf(path: string): Step[] | undefined {
  const steps: Step[] = [];
  let i = 0;
  while (i < path.length) {
    if (path[i] === "[") {
      // A map key may hold `.` and `[`; it ends at a `]` followed by `.`, `[` or the end.
      let end = path.indexOf("]", i + 1);
      while (end >= 0 && end + 1 < path.length && path[end + 1] !== "." && path[end + 1] !== "[")
        end = path.indexOf("]", end + 1);
      if (end < 0) return undefined;
      steps.push({ key: path.slice(i + 1, end), bracket: true });
      i = end + 1;
    } else {
      if (path[i] === ".") i++;
      let end = i;
      while (end < path.length && path[end] !== "." && path[end] !== "[") end++;
      steps.push({ key: path.slice(i, end), bracket: false });
      i = end;
    }
  }
  return steps;
}

/** The value an error is about: its field, or the object holding it (see above); undefined when its path cannot be read. */
function nodeOf(error: FieldError, value: unknown): Step[] | undefined {
  const rule = (error as FieldError & { [RULE_NODE]?: string })[RULE_NODE];
  if (rule !== undefined) return stepsOf(rule);
  const steps = stepsOf(error.field);
  if (!steps) return undefined;
  const onParent =
    error.type === "FieldValueRequired" ||
    error.type === "FieldValueDuplicate" ||
    read(value, steps) === undefined;
  return onParent ? steps.slice(0, -1) : steps;
}

function read(value: unknown, steps: readonly Step[]): unknown {
  let at = value;
  for (const step of steps) {
    if (Array.isArray(at) && step.bracket) at = at[Number(step.key)];
    else if (isObject(at)) at = own(at, step.key);
    else return undefined;
  }
  return at;
}

/**
 * Whether the node, or a value on the way to it, is the same in both objects, walking down
 * from the top while the old value can be found by key (never into a list's items). A key cut
 * short in the path (`...` past 256 characters) finds nothing.
 */
function unchanged(
  steps: readonly Step[] | undefined,
  value: unknown,
  old: unknown,
  lists: ListShapes | undefined,
): boolean {
  if (!steps) return false;
  let now = value;
  let then = old;
  let shape = lists;
  for (let i = 0; ; i++) {
    if (deepEqual(now, then)) return true;
    if (i === steps.length) return false;
    const step = steps[i]!;
    if (Array.isArray(now)) {
      // Only the items of a map list are found again, by their keys.
      const keys = shape?.listType === "map" ? shape.listMapKeys : undefined;
      if (!keys || !step.bracket || !Array.isArray(then)) return false;
      const item = now[Number(step.key)];
      const same = then.find(
        (o) =>
          isObject(o) && isObject(item) && keys.every((k) => deepEqual(own(o, k), own(item, k))),
      );
      if (same === undefined) return false;
      [now, then, shape] = [item, same, shape?.items];
      continue;
    }
    if (!isObject(now) || !isObject(then)) return false;
    if (
      !Object.prototype.hasOwnProperty.call(then, step.key) &&
      !Object.prototype.hasOwnProperty.call(now, step.key)
    )
      return false;
    [now, then, shape] = [
      own(now, step.key),
      own(then, step.key),
      shape?.fields?.[step.key] ?? shape?.values,
    ];
  }
}
