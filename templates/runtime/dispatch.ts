/**
 * The package's entry points over a registry of the generated functions: dispatch on
 * apiVersion and kind, or on a type name. Never throws on any input.
 */
import {
  internalError,
  newCollector,
  notSupported,
  required,
  typeInvalid,
  invalid,
  type Collector,
  type ValidationResult,
} from "./errors.js";
import type { ValidateOptions } from "./feature-gates.js";
import type { UnknownFieldsFinder } from "./known-fields.js";
import { collect, guarded, unknownFields, type UpdateValidator, type Validator } from "./total.js";
import { cloneJson, isObject, own, type Defaulter } from "./values.js";

/** The generated functions of one named type. */
export interface TypeEntry {
  /** `group/version.Name` */
  readonly id: string;
  readonly validateAt: (value: unknown, path: string, c: Collector) => void;
  readonly updateAt?: (value: unknown, old: unknown, path: string, c: Collector) => void;
  readonly setDefaults?: (value: unknown) => void;
  readonly unknownFieldsAt?: (value: unknown, path: string, found: string[]) => void;
}

/** One group-version for the registry: its apiVersion, its kinds, and a load of its module (every generated function of the group-version), made at first use. */
export interface GroupVersionEntry {
  /** `group/version`, or `version` for the core group. */
  readonly apiVersion: string;
  /** The types that are kinds (objects with apiVersion and kind). */
  readonly kinds: readonly string[];
  /** The names of all its types, so that a bare type name loads only the group-versions that define it; absent, the module is loaded to look. */
  readonly types?: readonly string[];
  readonly load: () => object;
}

export interface Registry {
  /** apiVersion -> the names of its kinds; known without loading any group-version. */
  readonly kinds: ReadonlyMap<string, readonly string[]>;
  /** The entry of a named type of a group-version, loading that group-version alone; undefined when it has no such type. */
  type(apiVersion: string, name: string): TypeEntry | undefined;
  /** The entries of a bare type name (`LeaseSpec`) in every group-version that defines it, loading those alone. */
  named(name: string): TypeEntry[];
}

/** The names of the generated functions of a named type: the generator names them so, and the registry finds them so. */
export function functionNames(type: string): {
  readonly validateAt: string;
  readonly updateAt: string;
  readonly setDefaults: string;
  readonly unknownFieldsAt: string;
} {
  return {
    validateAt: `validate${type}At`,
    updateAt: `update${type}At`,
    setDefaults: `setDefaults${type}`,
    unknownFieldsAt: `unknownFields${type}At`,
  };
}

const VALIDATE_AT = /^validate(\w+)At$/;

/** The entries of a group-version's module: one for each `validate<Type>At`, with the type's other functions where it has them. */
function typeEntries(apiVersion: string, module: object): Map<string, TypeEntry> {
  const prefix = apiVersion.includes("/") ? apiVersion : `/${apiVersion}`;
  const fn = (name: string) => (module as Record<string, unknown>)[name] as never;
  const entries = new Map<string, TypeEntry>();
  for (const exported of Object.keys(module)) {
    const type = VALIDATE_AT.exec(exported)?.[1];
    if (type === undefined) continue;
    const names = functionNames(type);
    entries.set(type, {
      id: `${prefix}.${type}`,
      validateAt: fn(names.validateAt),
      ...(fn(names.updateAt) ? { updateAt: fn(names.updateAt) } : {}),
      ...(fn(names.setDefaults) ? { setDefaults: fn(names.setDefaults) } : {}),
      ...(fn(names.unknownFieldsAt) ? { unknownFieldsAt: fn(names.unknownFieldsAt) } : {}),
    });
  }
  return entries;
}

