/** What every emitter is: a pure function from the model to files in memory. */
import { readFileSync } from "node:fs";
import type { Model } from "../model/model.js";
import { toJsonText } from "./json-text.js";
import { rootUrl } from "../paths.js";

export interface GeneratedFile {
  /** Relative to the output directory, with `/` separators. */
  readonly path: string;
  readonly contents: string;
  /** Already in its final layout (JSON from toJsonText, the runtime copied as written); the format stage leaves it alone. */
  readonly formatted?: boolean;
}

export interface Emitter {
  readonly name: string;
  emit(model: Model): GeneratedFile[];
}

const headerTemplate = readFileSync(rootUrl("templates/header.txt"), "utf8").trimEnd();

/** The header lines of a generated file, naming the spec files it came from. */
export function headerLines(sources: readonly string[]): string[] {
  const unique = [...new Set(sources)].sort();
  const named =
    unique.length === 1 ? `specs/${unique[0]}` : unique.map((s) => `specs/${s}`).join(", ");
  return headerTemplate.replace("{{source}}", named).split("\n");
}

/** A hand-written template copied into a package: a header naming `templates/<template>`, then its text as written. */
export function templateCopy(template: string, text: string): string {
  return `// Copied by corespec from templates/${template}. DO NOT EDIT: change the template and run \`npm run generate\`.\n\n${text}`;
}

/** A generated module's header as its text opens: its opening line comments (none when there are none). */
export function headerOf(text: string): string {
  return /^(?:\/\/.*\n)*/.exec(text)![0];
}

/** A JSON file, serialized in its final layout. */
export function jsonFile(path: string, value: unknown): GeneratedFile {
  return { path, contents: toJsonText(value), formatted: true };
}
