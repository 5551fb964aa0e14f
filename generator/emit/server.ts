/**
 * The route skeleton, in the server package (`server/` of the output): `server/src/kinds.ts`
 * (what the server knows of each served kind: names, validators, defaulters, unknown-field
 * finders, strategic-merge metadata), `server/src/routes.ts` (one route per endpoint and
 * operation), `server/src/handlers.ts` (the typed handler interface users implement to plug
 * in their own logic), `server/src/controller-exports.ts` (the controller manager's names the
 * package exports) and `server/src/index.ts`, the package's entry (createServer and serve
 * over the server runtime in server/src/runtime, copied from templates/server): a typed
 * template, templates/server/entry/index.ts, copied as written, which imports the generated
 * modules above by fixed paths.
 */
import { readFileSync } from "node:fs";
import { endpointsOf, groupVersionPascal, hasServer, type Endpoint } from "../model/endpoints.js";
import { projectOf } from "../model/project.js";
import type { Model, ObjectType, Shape } from "../model/model.js";
import { apiVersionOf, groupVersionIdentifier } from "../model/names.js";
import { lookupOf, scalarOf, type TypeLookup } from "../model/queries.js";
import { hasDefaults, hasUpdateCheck, knownFieldsOf, patchMetaOf } from "../model/facts.js";
import { artifactModule, importSpecifier, names, SERVER_SOURCES } from "./api-names.js";
import { gatedFieldsOf } from "./server-gates.js";
import { controllerExportsModule, controllerManagerModule } from "./server-controllers.js";
import { templateCopy, type Emitter, type GeneratedFile } from "./emitter.js";
import type { InterfaceDeclarationStructure, OptionalKind } from "ts-morph";
import { moduleOf } from "./ts-source.js";
import { rootUrl } from "../paths.js";

const OPTIONS_KIND: Record<string, string> = {
  create: "CreateOptions",
  replace: "UpdateOptions",
  patch: "PatchOptions",
  delete: "DeleteOptions",
  deletecollection: "DeleteOptions",
  list: "ListOptions",
  watch: "ListOptions",
  read: "GetOptions",
};

const VERBS: Record<string, string[]> = {
  create: ["create"],
  read: ["get"],
  replace: ["update"],
  patch: ["patch"],
  delete: ["delete"],
  deletecollection: ["deletecollection"],
  list: ["list"],
  watch: ["watch"],
};

/** The key of a served kind in the generated tables: `coordination.core.io/v1/Lease`. */
function kindKey(type: ObjectType): string {
  return `${apiVersionOf(type.group, type.version)}/${type.name}`;
}

/** The property of a kind in the Handlers interface: `coordinationV1Lease`. */
function handlerProperty(type: ObjectType): string {
  return `${groupVersionIdentifier(type.group, type.version)}${type.name}`;
}

export const serverEmitter: Emitter = {
  name: "server",
  emit(model: Model): GeneratedFile[] {
    const endpoints = endpointsOf(model);
    if (!hasServer(model)) return [];
    const lookup = lookupOf(model);
    const kinds = [...new Map(endpoints.map((e) => [e.kind.id, e.kind])).values()];
    const sources = [
      ...new Set([
        ...kinds.map(
          (k) =>
            model.groupVersions.find((gv) => gv.group === k.group && gv.version === k.version)!
              .file,
        ),
        model.operationsFile!,
      ]),
    ];
    const controllerManager = controllerManagerModule(model, sources);
    return [
      kindsModule(kinds, model, lookup, sources, projectOf(model).api.name),
      routesModule(endpoints, model, sources),
      handlersModule(kinds, model, sources),
      controllerExportsModule(controllerManager !== undefined, sources),
      entryModule(),
      ...(controllerManager ? [controllerManager] : []),
    ];
  },
};

/** Every served group and its versions, the preferred version first (the model's order). */
function servedGroups(
  kinds: readonly ObjectType[],
  model: Model,
): { name: string; versions: string[] }[] {
  const groups = new Map<string, string[]>();
  for (const gv of model.groupVersions) {
    if (!kinds.some((k) => k.group === gv.group && k.version === gv.version)) continue;
    groups.set(gv.group, [...(groups.get(gv.group) ?? []), gv.version]);
  }
  return [...groups].map(([name, versions]) => ({ name, versions }));
}

