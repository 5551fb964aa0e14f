/**
 * The package's entry points: `src/api/<group>/<version>.ts` (everything of one
 * group-version), `src/groups/<group>.ts` (one subpath export per group, so a user of one
 * group does not load the others) and `src/index.ts` (validate, validateUpdate, validateAs,
 * applyDefaults, ..., every type and its functions, and the registry of every kind for
 * dispatch, each group-version loaded at first use; it loads no group up front), with its
 * loader (`src/group-versions.ts`) and the root bundlers take (`src/index.bundler.ts`).
 */
import type { ImportDeclarationStructure, OptionalKind } from "ts-morph";
import type { GroupVersion, Model } from "../model/model.js";
import { hasUpdateCheck } from "../model/facts.js";
import { groupDir, groupIdentifier, groupVersionIdentifier } from "../model/names.js";
import { artifactModule, importSpecifier, names, type Artifact } from "./api-names.js";
import type { Emitter, GeneratedFile } from "./emitter.js";
import { PURE } from "../code/scope.js";
import { moduleOf } from "./ts-source.js";

const ARTIFACTS: readonly Artifact[] = ["types", "validators", "defaulters", "fields"];

export function apiModule(gv: Pick<GroupVersion, "group" | "version">): string {
  return `src/api/${groupDir(gv.group)}/${gv.version}.ts`;
}

export function groupModule(group: string): string {
  return `src/groups/${groupDir(group)}.ts`;
}

export const packageIndexEmitter: Emitter = {
  name: "package-index",
  emit(model: Model): GeneratedFile[] {
    const files: GeneratedFile[] = [];
    for (const gv of model.groupVersions) {
      const path = apiModule(gv);
      const { apiVersion, kinds } = identity(model, gv);
      files.push(
        moduleOf(
          path,
          [
            // The types module holds no values: a type-only re-export spares loading it.
            {
              exports: ARTIFACTS.map((artifact) => ({
                isTypeOnly: artifact === "types",
                moduleSpecifier: importSpecifier(path, artifactModule(artifact, gv)),
              })),
            },
            {
              statements: [
                "/** The apiVersion and kinds of this group-version: with the runtime's registryOf and createApi, a dispatch that loads this group-version alone (`corespec validate` uses it). */",
                `export const groupVersion = { apiVersion: ${JSON.stringify(apiVersion)}, kinds: ${JSON.stringify(kinds)} } as const;`,
              ],
            },
          ],
          [gv.file],
        ),
      );
    }
    const groups = [...new Set(model.groupVersions.map((gv) => gv.group))];
    for (const group of groups) {
      const path = groupModule(group);
      const gvs = model.groupVersions.filter((gv) => gv.group === group);
      const exports = gvs.map((gv) => ({
        namespaceExport: gv.version,
        moduleSpecifier: importSpecifier(path, apiModule(gv)),
      }));
      files.push(
        moduleOf(
          path,
          [{ exports }],
          gvs.map((gv) => gv.file),
        ),
      );
    }
    files.push(indexModule(model), ...groupVersionsModules(model));
    return files;
  },
};

/** A group-version's apiVersion (`v1` for the core group) and the names of its kinds. */
function identity(model: Model, gv: GroupVersion): { apiVersion: string; kinds: string[] } {
  const kinds = gv.types
    .map((id) => model.types.get(id)!)
    .filter((t) => t.kind === "object" && t.apiKind !== undefined)
    .map((t) => t.name);
  return { apiVersion: gv.group === "" ? gv.version : `${gv.group}/${gv.version}`, kinds };
}

/**
 * The root's registry: every kind and named type of each group-version, each group-version's
 * module loaded at its first use. It is written into the root module, not one of its own: at a
 * cold start a module costs about a millisecond before any of its code runs.
 */
