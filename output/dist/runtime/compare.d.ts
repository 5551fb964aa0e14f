export type CompareAs =
  | "number"
  | "string"
  | "semver"
  | "duration"
  | "quantity"
  | "ip-family"
  | "url";
export type CompareOp = "<" | "<=" | "==" | "!=" | ">=" | ">";
/** Whether `left op right` holds as `as`; true when either value cannot be compared. */
export declare function compareHolds(
  left: unknown,
  op: CompareOp,
  right: unknown,
  as: CompareAs,
): boolean;
/** Whether `value` equals the sum, or the difference left to right, of `parts`; true when any cannot be compared. */
export declare function derivationHolds(
  value: unknown,
  op: "sum" | "difference",
  parts: readonly unknown[],
  as: "number" | "quantity",
): boolean;
