/**
 * The arithmetic under quantities: a Quantity is `mantissa * 10^exponent` with BigInt
 * mantissas, so comparisons and sums are exact whatever the magnitude. Used by quantity.ts
 * (the public functions) and quantity-parse.ts.
 */
export type QuantityFormat = "DecimalExponent" | "BinarySI" | "DecimalSI";
export interface Quantity {
  /** The value is mantissa * 10^exponent; the mantissa has no trailing zeros (0 is 0n * 10^0). */
  readonly mantissa: bigint;
  /** At least -9 (nano). */
  readonly exponent: number;
  /** The suffix family the value was written in, kept for printing (see quantityToString). */
  readonly format: QuantityFormat;
}
export declare const MAX_INT64: bigint;
export declare const INT64_MIN_ABS: bigint;
export declare function zero(format: QuantityFormat): Quantity;
export declare const POW10_SMALL: readonly bigint[];
export declare function pow10(n: number): bigint;
export declare function abs(x: bigint): bigint;
/** Decimal digits of |x| (x != 0). */
export declare function digitCount(x: bigint): number;
/** mantissa * 10^exponent with trailing zeros moved into the exponent. */
export declare function normalize(
  mantissa: bigint,
  exponent: number,
  format: QuantityFormat,
): Quantity;
/** Compares magnitudes |a| and |b| of non-zero mantissas. */
export declare function compareMagnitude(
  am: bigint,
  ae: number,
  bm: bigint,
  be: number,
): -1 | 0 | 1;
