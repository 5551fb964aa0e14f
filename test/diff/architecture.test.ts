/** generator/diff reads the model and the loader only: no emitter (but the shared naming of api-names.ts), no server layer. */
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { expect, it } from "vitest";
import { ROOT } from "../helpers/paths.js";

it("generator/diff imports no emitter and no server layer", () => {
  const dir = join(ROOT, "generator/diff");
  const imports = readdirSync(dir)
    .filter((f) => f.endsWith(".ts"))
    .flatMap((file) =>
      [...readFileSync(join(dir, file), "utf8").matchAll(/from\s+"(\.{1,2}\/[^"]+)"/g)].map(
        (m) => [file, relative(ROOT, resolve(dirname(join(dir, file)), m[1]!))] as const,
      ),
    );
  expect(imports.length).toBeGreaterThan(10);
  const outside = imports.filter(
    ([, to]) =>
      (to.startsWith("generator/emit/") && to !== "generator/emit/api-names.js") ||
      to.startsWith("templates/server/") ||
      to.startsWith("generator/commands/"),
  );
  expect(outside).toEqual([]);
});
