/** The doc comments of generated TypeScript: the spec's doc, then the facts of the field. */
import { describeRule } from "../../rules/index.js";
import { FORMAT_INFO } from "../../model/formats.js";
import type { Field, NamedType, Shape } from "../../model/model.js";
import { enumOf, type TypeLookup } from "../../model/queries.js";

const tick = (v: unknown) => `\`${typeof v === "string" ? v : JSON.stringify(v)}\``;

/** Facts about the limits of a shape, one sentence each. */
export function shapeFacts(shape: Shape): string[] {
  const facts: string[] = [];
  if (shape.customValues === "any-case") facts.push("The values are accepted in any letter case (Kubernetes lower-cases them).");
  else if (shape.customValues) facts.push("Custom values have a domain prefix (`example.com/name`) and are qualified names.");
  if (shape.format) facts.push(`Format: ${FORMAT_INFO[shape.format].doc}.`);
  if (shape.pattern) facts.push(`Must match ${tick(shape.pattern)}.`);
  const range = (low: unknown, high: unknown, unit: string) => {
    if (low !== undefined && high !== undefined) facts.push(`${unit}: from ${String(low)} to ${String(high)}.`);
    else if (low !== undefined) facts.push(`${unit}: at least ${String(low)}.`);
    else if (high !== undefined) facts.push(`${unit}: at most ${String(high)}.`);
  };
  range(shape.minLength, shape.maxLength, "Length");
  if (shape.maxBytes !== undefined) facts.push(`At most ${shape.maxBytes} bytes.`);
  range(shape.minItems, shape.maxItems, "Items");
  range(shape.minProperties, shape.maxProperties, "Entries");
  if (shape.maxTotalBytes !== undefined) facts.push(`Keys and values together at most ${shape.maxTotalBytes} bytes.`);
  range(shape.minimum, shape.maximum, "Value");
  if (shape.exclusiveMinimum !== undefined) facts.push(`Greater than ${String(shape.exclusiveMinimum)}.`);
  if (shape.exclusiveMaximum !== undefined) facts.push(`Less than ${String(shape.exclusiveMaximum)}.`);
  if (shape.listType === "set") facts.push("Items are unique.");
  if (shape.listType === "map") facts.push(`Items are unique by ${shape.listMapKeys!.map(tick).join(", ")}.`);
  if (shape.patchStrategy) facts.push(`Patch strategy: ${shape.patchStrategy}${shape.patchMergeKey ? ` on key ${tick(shape.patchMergeKey)}` : ""}.`);
  if (shape.kind === "map" && shape.keys) facts.push(...shapeFacts(shape.keys).map((f) => `Keys: ${f.charAt(0).toLowerCase()}${f.slice(1)}`));
  if (shape.kind === "array") facts.push(...shapeFacts(shape.items).map((f) => `Each item: ${f.charAt(0).toLowerCase()}${f.slice(1)}`));
  return facts;
}

function stabilityFacts(item: { stability?: string; featureGate?: string }): string[] {
  const out: string[] = [];
  if (item.stability && item.stability !== "ga") out.push(`${item.stability === "alpha" ? "Alpha" : "Beta"}${item.featureGate ? `, behind the feature gate ${tick(item.featureGate)}` : ""}.`);
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
  if (field.required) facts.push("Required.");
  if (field.markedRequired) facts.push(`Marked required by the seed, not enforced: ${field.markedRequired}`);
  if (field.immutable === true) facts.push("Immutable.");
  if (field.immutable === "once-set") facts.push("Immutable once set.");
  if (field.embedded) facts.push("Embedded: its fields are inlined.");
  if (field.sensitive) facts.push("Sensitive: keep it out of logs.");
  facts.push(...shapeFacts(field.shape), ...stabilityFacts(field));
  const values = field.shape.kind === "scalar" ? enumOf(field.shape, lookup) : undefined;
  const enumText = values?.some((v) => v.doc) ? values.map((v) => `- ${tick(v.value)}: ${v.doc ?? ""}`).join("\n") : undefined;
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
      values = type.shape.enum.map((v) => `- ${tick(v.value)}: ${[v.doc, v.deprecated ? `Deprecated: ${v.deprecated}` : undefined].filter(Boolean).join(" ")}`).join("\n");
    }
  } else {
    if (type.immutable) facts.push("Immutable once created.");
    if (type.rules.length) rules = ["Rules:", ...type.rules.map((r) => `- ${describeRule(r)}`)].join("\n");
  }
  const tags = type.deprecated !== undefined ? [`@deprecated ${type.deprecated}`] : [];
  return paragraphs([type.doc, values, facts.join(" "), rules], tags);
}
