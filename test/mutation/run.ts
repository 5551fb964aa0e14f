/**
 * The mutation check (issue 37 s7): applies each deliberate bug of mutations.ts, one at a
 * time, regenerates the packages, runs the bug's narrow tests, and restores the file; then
 * prints which bugs the tests caught and the catch rate. Not part of `npm test` (each bug
 * regenerates the packages): `npm run test:mutations`, or `-- <id substring>` for some.
 */
import { execFileSync, spawnSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { MUTATIONS } from "./mutations.js";

const ROOT = join(import.meta.dirname, "..", "..");
const only = process.argv.slice(2).join(" ");
function regenerate(): void {
  execFileSync("npm", ["run", "--silent", "build"], { cwd: ROOT, stdio: "ignore" });
  execFileSync("node", ["bin/corespec.js", "generate"], { cwd: ROOT, stdio: "ignore" });
}

const results: { id: string; caught: boolean | undefined }[] = [];
for (const m of MUTATIONS.filter((x) => only === "" || x.id.includes(only))) {
  const path = join(ROOT, m.file);
  const original = readFileSync(path, "utf8");
  if (original.split(m.find).length !== 2) {
    results.push({ id: m.id, caught: undefined });
    process.stdout.write(`?  ${m.id}: the text to replace is not in ${m.file} exactly once\n`);
    continue;
  }
  try {
    writeFileSync(path, original.replace(m.find, m.replace));
    regenerate();
    const run = spawnSync("npx", ["vitest", "run", ...m.tests], {
      cwd: ROOT,
      stdio: "ignore",
      env: { ...process.env, CI: "" },
    });
    const caught = run.status !== 0;
    results.push({ id: m.id, caught });
    process.stdout.write(`${caught ? "caught  " : "MISSED  "} ${m.id}\n`);
  } finally {
    writeFileSync(path, original);
  }
}
regenerate();
const tried = results.filter((r) => r.caught !== undefined);
const caught = tried.filter((r) => r.caught).length;
process.stdout.write(
  `\n${caught} of ${tried.length} deliberate bugs caught (${tried.length ? Math.round((100 * caught) / tried.length) : 0}%).\n`,
);
process.exitCode = results.some((r) => r.caught === undefined) ? 2 : 0;
