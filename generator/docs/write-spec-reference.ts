/** `npm run docs:spec`: writes docs/spec-language.md from the meta-schema. */
import { mkdirSync, writeFileSync } from "node:fs";
import { assembleMetaSchema } from "../load/meta-schema.js";
import { rootPath } from "../paths.js";
import { specReference, type MetaSchema } from "./spec-reference.js";

mkdirSync(rootPath("docs"), { recursive: true });
writeFileSync(rootPath("docs/spec-language.md"), specReference(assembleMetaSchema() as MetaSchema));
process.stdout.write("wrote docs/spec-language.md\n");
