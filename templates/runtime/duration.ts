/**
 * Go durations (time.ParseDuration, as metav1.Duration decodes them): an optional sign, then
 * one or more decimal numbers with optional fraction and a unit (`ns`, `us`, `µs`, `μs`,
 * `ms`, `s`, `m`, `h`), e.g. `300ms`, `-1.5h`, `1h30m`; `0` needs no unit. Units may repeat
 * (`1h1h` is 2h). The total must fit a signed 64-bit count of nanoseconds.
 */

const MAX_SAFE = Number.MAX_SAFE_INTEGER;

/** Nanoseconds of the unit at s[from, to); 0 when unknown. */
function unitAt(s: string, from: number, to: number): number {
  const len = to - from;
  const c0 = s.charCodeAt(from);
  if (len === 1) {
    if (c0 === 115) return 1e9; // s
    if (c0 === 109) return 6e10; // m
    if (c0 === 104) return 3.6e12; // h
    return 0;
  }
  if (len === 2 && s.charCodeAt(from + 1) === 115) {
    if (c0 === 110) return 1; // ns
    if (c0 === 117 || c0 === 0xb5 || c0 === 0x3bc) return 1e3; // us, µs (U+00B5), μs (U+03BC)
    if (c0 === 109) return 1e6; // ms
  }
  return 0;
}

function isDigit(c: number): boolean {
  return c >= 48 && c <= 57;
}

/** Where a unit that starts at `from` ends: at the next digit or ".", or the end. */
function unitEnd(value: string, from: number): number {
  let i = from;
  while (i < value.length) {
    const u = value.charCodeAt(i);
    if (u === 46 || isDigit(u)) break;
    i++;
  }
  return i;
}

/**
 * Parses a Go duration; returns nanoseconds (a float above 2^53, where precision is lost), or
 * undefined when Go's time.ParseDuration fails (syntax, unknown unit, int64 overflow).
 */
export function parseDuration(value: string): number | undefined {
  const n = value.length;
  let i = 0;
  let neg = false;
  if (n > 0) {
    const c = value.charCodeAt(0);
    if (c === 45 || c === 43) {
      neg = c === 45;
      i = 1;
    }
  }
  if (n - i === 1 && value.charCodeAt(i) === 48) return 0;
  if (i === n) return undefined;
  // Fast path in exact float arithmetic; anything that may leave 2^53 goes to the BigInt path.
  let total = 0;
  while (i < n) {
    const c = value.charCodeAt(i);
    if (!(c === 46 || isDigit(c))) return undefined;
    const intStart = i;
    let v = 0;
    while (i < n && isDigit(value.charCodeAt(i))) v = v * 10 + (value.charCodeAt(i++) - 48);
    const pre = i > intStart;
    if (i - intStart > 15) return parseDurationExact(value);
    let f = 0;
    let scale = 1;
    let post = false;
    if (i < n && value.charCodeAt(i) === 46) {
      i++;
      const fracStart = i;
      while (i < n && isDigit(value.charCodeAt(i))) {
        f = f * 10 + (value.charCodeAt(i++) - 48);
        scale *= 10;
      }
      post = i > fracStart;
      if (i - fracStart > 15) return parseDurationExact(value);
    }
    if (!pre && !post) return undefined;
    const unitStart = i;
    i = unitEnd(value, i);
    if (i === unitStart) return undefined; // missing unit
    const unit = unitAt(value, unitStart, i);
    if (unit === 0) return undefined; // unknown unit
    let ns = v * unit;
    if (ns > MAX_SAFE) return parseDurationExact(value);
    // Go: v += uint64(float64(f) * (float64(unit) / scale))
    if (f > 0) ns += Math.trunc(f * (unit / scale));
    total += ns;
    if (total > MAX_SAFE) return parseDurationExact(value);
  }
  return neg ? (total === 0 ? 0 : -total) : total;
}

const TWO_63 = 1n << 63n;

/** time.ParseDuration with Go's uint64 arithmetic, for values beyond 2^53. */
function parseDurationExact(value: string): number | undefined {
  const n = value.length;
  let i = 0;
  let neg = false;
  const c0 = value.charCodeAt(0);
  if (c0 === 45 || c0 === 43) {
    neg = c0 === 45;
    i = 1;
  }
  let d = 0n;
  while (i < n) {
    const c = value.charCodeAt(i);
    if (!(c === 46 || isDigit(c))) return undefined;
    // leadingInt
    const intStart = i;
    let v = 0n;
    while (i < n && isDigit(value.charCodeAt(i))) {
      if (v > TWO_63 / 10n) return undefined;
      v = v * 10n + BigInt(value.charCodeAt(i++) - 48);
      if (v > TWO_63) return undefined;
    }
    const pre = i > intStart;
    // leadingFraction
    let f = 0n;
    let scale = 1;
    let post = false;
    if (i < n && value.charCodeAt(i) === 46) {
      i++;
      const fracStart = i;
      let overflow = false;
      while (i < n && isDigit(value.charCodeAt(i))) {
        const digit = BigInt(value.charCodeAt(i++) - 48);
        if (overflow) continue;
        if (f > (TWO_63 - 1n) / 10n) {
          overflow = true;
          continue;
        }
        const y = f * 10n + digit;
        if (y > TWO_63) {
          overflow = true;
          continue;
        }
        f = y;
        scale *= 10;
      }
      post = i > fracStart;
    }
    if (!pre && !post) return undefined;
    const unitStart = i;
    i = unitEnd(value, i);
    if (i === unitStart) return undefined; // missing unit
    const unitNs = unitAt(value, unitStart, i);
    if (unitNs === 0) return undefined;
    const unit = BigInt(unitNs);
    if (v > TWO_63 / unit) return undefined;
    v *= unit;
    if (f > 0n) {
      v += BigInt(Math.trunc(Number(f) * (unitNs / scale)));
      if (v > TWO_63) return undefined;
    }
    d += v;
    if (d > TWO_63) return undefined;
  }
  if (neg) return d === 0n ? 0 : -Number(d);
  if (d > TWO_63 - 1n) return undefined;
  return Number(d);
}
