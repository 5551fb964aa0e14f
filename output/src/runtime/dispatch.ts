// Copied by corespec from templates/runtime/dispatch.ts. DO NOT EDIT: change the template and run `npm run generate`.

/**
 * The package's entry points over a registry of the generated functions: dispatch on
 * apiVersion and kind, or on a type name. Never throws on any input.
 */
import { newCollector, notSupported, required, typeInvalid, invalid, type Collector, type ValidationResult } from "./errors.js";
import type { ValidateOptions } from "./feature-gates.js";
import { collect, unknownFields } from "./total.js";
import { cloneJson, isObject, own } from "./values.js";

/** The generated functions of one named type. */
export interface TypeEntry {
  /** `group/version.Name` */
  readonly id: string;
  readonly validateAt: (value: unknown, path: string, c: Collector) => void;
  readonly updateAt?: (value: unknown, old: unknown, path: string, c: Collector) => void;
  readonly setDefaults?: (value: unknown) => void;
  readonly unknownFieldsAt?: (value: unknown, path: string, found: string[]) => void;
}

export interface Registry {
  /** apiVersion -> kind -> entry */
  readonly kinds: ReadonlyMap<string, ReadonlyMap<string, TypeEntry>>;
  /** Every named type, by id. */
  readonly types: readonly TypeEntry[];
}

/** The names of the generated functions of a named type: the generator names them so, and the registry finds them so. */
export function functionNames(type: string): { readonly validateAt: string; readonly updateAt: string; readonly setDefaults: string; readonly unknownFieldsAt: string } {
  return { validateAt: `validate${type}At`, updateAt: `update${type}At`, setDefaults: `setDefaults${type}`, unknownFieldsAt: `unknownFields${type}At` };
}

/** The generated modules of one group-version, and which of its types are kinds. */
export interface GroupVersionModules {
  /** `group/version`, or `version` for the core group. */
  readonly apiVersion: string;
  readonly validators: object;
  readonly defaulters: object;
  readonly fields: object;
  /** The types that are kinds (objects with apiVersion and kind). */
  readonly kinds: readonly string[];
}

const VALIDATE_AT = /^validate(\w+)At$/;

/** The registry of the generated modules: an entry for each `validate<Type>At` of each group-version, with the type's other functions where it has them. */
export function registryOf(groupVersions: readonly GroupVersionModules[]): Registry {
  const kinds = new Map<string, Map<string, TypeEntry>>();
  const types: TypeEntry[] = [];
  for (const gv of groupVersions) {
    const slash = gv.apiVersion.indexOf("/");
    const prefix = slash < 0 ? `/${gv.apiVersion}` : gv.apiVersion;
    const byKind = new Map<string, TypeEntry>();
    const fn = (module: object, name: string) => (module as Record<string, unknown>)[name] as never;
    for (const exported of Object.keys(gv.validators)) {
      const type = VALIDATE_AT.exec(exported)?.[1];
      if (type === undefined) continue;
      const names = functionNames(type);
      const entry: TypeEntry = {
        id: `${prefix}.${type}`,
        validateAt: fn(gv.validators, names.validateAt),
        ...(fn(gv.validators, names.updateAt) ? { updateAt: fn(gv.validators, names.updateAt) } : {}),
        ...(fn(gv.defaulters, names.setDefaults) ? { setDefaults: fn(gv.defaulters, names.setDefaults) } : {}),
        ...(fn(gv.fields, names.unknownFieldsAt) ? { unknownFieldsAt: fn(gv.fields, names.unknownFieldsAt) } : {}),
      };
      types.push(entry);
      if (gv.kinds.includes(type)) byKind.set(type, entry);
    }
    if (gv.kinds.length > 0) kinds.set(gv.apiVersion, new Map(gv.kinds.map((kind) => [kind, byKind.get(kind)!])));
  }
  return { kinds, types };
}

export interface Api {
  validate(obj: unknown, options?: ValidateOptions): ValidationResult;
  validateUpdate(obj: unknown, old: unknown, options?: ValidateOptions): ValidationResult;
  validateAs(typeName: string, obj: unknown, options?: ValidateOptions): ValidationResult;
  applyDefaults<T>(obj: T): T;
  applyDefaultsAs<T>(typeName: string, obj: T): T;
  findUnknownFields(obj: unknown): string[];
  findUnknownFieldsAs(typeName: string, obj: unknown): string[];
  /** The kinds the package knows, as `apiVersion/kind` pairs. */
  kinds(): { apiVersion: string; kind: string }[];
}