function kindsModule(
  kinds: readonly ObjectType[],
  model: Model,
  lookup: TypeLookup,
  sources: readonly string[],
  apiPackage: string,
): GeneratedFile {
  const path = `${SERVER_SOURCES}kinds.ts`;
  const imports = new Map<string, Set<string>>();
  const use = (module: string, name: string) => {
    const specifier = importSpecifier(path, module, apiPackage);
    imports.set(specifier, (imports.get(specifier) ?? new Set()).add(name));
    return name;
  };
  const entries = kinds.map((type) => {
    const resource = type.apiKind!.resource!;
    const listKind = lookup(resource.listKind)!;
    const validate = use(artifactModule("validators", type), names.validate(type));
    const validateUpdate = hasUpdateCheck(type, lookup)
      ? use(artifactModule("validators", type), names.validateUpdate(type))
      : validate;
    const setDefaults = hasDefaults(type, lookup)
      ? use(artifactModule("defaulters", type), names.defaultInPlace(type))
      : "() => undefined";
    const unknown = use(artifactModule("fields", type), names.unknownFields(type));
    const verbs = resource.operations.flatMap((o) => VERBS[o] ?? []);
    const info = {
      group: type.group,
      version: type.version,
      kind: type.name,
      listKind: listKind.name,
      key: {
        group: type.group,
        version: type.version,
        resource: resource.plural,
        namespaced: resource.scope === "Namespaced",
      },
      singular: resource.singular,
      shortNames: resource.shortNames,
      categories: resource.categories,
      verbs,
      deleteReturnsObject: resource.deleteReturns === "Object",
      unconditionalUpdate: resource.unconditionalUpdate,
      createOnUpdate: resource.createOnUpdate,
      generation: resource.generation,
      statusSubresource: resource.statusSubresource,
      garbageCollection: resource.garbageCollection,
      printerColumns: resource.printerColumns,
      gatedFields: gatedFieldsOf(type, lookup),
      selectableFields: resource.selectableFields.map((p) =>
        p.segments.map((s) => s.key).join("."),
      ),
    };
    const data = JSON.stringify(info).slice(1, -1);
    const patchMeta = JSON.stringify(patchMetaOf(type, lookup) ?? {});
    const fields = JSON.stringify(knownFieldsOf(type, lookup));
    return `  [${JSON.stringify(kindKey(type))}, { ${data}, validate: ${validate}, validateUpdate: ${validateUpdate === validate ? `(value: unknown) => ${validate}(value)` : validateUpdate}, setDefaults: ${setDefaults}, findUnknownFields: ${unknown}, knownFields: ${fields}, patchMeta: ${patchMeta} }]`;
  });
  return moduleOf(
    path,
    [
      {
        imports: [
          {
            moduleSpecifier: "./runtime/apimachinery/kinds.js",
            namedImports: [{ name: "KindInfo", isTypeOnly: true }],
          },
          ...[...imports]
            .sort(([a], [b]) => a.localeCompare(b))
            .map(([moduleSpecifier, fns]) => ({ moduleSpecifier, namedImports: [...fns].sort() })),
        ],
      },
      {
        statements: [
          `/** What the server knows of every served kind, by \`apiVersion/kind\`. */\nexport const kinds: ReadonlyMap<string, KindInfo> = new Map<string, KindInfo>([\n${entries.join(",\n")},\n]);`,
          `/** Every served group and its versions, the preferred version first. */\nexport const groups: readonly { readonly name: string; readonly versions: readonly string[] }[] = ${JSON.stringify(servedGroups(kinds, model))};`,
        ],
      },
    ],
    sources,
  );
}

function queryType(shape: Shape, lookup: TypeLookup): string {
  const scalar = scalarOf(shape, lookup);
  if (scalar === "boolean") return "boolean";
  if (scalar === "int32" || scalar === "int64") return "integer";
  return "string";
}