/** The registry of the generated modules. A group-version's module is loaded when one of its types is first asked for, so that the package's root loads no group up front. */
export function registryOf(groupVersions: readonly GroupVersionEntry[]): Registry {
  const byApiVersion = new Map(groupVersions.map((gv) => [gv.apiVersion, gv]));
  const loaded = new Map<string, Map<string, TypeEntry>>();
  const byName = new Map<string, TypeEntry[]>();
  const typesOf = (gv: GroupVersionEntry) => {
    let types = loaded.get(gv.apiVersion);
    if (!types) loaded.set(gv.apiVersion, (types = typeEntries(gv.apiVersion, gv.load())));
    return types;
  };
  return {
    kinds: new Map(
      groupVersions.filter((gv) => gv.kinds.length > 0).map((gv) => [gv.apiVersion, gv.kinds]),
    ),
    type(apiVersion, name) {
      const gv = byApiVersion.get(apiVersion);
      return gv && typesOf(gv).get(name);
    },
    named(name) {
      let entries = byName.get(name);
      if (entries) return entries;
      entries = [];
      for (const gv of groupVersions) {
        if (gv.types && !gv.types.includes(name)) continue;
        const entry = typesOf(gv).get(name);
        if (entry) entries.push(entry);
      }
      // Only names that exist are kept: as many as the package has types, whatever callers ask.
      if (entries.length > 0) byName.set(name, entries);
      return entries;
    },
  };
}

export interface Api {
  validate(obj: unknown, options?: ValidateOptions): ValidationResult;
  validateUpdate(obj: unknown, old: unknown, options?: ValidateOptions): ValidationResult;
  validateAs(typeName: string, obj: unknown, options?: ValidateOptions): ValidationResult;
  applyDefaults<T>(obj: T): T;
  applyDefaultsAs<T>(typeName: string, obj: T): T;
  findUnknownFields(obj: unknown): string[];
  findUnknownFieldsAs(typeName: string, obj: unknown): string[];
  /**
   * The public functions of a named type (`group/version.Type`), as its group-version's modules
   * export them, that load the group-version at their first call: the root exports them under
   * each type's own name without loading any group up front.
   */
  validator<T>(typeName: string): Validator<T>;
  updateValidator(typeName: string): UpdateValidator;
  defaulter(typeName: string): Defaulter;
  unknownFieldsFinder(typeName: string): UnknownFieldsFinder;
  /** The kinds the package knows, as `apiVersion/kind` pairs. */
  kinds(): { apiVersion: string; kind: string }[];
}

