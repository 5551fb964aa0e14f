/** Phase two of a load: named types with their fields; rules come in phase three. */
import { apiVersionOf } from "../model/names.js";
import type { AliasType, Field, KindInfo, ObjectType, Resource, Shape } from "../model/model.js";
import type { Declaration, LoadContext } from "./context.js";
import { stabilityOf } from "./declare.js";
import { isObjectType, type RawField, type RawKind, type RawObjectType } from "./raw.js";
import { buildShape, type ShapeScope } from "./shapes.js";
import type { JsonPath } from "./source-file.js";

/** An object type still being built: rules and resource paths are filled in later. */
export type DraftObjectType = Omit<ObjectType, "rules" | "apiKind" | "validatedWhen"> & {
  rules: ObjectType["rules"];
  apiKind?: KindInfo;
  validatedWhen?: ObjectType["validatedWhen"];
};

export function buildNamedType(
  ctx: LoadContext,
  decl: Declaration,
): DraftObjectType | AliasType | undefined {
  const scope: ShapeScope = { ctx, file: decl.file, group: decl.group, version: decl.version };
  const base = {
    id: decl.id,
    name: decl.name,
    group: decl.group,
    version: decl.version,
    stability: decl.raw.stability ?? stabilityOf(decl.version),
    origin: ctx.origin(decl.file, decl.path),
    ...optional("doc", decl.raw.doc),
    ...optional("featureGate", decl.raw.featureGate),
    ...optional("deprecated", decl.raw.deprecated),
    ...optional("source", decl.raw.source),
  };
  if (decl.listOf) return buildListKind(ctx, decl, scope, base);
  if (!isObjectType(decl.raw)) {
    const shape = buildShape(scope, decl.raw, decl.path);
    if (!shape) return undefined;
    return { ...base, kind: "alias", shape, ...optional("default", decl.raw.default) };
  }
  const raw: RawObjectType = decl.raw;
  const fields: Field[] = decl.isKind ? typeMetaFields(ctx, decl) : [];
  for (const [name, rawField] of Object.entries(raw.fields)) {
    const field = buildField(scope, name, rawField, [...decl.path, "fields", name]);
    if (field) fields.push(field);
  }
  const type: DraftObjectType = {
    ...base,
    kind: "object",
    fields,
    rules: [],
    immutable: raw.immutable ?? false,
    additionalFields: raw.additionalFields ?? false,
    ...(raw.structType === "atomic" ? { atomic: true } : {}),
  };
  if (decl.isKind)
    type.apiKind = {
      apiVersion: (raw as RawKind).apiVersion ?? apiVersionOf(decl.group, decl.version),
    };
  return type;
}

export function buildField(
  scope: ShapeScope,
  name: string,
  raw: RawField,
  path: JsonPath,
): Field | undefined {
  const shape = buildShape(scope, raw, path);
  if (!shape) return undefined;
  return {
    name,
    jsonName: raw.jsonName ?? name,
    shape,
    required: raw.required ?? false,
    immutable: raw.immutable ?? false,
    ...(raw.immutableError
      ? {
          immutableError: {
            type: raw.immutableError.type,
            detail: raw.immutableError.detail ?? "field is immutable",
          },
        }
      : {}),
    ...(raw.error ? { error: raw.error } : {}),
    ...(raw.mapType === "atomic" ? { atomicMap: true } : {}),
    ...(raw.gateError && raw.featureGate
      ? {
          gateError: {
            type: raw.gateError.type,
            detail: raw.gateError.detail ?? `Feature ${raw.featureGate} is disabled`,
          },
        }
      : {}),
    pointer: raw.pointer ?? false,
    embedded: raw.embedded ?? false,
    sensitive: raw.sensitive ?? false,
    origin: scope.ctx.origin(scope.file, path),
    ...optional("doc", raw.doc),
    ...optional("markedRequired", raw.markedRequired),
    ...optional("default", raw.default),
    ...optional("stability", raw.stability),
    ...optional("featureGate", raw.featureGate),
    ...optional("deprecated", raw.deprecated),
    ...optional("example", raw.example),
    ...optional("source", raw.source),
  };
}

