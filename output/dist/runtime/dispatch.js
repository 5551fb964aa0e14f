// Copied by corespec from templates/runtime/dispatch.ts. DO NOT EDIT: change the template and run `npm run generate`.
/**
 * The package's entry points over a registry of the generated functions: dispatch on
 * apiVersion and kind, or on a type name. Never throws on any input.
 */
import { internalError, newCollector, notSupported, required, typeInvalid, invalid } from "./errors.js";
import { collect, unknownFields } from "./total.js";
import { cloneJson, isObject, own } from "./values.js";
/** The names of the generated functions of a named type: the generator names them so, and the registry finds them so. */
export function functionNames(type) {
    return { validateAt: `validate${type}At`, updateAt: `update${type}At`, setDefaults: `setDefaults${type}`, unknownFieldsAt: `unknownFields${type}At` };
}
const VALIDATE_AT = /^validate(\w+)At$/;
/** The entries of a group-version's module: one for each `validate<Type>At`, with the type's other functions where it has them. */
function typeEntries(apiVersion, module) {
    const prefix = apiVersion.includes("/") ? apiVersion : `/${apiVersion}`;
    const fn = (name) => module[name];
    const entries = new Map();
    for (const exported of Object.keys(module)) {
        const type = VALIDATE_AT.exec(exported)?.[1];
        if (type === undefined)
            continue;
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
export function registryOf(groupVersions) {
    const byApiVersion = new Map(groupVersions.map((gv) => [gv.apiVersion, gv]));
    const loaded = new Map();
    const byName = new Map();
    const typesOf = (gv) => {
        let types = loaded.get(gv.apiVersion);
        if (!types)
            loaded.set(gv.apiVersion, (types = typeEntries(gv.apiVersion, gv.load())));
        return types;
    };
    return {
        kinds: new Map(groupVersions.filter((gv) => gv.kinds.length > 0).map((gv) => [gv.apiVersion, gv.kinds])),
        type(apiVersion, name) {
            const gv = byApiVersion.get(apiVersion);
            return gv && typesOf(gv).get(name);
        },
        named(name) {
            let entries = byName.get(name);
            if (entries)
                return entries;
            entries = [];
            for (const gv of groupVersions) {
                if (gv.types && !gv.types.includes(name))
                    continue;
                const entry = typesOf(gv).get(name);
                if (entry)
                    entries.push(entry);
            }
            // Only names that exist are kept: as many as the package has types, whatever callers ask.
            if (entries.length > 0)
                byName.set(name, entries);
            return entries;
        },
    };
}
export function createApi(registry) {
    /**
     * A group-version's module that failed to load, as an InternalError. Node's require() of a
     * module that an import() is loading at that moment fails; the next call loads it.
     */
    function loadFailed(c, error) {
        internalError(c, "", `cannot load the package's generated code: ${String(error instanceof Error ? error.message : error).split("\n")[0]}`);
        return undefined;
    }
    /** The entries of a type name: bare (`LeaseSpec`), in every group-version defining it, or qualified (`coordination.core.io/v1.LeaseSpec`, `core/v1.Toleration`). */
    function typesNamed(typeName) {
        const slash = typeName.indexOf("/");
        if (slash < 0)
            return registry.named(typeName);
        const dot = typeName.indexOf(".", slash);
        if (dot < 0)
            return [];
        const apiVersion = typeName.slice(typeName.startsWith("core/") ? 5 : typeName.startsWith("/") ? 1 : 0, dot);
        const entry = registry.type(apiVersion, typeName.slice(dot + 1));
        return entry ? [entry] : [];
    }
    /** The entry of an object's apiVersion and kind, or the errors saying why there is none. */
    function kindEntry(obj, c) {
        if (!isObject(obj)) {
            typeInvalid(c, "", obj, "an object with apiVersion and kind");
            return undefined;
        }
        const apiVersion = own(obj, "apiVersion");
        const kind = own(obj, "kind");
        if (typeof apiVersion !== "string" || apiVersion === "")
            required(c, "apiVersion", "'apiVersion' is missing");
        if (typeof kind !== "string" || kind === "")
            required(c, "kind", "'kind' is missing");
        if (typeof apiVersion !== "string" || apiVersion === "" || typeof kind !== "string" || kind === "")
            return undefined;
        const kinds = registry.kinds.get(apiVersion);
        if (!kinds) {
            // Name the versions of the same group when the group is known, else every apiVersion.
            const group = apiVersion.includes("/") ? apiVersion.slice(0, apiVersion.indexOf("/")) : "";
            const sameGroup = [...registry.kinds.keys()].filter((v) => (v.includes("/") ? v.slice(0, v.indexOf("/")) : "") === group);
            notSupported(c, "apiVersion", apiVersion, sameGroup.length ? sameGroup : [...registry.kinds.keys()]);
            return undefined;
        }
        if (!kinds.includes(kind)) {
            notSupported(c, "kind", kind, kinds);
            return undefined;
        }
        try {
            return registry.type(apiVersion, kind);
        }
        catch (error) {
            return loadFailed(c, error);
        }
    }
    /** The entry of a type name: bare (`LeaseSpec`) when unambiguous, or qualified (`coordination.core.io/v1.LeaseSpec`). */
    function typeEntry(typeName, c) {
        let found;
        try {
            found = typesNamed(typeName);
        }
        catch (error) {
            return loadFailed(c, error);
        }
        if (found.length === 1)
            return found[0];
        const detail = found.length > 1 ? `type name "${typeName}" is ambiguous; qualify it as one of ${found.map((e) => e.id).join(", ")}` : `unknown type name "${typeName}"`;
        invalid(c, "", typeName, detail);
        return undefined;
    }
    const byKind = (c, value) => kindEntry(value, c);
    const byName = (typeName) => {
        let found;
        return (c) => (found ??= typeEntry(typeName, c));
    };
    const validating = (entryOf) => {
        const run = (c, value) => entryOf(c, value)?.validateAt(value, "", c);
        return (obj, options) => collect(false, run, obj, undefined, options);
    };
    const updating = (entryOf) => {
        const run = (c, value, old) => {
            const entry = entryOf(c, value);
            if (!entry)
                return;
            entry.validateAt(value, "", c);
            entry.updateAt?.(value, old, "", c);
        };
        return (obj, old, options) => collect(true, run, obj, old, options);
    };
    const defaulting = (entryOf) => (obj) => {
        const copy = cloneJson(obj);
        entryOf(newCollector(), copy)?.setDefaults?.(copy);
        return copy;
    };
    const finding = (entryOf) => (obj) => unknownFields(obj, (value, path, found) => entryOf(newCollector(), value)?.unknownFieldsAt?.(value, path, found));
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
            return [...registry.kinds].flatMap(([apiVersion, kinds]) => kinds.map((kind) => ({ apiVersion, kind })));
        },
    };
}
