/**
 * `customValues`: widens a string's enum: `domain-prefixed`, custom values with a domain prefix
 * (`example.com/name`, each a qualified name); `any-case`, the enum's values in any letter case.
 * The validator's check is the enum's (enum.ts); the schemas publish a pattern for both.
 */
import { CODES } from "../load/codes.js";
import type { KeywordDefinition } from "./keyword.js";

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** A value as a pattern of any letter case: `cluster` as `[cC][lL]...`. */
function anyCase(value: string): string {
  return [...value]
    .map((ch) =>
      ch.toLowerCase() !== ch.toUpperCase()
        ? `[${ch.toLowerCase()}${ch.toUpperCase()}]`
        : escapeRegExp(ch),
    )
    .join("");
}

export const customValues: KeywordDefinition<"customValues"> = {
  key: "customValues",
  on: "shape",
  docs: {
    summary:
      "Widens a string's enum: `domain-prefixed` also accepts custom values with a domain prefix (`example.com/name`), each a qualified name (Kubernetes' CoordinatedLeaseStrategy); `any-case` the enum's values in any letter case, as Kubernetes compares them after lower-casing (egress selection names), also where a `unique` rule compares them.",
    example:
      "strategy: { type: string, enum: [OldestEmulationVersion], customValues: domain-prefixed }",
  },
  check: (ctx) => {
    const { shape } = ctx;
    if (shape.customValues && !(shape.enum && ctx.kind === "scalar" && ctx.scalar === "string")) {
      ctx.error(
        ["customValues"],
        CODES.keywordMisplaced,
        `"customValues" needs a string with an enum to widen, not ${ctx.what}${shape.enum ? "" : " without one"}`,
        "key",
      );
    }
  },
  schema: (shape) => {
    if (!shape.enum || !shape.customValues) return {};
    if (shape.customValues === "any-case")
      return { pattern: `^(${shape.enum.map((e) => anyCase(String(e.value))).join("|")})$` };
    return {
      pattern: `^(${shape.enum.map((e) => escapeRegExp(String(e.value))).join("|")}|[^/]+/[^/]+)$`,
    };
  },
  facts: (shape) => {
    if (shape.customValues === "any-case")
      return ["The values are accepted in any letter case (Kubernetes lower-cases them)."];
    return shape.customValues
      ? ["Custom values have a domain prefix (`example.com/name`) and are qualified names."]
      : [];
  },
};
