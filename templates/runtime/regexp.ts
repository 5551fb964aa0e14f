/**
 * A linear-time matcher for spec patterns, as Kubernetes matches them (Go's RE2): the pattern
 * becomes a Thompson automaton and a test walks the input once, holding the set of states it
 * may be in (no backtracking), so its time is at most the input's length times the pattern's
 * size. The validators use it for the patterns a backtracking RegExp could take exponential
 * or polynomial time on (`^(a+)+$`); the others stay native RegExps (generator/analyze/
 * pattern-safety.ts decides which, reading the same automaton).
 */
import { inSet, isWordChar, parseRegex, type CharSet, type RegexNode } from "./regexp-syntax.js";

export type Instruction =
  | { op: "char"; set: CharSet; next: number }
  | { op: "split"; a: number; b: number }
  | { op: "jmp"; next: number }
  | { op: "assert"; kind: "bol" | "eol" | "word" | "notWord"; next: number }
  | { op: "match" };

/** The most instructions a pattern may compile to (RE2 refuses larger programs too). */
const MAX_PROGRAM = 100_000;

/** A pattern's automaton: its instructions and where it starts. */
export interface Program {
  readonly code: readonly Instruction[];
  readonly start: number;
}

/** Compiles a pattern to its automaton; the start is instruction `start`, the end one `match`. */
export function compileRegex(pattern: string): Program {
  const code: Instruction[] = [];
  const emit = (ins: Instruction): number => {
    if (code.length >= MAX_PROGRAM)
      throw new RangeError(`pattern ${JSON.stringify(pattern)} is too large`);
    code.push(ins);
    return code.length - 1;
  };
  /** Compiles `node` so that it continues at `next`; returns its entry. Built back to front. */
  const build = (node: RegexNode, next: number): number => {
    switch (node.t) {
      case "set":
        return emit({ op: "char", set: node.set, next });
      case "assert":
        return emit({ op: "assert", kind: node.kind, next });
      case "cat": {
        let at = next;
        for (let k = node.xs.length - 1; k >= 0; k--) at = build(node.xs[k]!, at);
        return at;
      }
      case "alt": {
        const entries = node.xs.map((x) => build(x, next));
        let at = entries[entries.length - 1]!;
        for (let k = entries.length - 2; k >= 0; k--)
          at = emit({ op: "split", a: entries[k]!, b: at });
        return at;
      }
      case "rep": {
        let at = next;
        if (node.max === Infinity) {
          // A loop: split into the body (which jumps back to the split) or on.
          const loop = emit({ op: "split", a: -1, b: next });
          const body = build(node.x, loop);
          (code[loop] as { a: number }).a = body;
          at = loop;
          for (let k = 0; k < node.min; k++) at = build(node.x, at);
          return at;
        }
        for (let k = node.min; k < node.max; k++)
          at = emit({ op: "split", a: build(node.x, at), b: next });
        for (let k = 0; k < node.min; k++) at = build(node.x, at);
        return at;
      }
    }
  };
  const match = emit({ op: "match" });
  const start = build(parseRegex(pattern), match);
  return { code, start };
}

/** A compiled pattern with RegExp's `test`, in time linear in the input. */
export interface LinearRegExp {
  readonly source: string;
  test(value: string): boolean;
}

/** Per instruction, for a reading one: its set's answers for ASCII (1 in, 0 out), tested once per pattern instead of at every character. */
function asciiTables(program: Program): (Uint8Array | undefined)[] {
  return program.code.map((ins) => {
    if (ins.op !== "char") return undefined;
    const table = new Uint8Array(128);
    for (let cp = 0; cp < 128; cp++) table[cp] = inSet(ins.set, cp) ? 1 : 0;
    return table;
  });
}

/** Whether the program matches somewhere in `value` (RE2's unanchored search). */
function search(
  program: Program,
  tables: readonly (Uint8Array | undefined)[],
  value: string,
): boolean {
  const { code, start } = program;
  const n = value.length;
  let current: number[] = [];
  let next: number[] = [];
  const seen = new Int32Array(code.length).fill(-1);
  const stack: number[] = [];
  let step = 0;
  /** Adds `pc` and what it reaches without reading, at offset `at`; true when that is a match. */
  const add = (list: number[], pc: number, at: number): boolean => {
    stack.push(pc);
    while (stack.length) {
      const p = stack.pop()!;
      if (seen[p] === step) continue;
      seen[p] = step;
      const ins = code[p]!;
      switch (ins.op) {
        case "match":
          stack.length = 0;
          return true;
        case "char":
          list.push(p);
          break;
        case "jmp":
          stack.push(ins.next);
          break;
        case "split":
          stack.push(ins.b, ins.a);
          break;
        case "assert":
          if (holds(ins.kind, value, at)) stack.push(ins.next);
          break;
      }
    }
    return false;
  };
  for (let at = 0; ;) {
    if (add(current, start, at)) return true;
    if (at >= n) return false;
    const cp = value.codePointAt(at)!;
    const width = cp > 0xffff ? 2 : 1;
    step++;
    next.length = 0;
    for (const pc of current) {
      const ins = code[pc] as Extract<Instruction, { op: "char" }>;
      const hit = cp < 128 ? tables[pc]![cp] === 1 : inSet(ins.set, cp);
      if (hit && add(next, ins.next, at + width)) return true;
    }
    [current, next] = [next, current];
    at += width;
    // The start is added again at each offset (the search is unanchored) in the same step.
  }
}

function holds(kind: "bol" | "eol" | "word" | "notWord", value: string, at: number): boolean {
  if (kind === "bol") return at === 0;
  if (kind === "eol") return at === value.length;
  const before = at > 0 && isWordChar(value.charCodeAt(at - 1));
  const after = at < value.length && isWordChar(value.charCodeAt(at));
  return (before !== after) === (kind === "word");
}

/** A pattern compiled once, tested in linear time. */
export function linearRegExp(pattern: string): LinearRegExp {
  const program = compileRegex(pattern);
  let tables: (Uint8Array | undefined)[] | undefined;
  return {
    source: pattern,
    test: (value: string) => search(program, (tables ??= asciiTables(program)), value),
  };
}
