// Copied by corespec from templates/server/apimachinery/admission/match-conditions.ts. DO NOT EDIT: change the template and run `npm run generate`.

/**
 * A webhook's matchConditions (Kubernetes' admission/plugin/webhook/matchconditions): CEL
 * expressions over `object`, `oldObject` and `request`, compiled once per text. One false: the
 * webhook is skipped; an error (and none false) is the webhook's failure, which its
 * failurePolicy decides.
 */
import { Environment } from "@marcbachmann/cel-js";

type Program = (variables: Record<string, unknown>) => unknown;
const environment = new Environment({
  unlistedVariablesAreDyn: true,
  enableOptionalTypes: true,
  homogeneousAggregateLiterals: false,
});
const programs = new Map<string, Program>();

function program(expression: string): Program {
  let compiled = programs.get(expression);
  if (compiled === undefined) {
    const parsed = environment.parse(expression);
    compiled = (variables) => parsed(variables) as unknown;
    programs.set(expression, compiled);
  }
  return compiled;
}

export type MatchResult =
  | { readonly matches: true }
  | { readonly matches: false; readonly failed?: string };

export function evaluateMatchConditions(
  conditions: readonly { readonly name: string; readonly expression: string }[] | undefined,
  variables: Record<string, unknown>,
): MatchResult {
  const errors: string[] = [];
  for (const condition of conditions ?? []) {
    try {
      const result = program(condition.expression)(variables);
      if (result === false) return { matches: false };
      if (result !== true)
        errors.push(
          `expression '${condition.name}' resulted in error: no such overload: expected bool, got ${typeof result}`,
        );
    } catch (error) {
      errors.push(`expression '${condition.name}' resulted in error: ${(error as Error).message}`);
    }
  }
  return errors.length === 0 ? { matches: true } : { matches: false, failed: errors.join(", ") };
}