export function createApi(registry: Registry): Api {
  /**
   * A group-version's module that failed to load, as an InternalError. Node's require() of a
   * module that an import() is loading at that moment fails; the next call loads it.
   */
  function loadFailed(c: Collector, error: unknown): undefined {
    internalError(
      c,
      "",
      `cannot load the package's generated code: ${String(error instanceof Error ? error.message : error).split("\n")[0]}`,
    );
    return undefined;
  }

  /** The entries of a type name: bare (`LeaseSpec`), in every group-version defining it, or qualified (`coordination.core.io/v1.LeaseSpec`, `core/v1.Toleration`). */
  function typesNamed(typeName: string): TypeEntry[] {
    const slash = typeName.indexOf("/");
    if (slash < 0) return registry.named(typeName);
    const dot = typeName.indexOf(".", slash);
    if (dot < 0) return [];
    const apiVersion = typeName.slice(
      typeName.startsWith("core/") ? 5 : typeName.startsWith("/") ? 1 : 0,
      dot,
    );
    const entry = registry.type(apiVersion, typeName.slice(dot + 1));
    return entry ? [entry] : [];
  }

  /** The entry of an object's apiVersion and kind, or the errors saying why there is none. */
  function kindEntry(obj: unknown, c: Collector): TypeEntry | undefined {
    if (!isObject(obj)) {
      typeInvalid(c, "", obj, "an object with apiVersion and kind");
      return undefined;
    }
    const apiVersion = own(obj, "apiVersion");
    const kind = own(obj, "kind");
    if (typeof apiVersion !== "string" || apiVersion === "")
      required(c, "apiVersion", "'apiVersion' is missing");
    if (typeof kind !== "string" || kind === "") required(c, "kind", "'kind' is missing");
    if (
      typeof apiVersion !== "string" ||
      apiVersion === "" ||
      typeof kind !== "string" ||
      kind === ""
    )
      return undefined;
    const kinds = registry.kinds.get(apiVersion);
    if (!kinds) {
      // Name the versions of the same group when the group is known, else every apiVersion.
      const group = apiVersion.includes("/") ? apiVersion.slice(0, apiVersion.indexOf("/")) : "";
      const sameGroup = [...registry.kinds.keys()].filter(
        (v) => (v.includes("/") ? v.slice(0, v.indexOf("/")) : "") === group,
      );
      notSupported(
        c,
        "apiVersion",
        apiVersion,
        sameGroup.length ? sameGroup : [...registry.kinds.keys()],
      );
      return undefined;
    }
    if (!kinds.includes(kind)) {
      notSupported(c, "kind", kind, kinds);
      return undefined;
    }
    try {
      return registry.type(apiVersion, kind);
    } catch (error) {
      return loadFailed(c, error);
    }
  }

  /** The entry of a type name: bare (`LeaseSpec`) when unambiguous, or qualified (`coordination.core.io/v1.LeaseSpec`). */
  function typeEntry(typeName: string, c: Collector): TypeEntry | undefined {
    let found: TypeEntry[];
    try {
      found = typesNamed(typeName);
    } catch (error) {
      return loadFailed(c, error);
    }
    if (found.length === 1) return found[0];
    const detail =
      found.length > 1
        ? `type name "${typeName}" is ambiguous; qualify it as one of ${found.map((e) => e.id).join(", ")}`
        : `unknown type name "${typeName}"`;
    invalid(c, "", typeName, detail);
    return undefined;
  }

  /** How a function finds the entry of the value it is given: by its kind, or by a type name (found once). */
  type EntryOf = (c: Collector, value: unknown) => TypeEntry | undefined;
  const byKind: EntryOf = (c, value) => kindEntry(value, c);
  const byName = (typeName: string): EntryOf => {
    let found: TypeEntry | undefined;
    return (c) => (found ??= typeEntry(typeName, c));
  };
  const validating = <T>(entryOf: EntryOf): Validator<T> => {
    const run = (c: Collector, value: unknown) => entryOf(c, value)?.validateAt(value, "", c);
    return guarded((obj, options) => collect(false, run, obj, undefined, options));
  };
  const updating = (entryOf: EntryOf): UpdateValidator => {
    const run = (c: Collector, value: unknown, old: unknown) => {
      const entry = entryOf(c, value);
      if (!entry) return;
      entry.validateAt(value, "", c);
      entry.updateAt?.(value, old, "", c);
    };
    return (obj, old, options) => collect(true, run, obj, old, options);
  };
  const defaulting =
    (entryOf: EntryOf): Defaulter =>
    (obj) => {
      const copy = cloneJson(obj);
      entryOf(newCollector(), copy)?.setDefaults?.(copy);
      return copy;
    };
  const finding =
    (entryOf: EntryOf): UnknownFieldsFinder =>
    (obj) =>
      unknownFields(obj, (value, path, found) =>
        entryOf(newCollector(), value)?.unknownFieldsAt?.(value, path, found),
      );

  return {
    validate: validating(byKind),
    validateUpdate: updating(byKind),
    validateAs: (typeName, obj, options) => validating(byName(typeName))(obj, options),
    applyDefaults: defaulting(byKind),
    applyDefaultsAs: (typeName, obj) => defaulting(byName(typeName))(obj),
    findUnknownFields: finding(byKind),
    findUnknownFieldsAs: (typeName, obj) => finding(byName(typeName))(obj),
    validator: (typeName) => validating(byName(typeName)),
    updateValidator: (typeName) => updating(byName(typeName)),
    defaulter: (typeName) => defaulting(byName(typeName)),
    unknownFieldsFinder: (typeName) => finding(byName(typeName)),
    kinds() {
      return [...registry.kinds].flatMap(([apiVersion, kinds]) =>
        kinds.map((kind) => ({ apiVersion, kind })),
      );
    },
  };
}
