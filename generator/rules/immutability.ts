/** Immutable fields: how immutable a field is, and what changing it reports (the update checks and the CEL both read it here). */
import type { Field } from "../model/model.js";
import { objectTypeOf, resolvedShape, type TypeLookup } from "../model/queries.js";
import type { Violation } from "./context.js";

/** How immutable a field is: its own `immutable`, or `true` when it holds an immutable object type. */
export function fieldImmutability(field: Field, lookup: TypeLookup): false | true | "once-set" {
  if (field.immutable === true) return true;
  if (objectTypeOf(resolvedShape(field.shape, lookup), lookup)?.immutable) return true;
  return field.immutable;
}

/**
 * What changing (or removing) an immutable field reports, on the field: the spec's
 * `immutableError:` where Kubernetes words it otherwise (PriorityClass's Forbidden "may not be
 * changed in an update."), else Kubernetes' `ValidateImmutableField` error.
 */
export function immutableViolation(
  field: Field,
  immutability: true | "once-set",
): Violation & { readonly type: "Invalid" | "Forbidden" } {
  return (
    field.immutableError ?? {
      type: "Invalid",
      detail: immutability === true ? "field is immutable" : "field is immutable once set",
    }
  );
}