function typeMetaFields(ctx: LoadContext, decl: Declaration): Field[] {
  const origin = ctx.origin(decl.file, decl.path);
  const apiVersion =
    (decl.listOf ? undefined : (decl.raw as RawKind).apiVersion) ??
    apiVersionOf(decl.group, decl.version);
  const common = {
    required: false,
    immutable: false,
    pointer: false,
    embedded: false,
    sensitive: false,
    origin,
  } as const;
  const str: Shape = { kind: "scalar", scalar: "string" };
  return [
    {
      ...common,
      name: "apiVersion",
      jsonName: "apiVersion",
      shape: str,
      doc: `The versioned schema of this representation: \`${apiVersion}\`.`,
    },
    {
      ...common,
      name: "kind",
      jsonName: "kind",
      shape: str,
      doc: `The REST resource kind: \`${decl.name}\`. Cannot be updated.`,
    },
  ];
}

function buildListKind(
  ctx: LoadContext,
  decl: Declaration,
  scope: ShapeScope,
  base: Omit<DraftObjectType, "kind" | "fields" | "rules" | "immutable" | "additionalFields">,
): DraftObjectType | undefined {
  const kindName = decl.listOf!.slice(decl.listOf!.lastIndexOf(".") + 1);
  const listMeta = buildShape(scope, "ListMeta", [...decl.path]);
  if (!listMeta) return undefined;
  const origin = base.origin;
  const common = {
    immutable: false,
    pointer: false,
    embedded: false,
    sensitive: false,
    origin,
  } as const;
  return {
    ...base,
    doc: `A list of ${kindName} objects.`,
    source: decl.raw.source ?? "seed 000 §2.1",
    kind: "object",
    fields: [
      ...typeMetaFields(ctx, decl),
      {
        ...common,
        name: "metadata",
        jsonName: "metadata",
        shape: listMeta,
        required: false,
        doc: "Standard list metadata.",
      },
      {
        ...common,
        name: "items",
        jsonName: "items",
        shape: { kind: "array", items: { kind: "ref", target: decl.listOf! } },
        required: true,
        doc: `The ${kindName} objects.`,
      },
    ],
    rules: [],
    immutable: false,
    additionalFields: false,
    apiKind: { apiVersion: apiVersionOf(decl.group, decl.version), listOf: decl.listOf! },
  };
}

/** Resource facts of a served kind; selectable field paths are resolved with the rules. */
export function resourceOf(
  decl: Declaration,
  allOperations: readonly string[],
): Omit<Resource, "selectableFields"> | undefined {
  const raw = (decl.raw as RawKind).resource;
  if (!raw || decl.listOf) return undefined;
  return {
    scope: raw.scope,
    plural: raw.plural,
    singular: raw.singular ?? decl.name.toLowerCase(),
    shortNames: raw.shortNames ?? [],
    listKind: `${decl.group}/${decl.version}.${raw.listKind ?? `${decl.name}List`}`,
    nameFormat: raw.nameFormat ?? "dns-subdomain",
    finalizerNames: raw.finalizerNames ?? "core",
    deleteReturns: raw.deleteReturns ?? "Status",
    operations: raw.operations ?? allOperations,
    allNamespacesWatch: raw.allNamespacesWatch ?? false,
    categories: raw.categories ?? [],
    unconditionalUpdate: raw.unconditionalUpdate ?? true,
    createOnUpdate: raw.createOnUpdate ?? false,
    generation: raw.generation ?? "none",
    statusSubresource: raw.statusSubresource ?? false,
    garbageCollection: raw.garbageCollection ?? true,
    printerColumns: (raw.printerColumns ?? []).map((c) => ({
      name: c.name,
      type: c.type,
      jsonPath: (Array.isArray(c.jsonPath) ? c.jsonPath : [c.jsonPath]).map((p) =>
        p.includes("{") ? p : `{${p}}`,
      ),
      description: c.description ?? "",
      priority: c.priority ?? 0,
      ...(c.format !== undefined ? { format: c.format } : {}),
    })),
  };
}

export function optional<K extends string, V>(key: K, value: V | undefined): { [P in K]?: V } {
  return (value === undefined ? {} : { [key]: value }) as { [P in K]?: V };
}
