/** Copies the hand-written runtime library (templates/runtime) into the package as `src/runtime/`. */
import { readdirSync, readFileSync } from "node:fs";
import type { Model } from "../model/model.js";
import type { Emitter, GeneratedFile } from "./emitter.js";

const TEMPLATES = new URL("../../templates/runtime/", import.meta.url);

export const runtimeEmitter: Emitter = {
  name: "runtime",
  emit(_model: Model): GeneratedFile[] {
    return readdirSync(TEMPLATES, { recursive: true })
      .map(String)
      .filter((name) => name.endsWith(".ts"))
      .sort()
      .map((name) => ({
        path: `src/runtime/${name}`,
        contents: `// Copied by corespec from templates/runtime/${name}. DO NOT EDIT: change the template and run \`npm run generate\`.\n\n${readFileSync(new URL(name, TEMPLATES), "utf8")}`,
      }));
  },
};
