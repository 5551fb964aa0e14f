/**
 * docs/spec-language.md, the reference of the spec language, generated from its meta-schema
 * (generator/load/meta-schema.ts assembles it from spec-core.schema.json and the rule kinds'
 * modules): every definition that has a `title`, every key with its value, its `description`,
 * its `examples` and the artifacts it changes (`x-artifacts`), and the formats from the format
 * registry. What a key means lives in the meta-schema, nowhere else (a field keyword's sentence
 * and example come into it from the keyword's module); this module only lays it out, showing a
 * keyword's example as its module writes it, a whole field. test/spec-reference.test.ts keeps
 * the committed file current (`npm run docs:spec` rewrites it). The codes of its problems close
 * the page (spec-reference-diagnostics.ts).
 */
import { stringify } from "yaml";
import { FORMAT_LIST } from "../keywords/formats/index.js";
import { KEYWORD_LIST } from "../keywords/index.js";
import { diagnosticsSection } from "./spec-reference-diagnostics.js";
import { ARTIFACTS, ORDER, PAGE_END, PAGE_START, type Artifact } from "./spec-reference-frame.js";

/** A node of the meta-schema, as this module reads it. */
export interface SchemaNode {
  readonly title?: string;
  readonly description?: string;
  readonly examples?: readonly unknown[];
  readonly "x-artifacts"?: readonly string[];
  readonly $ref?: string;
  readonly type?: string | readonly string[];
  readonly enum?: readonly unknown[];
  readonly const?: unknown;
  readonly items?: SchemaNode;
  readonly additionalProperties?: SchemaNode | boolean;
  readonly properties?: Readonly<Record<string, SchemaNode>>;
  readonly required?: readonly string[];
  readonly allOf?: readonly SchemaNode[];
  readonly anyOf?: readonly SchemaNode[];
  readonly oneOf?: readonly SchemaNode[];
  readonly then?: SchemaNode;
  readonly else?: SchemaNode;
}

export interface MetaSchema extends SchemaNode {
  readonly $defs: Readonly<Record<string, SchemaNode>>;
}

/** One key of a definition: its name as written, its schema, whether it must be written. */
interface Key {
  readonly name: string;
  readonly schema: SchemaNode;
  readonly required: boolean;
}

const defName = (ref: string): string => ref.replace(/^#\/\$defs\//, "");
const code = (text: string): string => `\`${text.replace(/`/g, "'")}\``;
/** Text for a table cell: one line, `|` escaped, and outside code spans `<word` escaped (Markdown would read a tag). */
const cell = (text: string): string =>
  text
    .replace(/\|/g, "\\|")
    .replace(/\s*\n\s*/g, " ")
    .split("`")
    .map((part, i) => (i % 2 === 0 ? part.replace(/<(?=[A-Za-z/!])/g, "&lt;") : part))
    .join("`");
const flow = (value: unknown): string =>
  stringify(value, { collectionStyle: "flow", lineWidth: 0 }).trim();
const block = (value: unknown): string => stringify(value, { lineWidth: 100 }).trimEnd();

/** The definitions the page documents: those with a title, in the page's order. */
export function documentedDefinitions(schema: MetaSchema): string[] {
  const titled = Object.keys(schema.$defs).filter(
    (name) => schema.$defs[name]!.title !== undefined,
  );
  const rank = (name: string) => {
    const i = ORDER.findIndex(
      (o) => o === name || (o.endsWith("*") && name.startsWith(o.slice(0, -1))),
    );
    return i < 0 ? ORDER.length : i;
  };
  return titled.sort((a, b) => rank(a) - rank(b));
}