function registryStatements(model: Model): string[] {
  const groupVersions = model.groupVersions.map((gv) => {
    const { apiVersion, kinds } = identity(model, gv);
    const types = gv.types.map((id) => model.types.get(id)!.name);
    return `{ apiVersion: ${JSON.stringify(apiVersion)}, kinds: ${JSON.stringify(kinds)}, types: ${JSON.stringify(types)}, load: () => loadGroupVersion(${JSON.stringify(loaderKey(gv.group))}, ${JSON.stringify(gv.version)}) }`;
  });
  return [
    "/** Every kind and every named type of each group-version, for dispatch; a group-version's generated functions are loaded at first use, so importing the root loads no group. */",
    `const registry: Registry = ${PURE} registryOf([${groupVersions.join(", ")}]);`,
  ];
}

/**
 * How the root loads a group-version, and the root a bundler takes. In Node the root loads each
 * group-version at its first use from its group's module, the subpath's own (`require` of an ES
 * module, `src/group-versions.ts`; one module, where the group-version's api/ module would
 * be two). A bundler cannot follow that `require`: through the package's `module` condition it
 * takes `src/index.bundler.ts`, which imports every group up front, hands them to the loader,
 * and re-exports the root, so the bundle holds them all.
 */
export const ROOT_MODULES = {
  node: "src/index.ts",
  bundler: "src/index.bundler.ts",
  loader: "src/group-versions.ts",
} as const;

/** What the root's loader is asked for a group-version's group: its module's path from the root. */
const loaderKey = (group: string): string => importSpecifier(ROOT_MODULES.node, groupModule(group));

function groupVersionsModules(model: Model): GeneratedFile[] {
  const sources = model.groupVersions.map((gv) => gv.file);
  const loader = moduleOf(
    ROOT_MODULES.loader,
    [
      {
        statements: [
          "/** A group's module (`./groups/<group>.js`): each of its group-versions' functions under the version's name. */",
          "type GroupModule = Readonly<Record<string, object>>;",
          "/** `require` from this module, made at the first load (through `process.getBuiltinModule`, so importing the root imports no `node:module`). */",
          "let requireModule: NodeJS.Require | undefined;",
          "/** A group's module, loaded synchronously: `require` of an ES module, Node 20.19 and later. */",
          'function requireGroup(group: string): GroupModule {\n  requireModule ??= process.getBuiltinModule("node:module").createRequire(import.meta.url);\n  return requireModule(group) as GroupModule;\n}',
          "/** Loads a group-version's functions at its first use, from its group's module. */",
          "export let loadGroupVersion: (group: string, version: string) => object = (group, version) => requireGroup(group)[version]!;",
          "/** Hands over every group's module, imported up front by the root a bundler takes (`index.bundler.js`). */",
          "export function useGroupVersions(groups: Readonly<Record<string, GroupModule>>): void {\n  loadGroupVersion = (group, version) => groups[group]![version]!;\n}",
        ],
      },
    ],
    sources,
  );
  const path = ROOT_MODULES.bundler;
  const groups = [...new Set(model.groupVersions.map((gv) => gv.group))];
  const modules = groups.map(
    (group) =>
      [
        loaderKey(group),
        importSpecifier(path, groupModule(group)),
        groupIdentifier(group),
      ] as const,
  );
  const bundler = moduleOf(
    path,
    [
      {
        statements: modules.map(
          ([, specifier, name]) => `import * as ${name} from ${JSON.stringify(specifier)};`,
        ),
      },
      {
        imports: [
          {
            moduleSpecifier: importSpecifier(path, ROOT_MODULES.loader),
            namedImports: ["useGroupVersions"],
          },
        ],
      },
      {
        statements: [
          "// The root as bundlers take it (the package's `module` condition): every group is imported",
          "// up front, so the bundle holds them all. Node takes index.js, which loads each at its first use.",
          `useGroupVersions({ ${modules.map(([key, , name]) => `${JSON.stringify(key)}: ${name}`).join(", ")} });`,
        ],
      },
      { exports: [{ moduleSpecifier: importSpecifier(path, ROOT_MODULES.node) }] },
    ],
    sources,
  );
  return [loader, bundler];
}

