// Copied by corespec from templates/runtime/known-fields.ts. DO NOT EDIT: change the template and run `npm run generate`.

/**
 * The unknown-field finders of the generated `fields` modules, as data: an object type is the
 * set of keys its spec defines and the finders of the objects nested in it; this one walker
 * serves them all. A finder adds to `found` the path of every key no spec defines
 * (`spec.foo`, `subjects[0].kindd`); free-form values are not looked into.
 */
import { child, index, key } from "./errors.js";
import { unknownKeys } from "./total.js";
import { enter, isObject, leave, listItems, own, type JsonObject } from "./values.js";

/** Adds to `found` the paths of the unknown fields of a value at `path`. */
export type FieldsAt = (value: unknown, path: string, found: string[]) => void;

/** `findUnknownFields<Type>(value)`: the paths of the fields its type does not define. */
export type UnknownFieldsFinder = (value: unknown) => string[];

const NOTHING_NESTED = (): Readonly<Record<string, FieldsAt>> => ({});

/**
 * The finder of an object type: `known` its keys (undefined: any key is allowed), `nested` the
 * finders of its fields that hold objects (a function, so that types may refer to each other
 * across modules), `recursive` for a type that can contain itself (its depth is bounded).
 */
export function knownFields(
  known: ReadonlySet<string> | undefined,
  nested: () => Readonly<Record<string, FieldsAt>> = NOTHING_NESTED,
  recursive = false,
): FieldsAt {
  let names: readonly string[] | undefined;
  let finders: readonly FieldsAt[] = [];
  const walk = (value: JsonObject, path: string, found: string[]): void => {
    if (known) unknownKeys(value, known, path, found);
    if (names === undefined) {
      const children = nested();
      names = Object.keys(children);
      finders = Object.values(children);
    }
    for (let i = 0; i < names.length; i++) {
      const inner = own(value, names[i]!);
      // Only objects and lists have fields to find: the path is built for those alone.
      if (typeof inner === "object" && inner !== null)
        finders[i]!(inner, child(path, names[i]!), found);
    }
  };
  return (value, path, found) => {
    if (!isObject(value)) return;
    if (!recursive) return walk(value, path, found);
    if (!enter()) {
      leave();
      return;
    }
    try {
      walk(value, path, found);
    } finally {
      leave();
    }
  };
}

/** The finder of a list whose items the given finder walks. */
export function listOf(at: FieldsAt): FieldsAt {
  return (value, path, found) => {
    if (!Array.isArray(value)) return;
    const items = listItems(value);
    for (let i = 0; i < items.length; i++) at(items[i], index(path, i), found);
  };
}

/** The finder of a map whose values the given finder walks. */
export function mapOf(at: FieldsAt): FieldsAt {
  return (value, path, found) => {
    if (!isObject(value)) return;
    for (const k of Object.keys(value)) at(value[k], key(path, k), found);
  };
}