/** How a value is written, in a few words, with links to the definitions it names. */
function valueOf(schema: SchemaNode, defs: MetaSchema["$defs"]): string {
  if (schema.$ref !== undefined) {
    const name = defName(schema.$ref);
    const def = defs[name];
    if (def?.title !== undefined) return `[${def.title}](#${name})`;
    return def ? valueOf(def, defs) : name;
  }
  if (schema.enum)
    return schema.enum.map((v) => code(typeof v === "string" ? v : JSON.stringify(v))).join(" | ");
  if (schema.const !== undefined) return code(String(schema.const));
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives) return alternatives.map((s) => valueOf(s, defs)).join(" or ");
  if (schema.then && schema.else)
    return `${valueOf(schema.then, defs)} or ${valueOf(schema.else, defs)}`;
  const type: string | undefined =
    typeof schema.type === "string" ? schema.type : schema.type?.join(" or ");
  if (type === "array") return `list of ${schema.items ? valueOf(schema.items, defs) : "values"}`;
  if (type === "object" && typeof schema.additionalProperties === "object")
    return `map of name to ${valueOf(schema.additionalProperties, defs)}`;
  if (type === "integer" || type === "number" || type === "boolean" || type === "string")
    return type;
  if (type) return type;
  return "any value";
}

/** The own keys of a definition, its object branch's or its alias branch's (`then`, `else`). */
function keysOf(node: SchemaNode): Key[] {
  const required = new Set(node.required ?? []);
  return Object.entries(node.properties ?? {}).map(([name, schema]) => ({
    name,
    schema,
    required: required.has(name),
  }));
}

/** The titled definitions a definition takes the keys of (`allOf: [{ $ref }]`). */
function inherited(node: SchemaNode, defs: MetaSchema["$defs"]): string[] {
  return (node.allOf ?? []).flatMap((s) =>
    s.$ref !== undefined && defs[defName(s.$ref)]?.title !== undefined ? [defName(s.$ref)] : [],
  );
}

/** The description of a key: its own, else the one of the definition it refers to. */
function describe(schema: SchemaNode, defs: MetaSchema["$defs"]): string {
  if (schema.description !== undefined) return schema.description;
  const target = schema.$ref !== undefined ? defs[defName(schema.$ref)] : undefined;
  return target?.description ?? "";
}

/** The artifacts a key changes: its own `x-artifacts`, else those of the definition it refers to, else its parent's. */
function artifactsOf(
  schema: SchemaNode,
  defs: MetaSchema["$defs"],
  parent?: readonly string[],
): readonly string[] {
  const target = schema.$ref !== undefined ? defs[defName(schema.$ref)] : undefined;
  return schema["x-artifacts"] ?? target?.["x-artifacts"] ?? parent ?? [];
}

function artifacts(list: readonly string[]): string {
  return list.length
    ? list.map((a) => ARTIFACTS[a as Artifact]?.short ?? a).join(", ")
    : "nothing generated";
}

/** The field keywords' examples, each a field written with it, by the definition that holds the key (`shape`, `field`) and the key. */
const KEYWORD_EXAMPLES = new Map(KEYWORD_LIST.map((k) => [`${k.on}.${k.key}`, k.docs.example]));

/** The table rows of keys, nested object keys (`printerColumns[].name`) after their parent. */
function rows(
  keys: readonly Key[],
  defs: MetaSchema["$defs"],
  prefix = "",
  parent?: readonly string[],
  owner?: string,
): string[] {
  return keys.flatMap(({ name, schema, required }) => {
    const changes = artifactsOf(schema, defs, parent);
    const keywordExample = prefix === "" ? KEYWORD_EXAMPLES.get(`${owner}.${name}`) : undefined;
    const examples =
      keywordExample !== undefined
        ? [code(keywordExample)]
        : (schema.examples ?? []).map((e) => code(flow(e)));
    const example = examples.length ? ` Example: ${examples.join(", ")}.` : "";
    const key = `${code(prefix + name)}${required ? " (required)" : ""}`;
    const row = `| ${key} | ${cell(valueOf(schema, defs))} | ${cell(describe(schema, defs) + example)} | ${cell(artifacts(changes))} |`;
    const nested = schema.properties
      ? keysOf(schema)
      : schema.items?.properties
        ? keysOf(schema.items)
        : [];
    const sub = schema.properties ? `${prefix}${name}.` : `${prefix}${name}[].`;
    return [row, ...rows(nested, defs, sub, changes)];
  });
}

function table(
  keys: readonly Key[],
  defs: MetaSchema["$defs"],
  changes?: readonly string[],
  owner?: string,
): string[] {
  if (keys.length === 0) return [];
  return [
    "| Key | Value | Meaning | Changes |",
    "| --- | --- | --- | --- |",
    ...rows(keys, defs, "", changes, owner),
    "",
  ];
}

