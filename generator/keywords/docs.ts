/**
 * A keyword's docs in the meta-schema: its sentence is the description of its key (the editor's
 * hover text and the spec reference's row), and the values its example gives the key are the
 * key's `examples`. The meta-schema's core (spec-core.schema.json) states neither, so the
 * keyword's module is their one home (generator/load/meta-schema.ts fills them in).
 */
import { parse } from "yaml";
import type { KeywordDefinition } from "./keyword.js";

/** What the meta-schema says of a keyword's key besides its value's schema. */
export interface KeywordSchemaDocs {
  readonly description: string;
  readonly examples: unknown[];
}

/** The values a keyword's example gives its key: `ports: { type: array, items: Port, maxItems: 16 }` gives `[16]`. */
export function exampleValues(keyword: KeywordDefinition): unknown[] {
  const found: unknown[] = [];
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) node.forEach(visit);
    else if (node !== null && typeof node === "object") {
      for (const [key, value] of Object.entries(node)) {
        if (key === keyword.key) found.push(value);
        else visit(value);
      }
    }
  };
  visit(parse(keyword.docs.example));
  return found;
}

/** A keyword's description and examples in the meta-schema. */
export function keywordSchemaDocs(keyword: KeywordDefinition): KeywordSchemaDocs {
  return { description: keyword.docs.summary, examples: exampleValues(keyword) };
}
