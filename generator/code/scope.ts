/**
 * What a generated validator module needs while it is written: the runtime helpers it
 * imports, the constants it declares (enum value lists, patterns), how it names the
 * functions of other modules, and local names that never collide.
 */
import type { NamedType, ScalarValue, TypeId } from "../model/model.js";
import type { TypeLookup } from "../model/queries.js";

/** Runtime modules (templates/runtime) and what generated code imports from each. */
export type RuntimeModule =
  | "errors"
  | "values"
  | "total"
  | "formats"
  | "time"
  | "duration"
  | "quantity"
  | "semver"
  | "ip"
  | "compare"
  | "bytes"
  | "cel"
  | "meta"
  | "update"
  | "feature-gates"
  | "known-fields"
  | "unique"
  | "regexp";

export class ModuleScope {
  readonly runtime = new Map<RuntimeModule, Set<string>>();
  /** Runtime types, imported with `import type`. */
  readonly runtimeTypes = new Map<RuntimeModule, Set<string>>();
  /** Functions of other generated modules: module specifier -> names. */
  readonly imports = new Map<string, Set<string>>();
  readonly constants = new Map<string, string>();
  /** Types modules imported as namespaces for annotations (`import type * as types`): module specifier -> alias. */
  readonly typeNamespaces = new Map<string, string>();
  /**
   * The module's group holds configuration documents (model/queries.ts isConfigurationGroup):
   * validators report gated fields that hold a value while their gate is off; defaulters fill
   * Go's zero values and create the structs that hold defaults.
   */
  configuration = false;
  private readonly constantByValue = new Map<string, string>();

  constructor(
    readonly lookup: TypeLookup,
    /** The TypeIds whose functions this module defines. */
    readonly local: ReadonlySet<TypeId>,
    /** The module specifier of another type's generated module, relative to this one. */
    readonly moduleOf: (type: NamedType) => string,
    /** The module specifier of a type's declaration (its types module), for `typeRef`. */
    readonly typesModuleOf?: (type: NamedType) => string,
  ) {}

  /** A generated type in an annotation: `types.Lease`, its types module imported as a namespace. */
  typeRef(type: NamedType): string {
    const from = this.typesModuleOf!(type);
    let alias = this.typeNamespaces.get(from);
    if (alias === undefined)
      this.typeNamespaces.set(
        from,
        (alias = this.typeNamespaces.size === 0 ? "types" : `types${this.typeNamespaces.size + 1}`),
      );
    return `${alias}.${type.name}`;
  }

  /** Marks a runtime helper as used and returns its name. */
  use(module: RuntimeModule, name: string): string {
    const names = this.runtime.get(module) ?? new Set();
    names.add(name);
    this.runtime.set(module, names);
    return name;
  }

  /**
   * A module-level call of a runtime factory (`validator(validateLeaseAt)`), marked pure
   * (`PURE`): the factories have no side effects, and the mark lets a bundler drop the
   * results an application never uses.
   */
  factoryCall(module: RuntimeModule, name: string, args: string): string {
    return `${PURE} ${this.use(module, name)}(${args})`;
  }

  /** Marks a runtime type as used and returns its name. */
  useType(module: RuntimeModule, name: string): string {
    const names = this.runtimeTypes.get(module) ?? new Set();
    names.add(name);
    this.runtimeTypes.set(module, names);
    return name;
  }

  /** A generated function of a type (e.g. `validateLeaseSpecAt`), imported when it is not local. */
  fn(id: TypeId, name: string): string {
    if (this.local.has(id)) return name;
    const type = this.lookup(id)!;
    const from = this.moduleOf(type);
    const names = this.imports.get(from) ?? new Set();
    names.add(name);
    this.imports.set(from, names);
    return name;
  }

  /** A module-level constant: the same value always gets the same name. */
  constant(preferred: string, valueCode: string): string {
    const existing = this.constantByValue.get(valueCode);
    if (existing) return existing;
    let name = preferred;
    for (let i = 2; this.constants.has(name); i++) name = `${preferred}${i}`;
    this.constants.set(name, valueCode);
    this.constantByValue.set(valueCode, name);
    return name;
  }

  enumConstant(preferred: string, values: readonly ScalarValue[]): string {
    return this.constant(
      preferred,
      `[${values.map((v) => JSON.stringify(v)).join(", ")}] as const`,
    );
  }
}

/** What bundlers (esbuild, rollup, webpack's terser) read as "this call has no side effects". */
export const PURE = "/* @__PURE__ */";

const RESERVED = new Set([
  "value",
  "path",
  "c",
  "o",
  "old",
  "i",
  "k",
  "item",
  "seen",
  "result",
  "break",
  "case",
  "catch",
  "class",
  "const",
  "continue",
  "debugger",
  "default",
  "delete",
  "do",
  "else",
  "enum",
  "export",
  "extends",
  "false",
  "finally",
  "for",
  "function",
  "if",
  "import",
  "in",
  "instanceof",
  "new",
  "null",
  "return",
  "super",
  "switch",
  "this",
  "throw",
  "true",
  "try",
  "typeof",
  "var",
  "void",
  "while",
  "with",
  "yield",
  "let",
  "static",
  "implements",
  "interface",
  "package",
  "private",
  "protected",
  "public",
  "await",
  "arguments",
  "eval",
]);

/** Local variable names of one generated function. */
export class Locals {
  private readonly taken = new Set<string>(RESERVED);

  /**
   * A readable local for a JSON key: `tls-server-name` -> `tlsServerName`. When the name is
   * taken (a helper or an earlier local), `suffix` makes another (`uid` -> `uidField`); a number
   * is the last resort.
   */
  name(hint: string, suffix?: string): string {
    const camel = hint
      .replace(/[^A-Za-z0-9_$]+(.)?/g, (_, ch: string | undefined) => (ch ? ch.toUpperCase() : ""))
      .replace(/^[0-9]/, (d) => `_${d}`);
    let base = camel.length ? camel.charAt(0).toLowerCase() + camel.slice(1) : "field";
    if (/^[A-Z]/.test(camel) && camel.length > 1)
      base = camel.charAt(0).toLowerCase() + camel.slice(1);
    if (suffix !== undefined && this.taken.has(base) && !this.taken.has(`${base}${suffix}`))
      base = `${base}${suffix}`;
    let name = base;
    for (let i = 2; this.taken.has(name); i++) name = `${base}${i}`;
    this.taken.add(name);
    return name;
  }

  /** Reserves helper names imported into the module so locals never shadow them. */
  reserve(names: Iterable<string>): void {
    for (const n of names) this.taken.add(n);
  }
}
