/**
 * Validators for every named type: one module per group-version under
 * `src/validators/<group>/<version>.ts` with `validate<Type>` and `validate<Type>Update`
 * (and the `...At` functions other modules call), plus `src/validators/operations.ts` for
 * the query parameters of the shared operations.
 */
import type {
  FunctionDeclarationStructure,
  StatementStructures,
  VariableStatementStructure,
} from "ts-morph";
import { StructureKind, VariableDeclarationKind } from "./structures.js";
import type { AliasType, GroupVersion, Model, NamedType } from "../model/model.js";
import { apiVersionOf, hasTwins, ownTypesOf, twinLookup, twinOf } from "../model/twins.js";
import { groupVersionModules, sharedKindsOf, withoutHeader } from "./twin.js";
import { isConfigurationGroup, lookupOf, type TypeLookup } from "../model/queries.js";
import { hasUpdateCheck } from "../model/facts.js";
import { artifactModule, importSpecifier, names, typeModule } from "./api-names.js";
import type { Emitter, GeneratedFile } from "./emitter.js";
import { assembleModule } from "./code/module.js";
import { KIND_API_VERSION, objectValidator } from "./validators/object-validator.js";
import { allRuntimeNames } from "./code/runtime-api.js";
import { Locals, ModuleScope } from "../code/scope.js";
import { updateValidator, updatesOnlyKind } from "./validators/update-validator.js";
import { tooDeepError, writeNestingGuard } from "./code/nesting.js";
import { writeValueChecks } from "./validators/value-checks.js";
import { withArticle } from "../model/names.js";

export const validatorsEmitter: Emitter = {
  name: "validators",
  emit(model: Model): GeneratedFile[] {
    const lookup = lookupOf(model);
    const files = groupVersionModules(model, "validators", {
      full: (gv, types, path) =>
        validatorModule(
          model,
          path,
          types,
          lookup,
          [gv.file],
          hasTwins(model, gv),
          isConfigurationGroup(gv),
        ),
      twin: (gv, earlier, path) => twinBody(model, gv, earlier, path),
    });
    if (model.operations.length) {
      files.push(
        validatorModule(
          model,
          "src/validators/operations.ts",
          model.operations.map((o) => o.parameters),
          lookup,
          [model.operationsFile!],
          false,
          false,
        ),
      );
    }
    return files;
  },
};

/** `bindApiVersion`: a twin version binds the kinds' validators to its own apiVersion. */
function validatorModule(
  model: Model,
  path: string,
  types: readonly NamedType[],
  lookup: TypeLookup,
  sources: readonly string[],
  bindApiVersion: boolean,
  configuration: boolean,
): GeneratedFile {
  const scope = new ModuleScope(
    lookup,
    new Set(types.map((t) => t.id)),
    (t) => importSpecifier(path, typeModule(model, "validators", t)),
    (t) => importSpecifier(path, artifactModule("types", t)),
  );
  scope.configuration = configuration;
  return assembleModule(path, scope, validatorStatements(types, scope, bindApiVersion), sources);
}

function validatorStatements(
  types: readonly NamedType[],
  scope: ModuleScope,
  bindApiVersion: boolean,
): StatementStructures[] {
  return types.flatMap((type): StatementStructures[] =>
    type.kind === "object"
      ? [
          ...publicValidators(type, scope),
          objectValidator(type, scope, bindApiVersion),
          ...(hasUpdateCheck(type, scope.lookup) ? [updateValidator(type, scope)] : []),
        ]
      : [...publicValidators(type, scope), aliasValidator(type, scope)],
  );
}

/**
 * What a twin version writes beside the earlier version's validators: its shared kinds, whose
 * `validate<Kind>At` calls the earlier version's with this version's apiVersion (or the one a
 * twin of this version gives), and the validators of its own types.
 */
