// Copied by corespec from templates/runtime/quantity-math.ts. DO NOT EDIT: change the template and run `npm run generate`.

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

export const MAX_INT64: bigint = (1n << 63n) - 1n;
export const INT64_MIN_ABS: bigint = 1n << 63n;

export function zero(format: QuantityFormat): Quantity {
  return { mantissa: 0n, exponent: 0, format };
}

export const POW10_SMALL: readonly bigint[] = /* @__PURE__ */ (() => {
  const powers: bigint[] = [];
  for (let i = 0, p = 1n; i <= 64; i++, p *= 10n) powers.push(p);
  return powers;
})();

export function pow10(n: number): bigint {
  return n < POW10_SMALL.length ? (POW10_SMALL[n] as bigint) : 10n ** BigInt(n);
}

export function abs(x: bigint): bigint {
  return x < 0n ? -x : x;
}

/** Decimal digits of |x| (x != 0). */
export function digitCount(x: bigint): number {
  const a = abs(x);
  if (a < 10n ** 15n) return String(Number(a)).length;
  return a.toString().length;
}

/** mantissa * 10^exponent with trailing zeros moved into the exponent. */
export function normalize(mantissa: bigint, exponent: number, format: QuantityFormat): Quantity {
  if (mantissa === 0n) return zero(format);
  if (mantissa % 10n !== 0n) return { mantissa, exponent, format };
  const s = mantissa.toString();
  let end = s.length;
  while (s.charCodeAt(end - 1) === 48) end--;
  return { mantissa: BigInt(s.slice(0, end)), exponent: exponent + (s.length - end), format };
}

/** Compares magnitudes |a| and |b| of non-zero mantissas. */
export function compareMagnitude(am: bigint, ae: number, bm: bigint, be: number): -1 | 0 | 1 {
  const x = abs(am);
  const y = abs(bm);
  if (ae === be) return x === y ? 0 : x < y ? -1 : 1;
  const gap = ae - be;
  if (gap > 64 || gap < -64) {
    const magA = ae + digitCount(x);
    const magB = be + digitCount(y);
    if (magA !== magB) return magA < magB ? -1 : 1;
    // Same order of magnitude: the gap is bounded by the mantissas' own length.
  }
  const xa = gap > 0 ? x * pow10(gap) : x;
  const ya = gap < 0 ? y * pow10(-gap) : y;
  return xa === ya ? 0 : xa < ya ? -1 : 1;
}
