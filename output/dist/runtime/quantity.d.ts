/**
 * Kubernetes resource quantities (k8s.io/apimachinery/pkg/api/resource.Quantity), exact:
 *
 *   <quantity>        ::= <signedNumber><suffix>
 *   <number>          ::= <digits> | <digits>.<digits> | <digits>. | .<digits>
 *   <suffix>          ::= <binarySI> | <decimalExponent> | <decimalSI>
 *   <binarySI>        ::= Ki | Mi | Gi | Ti | Pi | Ei
 *   <decimalSI>       ::= n | u | m | "" | k | M | G | T | P | E
 *   <decimalExponent> ::= "e" <signedNumber> | "E" <signedNumber>   (an integer)
 *
 * as ParseQuantity implements it (a few corners of the implementation are wider than that
 * grammar, and are kept: a suffix without digits such as `Mi` or `m` is zero, and so are `-`
 * and `.`). Values finer than 1n are rounded up, away from zero (`0.1n` is `1n`); binary
 * values are capped at 2^63-1 in magnitude. A JSON string is trimmed of white space first, as
 * Quantity.UnmarshalJSON does.
 *
 * A Quantity is `mantissa * 10^exponent` with BigInt arithmetic: comparisons and sums are
 * exact, whatever the magnitude.
 */
import { type Quantity, type QuantityFormat } from "./quantity-math.js";
import { parseQuantity } from "./quantity-parse.js";
export type { Quantity, QuantityFormat };
export { parseQuantity };
/** A quantity of zero (Go's `Quantity.Value() == 0`); a value that is not a quantity is not zero. */
export declare function isZeroQuantity(value: unknown): boolean;
/** Whether the quantity is below zero. */
export declare function isNegative(q: Quantity): boolean;
/** -1, 0 or 1 as `a` is less than, equal to or greater than `b` (Quantity.Cmp). */
export declare function compareQuantity(a: Quantity, b: Quantity): -1 | 0 | 1;
/** a + b (Quantity.Add): exact; the result keeps a's format, or b's when a is zero. */
export declare function addQuantity(a: Quantity, b: Quantity): Quantity;
/** a - b (Quantity.Sub): exact; the result keeps a's format, or b's when a is zero. */
export declare function subtractQuantity(a: Quantity, b: Quantity): Quantity;
/**
 * The canonical form Kubernetes prints (Quantity.String): the largest suffix that keeps the
 * value exact, in the format it was written in: `1.5` -> `1500m`, `1.5Gi` -> `1536Mi`,
 * `0.1m` -> `100u`, `1e3` -> `1e3`, `1000` -> `1k`. BinarySI values between -1024 and 1024,
 * or with a fraction, print as DecimalSI. Beyond the suffix tables Kubernetes' fixed
 * behaviour is followed: DecimalSI above `E` prints as an exponent (`1e21`), and binary
 * values stay on `Ei` (`1024Ei`).
 */
export declare function quantityToString(q: Quantity): string;