function indexModule(model: Model): GeneratedFile {
  const path = ROOT_MODULES.node;
  const root = rootNames(model);
  const imports: OptionalKind<ImportDeclarationStructure>[] = [
    {
      moduleSpecifier: importSpecifier(ROOT_MODULES.node, ROOT_MODULES.loader),
      namedImports: ["loadGroupVersion"],
    },
    {
      moduleSpecifier: "./runtime/dispatch.js",
      namedImports: ["createApi", "registryOf", { name: "Registry", isTypeOnly: true }],
    },
    {
      moduleSpecifier: "./runtime/errors.js",
      namedImports: [{ name: "ValidationResult", isTypeOnly: true }],
    },
    {
      moduleSpecifier: "./runtime/feature-gates.js",
      namedImports: [{ name: "ValidateOptions", isTypeOnly: true }],
    },
    {
      moduleSpecifier: "./runtime/known-fields.js",
      namedImports: [{ name: "UnknownFieldsFinder", isTypeOnly: true }],
    },
    {
      moduleSpecifier: "./runtime/total.js",
      namedImports: [
        { name: "UpdateValidator", isTypeOnly: true },
        { name: "Validator", isTypeOnly: true },
      ],
    },
    {
      moduleSpecifier: "./runtime/values.js",
      namedImports: [{ name: "Defaulter", isTypeOnly: true }],
    },
  ];
  for (const [module, alias] of root.namespaces)
    imports.push({
      moduleSpecifier: importSpecifier(path, module),
      isTypeOnly: true,
      namespaceImport: alias,
    });
  const statements = [
    ...registryStatements(model),
    `const api = ${PURE} createApi(registry);`,
    DOCS.validate,
    "export function validate(obj: unknown, options?: ValidateOptions): ValidationResult {\n  return api.validate(obj, options);\n}",
    DOCS.validateUpdate,
    "export function validateUpdate(obj: unknown, old: unknown, options?: ValidateOptions): ValidationResult {\n  return api.validateUpdate(obj, old, options);\n}",
    DOCS.validateAs,
    "export function validateAs(typeName: string, obj: unknown, options?: ValidateOptions): ValidationResult {\n  return api.validateAs(typeName, obj, options);\n}",
    DOCS.applyDefaults,
    "export function applyDefaults<T>(obj: T): T {\n  return api.applyDefaults(obj);\n}",
    DOCS.applyDefaultsAs,
    "export function applyDefaultsAs<T>(typeName: string, obj: T): T {\n  return api.applyDefaultsAs(typeName, obj);\n}",
    DOCS.findUnknownFields,
    "export function findUnknownFields(obj: unknown): string[] {\n  return api.findUnknownFields(obj);\n}",
    DOCS.findUnknownFieldsAs,
    "export function findUnknownFieldsAs(typeName: string, obj: unknown): string[] {\n  return api.findUnknownFieldsAs(typeName, obj);\n}",
    DOCS.kinds,
    "export function kinds(): { apiVersion: string; kind: string }[] {\n  return api.kinds();\n}",
    DOCS.typeFunctions,
    ...root.functions,
  ];
  const exports = [
    {
      moduleSpecifier: "./runtime/errors.js",
      isTypeOnly: true,
      namedExports: ["ErrorType", "FieldError", "ValidationResult"],
    },
    { moduleSpecifier: "./runtime/errors.js", namedExports: ["MAX_ERRORS", "formatFieldError"] },
    {
      moduleSpecifier: "./runtime/feature-gates.js",
      isTypeOnly: true,
      namedExports: ["ValidateOptions"],
    },
    {
      moduleSpecifier: "./runtime/feature-gates.js",
      namedExports: ["DEFAULT_FEATURE_GATES", "parseFeatureGates"],
    },
    ...model.groupVersions.map((gv) => ({
      isTypeOnly: true,
      namespaceExport: groupVersionIdentifier(gv.group, gv.version),
      moduleSpecifier: importSpecifier(path, apiModule(gv)),
    })),
    ...[...root.types].map(([module, exported]) => ({
      isTypeOnly: true,
      moduleSpecifier: importSpecifier(path, module),
      namedExports: exported,
    })),
  ];
  return moduleOf(
    path,
    [{ imports }, { statements }, { exports }],
    model.groupVersions.map((gv) => gv.file),
  );
}

