// Copied by corespec from templates/runtime/quantity.ts. DO NOT EDIT: change the template and run `npm run generate`.

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
import {
  compareMagnitude,
  digitCount,
  normalize,
  pow10,
  type Quantity,
  type QuantityFormat,
} from "./quantity-math.js";
import { parseQuantity } from "./quantity-parse.js";

export type { Quantity, QuantityFormat };
export { parseQuantity };

const DECIMAL_SUFFIX: Readonly<Record<number, string>> = {
  [-9]: "n",
  [-6]: "u",
  [-3]: "m",
  0: "",
  3: "k",
  6: "M",
  9: "G",
  12: "T",
  15: "P",
  18: "E",
};
const BINARY_SUFFIX = ["", "Ki", "Mi", "Gi", "Ti", "Pi", "Ei"] as const;

/** Sums align mantissas by at most this many decimal digits more than the operands hold. */
const MAX_ALIGN = 1024;

/** A quantity of zero (Go's `Quantity.Value() == 0`); a value that is not a quantity is not zero. */
export function isZeroQuantity(value: unknown): boolean {
  const q =
    typeof value === "string" || typeof value === "number" ? parseQuantity(value) : undefined;
  return q !== undefined && compareQuantity(q, parseQuantity(0)!) === 0;
}

/** Whether the quantity is below zero. */
export function isNegative(q: Quantity): boolean {
  return q.mantissa < 0n;
}

/** -1, 0 or 1 as `a` is less than, equal to or greater than `b` (Quantity.Cmp). */
export function compareQuantity(a: Quantity, b: Quantity): -1 | 0 | 1 {
  const sa = a.mantissa === 0n ? 0 : a.mantissa < 0n ? -1 : 1;
  const sb = b.mantissa === 0n ? 0 : b.mantissa < 0n ? -1 : 1;
  if (sa !== sb) return sa < sb ? -1 : 1;
  if (sa === 0) return 0;
  const c = compareMagnitude(a.mantissa, a.exponent, b.mantissa, b.exponent);
  return sa > 0 ? c : c === 0 ? 0 : c < 0 ? 1 : -1;
}

function sum(a: Quantity, bm: bigint, be: number, bFormat: QuantityFormat): Quantity {
  if (a.mantissa === 0n) return normalize(bm, be, bFormat);
  if (bm === 0n) return a;
  let am = a.mantissa;
  let ae = a.exponent;
  // Align on the smaller exponent. A term that is more than MAX_ALIGN orders of magnitude
  // below the other is replaced by one unit MAX_ALIGN orders below it (rounded away from
  // zero), so that `1e999999999 + 1` stays cheap; ordering against the larger term is kept.
  if (ae - be > MAX_ALIGN && be + digitCount(bm) <= ae - MAX_ALIGN) {
    bm = bm < 0n ? -1n : 1n;
    be = ae - MAX_ALIGN;
  } else if (be - ae > MAX_ALIGN && ae + digitCount(am) <= be - MAX_ALIGN) {
    am = am < 0n ? -1n : 1n;
    ae = be - MAX_ALIGN;
  }
  const e = ae < be ? ae : be;
  const m = am * pow10(ae - e) + bm * pow10(be - e);
  return normalize(m, e, a.format);
}

/** a + b (Quantity.Add): exact; the result keeps a's format, or b's when a is zero. */
export function addQuantity(a: Quantity, b: Quantity): Quantity {
  return sum(a, b.mantissa, b.exponent, b.format);
}

/** a - b (Quantity.Sub): exact; the result keeps a's format, or b's when a is zero. */
export function subtractQuantity(a: Quantity, b: Quantity): Quantity {
  return sum(a, -b.mantissa, b.exponent, b.format);
}

/**
 * The canonical form Kubernetes prints (Quantity.String): the largest suffix that keeps the
 * value exact, in the format it was written in: `1.5` -> `1500m`, `1.5Gi` -> `1536Mi`,
 * `0.1m` -> `100u`, `1e3` -> `1e3`, `1000` -> `1k`. BinarySI values between -1024 and 1024,
 * or with a fraction, print as DecimalSI. Beyond the suffix tables Kubernetes' fixed
 * behaviour is followed: DecimalSI above `E` prints as an exponent (`1e21`), and binary
 * values stay on `Ei` (`1024Ei`).
 */
export function quantityToString(q: Quantity): string {
  const m = q.mantissa;
  if (m === 0n) return "0";
  let format = q.format;
  if (format === "BinarySI") {
    // |value| < 1024, a fraction, or a very large exponent: DecimalSI.
    if (q.exponent < 0 || q.exponent > 64 || compareMagnitude(m, q.exponent, 1024n, 0) < 0) {
      format = "DecimalSI";
    } else {
      let n = m * pow10(q.exponent);
      let k = 0;
      while (k < 6 && n % 1024n === 0n) {
        n /= 1024n;
        k++;
      }
      return `${n}${BINARY_SUFFIX[k]}`;
    }
  }
  // Exponent a multiple of 3 (multiplying the mantissa by 10 or 100).
  let e = q.exponent;
  let n = m;
  const r = ((e % 3) + 3) % 3;
  if (r !== 0) {
    n *= r === 1 ? 10n : 100n;
    e -= r;
  }
  if (format === "DecimalSI") {
    const suffix = DECIMAL_SUFFIX[e];
    if (suffix !== undefined) return `${n}${suffix}`;
  }
  return e === 0 ? `${n}` : `${n}e${e}`;
}
