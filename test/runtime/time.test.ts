/** meta/v1 Time and MicroTime, as Go's time.Parse reads RFC3339 and RFC3339Micro. */
import { describe, expect, it } from "vitest";
import { rfc3339MicroTime, rfc3339Time } from "../../templates/runtime/time.js";

const TIME = 'must be an RFC 3339 date and time, e.g. "2006-01-02T15:04:05Z"';
const MICRO =
  'must be an RFC 3339 date and time with microseconds, e.g. "2006-01-02T15:04:05.000000Z"';

type Case = readonly [string, string | undefined];

function table(check: (v: string) => string | undefined, cases: readonly Case[]): void {
  it.each(cases.map(([given, want]) => ({ given, want })))("$given", ({ given, want }) => {
    expect(check(given)).toBe(want);
  });
}

describe("rfc3339Time", () => {
  table(rfc3339Time, [
    ["2006-01-02T15:04:05Z", undefined],
    ["2006-01-02T15:04:05+07:00", undefined],
    ["2006-01-02T15:04:05-07:30", undefined],
    ["2006-01-02T15:04:05.999999999Z", undefined],
    ["2006-01-02T15:04:05.5Z", undefined],
    ["2006-01-02T15:04:05.123456789012Z", undefined], // any number of fraction digits
    ["2006-01-02T15:04:05,5Z", undefined], // Go also reads a comma
    ["2006-01-02T1:04:05Z", undefined], // Go's layout hour "15" takes one or two digits
    ["2006-01-02T15:04:05+24:00", undefined], // Go allows offsets up to 24h
    ["2006-01-02T15:04:05+23:60", undefined],
    ["0000-01-01T00:00:00Z", undefined],
    ["9999-12-31T23:59:59Z", undefined],
    ["2024-02-29T00:00:00Z", undefined], // leap day
    ["2000-02-29T00:00:00Z", undefined], // divisible by 400
    ["2023-04-30T00:00:00Z", undefined],
    ["2023-02-29T00:00:00Z", `${TIME} (day out of range)`],
    ["1900-02-29T00:00:00Z", `${TIME} (day out of range)`], // divisible by 100, not by 400
    ["2023-04-31T00:00:00Z", `${TIME} (day out of range)`],
    ["2023-01-32T00:00:00Z", `${TIME} (day out of range)`],
    ["2023-01-00T00:00:00Z", `${TIME} (day out of range)`],
    ["2023-13-01T00:00:00Z", `${TIME} (month out of range)`],
    ["2023-00-01T00:00:00Z", `${TIME} (month out of range)`],
    ["2023-01-01T24:00:00Z", `${TIME} (hour out of range)`],
    ["2023-01-01T23:60:00Z", `${TIME} (minute out of range)`],
    ["2023-01-01T23:59:60Z", `${TIME} (second out of range)`], // no leap second
    ["2023-01-01T00:00:00+25:00", `${TIME} (time zone offset hour out of range)`],
    ["2023-01-01T00:00:00+00:61", `${TIME} (time zone offset minute out of range)`],
    ["", TIME],
    ["2006-01-02", TIME],
    ["2006-01-02T15:04:05", TIME], // no zone
    ["2006-01-02 15:04:05Z", TIME],
    ["2006-01-02t15:04:05Z", TIME],
    ["2006-01-02T15:04:05z", TIME],
    ["2006-01-02T15:04Z", TIME],
    ["2006-1-02T15:04:05Z", TIME],
    ["06-01-02T15:04:05Z", TIME],
    ["+2006-01-02T15:04:05Z", TIME],
    ["2006-01-02T15:04:05.Z", TIME],
    ["2006-01-02T15:04:05+0700", TIME],
    ["2006-01-02T15:04:05+7:00", TIME],
    ["2006-01-02T15:04:05 +07:00", TIME],
    ["2006-01-02T15:04:05Zjunk", TIME],
    ["2006-01-02T15:04:05ZZ", TIME],
    ["2006-01-02T123:04:05Z", TIME],
    [" 2006-01-02T15:04:05Z", TIME],
  ]);
});

describe("rfc3339MicroTime", () => {
  table(rfc3339MicroTime, [
    ["2006-01-02T15:04:05.000000Z", undefined],
    ["2006-01-02T15:04:05.123456Z", undefined],
    ["2006-01-02T15:04:05.123456+07:00", undefined],
    ["2006-01-02T15:04:05,123456Z", undefined],
    ["2024-02-29T23:59:59.999999-12:00", undefined],
    ["2006-01-02T15:04:05.+12345Z", undefined], // Go's atoi reads the 6 characters, sign included
    ["2006-01-02T15:04:05.-00000Z", undefined],
    ["2006-01-02T15:04:05Z", MICRO], // seconds precision is not a MicroTime
    ["2006-01-02T15:04:05.12345Z", MICRO],
    ["2006-01-02T15:04:05.1234567Z", MICRO],
    ["2006-01-02T15:04:05.123456789Z", MICRO],
    ["2006-01-02T15:04:05.123456", MICRO],
    ["2006-01-02T15:04:05.12a456Z", MICRO],
    ["2006-01-02T15:04:05.-00001Z", `${MICRO} (fractional second out of range)`],
    ["2023-02-29T00:00:00.000000Z", `${MICRO} (day out of range)`],
    ["2023-01-01T24:00:00.000000Z", `${MICRO} (hour out of range)`],
    ["", MICRO],
  ]);
});
