/** The emitters, one per artifact kind, in the order they run. */
import type { Model } from "../model/model.js";
import type { Emitter, GeneratedFile } from "./emitter.js";
import { endMemoRun } from "./memo.js";
import { jsonSchemaEmitter } from "./json-schema.js";
import { openapiEmitter } from "./openapi.js";
import { docsPageEmitter } from "./docs-page.js";
import { packageEmitter } from "./package.js";
import { packageReadmeEmitter } from "./package-readme.js";
import { typesEmitter } from "./types.js";
import { validatorsEmitter } from "./validators.js";
import { defaultersEmitter } from "./defaulters.js";
import { fieldsEmitter } from "./fields.js";
import { packageIndexEmitter } from "./package-index.js";
import { runtimeEmitter } from "./runtime.js";
import { serverEmitter } from "./server.js";

export const EMITTERS: readonly Emitter[] = [
  typesEmitter,
  jsonSchemaEmitter,
  openapiEmitter,
  docsPageEmitter,
  validatorsEmitter,
  defaultersEmitter,
  fieldsEmitter,
  runtimeEmitter,
  packageIndexEmitter,
  serverEmitter,
  packageEmitter,
  packageReadmeEmitter,
];

/**
 * Every file of every emitter, sorted by path; two emitters never make the same file.
 * `emitted` is told each emitter's files as it makes them (the format stage starts on them).
 */
export function emitAll(
  model: Model,
  emitters: readonly Emitter[] = EMITTERS,
  emitted?: (files: readonly GeneratedFile[]) => void,
): GeneratedFile[] {
  const byPath = new Map<string, { file: GeneratedFile; emitter: string }>();
  for (const emitter of emitters) {
    const files = emitter.emit(model);
    emitted?.(files);
    for (const file of files) {
      const first = byPath.get(file.path);
      if (first)
        throw new Error(`emitters "${first.emitter}" and "${emitter.name}" both make ${file.path}`);
      byPath.set(file.path, { file, emitter: emitter.name });
    }
  }
  endMemoRun();
  return [...byPath.values()]
    .map((e) => e.file)
    .sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
}
