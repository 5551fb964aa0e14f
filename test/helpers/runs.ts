/**
 * How many cases a fast-check property tries: all of them in `npm test`, a fifth in
 * `npm run test:quick` (vitest.config.ts sets CORESPEC_QUICK there), which is the inner loop
 * and leaves the long searches to the full run.
 */
export const QUICK = process.env.CORESPEC_QUICK === "1";

export function runs(full: number): number {
  return QUICK ? Math.max(20, Math.ceil(full / 5)) : full;
}
