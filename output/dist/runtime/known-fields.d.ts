/** Adds to `found` the paths of the unknown fields of a value at `path`. */
export type FieldsAt = (value: unknown, path: string, found: string[]) => void;
/** `findUnknownFields<Type>(value)`: the paths of the fields its type does not define. */
export type UnknownFieldsFinder = (value: unknown) => string[];
/**
 * The finder of an object type: `known` its keys (undefined: any key is allowed), `nested` the
 * finders of its fields that hold objects (a function, so that types may refer to each other
 * across modules), `recursive` for a type that can contain itself (its depth is bounded).
 */
export declare function knownFields(
  known: ReadonlySet<string> | undefined,
  nested?: () => Readonly<Record<string, FieldsAt>>,
  recursive?: boolean,
): FieldsAt;
/** The finder of a list whose items the given finder walks. */
export declare function listOf(at: FieldsAt): FieldsAt;
/** The finder of a map whose values the given finder walks. */
export declare function mapOf(at: FieldsAt): FieldsAt;
