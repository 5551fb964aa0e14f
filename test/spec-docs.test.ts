/** specs/README.md documents the whole spec language and every markedRequired decision. */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { loadSpecs } from "../generator/load/index.js";
import { ROOT, SPECS } from "./helpers/paths.js";

const readme = readFileSync(join(SPECS, "README.md"), "utf8");

function propertyNames(schema: unknown, into = new Set<string>()): Set<string> {
  if (Array.isArray(schema)) for (const s of schema) propertyNames(s, into);
  else if (schema && typeof schema === "object") {
    for (const [key, value] of Object.entries(schema)) {
      if (key === "properties") for (const name of Object.keys(value as object)) into.add(name);
      propertyNames(value, into);
    }
  }
  return into;
}

describe("specs/README.md", () => {
  it("documents every key of the meta-schema", () => {
    const schema: unknown = JSON.parse(
      readFileSync(join(ROOT, "generator/load/spec.schema.json"), "utf8"),
    );
    const missing = [...propertyNames(schema)].filter(
      (key) => !readme.includes(`\`${key}\``) && !readme.includes(`${key}:`),
    );
    expect(missing).toEqual([]);
  });

  it("lists every markedRequired decision of the specs, and no other", async () => {
    const { model } = await loadSpecs(SPECS);
    const expected = new Set<string>();
    for (const type of model!.types.values()) {
      if (type.kind !== "object") continue;
      for (const field of type.fields)
        if (field.markedRequired)
          expected.add(`| \`${type.group || "core"}\` | \`${type.name}.${field.jsonName}\` |`);
    }
    const table = readme.slice(
      readme.indexOf("<!-- markedRequired:begin -->"),
      readme.indexOf("<!-- markedRequired:end -->"),
    );
    const listed = new Set(
      table
        .split("\n")
        .filter((l) => l.startsWith("| `"))
        .map((l) => l.split("|").slice(0, 3).join("|") + "|"),
    );
    expect([...listed].sort()).toEqual([...expected].sort());
  });
});
