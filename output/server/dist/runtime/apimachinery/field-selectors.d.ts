/** The fields every resource selects on. */
export declare const META_FIELDS: readonly string[];
/** One term of a field selector. `=` and `==` mean the same. */
export interface FieldRequirement {
  readonly field: string;
  readonly operator: "=" | "==" | "!=";
  readonly value: string;
}
/** Terms that must all hold (sorted as Kubernetes sorts them). Empty matches everything. */
export interface FieldSelector {
  readonly requirements: readonly FieldRequirement[];
}
/** A value written so that parseFieldSelector reads it back (`\`, `,` and `=` escaped). */
export declare function escapeFieldValue(value: string): string;
/**
 * Parses a field selector, accepting only `metadata.name`, `metadata.namespace` and the
 * `allowed` paths. Throws SelectorError: `invalid selector: 'x'; can't understand 'x'`, or
 * `"spec.x" is not a known field selector: only "metadata.name", "metadata.namespace"`.
 */
export declare function parseFieldSelector(text: string, allowed: readonly string[]): FieldSelector;
/**
 * The value of a field path as field selectors compare it: strings as they are, numbers and
 * booleans printed, anything missing (or not a scalar) as "".
 */
export declare function fieldValue(object: unknown, path: string): string;
/** Whether every term holds for the object. */
export declare function matchesFields(selector: FieldSelector, object: unknown): boolean;
/** The selector as Kubernetes prints it (values escaped). */
export declare function formatFieldSelector(selector: FieldSelector): string;
/** The value a field selector requires a field to equal (`metadata.name=x`), if it requires one. */
export declare function requiredFieldValue(
  selector: FieldSelector | undefined,
  field: string,
): string | undefined;
