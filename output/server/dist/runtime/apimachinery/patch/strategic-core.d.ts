export declare const DIRECTIVE = "$patch";
export declare const RETAIN_KEYS = "$retainKeys";
export declare const DELETE_FROM_PRIMITIVE_LIST = "$deleteFromPrimitiveList";
export declare const SET_ELEMENT_ORDER = "$setElementOrder";
export declare const ERR_BAD_PRIMITIVE_LIST = "invalid patch format of primitive list";
export declare const ERR_BAD_RETAIN_KEYS = "invalid patch format of retainKeys";
export declare const ERR_BAD_SET_ELEMENT_ORDER = "invalid patch format of setElementOrder list";
export declare const ERR_NO_LIST_OF_LISTS = "lists of lists are not supported";
/** A patch that does not apply: `invalid` ones are 422 in Kubernetes, the others 400 here. */
export declare class SmpError extends Error {
  readonly invalid: boolean;
  constructor(message: string, invalid?: boolean);
}
export type Kind = "map" | "slice" | "string" | "number" | "bool" | "nil";
export declare function kindOf(value: unknown): Kind;
export declare function goType(value: unknown): string;
export declare function errNoMergeKey(m: unknown, key: string): SmpError;
export declare function errBadArgType(expected: string, actual: unknown): SmpError;
export declare function errBadPatchType(t: unknown, m: unknown): SmpError;
