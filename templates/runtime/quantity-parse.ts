/**
 * ParseQuantity (k8s.io/apimachinery/pkg/api/resource): the grammar in quantity.ts's header,
 * read in one pass. Used through quantity.ts.
 */
import { isGoSpace } from "./format-text.js";
import {
  compareMagnitude,
  digitCount,
  INT64_MIN_ABS,
  MAX_INT64,
  normalize,
  pow10,
  zero,
  type Quantity,
  type QuantityFormat,
} from "./quantity-math.js";

function decimalExponent(suffix: string): number | undefined {
  switch (suffix) {
    case "":
      return 0;
    case "n":
      return -9;
    case "u":
      return -6;
    case "m":
      return -3;
    case "k":
      return 3;
    case "M":
      return 6;
    case "G":
      return 9;
    case "T":
      return 12;
    case "P":
      return 15;
    case "E":
      return 18;
    default:
      return undefined;
  }
}

function binaryExponent(suffix: string): number | undefined {
  switch (suffix) {
    case "Ki":
      return 10;
    case "Mi":
      return 20;
    case "Gi":
      return 30;
    case "Ti":
      return 40;
    case "Pi":
      return 50;
    case "Ei":
      return 60;
    default:
      return undefined;
  }
}

/** The characters of a suffix's letters: eEinumkKMGTP. */
function isSuffixChar(c: number): boolean {
  switch (c) {
    case 101:
    case 69:
    case 105:
    case 110:
    case 117:
    case 109:
    case 107:
    case 75:
    case 77:
    case 71:
    case 84:
    case 80:
      return true;
    default:
      return false;
  }
}

function isDigit(c: number): boolean {
  return c >= 48 && c <= 57;
}

/** Go's strings.TrimSpace; returns the same string when there is nothing to trim. */
function trimGo(s: string): string {
  let from = 0;
  let to = s.length;
  while (from < to && isGoSpace(s.charCodeAt(from))) from++;
  while (to > from && isGoSpace(s.charCodeAt(to - 1))) to--;
  return from === 0 && to === s.length ? s : s.slice(from, to);
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
  let digits =
    denomLen === 0
      ? str.slice(numStart, numEnd)
      : str.slice(numStart, numEnd) + str.slice(denomStart, denomEnd);
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