export function createApi(registry: Registry): Api {
  const byName = new Map<string, TypeEntry[]>();
  for (const entry of registry.types) {
    const bare = entry.id.slice(entry.id.lastIndexOf(".") + 1);
    for (const name of [entry.id, bare, entry.id.startsWith("/") ? `core${entry.id}` : undefined]) {
      if (!name) continue;
      const list = byName.get(name) ?? [];
      list.push(entry);
      byName.set(name, list);
    }
  }

  /** The entry of an object's apiVersion and kind, or the errors saying why there is none. */
  function kindEntry(obj: unknown, c: Collector): TypeEntry | undefined {
    if (!isObject(obj)) {
      typeInvalid(c, "", obj, "an object with apiVersion and kind");
      return undefined;
    }
    const apiVersion = own(obj, "apiVersion");
    const kind = own(obj, "kind");
    if (typeof apiVersion !== "string" || apiVersion === "") required(c, "apiVersion", "'apiVersion' is missing");
    if (typeof kind !== "string" || kind === "") required(c, "kind", "'kind' is missing");
    if (typeof apiVersion !== "string" || apiVersion === "" || typeof kind !== "string" || kind === "") return undefined;
    const kinds = registry.kinds.get(apiVersion);
    if (!kinds) {
      // Name the versions of the same group when the group is known, else every apiVersion.
      const group = apiVersion.includes("/") ? apiVersion.slice(0, apiVersion.indexOf("/")) : "";
      const sameGroup = [...registry.kinds.keys()].filter((v) => (v.includes("/") ? v.slice(0, v.indexOf("/")) : "") === group);
      notSupported(c, "apiVersion", apiVersion, sameGroup.length ? sameGroup : [...registry.kinds.keys()]);
      return undefined;
    }
    const entry = kinds.get(kind);
    if (!entry) notSupported(c, "kind", kind, [...kinds.keys()]);
    return entry;
  }

  /** The entry of a type name: bare (`LeaseSpec`) when unambiguous, or qualified (`coordination.core.io/v1.LeaseSpec`). */
  function typeEntry(typeName: string, c: Collector): TypeEntry | undefined {
    const found = byName.get(typeName) ?? [];
    if (found.length === 1) return found[0];
    const detail = found.length > 1 ? `type name "${typeName}" is ambiguous; qualify it as one of ${found.map((e) => e.id).join(", ")}` : `unknown type name "${typeName}"`;
    invalid(c, "", typeName, detail);
    return undefined;
  }

  return {
    validate(obj, options) {
      return collect(false, (c, value) => kindEntry(value, c)?.validateAt(value, "", c), obj, undefined, options);
    },
    validateUpdate(obj, old, options) {
      return collect(
        true,
        (c, value, previous) => {
          const entry = kindEntry(value, c);
          if (!entry) return;
          entry.validateAt(value, "", c);
          entry.updateAt?.(value, previous, "", c);
        },
        obj,
        old,
        options,
      );
    },
    validateAs(typeName, obj, options) {
      return collect(false, (c, value) => typeEntry(typeName, c)?.validateAt(value, "", c), obj, undefined, options);
    },
    applyDefaults(obj) {
      const copy = cloneJson(obj);
      kindEntry(copy, newCollector())?.setDefaults?.(copy);
      return copy;
    },
    applyDefaultsAs(typeName, obj) {
      const copy = cloneJson(obj);
      typeEntry(typeName, newCollector())?.setDefaults?.(copy);
      return copy;
    },
    findUnknownFields(obj) {
      return unknownFields(obj, (value, path, found) => kindEntry(value, newCollector())?.unknownFieldsAt?.(value, path, found));
    },
    findUnknownFieldsAs(typeName, obj) {
      return unknownFields(obj, (value, path, found) => typeEntry(typeName, newCollector())?.unknownFieldsAt?.(value, path, found));
    },
    kinds() {
      return [...registry.kinds].flatMap(([apiVersion, kinds]) => [...kinds.keys()].map((kind) => ({ apiVersion, kind })));
    },
  };
}
