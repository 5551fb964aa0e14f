/**
 * Whether a backtracking RegExp tests a pattern in time linear in its input, so that the
 * validators may keep the native RegExp (fast) instead of the linear matcher
 * (templates/runtime/regexp.ts). A backtracking matcher is superlinear exactly where the
 * pattern's automaton is infinitely ambiguous (Weideman et al., "Analyzing Matching Time
 * Behavior of Backtracking Regular Expression Matchers by Using Ambiguity of NFA", 2016):
 * - exponential (EDA): a state that returns to itself by two different paths on one word
 *   (`(a+)+`, `(a|a)*`);
 * - polynomial (IDA): two states p ≠ q and a word w with paths p→p, p→q and q→q (`a*a*`,
 *   `(.*a){12}`, and `\d+x` searched without `^`, where the search's own retries at each
 *   offset are the loop p).
 * The check reads the automaton the linear matcher runs, with each path through its empty
 * moves (splits, jumps, assertions, all taken as passable: more paths, never fewer) kept
 * apart. It errs one way only: a pattern it calls safe is safe; one it cannot prove safe, or
 * one too large to check, goes to the linear matcher.
 */
import type { CharSet } from "../../templates/runtime/regexp-syntax.js";
import { compileRegex, type Instruction, type Program } from "../../templates/runtime/regexp.js";

/** The most reading states the check looks at; past it a pattern is not proven safe. */
const MAX_STATES = 160;

/** A reading state: its character set and the states it may go to next (a state listed twice: two paths). */
interface State {
  readonly set: CharSet | "any";
  readonly next: readonly number[];
}

/** Each pattern's answer, as this process first found it (the check is quadratic in the pattern's states). */
const answers = new Map<string, boolean>();

/** Whether the native, backtracking RegExp is safe for this pattern (see above). */
export function backtrackingSafe(pattern: string): boolean {
  let answer = answers.get(pattern);
  if (answer === undefined) answers.set(pattern, (answer = check(pattern)));
  return answer;
}

function check(pattern: string): boolean {
  let program: Program;
  try {
    program = compileRegex(pattern);
  } catch {
    return false;
  }
  const states = readingStates(program);
  if (!states || states.length > MAX_STATES) return false;
  return !ambiguous(states);
}

/**
 * The automaton without empty moves: for each reading state (and the start), the reading
 * states reached through empty moves, one entry per path, at most two per target (two is
 * enough to be ambiguous). A cycle of empty moves (`(a*)*`) makes the pattern unproven.
 * A search that is not anchored at the start adds the searcher's loop: a state that reads
 * anything, loops, and goes where the start goes.
 */
function readingStates(program: Program): State[] | undefined {
  const { code } = program;
  const index = new Map<number, number>();
  code.forEach((ins, pc) => ins.op === "char" && index.set(pc, index.size + 1));
  const follow = (from: number): number[] | undefined => {
    const out: number[] = [];
    const counts = new Map<number, number>();
    let cyclic = false;
    const walk = (pc: number, onPath: Set<number>): void => {
      if (cyclic) return;
      if (onPath.has(pc)) {
        cyclic = true;
        return;
      }
      const ins: Instruction = code[pc]!;
      if (ins.op === "char") {
        const n = counts.get(pc) ?? 0;
        if (n < 2) out.push(index.get(pc)!);
        counts.set(pc, n + 1);
        return;
      }
      if (ins.op === "match") return;
      onPath.add(pc);
      if (ins.op === "split") {
        walk(ins.a, onPath);
        walk(ins.b, onPath);
      } else walk(ins.next, onPath);
      onPath.delete(pc);
    };
    walk(from, new Set());
    return cyclic ? undefined : out;
  };
  const start = follow(program.start);
  if (!start) return undefined;
  const anchored = startsAnchored(program);
  // State 0: the start (or the searcher's loop, which reads anything and stays).
  const states: State[] = [{ set: "any", next: anchored ? start : [0, ...start] }];
  for (const [pc] of index) {
    const ins = code[pc] as Extract<Instruction, { op: "char" }>;
    const next = follow(ins.next);
    if (!next) return undefined;
    states.push({ set: ins.set, next });
  }
  if (anchored) {
    // The start reads nothing: it is no state of a loop, so it cannot take part in one.
    states[0] = { set: { ranges: [], subs: [], props: [], negated: false }, next: start };
  }
  return states;
}

/** Whether every path from the start passes `^` before reading (only then is a search anchored). */
function startsAnchored(program: Program): boolean {
  const { code } = program;
  const seen = new Set<number>();
  const anchoredFrom = (pc: number): boolean => {
    if (seen.has(pc)) return true;
    seen.add(pc);
    const ins = code[pc]!;
    if (ins.op === "assert") return ins.kind === "bol" || anchoredFrom(ins.next);
    if (ins.op === "split") return anchoredFrom(ins.a) && anchoredFrom(ins.b);
    if (ins.op === "jmp") return anchoredFrom(ins.next);
    return false;
  };
  return anchoredFrom(program.start);
}

