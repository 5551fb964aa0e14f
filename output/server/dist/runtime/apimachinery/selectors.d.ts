import { SelectorError } from "./selector-error.js";
import { labelKeyProblems, labelValueProblems } from "./label-syntax.js";
export { labelKeyProblems, labelValueProblems, SelectorError };
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
export declare function compareStrings(a: string, b: string): number;
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
