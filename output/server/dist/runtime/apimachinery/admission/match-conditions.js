// Copied by corespec from templates/server/apimachinery/admission/match-conditions.ts. DO NOT EDIT: change the template and run `npm run generate`.
/**
 * A webhook's matchConditions (Kubernetes' admission/plugin/webhook/matchconditions): CEL
 * expressions over `object`, `oldObject` and `request`, compiled once per text. One false: the
 * webhook is skipped; an error (and none false) is the webhook's failure, which its
 * failurePolicy decides.
 */
import { Environment } from "@marcbachmann/cel-js";
const environment = new Environment({
  unlistedVariablesAreDyn: true,
  enableOptionalTypes: true,
  homogeneousAggregateLiterals: false,
});
const programs = new Map();
function program(expression) {
  let compiled = programs.get(expression);
  if (compiled === undefined) {
    const parsed = environment.parse(expression);
    compiled = (variables) => parsed(variables);
    programs.set(expression, compiled);
  }
  return compiled;
}
export function evaluateMatchConditions(conditions, variables) {
  const errors = [];
  for (const condition of conditions ?? []) {
    try {
      const result = program(condition.expression)(variables);
      if (result === false) return { matches: false };
      if (result !== true)
        errors.push(
          `expression '${condition.name}' resulted in error: no such overload: expected bool, got ${typeof result}`,
        );
    } catch (error) {
      errors.push(`expression '${condition.name}' resulted in error: ${error.message}`);
    }
  }
  return errors.length === 0
    ? { matches: true }
    : {
        matches: false,
        failed: errors.join(", "),
      };
}