function twinBody(model: Model, gv: GroupVersion, earlier: string, path: string): string {
  const own = ownTypesOf(model, gv);
  const kinds = sharedKindsOf(model, gv);
  const bind = hasTwins(model, gv);
  const scope = new ModuleScope(
    twinLookup(model, gv),
    new Set([...kinds, ...own].map((t) => t.id)),
    (t) => importSpecifier(path, typeModule(model, "validators", t)),
    (t) => importSpecifier(path, artifactModule("types", t)),
  );
  scope.configuration = isConfigurationGroup(gv);
  const apiVersion = JSON.stringify(apiVersionOf(gv));
  const statements = kinds.flatMap((kind): StatementStructures[] => [
    ...publicValidators(kind, scope, `${earlier}.${names.updateAt(kind)}`),
    {
      kind: StructureKind.Function,
      name: names.validateAt(kind),
      isExported: true,
      docs: [
        `Checks ${withArticle(kind.name)} found at \`path\`, adding its errors to \`c\`: the checks of ${twinOf(model, gv)!.version}, with apiVersion ${apiVersionOf(gv)}${bind ? ` (or \`${KIND_API_VERSION}\`, which a twin of ${gv.version} gives)` : ""}.`,
      ],
      parameters: [
        { name: "value", type: "unknown" },
        { name: "path", type: "string" },
        { name: "c", type: scope.useType("errors", "Collector") },
        ...(bind ? [{ name: KIND_API_VERSION, type: "string", initializer: apiVersion }] : []),
      ],
      returnType: "void",
      statements: [
        `${earlier}.${names.validateAt(kind)}(value, path, c, ${bind ? KIND_API_VERSION : apiVersion});`,
      ],
    },
  ]);
  return withoutHeader(
    assembleModule(path, scope, [...statements, ...validatorStatements(own, scope, bind)], []),
  );
}

/**
 * `validate<Type>(value)` and, when the type has update checks, `validate<Type>Update(value, old)`
 * (`updateAt`: where its update checks are), made by the runtime from the type's checks when
 * the module loads. A kind-only update check is named as the runtime's `checkKindUnchanged`:
 * its `update<Type>At` is a constant declared further down, not yet set at that point.
 */
function publicValidators(
  type: NamedType,
  scope: ModuleScope,
  updateAt?: string,
): VariableStatementStructure[] {
  const summary = type.doc ? ` ${firstSentence(type.doc)}` : "";
  const out: VariableStatementStructure[] = [
    publicConst(
      names.validate(type),
      `Validates ${withArticle(type.name)}.${summary}\n\nReturns every error found, with Kubernetes field paths; never throws on any value. \`options.featureGates\` turns Kubernetes feature gates on or off.`,
      `${scope.useType("total", "Validator")}<${scope.typeRef(type)}>`,
      scope.factoryCall("total", "validator", names.validateAt(type)),
    ),
  ];
  if (type.kind === "object" && hasUpdateCheck(type, scope.lookup)) {
    const update =
      updateAt ??
      (updatesOnlyKind(type, scope.lookup)
        ? scope.use("update", "checkKindUnchanged")
        : names.updateAt(type));
    out.push(
      publicConst(
        names.validateUpdate(type),
        `Validates an update of ${withArticle(type.name)}: everything \`${names.validate(type)}\` checks, and what may not change from \`old\`.`,
        scope.useType("total", "UpdateValidator"),
        scope.factoryCall("total", "updateValidator", `${names.validateAt(type)}, ${update}`),
      ),
    );
  }
  return out;
}

function publicConst(
  name: string,
  doc: string,
  type: string,
  initializer: string,
): VariableStatementStructure {
  return {
    kind: StructureKind.VariableStatement,
    isExported: true,
    declarationKind: VariableDeclarationKind.Const,
    docs: [doc],
    declarations: [{ name, type, initializer }],
  };
}

function aliasValidator(type: AliasType, scope: ModuleScope): FunctionDeclarationStructure {
  return {
    kind: StructureKind.Function,
    name: names.validateAt(type),
    isExported: true,
    docs: [`Checks ${withArticle(type.name)} found at \`path\`, adding its errors to \`c\`.`],
    parameters: [
      { name: "value", type: "unknown" },
      { name: "path", type: "string" },
      { name: "c", type: scope.useType("errors", "Collector") },
    ],
    returnType: "void",
    statements: (w) => {
      const locals = new Locals();
      locals.reserve(allRuntimeNames());
      w.write("if (value === undefined || value === null)").block(() => w.writeLine("return;"));
      writeNestingGuard(w, scope, type, tooDeepError(scope), () =>
        writeValueChecks(w, scope, locals, type.shape, {
          value: "value",
          path: "path",
          hint: type.name,
        }),
      );
    },
  };
}

function firstSentence(text: string): string {
  const m = /^(.*?[.!?])(\s|$)/s.exec(text);
  return (m ? m[1]! : text).replace(/\*\//g, "*\\/");
}
