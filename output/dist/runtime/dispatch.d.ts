/**
 * The package's entry points over a registry of the generated functions: dispatch on
 * apiVersion and kind, or on a type name. Never throws on any input.
 */
import { type Collector, type ValidationResult } from "./errors.js";
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
export interface Api {
    validate(obj: unknown): ValidationResult;
    validateUpdate(obj: unknown, old: unknown): ValidationResult;
    validateAs(typeName: string, obj: unknown): ValidationResult;
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
