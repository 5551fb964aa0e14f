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

export type QuantityFormat = "DecimalExponent" | "BinarySI" | "DecimalSI";

export interface Quantity {
  /** The value is mantissa * 10^exponent; the mantissa has no trailing zeros (0 is 0n * 10^0). */
  readonly mantissa: bigint;
  /** At least -9 (nano). */
  readonly exponent: number;
  /** The suffix family the value was written in, kept for printing (see quantityToString). */
  readonly format: QuantityFormat;
}

function decimalExponent(suffix: string): number | undefined {
  switch (suffix) {
    case "": return 0;
    case "n": return -9;
    case "u": return -6;
    case "m": return -3;
    case "k": return 3;
    case "M": return 6;
    case "G": return 9;
    case "T": return 12;
    case "P": return 15;
    case "E": return 18;
    default: return undefined;
  }
}

function binaryExponent(suffix: string): number | undefined {
  switch (suffix) {
    case "Ki": return 10;
    case "Mi": return 20;
    case "Gi": return 30;
    case "Ti": return 40;
    case "Pi": return 50;
    case "Ei": return 60;
    default: return undefined;
  }
}

/** The characters of a suffix's letters: eEinumkKMGTP. */
function isSuffixChar(c: number): boolean {
  switch (c) {
    case 101: case 69: case 105: case 110: case 117: case 109: case 107: case 75: case 77: case 71: case 84: case 80:
      return true;
    default:
      return false;
  }
}
const DECIMAL_SUFFIX: Readonly<Record<number, string>> = { [-9]: "n", [-6]: "u", [-3]: "m", 0: "", 3: "k", 6: "M", 9: "G", 12: "T", 15: "P", 18: "E" };
const BINARY_SUFFIX = ["", "Ki", "Mi", "Gi", "Ti", "Pi", "Ei"] as const;

const MAX_INT64 = (1n << 63n) - 1n;
const INT64_MIN_ABS = 1n << 63n;
/** Sums align mantissas by at most this many decimal digits more than the operands hold. */
const MAX_ALIGN = 1024;

function zero(format: QuantityFormat): Quantity {
  return { mantissa: 0n, exponent: 0, format };
}

function isDigit(c: number): boolean {
  return c >= 48 && c <= 57;
}

/** Go's unicode.IsSpace. */
function isGoSpace(c: number): boolean {
  if (c <= 0x20) return c === 0x20 || (c >= 0x09 && c <= 0x0d);
  if (c < 0x85) return false;
  return (
    c === 0x85 ||
    c === 0xa0 ||
    c === 0x1680 ||
    (c >= 0x2000 && c <= 0x200a) ||
    c === 0x2028 ||
    c === 0x2029 ||
    c === 0x202f ||
    c === 0x205f ||
    c === 0x3000
  );
}

/** Go's strings.TrimSpace; returns the same string when there is nothing to trim. */
function trimGo(s: string): string {
  let from = 0;
  let to = s.length;
  while (from < to && isGoSpace(s.charCodeAt(from))) from++;
  while (to > from && isGoSpace(s.charCodeAt(to - 1))) to--;
  return from === 0 && to === s.length ? s : s.slice(from, to);
}

const POW10_SMALL: readonly bigint[] = /* @__PURE__ */ (() => {
  const powers: bigint[] = [];
  for (let i = 0, p = 1n; i <= 64; i++, p *= 10n) powers.push(p);
  return powers;
})();

function pow10(n: number): bigint {
  return n < POW10_SMALL.length ? (POW10_SMALL[n] as bigint) : 10n ** BigInt(n);
}

function abs(x: bigint): bigint {
  return x < 0n ? -x : x;
}

/** Decimal digits of |x| (x != 0). */
function digitCount(x: bigint): number {
  const a = abs(x);
  if (a < 10n ** 15n) return String(Number(a)).length;
  return a.toString().length;
}

/** mantissa * 10^exponent with trailing zeros moved into the exponent. */
function normalize(mantissa: bigint, exponent: number, format: QuantityFormat): Quantity {
  if (mantissa === 0n) return zero(format);
  if (mantissa % 10n !== 0n) return { mantissa, exponent, format };
  const s = mantissa.toString();
  let end = s.length;
  while (s.charCodeAt(end - 1) === 48) end--;
  return { mantissa: BigInt(s.slice(0, end)), exponent: exponent + (s.length - end), format };
}

/**
 * strconv.ParseInt(s, 10, 64) for an exponent suffix, then Go's int32() conversion; undefined
 * when ParseInt fails.
 */
function parseExponent(s: string, from: number): number | undefined {
  let i = from;
  let neg = false;
  const c = s.charCodeAt(i);
  if (c === 43 || c === 45) {
    neg = c === 45;
    i++;
  }
  if (i === s.length) return undefined;
  let v = 0n;
  let small = 0;
  const digits = s.length - i;
  for (; i < s.length; i++) {
    const d = s.charCodeAt(i);
    if (!isDigit(d)) return undefined;
    if (digits <= 15) small = small * 10 + (d - 48);
    else v = v * 10n + BigInt(d - 48);
  }
  if (digits <= 15) {
    const e = neg ? -small : small;
    return e >= -2147483648 && e <= 2147483647 ? e : Number(BigInt.asIntN(32, BigInt(e)));
  }
  if (neg ? v > INT64_MIN_ABS : v > MAX_INT64) return undefined;
  return Number(BigInt.asIntN(32, neg ? -v : v));
}

