/**
 * A linear-time matcher for spec patterns, as Kubernetes matches them (Go's RE2): the pattern
 * becomes a Thompson automaton and a test walks the input once, holding the set of states it
 * may be in (no backtracking), so its time is at most the input's length times the pattern's
 * size. The validators use it for the patterns a backtracking RegExp could take exponential
 * or polynomial time on (`^(a+)+$`); the others stay native RegExps (generator/analyze/
 * pattern-safety.ts decides which, reading the same automaton).
 */
import { type CharSet } from "./regexp-syntax.js";
export type Instruction =
  | {
      op: "char";
      set: CharSet;
      next: number;
    }
  | {
      op: "split";
      a: number;
      b: number;
    }
  | {
      op: "jmp";
      next: number;
    }
  | {
      op: "assert";
      kind: "bol" | "eol" | "word" | "notWord";
      next: number;
    }
  | {
      op: "match";
    };
/** A pattern's automaton: its instructions and where it starts. */
export interface Program {
  readonly code: readonly Instruction[];
  readonly start: number;
}
/** Compiles a pattern to its automaton; the start is instruction `start`, the end one `match`. */
export declare function compileRegex(pattern: string): Program;
/** A compiled pattern with RegExp's `test`, in time linear in the input. */
export interface LinearRegExp {
  readonly source: string;
  test(value: string): boolean;
}
/** A pattern compiled once, tested in linear time. */
export declare function linearRegExp(pattern: string): LinearRegExp;