/** What the root exports under each type's own name: the type, and its public functions, bound lazily (see `rootNames`). */
interface RootNames {
  /** Type names by their types module. */
  readonly types: Map<string, string[]>;
  /** `export const validatePriorityClass: Validator<schedulingV1Types.PriorityClass> = api.validator("scheduling.core.io/v1.PriorityClass");` and the like. */
  readonly functions: string[];
  /** The types modules the validators' annotations name, imported as namespaces: module -> alias. */
  readonly namespaces: Map<string, string>;
}

/**
 * The types and per-type functions exported at the root under their own names: a name defined
 * in one group only, from that group's preferred version (the first: GA before beta before
 * alpha). Names defined by several groups (audit's and events' `Event`) are reached through
 * their group's entry (`@corespec/api/audit.core.io`), and their types through the root's
 * group-version namespaces (`auditV1.Event`). The functions are the group-version's, found
 * through the registry at their first call, so that importing the root loads no group.
 */
function rootNames(model: Model): RootNames {
  const groupsOf = new Map<string, Set<string>>();
  for (const gv of model.groupVersions)
    for (const id of gv.types) {
      const name = model.types.get(id)!.name;
      groupsOf.set(name, (groupsOf.get(name) ?? new Set()).add(gv.group));
    }
  const taken = new Set<string>();
  const types = new Map<string, string[]>();
  const functions: string[] = [];
  const namespaces = new Map<string, string>();
  for (const gv of model.groupVersions) {
    for (const id of gv.types) {
      const type = model.types.get(id)!;
      if (groupsOf.get(type.name)!.size > 1 || taken.has(type.name)) continue;
      taken.add(type.name);
      const module = artifactModule("types", gv);
      types.set(module, [...(types.get(module) ?? []), type.name]);
      const qualified = JSON.stringify(`${gv.group || "core"}/${gv.version}.${type.name}`);
      const bind = (name: string, annotation: string, method: string) =>
        functions.push(
          `export const ${name}: ${annotation} = ${PURE} api.${method}(${qualified});`,
        );
      if (!namespaces.has(module))
        namespaces.set(module, `${groupVersionIdentifier(gv.group, gv.version)}Types`);
      bind(names.validate(type), `Validator<${namespaces.get(module)!}.${type.name}>`, "validator");
      if (type.kind !== "object") continue;
      if (hasUpdateCheck(type, (i) => model.types.get(i)))
        bind(names.validateUpdate(type), "UpdateValidator", "updateValidator");
      bind(names.default(type), "Defaulter", "defaulter");
      bind(names.unknownFields(type), "UnknownFieldsFinder", "unknownFieldsFinder");
    }
  }
  return { types, functions, namespaces };
}

const DOCS = {
  validate:
    "/** Validates an object of any kind the package knows, dispatching on its apiVersion and kind. Returns every error, with Kubernetes field paths; never throws on any object. `options.featureGates` turns Kubernetes feature gates on or off (an unknown gate throws). */",
  validateUpdate:
    "/** Validates an update: everything `validate` checks, plus what may not change from `old` (immutable fields, the kind, a resourceVersion). */",
  validateAs:
    "/** Validates a value as any named type (`LeaseSpec`, or qualified: `coordination.core.io/v1.LeaseSpec`). */",
  applyDefaults:
    "/** A copy of an object of any kind the package knows, with its defaults set; the input is never changed. */",
  applyDefaultsAs:
    "/** A copy of a value of a named type with its defaults set; the input is never changed. */",
  findUnknownFields:
    "/** The paths of the fields of an object that its kind does not define (`spec.foo`). */",
  findUnknownFieldsAs:
    "/** The paths of the fields of a value that its named type does not define. */",
  kinds: "/** Every kind the package knows. */",
  typeFunctions:
    "// The functions of each type, as its group's entry exports them (doc comments there); each loads its group-version at its first call.",
} as const;