function routesModule(
  endpoints: readonly Endpoint[],
  model: Model,
  sources: readonly string[],
): GeneratedFile {
  const path = `${SERVER_SOURCES}routes.ts`;
  const lookup = lookupOf(model);
  const validators = new Set<string>();
  // A list call with watch=true is a watch: its parameters follow the watch operation's rules.
  const watchOperation = model.operations.find((o) => o.watch);
  const served = model.operations.filter((op) =>
    endpoints.some((e) => e.operation.name === op.name),
  );
  const operations = served.map((op) => {
    const validator = names.validate(op.parameters);
    validators.add(validator);
    const query = Object.fromEntries(
      op.parameters.fields
        .filter((f) => op.queryParameters.includes(f.name))
        .map((f) => [f.jsonName, queryType(f.shape, lookup)]),
    );
    const data = {
      method: op.method,
      query,
      contentTypes: op.contentTypes,
      optionsKind: OPTIONS_KIND[op.name] ?? "Options",
    };
    let watchValidator = "";
    if (op.name === "list" && watchOperation) {
      watchValidator = names.validate(watchOperation.parameters);
      validators.add(watchValidator);
    }
    return `  ${op.name}: { ${JSON.stringify(data).slice(1, -1)}, validateQuery: ${validator}${watchValidator ? `, validateWatchQuery: ${watchValidator}` : ""} }`;
  });
  const rows = endpoints.map((e) => {
    const row = [
      e.operation.name,
      e.path.replace(/\{(\w+)\}/g, ":$1"),
      kindKey(e.kind),
      e.operationId,
      ...(e.watchPath ? ["watch"] : e.subresource ? [e.subresource] : []),
    ];
    return `  [${row.map((x) => JSON.stringify(x)).join(", ")}],`;
  });
  const imports = [
    {
      moduleSpecifier: "./runtime/http/routes.js",
      namedImports: [
        "routeTable",
        { name: "OperationName", isTypeOnly: true },
        { name: "OperationSpec", isTypeOnly: true },
        { name: "RouteSpec", isTypeOnly: true },
      ],
    },
    {
      moduleSpecifier: importSpecifier(
        path,
        "src/validators/operations.ts",
        projectOf(model).api.name,
      ),
      namedImports: [...validators].sort(),
    },
  ];
  const statements = [
    `/** What the routes of each operation share (specs/operations.yaml): method, query parameters and their types, body media types, parameter validators. */\nconst operations: Partial<Record<OperationName, OperationSpec>> = {\n${operations.join(",\n")},\n};`,
    `/** One route per endpoint and operation, as Kubernetes serves them: operation, URL, kind, operationId, and \`watch\` for a \`/watch/\` path or \`status\` for the status subresource. */\n// prettier-ignore\nexport const routes: readonly RouteSpec[] = routeTable(operations, [\n${rows.join("\n")}\n]);`,
  ];
  return moduleOf(path, [{ imports }, { statements }], sources);
}

function handlersModule(
  kinds: readonly ObjectType[],
  model: Model,
  sources: readonly string[],
): GeneratedFile {
  const path = `${SERVER_SOURCES}handlers.ts`;
  const lookup = lookupOf(model);
  const byModule = new Map<string, Set<string>>();
  for (const type of kinds) {
    const listKind = lookup(type.apiKind!.resource!.listKind)!;
    const specifier = importSpecifier(
      path,
      artifactModule("types", type),
      projectOf(model).api.name,
    );
    const set = byModule.get(specifier) ?? new Set<string>();
    set
      .add(`${type.name} as ${groupVersionPascal(type.group, type.version)}${type.name}`)
      .add(`${listKind.name} as ${groupVersionPascal(type.group, type.version)}${listKind.name}`);
    byModule.set(specifier, set);
  }
  const imports = [
    {
      moduleSpecifier: "./runtime/apimachinery/handlers.js",
      namedImports: [{ name: "ResourceHandlers", isTypeOnly: true }],
    },
    ...[...byModule]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([moduleSpecifier, set]) => ({
        moduleSpecifier,
        isTypeOnly: true,
        namedImports: [...set].sort().map((s) => {
          const [name, alias] = s.split(" as ");
          return { name: name!, alias: alias! };
        }),
      })),
  ];
  const handlers: OptionalKind<InterfaceDeclarationStructure> = {
    name: "Handlers",
    isExported: true,
    docs: [
      "The handlers of every served resource. `createServer({ handlers })` takes any subset; the rest use the default implementation over the storage. A handler of the wrong type does not compile.",
    ],
    properties: kinds.map((type) => {
      const gv = groupVersionPascal(type.group, type.version);
      const listKind = lookup(type.apiKind!.resource!.listKind)!;
      return {
        name: handlerProperty(type),
        type: `ResourceHandlers<${gv}${type.name}, ${gv}${listKind.name}>`,
        docs: [
          `${type.apiKind!.resource!.plural}.${type.group || "core"} ${type.version}: ${type.doc ?? type.name}`,
        ],
      };
    }),
  };
  const keys = `/** The Handlers property of each kind, by \`apiVersion/kind\`. */\nexport const handlerKeys: ReadonlyMap<string, keyof Handlers> = new Map<string, keyof Handlers>([\n${kinds.map((t) => `  [${JSON.stringify(kindKey(t))}, ${JSON.stringify(handlerProperty(t))}]`).join(",\n")},\n]);`;
  return moduleOf(path, [{ imports }, { interface: handlers }, { statements: [keys] }], sources);
}

/** The package's entry, written by hand and type-checked where it is (createServer, serve). */
const ENTRY = "server/entry/index.ts";

/** `server/src/index.ts`: the entry as written; what it takes of the model comes from the modules it imports. */
function entryModule(): GeneratedFile {
  return {
    path: `${SERVER_SOURCES}index.ts`,
    contents: templateCopy(ENTRY, readFileSync(rootUrl(`templates/${ENTRY}`), "utf8")),
  };
}
