/** The operations file: shared operations, their query parameters and the rules between them. */
import type { Field, ObjectType, Operation, OperationResponse } from "../model/model.js";
import type { TypeLookup } from "../model/queries.js";
import { buildField, optional } from "./build-types.js";
import { checkShape } from "./checks.js";
import { CODES } from "./codes.js";
import type { LoadContext } from "./context.js";
import { didYouMean } from "./diagnostics.js";
import type { RawOperationsFile } from "./raw.js";
import { buildRules } from "./rules.js";
import type { SourceFile } from "./source-file.js";

const RESPONSE_BODIES = ["resource", "list", "watch", "deleted"];

export function buildOperations(
  ctx: LoadContext,
  file: SourceFile,
  lookup: TypeLookup,
): Operation[] {
  const raw = file.data as RawOperationsFile;
  const scope = { ctx, file, group: "", version: "v1" };
  const fieldsOf = (section: "parameters" | "requestAttributes") => {
    const out = new Map<string, Field>();
    for (const [name, rawParam] of Object.entries(raw[section] ?? {})) {
      const built = buildField(scope, name, rawParam, [section, name]);
      if (!built) continue;
      // Boolean and integer query parameters are optional pointers in Kubernetes (sent counts as
      // set, even false or 0); string ones are plain strings, unset when empty.
      const field = {
        ...built,
        pointer:
          rawParam.pointer ?? (built.shape.kind === "scalar" && built.shape.scalar !== "string"),
      };
      checkShape(
        ctx,
        file,
        [section, name],
        field.shape,
        lookup,
        "default" in rawParam ? { default: { value: rawParam.default } } : {},
      );
      out.set(name, field);
    }
    return out;
  };
  const parameters = fieldsOf("parameters");
  const attributes = fieldsOf("requestAttributes");
  const operations: Operation[] = [];
  for (const [name, op] of Object.entries(raw.operations)) {
    const at = ["operations", name];
    const query: Field[] = [];
    op.parameters.forEach((p, i) => {
      const field = parameters.get(p);
      if (field) query.push(field);
      else
        ctx.error(
          file,
          [...at, "parameters", i],
          CODES.unknownParameter,
          `unknown parameter "${p}"${didYouMean(p, parameters.keys())}`,
        );
    });
    const typeName = `${name.charAt(0).toUpperCase()}${name.slice(1)}Parameters`;
    const draft: ObjectType = {
      kind: "object",
      id: `operations.${typeName}`,
      name: typeName,
      group: "",
      version: "",
      doc: `The query parameters of ${name}.`,
      stability: "ga",
      origin: ctx.origin(file, at),
      fields: [...query, ...attributes.values()],
      rules: [],
      immutable: false,
      additionalFields: false,
    };
    const rules = buildRules({ ctx, file, lookup, type: draft }, op.rules ?? [], [...at, "rules"]);
    const responses: OperationResponse[] = [];
    for (const [code, response] of Object.entries(op.responses)) {
      const body = responseBody(ctx, file, response.body, [...at, "responses", code, "body"]);
      if (body) responses.push({ code: Number(code), body, ...optional("doc", response.doc) });
    }
    const body =
      op.body === undefined ? undefined : responseBody(ctx, file, op.body, [...at, "body"]);
    operations.push({
      name,
      doc: op.doc,
      method: op.method,
      path: op.path,
      action: op.action,
      watch: op.watch ?? false,
      contentTypes: op.contentTypes ?? [],
      parameters: { ...draft, rules },
      queryParameters: query.map((f) => f.name),
      responses,
      origin: draft.origin,
      ...optional("body", body),
      ...optional("source", op.source),
    });
  }
  return operations;
}

function responseBody(
  ctx: LoadContext,
  file: SourceFile,
  text: string,
  at: (string | number)[],
): string | undefined {
  if (RESPONSE_BODIES.includes(text)) return text;
  const resolved = ctx.resolve(text, "meta.core.io", "v1");
  if ("problem" in resolved) {
    ctx.error(
      file,
      at,
      resolved.code,
      `${resolved.problem}; a body is one of ${RESPONSE_BODIES.join(", ")} or a named type`,
    );
    return undefined;
  }
  return resolved.id;
}
