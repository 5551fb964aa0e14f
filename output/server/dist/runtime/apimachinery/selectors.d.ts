/** A selector that cannot be parsed, or names a field the resource does not select on. */
export declare class SelectorError extends Error {
    constructor(message: string);
}
/** The operators of label requirements, spelled as Kubernetes' selection.Operator. */
export type LabelOperator = "=" | "==" | "!=" | "in" | "notin" | "exists" | "!" | "gt" | "lt";
/** One requirement of a label selector. `values` is sorted and without duplicates for `in`/`notin`. */
export interface LabelRequirement {
    readonly key: string;
    readonly operator: LabelOperator;
    readonly values: readonly string[];
}
/** Requirements that must all hold (sorted by key, as Kubernetes sorts them). Empty matches everything. */
export interface LabelSelector {
    readonly requirements: readonly LabelRequirement[];
}
/** Labels as objects carry them in `metadata.labels`. */
export type Labels = {
    readonly [key: string]: unknown;
};
/** The problems of a label key (`[DNS subdomain/]name`), as content.IsLabelKey lists them; empty when valid. */
export declare function labelKeyProblems(value: string): string[];
/** The problems of a label value (at most 63 bytes, may be empty), as content.IsLabelValue lists them. */
export declare function labelValueProblems(value: string): string[];
/**
 * Parses a label selector in Kubernetes' syntax. The empty string selects everything.
 * Throws SelectorError with Kubernetes' message when the text is not a selector.
 */
export declare function parseLabelSelector(text: string): LabelSelector;
/** The selector that matches everything. */
export declare const EVERYTHING: LabelSelector;
/** A selector matching labels equal to every entry of `set` (labels.SelectorFromSet), unchecked. */
export declare function labelSelectorFromSet(set: Readonly<Record<string, string>>): LabelSelector;
/** Whether every requirement holds for the labels (`metadata.labels`; undefined is no labels). */
export declare function matchesLabels(selector: LabelSelector, labels: Labels | undefined): boolean;
/** The selector as Kubernetes prints it (`a in (x,y),!b,c=d`). */
export declare function formatLabelSelector(selector: LabelSelector): string;
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
export declare function requiredFieldValue(selector: FieldSelector | undefined, field: string): string | undefined;
