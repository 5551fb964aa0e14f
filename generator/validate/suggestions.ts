/**
 * "Did you mean" for unknown fields: the names known beside an unknown field, read from the
 * package's JSON Schemas (`schemas/<group>/<version>/<Kind>.json`, following `$ref`s between
 * them). A package without schemas, or a path the schemas do not reach, suggests nothing.
 */
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { didYouMean } from "../load/diagnostics.js";

interface Schema {
  readonly $ref?: string;
  readonly properties?: Readonly<Record<string, Schema>>;
  readonly items?: Schema;
  readonly additionalProperties?: Schema | boolean;
  readonly anyOf?: readonly Schema[];
}

/** A schema with the file it was read from (its `$ref`s are relative to it). */
interface Located {
  readonly schema: Schema;
  readonly file: string;
}

/** The most `$ref`s followed for one step: the package's references never chain this deep. */
const MAX_REFS = 32;

export class FieldSuggestions {
  /** Parsed schema files by path (at most the package's files), `null` when unreadable. */
  private readonly files = new Map<string, Schema | null>();

  constructor(private readonly schemasDir: string) {}

  /** ` (did you mean "labels"?)` for an unknown field at `steps` of a `kind` object, or "". */
  suggest(
    apiVersion: string | undefined,
    kind: string | undefined,
    steps: readonly (string | number)[],
  ): string {
    const last = steps.at(-1);
    if (
      apiVersion === undefined ||
      kind === undefined ||
      typeof last !== "string" ||
      !/^[A-Za-z0-9]+$/.test(kind)
    )
      return "";
    const version = apiVersion.includes("/") ? apiVersion : `core/${apiVersion}`;
    if (!/^[a-z0-9.-]+\/[a-z0-9]+$/.test(version)) return "";
    let at = this.resolve(join(this.schemasDir, version, `${kind}.json`), {});
    for (const step of steps.slice(0, -1)) {
      if (at === undefined) return "";
      const { schema } = at;
      const next =
        typeof step === "number"
          ? schema.items
          : (schema.properties?.[step] ??
            (typeof schema.additionalProperties === "object"
              ? schema.additionalProperties
              : undefined));
      at = next === undefined ? undefined : this.resolve(at.file, next);
    }
    const known = at?.schema.properties;
    return known === undefined ? "" : didYouMean(last, Object.keys(known));
  }

  /** The schema `schema` stands for, read from `file` when empty, its `$ref`s followed. */
  private resolve(file: string, schema: Schema): Located | undefined {
    let located: Located | undefined =
      Object.keys(schema).length === 0 ? this.read(file) : { schema, file };
    for (let refs = 0; located !== undefined && refs <= MAX_REFS; refs++) {
      const { $ref, anyOf } = located.schema;
      if ($ref !== undefined) {
        if ($ref.startsWith("#")) return undefined;
        located = this.read(join(dirname(located.file), $ref));
        continue;
      }
      // A union (`IntOrString`-like types) has fields only in its object branch.
      const branch = anyOf?.find((s) => s.properties !== undefined || s.$ref !== undefined);
      if (located.schema.properties === undefined && branch !== undefined) {
        located = { schema: branch, file: located.file };
        continue;
      }
      return located;
    }
    return undefined;
  }

  private read(file: string): Located | undefined {
    if (!this.files.has(file)) {
      let schema: Schema | null = null;
      try {
        schema = JSON.parse(readFileSync(file, "utf8")) as Schema;
      } catch {
        // Not in this package: no suggestion.
      }
      this.files.set(file, schema);
    }
    const schema = this.files.get(file);
    return schema ? { schema, file } : undefined;
  }
}
