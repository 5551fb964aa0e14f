/**
 * The package's entry points over a registry of the generated functions: dispatch on
 * apiVersion and kind, or on a type name. Never throws on any input.
 */
import { type Collector, type ValidationResult } from "./errors.js";
import type { ValidateOptions } from "./feature-gates.js";
import type { UnknownFieldsFinder } from "./known-fields.js";
import { type UpdateValidator, type Validator } from "./total.js";
import { type Defaulter } from "./values.js";
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
export declare function functionNames(type: string): {
  readonly validateAt: string;
  readonly updateAt: string;
  readonly setDefaults: string;
  readonly unknownFieldsAt: string;
};
/** The registry of the generated modules. A group-version's module is loaded when one of its types is first asked for, so that the package's root loads no group up front. */
export declare function registryOf(groupVersions: readonly GroupVersionEntry[]): Registry;
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
  kinds(): {
    apiVersion: string;
    kind: string;
  }[];
}
export declare function createApi(registry: Registry): Api;