/**
 * Parses a quantity as Kubernetes does (a JSON string or number); undefined when Kubernetes
 * rejects it. A JSON number is read from its JavaScript text (`1e+21`, `0.5`).
 */
export function parseQuantity(value: string | number): Quantity | undefined {
  let str: string;
  if (typeof value === "number") {
    if (!Number.isFinite(value)) return undefined;
    str = String(value);
  } else {
    str = trimGo(value);
  }
  const end = str.length;
  if (end === 0) return undefined;
  if (str === "0") return ZERO;

  // parseQuantityString
  let pos = 0;
  let positive = true;
  const c0 = str.charCodeAt(0);
  if (c0 === 45) {
    positive = false;
    pos++;
  } else if (c0 === 43) {
    pos++;
  }
  const zerosStart = pos;
  while (pos < end && str.charCodeAt(pos) === 48) pos++;
  if (pos === end) return ZERO; // only a sign and zeros (or just a sign)
  const hasLeadingZeros = pos > zerosStart;
  const numStart = pos;
  while (pos < end && isDigit(str.charCodeAt(pos))) pos++;
  const numEnd = pos;
  let denomStart = pos;
  let denomEnd = pos;
  if (pos < end && str.charCodeAt(pos) === 46) {
    pos++;
    denomStart = pos;
    while (pos < end && isDigit(str.charCodeAt(pos))) pos++;
    denomEnd = pos;
  }
  const suffixStart = pos;
  while (pos < end && isSuffixChar(str.charCodeAt(pos))) pos++;
  if (pos < end) {
    const c = str.charCodeAt(pos);
    if (c === 45 || c === 43) pos++;
  }
  while (pos < end && isDigit(str.charCodeAt(pos))) pos++;
  if (pos < end) return undefined;
  const suffix = suffixStart === end ? "" : str.slice(suffixStart, end);

  // The suffix: decimal SI, binary SI or a decimal exponent.
  let format: QuantityFormat;
  let exp: number;
  const decimal = decimalExponent(suffix);
  const binary = decimal === undefined ? binaryExponent(suffix) : undefined;
  if (decimal !== undefined) {
    format = "DecimalSI";
    exp = decimal;
  } else if (binary !== undefined) {
    format = "BinarySI";
    exp = binary;
  } else if (suffix.length > 1 && (suffix.charCodeAt(0) === 101 || suffix.charCodeAt(0) === 69)) {
    const e = parseExponent(suffix, 1);
    if (e === undefined) return undefined;
    format = "DecimalExponent";
    exp = e;
  } else {
    return undefined;
  }

  const denomLen = denomEnd - denomStart;
  if (numEnd === numStart && denomLen === 0 && !hasLeadingZeros) {
    // No digit at all (`Mi`, `-.`, `e5`): Kubernetes' int64 fast path reads it as 0, but its
    // inf.Dec path rejects it; that path is taken for exponents below nano and for Pi and Ei.
    if (format === "BinarySI" ? exp > 40 : exp < -9) return undefined;
    return zero(format);
  }

  // value = digits * 10^e10 (* 2^exp when binary), without leading and trailing zeros.
  let digits = denomLen === 0 ? str.slice(numStart, numEnd) : str.slice(numStart, numEnd) + str.slice(denomStart, denomEnd);
  let e10 = -denomLen;
  let lead = 0;
  while (lead < digits.length && digits.charCodeAt(lead) === 48) lead++;
  let trail = digits.length;
  while (trail > lead && digits.charCodeAt(trail - 1) === 48) trail--;
  if (lead === trail) return zero(format);
  e10 += digits.length - trail;
  if (lead > 0 || trail < digits.length) digits = digits.slice(lead, trail);

  let mantissa = BigInt(digits);
  if (format === "BinarySI") mantissa <<= BigInt(exp);
  else e10 += exp;

  // Round values finer than 1n up (away from zero).
  if (e10 < -9) {
    const drop = -9 - e10;
    if (drop >= digitCount(mantissa)) {
      mantissa = 1n;
    } else {
      const p = pow10(drop);
      const q = mantissa / p;
      mantissa = mantissa % p === 0n ? q : q + 1n;
    }
    e10 = -9;
  }

  if (format === "BinarySI") {
    // Capped at 2^63-1; a non-zero value below 1 is printed as DecimalSI.
    if (compareMagnitude(mantissa, e10, MAX_INT64, 0) > 0) {
      mantissa = MAX_INT64;
      e10 = 0;
    } else if (e10 < 0 && mantissa < pow10(-e10)) {
      format = "DecimalSI";
    }
  }
  return normalize(positive ? mantissa : -mantissa, e10, format);
}

const ZERO: Quantity = /* @__PURE__ */ Object.freeze(zero("DecimalSI"));

/** A quantity of zero (Go's `Quantity.Value() == 0`); a value that is not a quantity is not zero. */
export function isZeroQuantity(value: unknown): boolean {
  const q = typeof value === "string" || typeof value === "number" ? parseQuantity(value) : undefined;
  return q !== undefined && compareQuantity(q, parseQuantity(0)!) === 0;
}

/** Whether the quantity is below zero. */
export function isNegative(q: Quantity): boolean {
  return q.mantissa < 0n;
}

/** Compares magnitudes |a| and |b| of non-zero mantissas. */
function compareMagnitude(am: bigint, ae: number, bm: bigint, be: number): -1 | 0 | 1 {
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
