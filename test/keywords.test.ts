/**
 * A fixture per spec keyword (issue 37 s1), as validation-gen's output_tests/tags/<tag>/: under
 * test/keywords/<keyword>/, a tiny spec using the keyword (`spec.yaml`) and the golden of what
 * it generates: the validators (the keyword's checks), the types (its doc sentence), the
 * defaulters, the JSON Schemas, and the OpenAPI schemas with their CEL (x-kubernetes-validations)
 * in each dialect. Every keyword of the registry must have one. Update with `npx vitest -u`.
 */
import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { generateFiles } from "../generator/generate.js";
import { KEYWORD_LIST } from "../generator/keywords/index.js";
import { ROOT } from "./helpers/paths.js";

const KEYWORDS_DIR = join(ROOT, "test/keywords");
const GV = "keywords.core.io/v1";

const json = (value: unknown): string => `${JSON.stringify(value, null, 2)}\n`;

describe("keyword fixtures", () => {
  it("one per keyword of the registry, and none for a keyword it lacks", () => {
    const dirs = readdirSync(KEYWORDS_DIR, { withFileTypes: true })
      .filter((e) => e.isDirectory())
      .map((e) => e.name)
      .sort();
    expect(dirs).toEqual(KEYWORD_LIST.map((k) => k.key).sort());
  });

  describe.each(KEYWORD_LIST.map((k) => k.key))("%s", (key) => {
    const dir = join(KEYWORDS_DIR, key);
    it("generates its golden output", async () => {
      expect(existsSync(join(dir, "spec.yaml")), `test/keywords/${key}/spec.yaml`).toBe(true);
      const result = await generateFiles(dir);
      expect(result.diagnostics).toEqual([]);
      const file = (path: string) => result.files.find((f) => f.path === path)?.contents ?? "";
      const parsed = (path: string) =>
        JSON.parse(file(path)) as { components?: { schemas: object }; definitions?: object };
      const schemas = Object.fromEntries(
        result.files
          .filter((f) => f.path.startsWith(`schemas/${GV}/`))
          .map((f) => [f.path.slice(`schemas/${GV}/`.length), JSON.parse(f.contents) as unknown]),
      );
      const openapi = {
        "3.1": parsed("openapi/openapi.json").components?.schemas,
        "3.0": parsed("openapi/openapi-3.0.json").components?.schemas,
        "2.0": parsed("openapi/swagger.json").definitions,
      };
      const expected = join(dir, "expected");
      await expect(file(`src/validators/${GV}.ts`)).toMatchFileSnapshot(
        join(expected, "validators.ts"),
      );
      await expect(file(`src/types/${GV}.ts`)).toMatchFileSnapshot(join(expected, "types.ts"));
      await expect(file(`src/defaulters/${GV}.ts`)).toMatchFileSnapshot(
        join(expected, "defaulters.ts"),
      );
      await expect(json(schemas)).toMatchFileSnapshot(join(expected, "schemas.json"));
      await expect(json(openapi)).toMatchFileSnapshot(join(expected, "openapi.json"));
    });
  });
});
