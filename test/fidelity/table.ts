/**
 * The shape of a ported Kubernetes test table: each case names the errors (type and field)
 * Kubernetes reports for the given object, and must match them exactly. A case where corespec
 * answers otherwise on purpose is a deviation: it carries the reason, and its test pins
 * corespec's own answer so that any change to it is seen.
 */
import { describe, expect, it } from "vitest";

export type Obj = { [key: string]: unknown };
export type Check = (value: Obj) => { errors: readonly { type: string; field: string }[] };

/** Kubernetes' answer: the errors as `Type field` (`FieldValueInvalid metadata.name`). */
export type Case = readonly [given: Obj, want: readonly string[]];
/** corespec's different answer, and why. */
export type Deviation = readonly [given: Obj, got: readonly string[], why: string];

/** The errors as `Type field`, sorted: Kubernetes' tests match errors as a set, not in order. */
export const errorsOf = (check: Check, value: Obj): string[] => check(value).errors.map((e) => `${e.type} ${e.field}`).sort();

export function fidelityTable(name: string, check: Check, cases: Readonly<Record<string, Case>>, deviations: Readonly<Record<string, Deviation>> = {}): void {
  const [same, differ] = [Object.keys(cases).length, Object.keys(deviations).length];
  console.log(`fidelity ${name}: ${same} of ${same + differ} cases answered as Kubernetes answers, ${differ} deviation${differ === 1 ? "" : "s"} listed`);
  describe(name, () => {
    for (const [caseName, [given, want]] of Object.entries(cases)) {
      it(`${want.length ? "refuses" : "accepts"}: ${caseName}`, () => expect(errorsOf(check, given)).toEqual([...want].sort()));
    }
    for (const [caseName, [given, got, why]] of Object.entries(deviations)) {
      it(`deviates: ${caseName} (${why})`, () => expect(errorsOf(check, given)).toEqual([...got].sort()));
    }
  });
}
