/**
 * `format`: a string has one of the formats of the format registry (generator/keywords/formats/,
 * one module per format: its doc, its closest JSON Schema, its CEL, and the runtime function
 * that checks it with Kubernetes' semantics, each problem one Invalid error). Format `cel` is parsed instead, and
 * checked against `celVariables` and `celResult`, as Kubernetes' CEL compiler does.
 */
import type { Write } from "../code/write.js";
import { FORMAT_REGISTRY, formatFunction } from "./formats/index.js";
import type { Shape } from "../model/model.js";
import type { KeywordDefinition, KeywordWriteContext } from "./keyword.js";

export const format: KeywordDefinition<"format"> = {
  key: "format",
  on: "shape",
  docs: {
    summary:
      "A string has this format of the format registry (see Formats), checked with Kubernetes' semantics; else Invalid.",
    example: "leaseName: { type: string, format: dns-subdomain }",
  },
  fits: { what: "strings" },
  valueProblem: (value, shape) =>
    shape.format !== undefined && shape.format !== "cel" && typeof value === "string"
      ? FORMAT_REGISTRY[shape.format].check(value)
      : undefined,
  validate: (shape, ctx) => {
    if (!shape.format) return undefined;
    if (shape.format === "cel") return celCheck(shape, ctx);
    const { scope, locals, site } = ctx;
    const fn = scope.use("formats", formatFunction(shape.format));
    return (w) => {
      const d = locals.name(`${site.hint}Problem`);
      w.writeLine(`const ${d} = ${fn}(${site.value});`);
      w.write(`if (${d} !== undefined)`).block(() =>
        w.writeLine(`${scope.use("errors", "invalidEach")}(c, ${site.path}, ${site.value}, ${d});`),
      );
    };
  },
  schema: (shape) => {
    const name = shape.format ? FORMAT_REGISTRY[shape.format].schemaFormat : undefined;
    return name ? { format: name } : {};
  },
  facts: (shape) => (shape.format ? [`Format: ${FORMAT_REGISTRY[shape.format].doc}.`] : []),
};

/** A CEL expression: parsed; then the names the field's environment declares, then its result type (the first failure is the one reported). */
function celCheck(shape: Shape, { scope, locals, site }: KeywordWriteContext): Write {
  const v = site.value;
  const invalid = () => scope.use("errors", "invalid");
  const check = scope.use("cel", "celSyntaxError");
  return (w) => {
    const e = locals.name(`${site.hint}Syntax`);
    w.writeLine(`const ${e} = ${check}(${v});`);
    w.write(`if (${e} !== undefined)`).block(() =>
      w.writeLine(
        `${invalid()}(c, ${site.path}, ${v}, \`compilation failed: ERROR: <input>:\${${e}.line}:\${${e}.column}: \${${e}.message}\`);`,
      ),
    );
    if (!shape.celVariables && !shape.celResult) return;
    w.write(" else ").block(() => {
      const writeResult = (): void => {
        const t = locals.name(`${site.hint}Result`);
        w.writeLine(
          `const ${t} = ${scope.use("cel", "celResultError")}(${v}, ${JSON.stringify(shape.celResult)});`,
        );
        w.write(`if (${t} !== undefined)`).block(() =>
          w.writeLine(`${invalid()}(c, ${site.path}, ${v}, ${t});`),
        );
      };
      if (!shape.celVariables) return writeResult();
      const u = locals.name(`${site.hint}Undeclared`);
      w.writeLine(
        `const ${u} = ${scope.use("cel", "celUndeclaredReference")}(${v}, ${JSON.stringify(shape.celVariables)});`,
      );
      w.write(`if (${u} !== undefined)`).block(() =>
        w.writeLine(
          `${invalid()}(c, ${site.path}, ${v}, \`compilation failed: ERROR: <input>:\${${u}.line}:\${${u}.column}: \${${u}.message}\`);`,
        ),
      );
      if (shape.celResult) w.write(" else ").block(writeResult);
    });
  };
}
