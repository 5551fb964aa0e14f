/**
 * The shape of a ported Kubernetes test table: each case names the errors (type and field)
 * Kubernetes reports for the given object, and must match them exactly. A case where corespec
 * answers otherwise on purpose is a deviation: it carries the reason (a seed statement), and its
 * test pins corespec's own answer so that any change to it is seen.
 *
 * Every case belongs to one of three columns:
 * - `test`: the wanted errors are those Kubernetes' test itself asserts (type and field);
 * - `code`: Kubernetes' test only checks that some error occurs (or counts them); the wanted
 *   errors are those its validation code reports;
 * - `own`: corespec's own choice (every deviation, and cases Kubernetes has no answer for).
 * A file names its family with `family()`; each table records its cases in a registry that
 * summary.test.ts reads to print and check, per family, how many cases are answered as
 * Kubernetes answers.
 */
import { describe, expect, it } from "vitest";

export type Obj = { [key: string]: unknown };
export type Check = (value: Obj) => { errors: readonly { type: string; field: string }[] };
export type Column = "test" | "code" | "own";

/** Kubernetes' answer: the errors as `Type field` (`FieldValueInvalid metadata.name`), and the column when not the table's. */
export type Case = readonly [given: Obj, want: readonly string[], column?: Column];
/** corespec's different answer, and why. */
export type Deviation = readonly [given: Obj, got: readonly string[], why: string];

export interface TableSource {
  /** The column of the cases that name none; the family's default otherwise. */
  readonly column?: Column;
  /** How many cases Kubernetes' table holds, when some are not ported (see `notPorted`). */
  readonly kubernetes?: number;
  /** Cases of Kubernetes' table left out, each with the reason (not applicable to our types). */
  readonly notPorted?: Readonly<Record<string, string>>;
}

export interface TableRecord {
  readonly family: string;
  readonly name: string;
  readonly kubernetes: number;
  readonly ported: number;
  readonly test: number;
  readonly code: number;
  readonly own: number;
  /** Cases whose errors are not what the table wants (0 when the table passes). */
  readonly failing: readonly string[];
  /** Deviations whose reason cites no seed statement. */
  readonly unjustified: readonly string[];
  /** Every deviation, with its reason. */
  readonly deviations: readonly (readonly [name: string, why: string])[];
}

interface Registry {
  collecting: boolean;
  tables: TableRecord[];
}

/** Shared through globalThis: summary.test.ts imports every table file into one registry. */
export const registry: Registry = ((globalThis as { __fidelity?: Registry }).__fidelity ??= {
  collecting: false,
  tables: [],
});

let current: { name: string; column: Column } = { name: "unassigned", column: "code" };

/** Names the family of the tables that follow, and the column of their cases by default. */
export function family(name: string, column: Column): void {
  current = { name, column };
}

/** The errors as `Type field`, sorted: Kubernetes' tests match errors as a set, not in order. */
export const errorsOf = (check: Check, value: Obj): string[] =>
  check(value)
    .errors.map((e) => `${e.type} ${e.field}`)
    .sort();

const same = (a: readonly string[], b: readonly string[]): boolean =>
  JSON.stringify(a) === JSON.stringify([...b].sort());

export function fidelityTable(
  name: string,
  check: Check,
  cases: Readonly<Record<string, Case>>,
  deviations: Readonly<Record<string, Deviation>> = {},
  source: TableSource = {},
): void {
  const column = source.column ?? current.column;
  const counts = { test: 0, code: 0, own: Object.keys(deviations).length };
  for (const [, , col] of Object.values(cases)) counts[col ?? column]++;
  const ported = Object.keys(cases).length + counts.own;
  const notPorted = Object.keys(source.notPorted ?? {}).length;
  if (registry.collecting) {
    registry.tables.push({
      family: current.name,
      name,
      kubernetes: source.kubernetes ?? ported + notPorted,
      ported,
      ...counts,
      failing: [
        ...Object.entries(cases)
          .filter(([, [given, want]]) => !same(errorsOf(check, given), want))
          .map(([n]) => n),
        ...Object.entries(deviations)
          .filter(([, [given, got]]) => !same(errorsOf(check, given), got))
          .map(([n]) => n),
      ],
      unjustified: Object.entries(deviations)
        .filter(([, [, , why]]) => !/\bseed 00\d/.test(why))
        .map(([n]) => n),
      deviations: Object.entries(deviations).map(([n, [, , why]]) => [n, why] as const),
    });
    return;
  }
  const answered = counts.test + counts.code;
  console.log(
    `fidelity ${name}: ${answered} of ${ported} cases answered as Kubernetes answers (${counts.test} as its test asserts, ${counts.code} as its code reports), ${counts.own} corespec's own`,
  );
  describe(name, () => {
    for (const [caseName, [given, want, col]] of Object.entries(cases)) {
      const tag = (col ?? column) === "own" ? "own choice" : want.length ? "refuses" : "accepts";
      it(`${tag}: ${caseName}`, () => expect(errorsOf(check, given)).toEqual([...want].sort()));
    }
    for (const [caseName, [given, got, why]] of Object.entries(deviations)) {
      it(`deviates: ${caseName} (${why})`, () =>
        expect(errorsOf(check, given)).toEqual([...got].sort()));
    }
  });
}
