/**
 * `enum`: a scalar is one of these values (NotSupported, listing them; Invalid where the field's
 * `error` says so). With `customValues` (custom-values.ts) the check widens: a domain-prefixed
 * value is checked as a qualified name instead, or the values are compared in lower case.
 */
import { CODES } from "../load/codes.js";
import { ifCheck } from "../code/write.js";
import { formatFunction } from "./formats/index.js";
import { upperSnake } from "../model/names.js";
import type { Shape } from "../model/model.js";
import type { KeywordDefinition } from "./keyword.js";

export const enumKeyword: KeywordDefinition<"enum"> = {
  key: "enum",
  on: "shape",
  docs: {
    summary:
      "A scalar is one of these values, each bare or `{ value, doc, deprecated }`; another is NotSupported. The TypeScript type is their union.",
    example:
      "level: { type: string, enum: [None, { value: Metadata, doc: Log request metadata. }] }",
  },
  check: (ctx) => {
    const values = ctx.shape.enum;
    if (!values) return;
    if (ctx.kind !== "scalar") {
      ctx.error(
        ["enum"],
        CODES.keywordMisplaced,
        `"enum" only fits scalars, not ${ctx.what}`,
        "key",
      );
      return;
    }
    const bare: Shape = { ...ctx.shape, enum: undefined } as Shape;
    values.forEach((entry, i) => {
      const kind = ctx.kindProblem(entry.value, bare);
      if (kind) ctx.error(["enum", i], CODES.enumValueInvalid, `enum value ${kind}`);
      else {
        const rule = ctx.ruleProblem(entry.value, bare);
        if (rule)
          ctx.error(
            ["enum", i],
            CODES.enumValueInvalid,
            `enum value ${JSON.stringify(entry.value)} ${rule}`,
          );
      }
    });
  },
  validate: (shape, { scope, locals, site }) => {
    if (!shape.enum) return undefined;
    const v = site.value;
    const invalid = () => scope.use("errors", "invalid");
    const name = scope.enumConstant(
      `${upperSnake(site.hint)}_VALUES`,
      shape.enum.map((e) => e.value),
    );
    const report =
      site.enumInvalid !== undefined
        ? `${invalid()}(c, ${site.path}, ${v}, ${JSON.stringify(site.enumInvalid)});`
        : `${scope.use("errors", "notSupported")}(c, ${site.path}, ${v}, ${name});`;
    const unknown = `!(${name} as readonly unknown[]).includes(${v})`;
    if (shape.customValues === "any-case") {
      // The enum's values in any letter case: Kubernetes lower-cases the value before it checks it.
      const lower = scope.enumConstant(
        `${upperSnake(site.hint)}_LOWER_CASE_VALUES`,
        shape.enum.map((e) => String(e.value).toLowerCase()),
      );
      return ifCheck(`!(${lower} as readonly unknown[]).includes(${v}.toLowerCase())`, report);
    }
    if (shape.customValues) {
      // `example.com/name`: a custom value, a qualified name (one Invalid error, as Kubernetes
      // joins the messages); any other value is one of the enum's.
      const check = scope.use("formats", formatFunction("qualified-name"));
      return (w) => {
        const problem = locals.name(`${site.hint}Problem`);
        w.write(`if (${v}.includes("/"))`).block(() => {
          w.writeLine(`const ${problem} = ${check}(${v});`);
          w.write(`if (${problem} !== undefined)`).block(() =>
            w.writeLine(`${invalid()}(c, ${site.path}, ${v}, ${problem});`),
          );
        });
        w.write(` else if (${unknown})`).block(() => w.writeLine(report));
      };
    }
    return ifCheck(unknown, report);
  },
  // Custom values publish a pattern instead (custom-values.ts).
  schema: (shape) =>
    shape.enum && !shape.customValues ? { enum: shape.enum.map((e) => e.value) } : {},
};