/** A list entry with one key (a rule: `- required: {...}`) as a flow line; anything else as a YAML block. */
function exampleYaml(examples: readonly unknown[]): string[] {
  const entry = (e: unknown): e is Record<string, unknown> =>
    typeof e === "object" && e !== null && !Array.isArray(e) && Object.keys(e).length === 1;
  if (examples.every(entry))
    return examples.map((e) => `- ${Object.keys(e)[0]}: ${flow(Object.values(e)[0])}`);
  return examples
    .map((e) => block(e))
    .join("\n# or\n")
    .split("\n");
}

function section(name: string, schema: MetaSchema): string[] {
  const defs = schema.$defs;
  const def = defs[name]!;
  if (name === "format") return formats(def);
  const lines = [`<a id="${name}"></a>`, "", `## ${def.title}`, ""];
  if (def.description) lines.push(def.description, "");
  const takes = inherited(def, defs);
  if (takes.length)
    lines.push(
      `Takes the keys of ${takes.map((t) => `[${defs[t]!.title}](#${t})`).join(" and ")} too.`,
      "",
    );
  if (def["x-artifacts"]) lines.push(`Changes: ${artifacts(def["x-artifacts"])}.`, "");
  if (!def.properties && !def.then?.properties && !def.enum && !def.allOf)
    lines.push(`Value: ${valueOf({ ...def, title: undefined } as SchemaNode, defs)}.`, "");
  lines.push(...table(keysOf(def), defs, def["x-artifacts"], name));
  for (const branch of ["then", "else"] as const) {
    const part = def[branch];
    if (!part?.properties) continue;
    const label = part.title ?? "Written as an object";
    const also = inherited(part, defs).map((t) => `[${defs[t]!.title}](#${t})`);
    lines.push(
      `${label}${also.length ? ` (also the keys of ${also.join(" and ")})` : ""}:`,
      "",
      ...table(keysOf(part), defs),
    );
  }
  if (def.examples?.length)
    lines.push("Example:", "", "```yaml", ...exampleYaml(def.examples), "```", "");
  return lines;
}

/** An example value as a code span: as written when it is short and plain, else quoted as JSON (and cut). */
function exampleValue(value: string | undefined): string {
  if (value === undefined) return "none: every string is";
  if (value.length <= 40 && /^[\x21-\x7e]([\x20-\x7e]*[\x21-\x7e])?$/.test(value))
    return code(value);
  return code(JSON.stringify(value.length > 40 ? `${value.slice(0, 30)}…` : value));
}

/** The format names of the meta-schema, with what each accepts and an example of each from the format registry, their one home. */
function formats(def: SchemaNode): string[] {
  const lines = [
    '<a id="format"></a>',
    "",
    `## ${def.title}`,
    "",
    def.description ?? "",
    "",
    "| Format | Accepts | Valid | Invalid |",
    "| --- | --- | --- | --- |",
  ];
  for (const f of FORMAT_LIST)
    lines.push(
      `| ${code(f.name)} | ${cell(f.doc)} | ${cell(exampleValue(f.examples.valid))} | ${cell(exampleValue(f.examples.invalid))} |`,
    );
  return [...lines, ""];
}

function artifactLegend(): string[] {
  const lines = ["| Changes | What is generated |", "| --- | --- |"];
  for (const a of Object.values(ARTIFACTS)) lines.push(`| ${a.short} | ${cell(a.doc)} |`);
  return [...lines, ""];
}

/** The whole page. */
export function specReference(schema: MetaSchema): string {
  const names = documentedDefinitions(schema);
  const contents = [
    ...names.map((n) => `- [${schema.$defs[n]!.title}](#${n})`),
    "- [Diagnostics](#diagnostics)",
  ];
  const body = [...names.flatMap((n) => section(n, schema)), ...diagnosticsSection()];
  const lines = [
    ...PAGE_START,
    ...artifactLegend(),
    "## Contents",
    "",
    ...contents,
    "",
    ...body,
    ...PAGE_END,
  ];
  return `${lines
    .join("\n")
    .replace(/\n{3,}/g, "\n\n")
    .trimEnd()}\n`;
}
