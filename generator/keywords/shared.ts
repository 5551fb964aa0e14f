/** Helpers several keywords share: the sentence of a range, the reports of a count or a length past its limit, a comparison as a sign. */
import type { KeywordWriteContext } from "./keyword.js";

export const tick = (v: unknown): string => `\`${typeof v === "string" ? v : JSON.stringify(v)}\``;

/**
 * The doc sentence of a pair of limits, stated once: `Items: from 1 to 16.`, `at least 1`, `at
 * most 16`. The lower keyword states the pair; the upper one only its half when alone.
 */
export function rangeFact(low: unknown, high: unknown, unit: string): string[] {
  if (low !== undefined && high !== undefined)
    return [`${unit}: from ${String(low)} to ${String(high)}.`];
  if (low !== undefined) return [`${unit}: at least ${String(low)}.`];
  if (high !== undefined) return [`${unit}: at most ${String(high)}.`];
  return [];
}

/** Too many items or entries: TooMany, or TooLong where the field's `error` says Kubernetes reports that. */
export function tooManyReport(
  ctx: KeywordWriteContext,
  path: string,
  count: string,
  max: number,
): string {
  if (ctx.site.countTooLong)
    return `${ctx.scope.use("errors", "tooLong")}(c, ${path}, "", ${max}, "bytes");`;
  return `${ctx.scope.use("errors", "tooMany")}(c, ${path}, ${count}, ${max});`;
}

/** A string past its length limit: TooLong, or Invalid "can have at most N characters" where the field's `error` says Kubernetes reports that (Events). */
export function tooLongReport(
  ctx: KeywordWriteContext,
  max: number,
  unit: "characters" | "bytes",
): string {
  const { scope, site } = ctx;
  if (site.enumInvalid !== undefined)
    return `${scope.use("errors", "invalid")}(c, ${site.path}, ${site.value}, "can have at most ${max} characters");`;
  return `${scope.use("errors", "tooLong")}(c, ${site.path}, ${site.value}, ${max}, "${unit}");`;
}
