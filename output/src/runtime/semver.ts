// Copied by corespec from templates/runtime/semver.ts. DO NOT EDIT: change the template and run `npm run generate`.

/**
 * Semantic versions as Kubernetes parses them (github.com/blang/semver/v4 Parse, used for
 * LeaseCandidate versions): strict semver 2.0.0, no leading `v`, numbers without leading
 * zeros and at most 2^64-1.
 */

const UINT64_MAX = "18446744073709551615";

/** Positions of a parsed version: [minorStart, patchStart, preStart, preEnd] (-1: no pre-release). */
type Marks = [number, number, number, number];

/** Decimal digits only, non-empty, no leading zero, at most 2^64-1. */
function isNumber(s: string, from: number, to: number): boolean {
  const len = to - from;
  if (len === 0 || len > 20) return false;
  for (let i = from; i < to; i++) {
    const c = s.charCodeAt(i);
    if (c < 48 || c > 57) return false;
  }
  if (len > 1 && s.charCodeAt(from) === 48) return false;
  return len < 20 || s.slice(from, to) <= UINT64_MAX;
}

function allDigits(s: string, from: number, to: number): boolean {
  for (let i = from; i < to; i++) {
    const c = s.charCodeAt(i);
    if (c < 48 || c > 57) return false;
  }
  return true;
}

/** [0-9A-Za-z-]+ */
function isIdentifier(s: string, from: number, to: number): boolean {
  if (to === from) return false;
  for (let i = from; i < to; i++) {
    const c = s.charCodeAt(i);
    if (!((c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c === 45))
      return false;
  }
  return true;
}

/** Dot-separated identifiers in s[from, to); numeric ones checked as numbers when `pre`. */
function isIdentifiers(s: string, from: number, to: number, pre: boolean): boolean {
  let start = from;
  for (let i = from; i <= to; i++) {
    if (i === to || s.charCodeAt(i) === 46) {
      if (!isIdentifier(s, start, i)) return false;
      if (pre && allDigits(s, start, i) && !isNumber(s, start, i)) return false;
      start = i + 1;
    }
  }
  return true;
}

function scan(v: string, marks: Marks | undefined): boolean {
  const dot1 = v.indexOf(".");
  if (dot1 < 0) return false;
  const dot2 = v.indexOf(".", dot1 + 1);
  if (dot2 < 0) return false;
  if (!isNumber(v, 0, dot1) || !isNumber(v, dot1 + 1, dot2)) return false;
  const n = v.length;
  const plus = v.indexOf("+", dot2 + 1);
  const coreEnd = plus < 0 ? n : plus;
  const dash = v.indexOf("-", dot2 + 1);
  const patchEnd = dash >= 0 && dash < coreEnd ? dash : coreEnd;
  if (!isNumber(v, dot2 + 1, patchEnd)) return false;
  if (patchEnd < coreEnd && !isIdentifiers(v, patchEnd + 1, coreEnd, true)) return false;
  if (plus >= 0 && !isIdentifiers(v, plus + 1, n, false)) return false;
  if (marks !== undefined) {
    marks[0] = dot1 + 1;
    marks[1] = dot2 + 1;
    marks[2] = patchEnd < coreEnd ? patchEnd + 1 : -1;
    marks[3] = coreEnd;
  }
  return true;
}

/** Whether `value` is a valid semantic version (Kubernetes: "must be a valid semantic version"). */
export function isSemver(value: string): boolean {
  return scan(value, undefined);
}

/** Compares two numbers without leading zeros. */
function compareNumbers(
  a: string,
  af: number,
  at: number,
  b: string,
  bf: number,
  bt: number,
): -1 | 0 | 1 {
  const la = at - af;
  const lb = bt - bf;
  if (la !== lb) return la < lb ? -1 : 1;
  for (let i = 0; i < la; i++) {
    const x = a.charCodeAt(af + i);
    const y = b.charCodeAt(bf + i);
    if (x !== y) return x < y ? -1 : 1;
  }
  return 0;
}

function compareIdentifiers(
  a: string,
  af: number,
  at: number,
  b: string,
  bf: number,
  bt: number,
): -1 | 0 | 1 {
  const an = allDigits(a, af, at);
  const bn = allDigits(b, bf, bt);
  if (an && bn) return compareNumbers(a, af, at, b, bf, bt);
  if (an !== bn) return an ? -1 : 1; // numeric identifiers have lower precedence
  const la = at - af;
  const lb = bt - bf;
  const len = la < lb ? la : lb;
  for (let i = 0; i < len; i++) {
    const x = a.charCodeAt(af + i);
    const y = b.charCodeAt(bf + i);
    if (x !== y) return x < y ? -1 : 1;
  }
  return la === lb ? 0 : la < lb ? -1 : 1;
}

const MARKS_A: Marks = [0, 0, 0, 0];
const MARKS_B: Marks = [0, 0, 0, 0];

/**
 * Semver 2.0.0 precedence: -1, 0 or 1 as `a` is lower than, equal to or higher than `b`
 * (build metadata ignored; a pre-release is lower than its release); undefined when either
 * is not a valid version.
 */
export function compareSemver(a: string, b: string): -1 | 0 | 1 | undefined {
  if (!scan(a, MARKS_A) || !scan(b, MARKS_B)) return undefined;
  const [aMinor, aPatch, aPre, aCore] = MARKS_A;
  const [bMinor, bPatch, bPre, bCore] = MARKS_B;
  let c = compareNumbers(a, 0, aMinor - 1, b, 0, bMinor - 1);
  if (c !== 0) return c;
  c = compareNumbers(a, aMinor, aPatch - 1, b, bMinor, bPatch - 1);
  if (c !== 0) return c;
  c = compareNumbers(
    a,
    aPatch,
    aPre < 0 ? aCore : aPre - 1,
    b,
    bPatch,
    bPre < 0 ? bCore : bPre - 1,
  );
  if (c !== 0) return c;
  if (aPre < 0 || bPre < 0) return aPre < 0 ? (bPre < 0 ? 0 : 1) : -1;
  let i = aPre;
  let j = bPre;
  for (;;) {
    let ie = a.indexOf(".", i);
    if (ie < 0 || ie > aCore) ie = aCore;
    let je = b.indexOf(".", j);
    if (je < 0 || je > bCore) je = bCore;
    c = compareIdentifiers(a, i, ie, b, j, je);
    if (c !== 0) return c;
    const aDone = ie === aCore;
    const bDone = je === bCore;
    if (aDone || bDone) return aDone && bDone ? 0 : aDone ? -1 : 1;
    i = ie + 1;
    j = je + 1;
  }
}
