#!/usr/bin/env node
// The corespec command. It runs the compiled generator (.build/cli/, bundled by `npm run build`,
// which `npm ci` runs as its prepare step) while that build is newer than every TypeScript file of
// generator/ and templates/, so no TypeScript is compiled at start-up; after an edit, until the
// next build, it runs the TypeScript sources through tsx (slower to start, never stale), as it
// does with CORESPEC_SOURCES=1. CORESPEC_REQUIRE_BUILD=1 makes a missing or stale build an error.
import { readdirSync, statSync } from "node:fs";

const root = new URL("../", import.meta.url);

/** When the last build finished, or -1 without one (a build from before the bundle has no .build/cli/). */
function builtAt() {
  try {
    statSync(new URL(".build/cli/cli.js", root));
    return statSync(new URL(".build/built", root)).mtimeMs;
  } catch {
    return -1;
  }
}

function changedSince(time) {
  for (const dir of ["generator", "templates"]) {
    for (const entry of readdirSync(new URL(dir, root), { recursive: true, withFileTypes: true })) {
      if (
        entry.isFile() &&
        entry.name.endsWith(".ts") &&
        statSync(`${entry.parentPath}/${entry.name}`).mtimeMs > time
      )
        return true;
    }
  }
  return false;
}

const built = builtAt();
if (process.env.CORESPEC_SOURCES !== "1" && built >= 0 && !changedSince(built)) {
  await import("../.build/cli/cli.js");
} else {
  if (process.env.CORESPEC_REQUIRE_BUILD === "1") {
    process.stderr.write(
      "corespec: the compiled generator (.build/) is missing or older than generator/ or templates/; run `npm run build`\n",
    );
    process.exit(2);
  }
  const { register } = await import("tsx/esm/api");
  register();
  await import("../generator/cli.ts");
}
