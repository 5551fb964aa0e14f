/** One JSON Schema (2020-12) per named type, under `schemas/<group>/<version>/<Type>.json`. */
import { posix } from "node:path";
import type { Model, NamedType } from "../model/model.js";
import { lookupOf } from "../model/queries.js";
import { groupDir } from "../model/names.js";
import { headerLines, jsonFile, type Emitter, type GeneratedFile } from "./emitter.js";
import { namedTypeSchema, type JsonSchema, type SchemaTarget } from "./schema/shape-schema.js";

export function schemaPath(type: Pick<NamedType, "group" | "version" | "name">): string {
  return `${groupDir(type.group)}/${type.version}/${type.name}.json`;
}

export const jsonSchemaEmitter: Emitter = {
  name: "json-schema",
  emit(model: Model): GeneratedFile[] {
    const lookup = lookupOf(model);
    const files: GeneratedFile[] = [];
    const gvFile = new Map(model.groupVersions.map((gv) => [`${gv.group}/${gv.version}`, gv.file]));
    for (const type of model.types.values()) {
      const here = schemaPath(type);
      const target: SchemaTarget = {
        lookup,
        ref: (id) => ({
          $ref: posix
            .relative(posix.dirname(here), schemaPath(lookup(id)!))
            .replace(/^(?!\.)/, "./"),
        }),
        nullable: (schema) => ({ anyOf: [schema, { type: "null" }] }),
        annotate: (schema, annotations) => ({ ...schema, ...annotations }),
      };
      const document: JsonSchema = {
        $schema: "https://json-schema.org/draft/2020-12/schema",
        $id: here,
        $comment: headerLines([gvFile.get(`${type.group}/${type.version}`)!]).join(" "),
        ...namedTypeSchema(type, target),
      };
      files.push(jsonFile(`schemas/${here}`, document));
    }
    return files;
  },
};
