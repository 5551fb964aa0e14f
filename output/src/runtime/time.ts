// Copied by corespec from templates/runtime/time.ts. DO NOT EDIT: change the template and run `npm run generate`.

/**
 * Kubernetes timestamps, checked as Go's time.Parse reads them:
 *
 * - meta/v1 Time: time.Parse(time.RFC3339, s), layout `2006-01-02T15:04:05Z07:00`. An
 *   optional fraction of any length (`.` or `,`) may follow the seconds.
 * - meta/v1 MicroTime: time.Parse(RFC3339Micro, s), layout `2006-01-02T15:04:05.000000Z07:00`:
 *   exactly 6 fraction digits; a value without them is invalid.
 *
 * Go's general parser is a little more lenient than RFC 3339, and so are these checks: the
 * hour may have 1 digit (`T1:04:05Z`), the fraction separator may be `,`, and a zone offset
 * may go up to `+24:00` / `xx:60`. The date must exist (months 1-12, days of the month with
 * leap years, hours < 24, minutes and seconds < 60; no leap second).
 */

const TIME_DETAIL = 'must be an RFC 3339 date and time, e.g. "2006-01-02T15:04:05Z"';
const MICROTIME_DETAIL =
  'must be an RFC 3339 date and time with microseconds, e.g. "2006-01-02T15:04:05.000000Z"';

function digit(s: string, i: number): number {
  const c = s.charCodeAt(i);
  return c >= 48 && c <= 57 ? c - 48 : -1;
}

/** Two digits at s[i, i+2) as a number; -1 if either is not a digit (or missing). */
function two(s: string, i: number): number {
  const a = digit(s, i);
  const b = digit(s, i + 1);
  return a < 0 || b < 0 ? -1 : a * 10 + b;
}

function daysIn(month: number, year: number): number {
  if (month === 2) return year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0) ? 29 : 28;
  return month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31;
}

/** undefined when valid; otherwise "" (bad syntax) or the name of the field out of range. */
function check(s: string, micro: boolean): string | undefined {
  const n = s.length;
  // 2006
  if (n < 4) return "";
  const y0 = digit(s, 0);
  const y1 = digit(s, 1);
  const y2 = digit(s, 2);
  const y3 = digit(s, 3);
  if (y0 < 0 || y1 < 0 || y2 < 0 || y3 < 0) return "";
  const year = y0 * 1000 + y1 * 100 + y2 * 10 + y3;
  // -01
  if (s.charCodeAt(4) !== 45) return "";
  const month = two(s, 5);
  if (month < 0) return "";
  if (month < 1 || month > 12) return "month";
  // -02
  if (s.charCodeAt(7) !== 45) return "";
  const day = two(s, 8);
  if (day < 0) return "";
  // T15 (one or two digits)
  if (s.charCodeAt(10) !== 84) return "";
  let i = 11;
  const h0 = digit(s, i);
  if (h0 < 0) return "";
  let hour = h0;
  i++;
  const h1 = digit(s, i);
  if (h1 >= 0) {
    hour = h0 * 10 + h1;
    i++;
  }
  if (hour >= 24) return "hour";
  // :04
  if (s.charCodeAt(i) !== 58) return "";
  const minute = two(s, i + 1);
  if (minute < 0) return "";
  if (minute >= 60) return "minute";
  // :05
  if (s.charCodeAt(i + 3) !== 58) return "";
  const second = two(s, i + 4);
  if (second < 0) return "";
  if (second >= 60) return "second";
  i += 6;
  const sep = s.charCodeAt(i);
  if (micro) {
    // .000000: a separator and exactly 6 characters read by Go's atoi (an optional sign, then digits).
    if (n - i < 7 || (sep !== 46 && sep !== 44)) return "";
    let j = i + 1;
    const sign = s.charCodeAt(j);
    if (sign === 43 || sign === 45) j++;
    let nonZero = false;
    for (; j < i + 7; j++) {
      const d = digit(s, j);
      if (d < 0) return "";
      if (d > 0) nonZero = true;
    }
    if (sign === 45 && nonZero) return "fractional second";
    i += 7;
  } else if ((sep === 46 || sep === 44) && digit(s, i + 1) >= 0) {
    i += 2;
    while (digit(s, i) >= 0) i++;
  }
  // Z07:00
  if (s.charCodeAt(i) === 90) {
    i++;
  } else {
    if (n - i < 6 || s.charCodeAt(i + 3) !== 58) return "";
    const zh = two(s, i + 1);
    const zm = two(s, i + 4);
    if (zh < 0 || zm < 0) return "";
    const zs = s.charCodeAt(i);
    if (zs !== 43 && zs !== 45) return "";
    if (zh > 24) return "time zone offset hour";
    if (zm > 60) return "time zone offset minute";
    i += 6;
  }
  if (i !== n) return "";
  if (day < 1 || day > daysIn(month, year)) return "day";
  return undefined;
}

function detail(base: string, problem: string): string {
  return problem === "" ? base : `${base} (${problem} out of range)`;
}

/** Checks a meta/v1 Time: undefined when Go's time.Parse(time.RFC3339, value) accepts it. */
export function rfc3339Time(value: string): string | undefined {
  const problem = check(value, false);
  return problem === undefined ? undefined : detail(TIME_DETAIL, problem);
}

/** Checks a meta/v1 MicroTime: undefined when Go's time.Parse(RFC3339Micro, value) accepts it. */
export function rfc3339MicroTime(value: string): string | undefined {
  const problem = check(value, true);
  return problem === undefined ? undefined : detail(MICROTIME_DETAIL, problem);
}
