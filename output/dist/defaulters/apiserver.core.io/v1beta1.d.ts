export * from "./v1.js";
/** A copy of an EgressSelectorConfiguration with its defaults set; the input is never changed. */
export declare function defaultEgressSelectorConfiguration<T>(value: T): T;
