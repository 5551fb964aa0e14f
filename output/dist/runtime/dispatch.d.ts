/**
 * The package's entry points over a registry of the generated functions: dispatch on
 * apiVersion and kind, or on a type name. Never throws on any input.
 */
import { type Collector, type ValidationResult } from "./errors.js";
import type { ValidateOptions } from "./feature-gates.js";
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
export declare function functionNames(type: string): {
    readonly validateAt: string;
    readonly updateAt: string;
    readonly setDefaults: string;
    readonly unknownFieldsAt: string;
};
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
/** The registry of the generated modules: an entry for each `validate<Type>At` of each group-version, with the type's other functions where it has them. */
export declare function registryOf(groupVersions: readonly GroupVersionModules[]): Registry;
export interface Api {
    validate(obj: unknown, options?: ValidateOptions): ValidationResult;
    validateUpdate(obj: unknown, old: unknown, options?: ValidateOptions): ValidationResult;
    validateAs(typeName: string, obj: unknown, options?: ValidateOptions): ValidationResult;
    applyDefaults<T>(obj: T): T;
    applyDefaultsAs<T>(typeName: string, obj: T): T;
    findUnknownFields(obj: unknown): string[];
    findUnknownFieldsAs(typeName: string, obj: unknown): string[];
    /** The kinds the package knows, as `apiVersion/kind` pairs. */
    kinds(): {
        apiVersion: string;
        kind: string;
    }[];
}
export declare function createApi(registry: Registry): Api;
