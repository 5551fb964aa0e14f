/**
 * The neutral check form (check.ts) rendered as CEL for the OpenAPI documents'
 * `x-kubernetes-validations`: one validation per check, `guard implies holds`.
 */
import type { Rule } from "../model/model.js";
import * as cel from "./cel.js";
import { celComparison, celDerivation } from "./cel-compare.js";
import { celItemKey, celListAndKey, celUnique } from "./cel-lists.js";
import { type CelValidation, type Check, type Predicate, type RuleCelContext } from "./context.js";

export function celPredicate(p: Predicate, ctx: RuleCelContext): cel.CelExpr {
  switch (p.k) {
    case "bool":
      return p.v ? cel.TRUE : cel.FALSE;
    case "set":
      return cel.celIsSet("self", cel.celSteps(ctx.type, p.path, ctx.lookup), ctx.lookup);
    case "parent":
      return cel.celPresent("self", cel.celSteps(ctx.type, p.of, ctx.lookup).slice(0, -1));
    case "when":
      return cel.celCondition("self", p.condition, ctx.type, ctx.lookup);
    case "present":
      return cel.celPresent("self", cel.celSteps(ctx.type, p.path, ctx.lookup));
    case "oneOf": {
      const steps = cel.celSteps(ctx.type, p.path, ctx.lookup);
      // Numbers as the field's type: doubles for float fields.
      const shape = steps.at(-1)!.shape;
      const double =
        shape.kind === "scalar" && (shape.scalar === "float32" || shape.scalar === "float64");
      return cel.cmp(
        cel.celAccess("self", steps),
        "in",
        `[${p.values.map((v) => cel.celLiteral(v, double)).join(", ")}]`,
      );
    }
    case "format":
      return cel.celFormatCheck(
        cel.celAccess("self", cel.celSteps(ctx.type, p.path, ctx.lookup)),
        p.format,
      );
    case "prefix":
      return cel.atom(
        `${cel.celAccess("self", cel.celSteps(ctx.type, p.path, ctx.lookup))}.startsWith(${cel.celLiteral(p.prefix)})`,
      );
    case "hasItem": {
      const { list: items, present, keySteps, item } = celListAndKey(p.list, p.key, ctx);
      const key = celItemKey("c", keySteps, item);
      const wanted = `[${p.values.map((v) => cel.celLiteral(v)).join(", ")}]`;
      return cel.and(
        present,
        cel.atom(
          `${items}.exists(c, ${cel.celText(cel.and(cel.celPresent("c", keySteps), cel.cmp(key.value, "in", wanted)))})`,
        ),
      );
    }
    case "mentions": {
      // The runtime's `mentions` as an RE2 search: `(^|[^A-Za-z0-9_.])claims\\.email($|[^A-Za-z0-9_])`.
      const pattern = cel.celLiteral(cel.mentionPattern(p.name));
      return cel.celSomeAt("self", cel.celSteps(ctx.type, p.path, ctx.lookup), (x) =>
        cel.atom(`${x}.matches(${pattern})`),
      );
    }
    case "compare":
      return celComparison(p.left, p.op, p.right, p.as, ctx);
    case "derived":
      return celDerivation(p.field, p.op, p.of, p.as, ctx);
    case "unique":
      return celUnique(p, ctx);
    case "wasSet":
      return cel.celIsSet("oldSelf", cel.celSteps(ctx.type, p.path, ctx.lookup), ctx.lookup, false);
    case "unchanged": {
      const name = cel.escapeCelProperty(p.path.segments[0]!.key);
      if (name === undefined)
        throw new cel.NotExpressibleInCel(
          `the field name "${p.path.segments[0]!.key}" cannot be accessed from CEL`,
        );
      // A field the schema requires is in both objects; an optional one may be in neither.
      const same = cel.cmp(`self.${name}`, "==", `oldSelf.${name}`);
      return p.path.field.required
        ? same
        : cel.and(
            cel.cmp(`has(self.${name})`, "==", `has(oldSelf.${name})`),
            cel.or(cel.not(cel.atom(`has(self.${name})`)), same),
          );
    }
    case "not":
      return cel.not(celPredicate(p.x, ctx));
    case "and":
      return cel.and(...p.xs.map((x) => celPredicate(x, ctx)));
    case "or":
      return cel.or(...p.xs.map((x) => celPredicate(x, ctx)));
  }
}

/** The predicate mentions none of the spec's conditions: it is about which fields are set. */
const presenceOnly = (p: Predicate): boolean =>
  p.k === "and" || p.k === "or"
    ? p.xs.every(presenceOnly)
    : p.k === "not"
      ? presenceOnly(p.x)
      : p.k !== "when";

/**
 * The CEL validations of a rule's checks. A check that can never hold where it applies is its
 * guard negated: fields that may not be set together read `!(has(self.a) && has(self.b))`, a
 * condition reads with the negation pushed inside (`!has(self.type) || self.type != "InClusterConfig"`).
 */
export function celChecks(
  rule: Rule,
  checks: readonly Check[],
  ctx: RuleCelContext,
): CelValidation[] {
  return checks.map((check) => {
    const guard = celPredicate(check.guard, ctx);
    const never = check.holds.k === "bool" && !check.holds.v;
    const expr =
      never && presenceOnly(check.guard)
        ? cel.notAll(guard)
        : cel.implies(guard, celPredicate(check.holds, ctx));
    return cel.celValidation(rule, expr, check.violation, ctx.sentence);
  });
}