/**
 * EDA or IDA, read on the pairs automaton: a pair (p, q) steps to (p', q') when p → p',
 * q → q' and p' and q' may read the same character; a state listed twice in a `next` gives
 * two different steps (a pair of two copies). From every pair (p, p) we find the pairs it
 * reaches, and which reach (q, q) back.
 * - EDA: (p, p) reaches a pair of two different paths that comes back to (p, p);
 * - IDA: (p, p) reaches (p, q), q ≠ p, which reaches (q, q) (the pairs' words may differ, so
 *   this finds more than IDA, never less).
 */
function ambiguous(states: readonly State[]): boolean {
  // Copies: the k-th entry of a `next` list is a state of its own in the pairs (two paths to one state).
  const nodes: { state: number }[] = [];
  const nodeOf: number[][] = states.map(() => []);
  const copyOf = (state: number, k: number): number => {
    const list = nodeOf[state]!;
    while (list.length <= k) {
      list.push(nodes.length);
      nodes.push({ state });
    }
    return list[k]!;
  };
  const edges: number[][] = states.map((s) => {
    const counts = new Map<number, number>();
    return s.next.map((t) => {
      const k = counts.get(t) ?? 0;
      counts.set(t, k + 1);
      return copyOf(t, k);
    });
  });
  states.forEach((_, i) => copyOf(i, 0));
  const n = nodes.length;
  const succ = (node: number) => edges[nodes[node]!.state]!;
  const pred: number[][] = nodes.map(() => []);
  for (let a = 0; a < n; a++) for (const x of succ(a)) pred[x]!.push(a);
  const meets = (a: number, b: number) =>
    intersects(states[nodes[a]!.state]!.set, states[nodes[b]!.state]!.set);
  /** The pairs reached from a pair (forward) or that reach it (backward), the pair itself left out unless on a cycle. */
  const walk = (from: number, forward: boolean): Set<number> => {
    const seen = new Set<number>();
    const todo = [from];
    for (let first = true; todo.length; first = false) {
      const pair = todo.pop()!;
      if (!first) {
        if (seen.has(pair)) continue;
        seen.add(pair);
      }
      const a = Math.floor(pair / n);
      const b = pair % n;
      if (forward) {
        for (const x of succ(a)) for (const y of succ(b)) if (meets(x, y)) todo.push(x * n + y);
      } else {
        for (const x of pred[a]!) for (const y of pred[b]!) if (meets(x, y)) todo.push(x * n + y);
      }
    }
    return seen;
  };
  // Only states on a cycle can be p or q.
  const looping: number[] = [];
  for (let p = 0; p < n; p++) if (walk(p * n + p, true).has(p * n + p)) looping.push(p);
  const back = new Map(looping.map((q) => [q, walk(q * n + q, false)]));
  for (const p of looping) {
    const from = walk(p * n + p, true);
    const toP = back.get(p)!;
    for (const pair of from) {
      const a = Math.floor(pair / n);
      const b = pair % n;
      if (a === b) continue;
      if (toP.has(pair)) return true; // EDA: two paths from p back to p
      if (a === p && back.get(b)?.has(pair)) return true; // IDA: p -> p, p -> q, q -> q
    }
  }
  return false;
}

/** Whether two sets may share a character: exact for ranges, assumed for Unicode properties. */
function intersects(a: CharSet | "any", b: CharSet | "any"): boolean {
  const ra = ranges(a);
  const rb = ranges(b);
  if (!ra || !rb) return true;
  for (let i = 0; i < ra.length; i += 2)
    for (let j = 0; j < rb.length; j += 2)
      if (ra[i]! <= rb[j + 1]! && rb[j]! <= ra[i + 1]!) return true;
  return false;
}

const MAX_CP = 0x10ffff;

/** A set as sorted, disjoint ranges; undefined when it holds a Unicode property. */
function ranges(s: CharSet | "any"): number[] | undefined {
  if (s === "any") return [0, MAX_CP];
  if (s.props.length) return undefined;
  const parts: [number, number][] = [];
  for (let i = 0; i < s.ranges.length; i += 2) parts.push([s.ranges[i]!, s.ranges[i + 1]!]);
  for (const sub of s.subs) {
    const r = ranges(sub);
    if (!r) return undefined;
    for (let i = 0; i < r.length; i += 2) parts.push([r[i]!, r[i + 1]!]);
  }
  parts.sort((x, y) => x[0] - y[0]);
  const merged: number[] = [];
  for (const [lo, hi] of parts) {
    if (merged.length && lo <= merged[merged.length - 1]! + 1)
      merged[merged.length - 1] = Math.max(merged[merged.length - 1]!, hi);
    else merged.push(lo, hi);
  }
  if (!s.negated) return merged;
  const out: number[] = [];
  let lo = 0;
  for (let i = 0; i < merged.length; i += 2) {
    if (merged[i]! > lo) out.push(lo, merged[i]! - 1);
    lo = merged[i + 1]! + 1;
  }
  if (lo <= MAX_CP) out.push(lo, MAX_CP);
  return out;
}
