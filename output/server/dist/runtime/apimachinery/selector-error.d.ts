/** The error of a selector that cannot be parsed, or names a field the resource does not select on. */
export declare class SelectorError extends Error {
  constructor(message: string);
}
