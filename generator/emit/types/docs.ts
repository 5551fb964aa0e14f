/** The doc comments of generated TypeScript: the spec's doc, then the facts of the field. */
import { describeRule } from "../../rules/index.js";
import { fieldKeywordFacts, keywordFacts } from "../../keywords/index.js";
import type { Field, NamedType, Shape } from "../../model/model.js";
import { enumOf, type TypeLookup } from "../../model/queries.js";

const tick = (v: unknown) => `\`${typeof v === "string" ? v : JSON.stringify(v)}\``;

/** Facts about the limits of a shape, one sentence each: its keywords' (generator/keywords), then its keys' and items'. */
export function shapeFacts(shape: Shape): string[] {
  const facts = keywordFacts(shape);
  if (shape.kind === "map" && shape.keys)
    facts.push(
      ...shapeFacts(shape.keys).map((f) => `Keys: ${f.charAt(0).toLowerCase()}${f.slice(1)}`),
    );
  if (shape.kind === "array")
    facts.push(
      ...shapeFacts(shape.items).map((f) => `Each item: ${f.charAt(0).toLowerCase()}${f.slice(1)}`),
    );
  return facts;
}

function stabilityFacts(item: { stability?: string; featureGate?: string }): string[] {
  const out: string[] = [];
  if (item.stability && item.stability !== "ga")
    out.push(
      `${item.stability === "alpha" ? "Alpha" : "Beta"}${item.featureGate ? `, behind the feature gate ${tick(item.featureGate)}` : ""}.`,
    );
  else if (item.featureGate) out.push(`Behind the feature gate ${tick(item.featureGate)}.`);
  return out;
}

/** Joins the parts of a doc comment; `*\/` in spec text must not end the comment early. */
function paragraphs(parts: (string | undefined)[], tags: string[]): string {
  const body = parts.filter((p): p is string => !!p && p.length > 0).join("\n\n");
  return [body, ...tags]
    .filter((p) => p.length > 0)
    .join("\n\n")
    .replace(/\*\//g, "*\\/");
}

export function fieldDoc(field: Field, lookup: TypeLookup): string {
  const facts: string[] = [];
  facts.push(...fieldKeywordFacts(field));
  if (field.embedded) facts.push("Embedded: its fields are inlined.");
  if (field.sensitive) facts.push("Sensitive: keep it out of logs.");
  facts.push(...shapeFacts(field.shape), ...stabilityFacts(field));
  const values = field.shape.kind === "scalar" ? enumOf(field.shape, lookup) : undefined;
  const enumText = values?.some((v) => v.doc)
    ? values.map((v) => `- ${tick(v.value)}: ${v.doc ?? ""}`).join("\n")
    : undefined;
  const tags: string[] = [];
  if (field.default !== undefined) tags.push(`@defaultValue ${tick(field.default)}`);
  if (field.deprecated !== undefined) tags.push(`@deprecated ${field.deprecated}`);
  return paragraphs([field.doc, enumText, facts.join(" ")], tags);
}

export function typeDoc(type: NamedType): string {
  const facts = stabilityFacts(type);
  let values: string | undefined;
  let rules: string | undefined;
  if (type.kind === "alias") {
    facts.push(...shapeFacts(type.shape));
    if (type.shape.enum?.some((v) => v.doc || v.deprecated)) {
      values = type.shape.enum
        .map(
          (v) =>
            `- ${tick(v.value)}: ${[v.doc, v.deprecated ? `Deprecated: ${v.deprecated}` : undefined].filter(Boolean).join(" ")}`,
        )
        .join("\n");
    }
  } else {
    if (type.immutable) facts.push("Immutable once created.");
    if (type.rules.length)
      rules = ["Rules:", ...type.rules.map((r) => `- ${describeRule(r)}`)].join("\n");
  }
  const tags = type.deprecated !== undefined ? [`@deprecated ${type.deprecated}`] : [];
  return paragraphs([type.doc, values, facts.join(" "), rules], tags);
}
