/**
 * The Schema message of gnostic's openapi.v2 (OpenAPIv2.proto) from a JSON schema, for
 * openapi-proto.ts, with the named lists its maps become.
 */
import {
  any,
  encodeTable,
  isJsonObject,
  Message,
  objectOnly,
  vendorExtensions,
  type Bytes,
  type Json,
} from "./protobuf-wire.js";

export const externalDocs: (value: unknown) => Bytes | undefined = objectOnly((o) =>
  encodeTable(o, { description: [1, "string"], url: [2, "string"] }, 3),
);

// --- Schema ------------------------------------------------------------------------------------

/**
 * `allOf` with one `$ref` alone, how the JSON documents attach a description to a reference,
 * is read by kubectl's OpenAPI models (k8s.io/kube-openapi pkg/util/proto) as a value of
 * unknown type; a `$ref` with its description, as Kubernetes publishes references, is not.
 */
function referenceOf(s: Json): string | undefined {
  if (
    s.$ref !== undefined ||
    s.type !== undefined ||
    s.properties !== undefined ||
    !Array.isArray(s.allOf) ||
    s.allOf.length !== 1
  )
    return undefined;
  const only = s.allOf[0];
  return isJsonObject(only) && typeof only.$ref === "string" && Object.keys(only).length === 1
    ? only.$ref
    : undefined;
}

export function schema(s: Json): Bytes {
  const m = new Message();
  const ref = referenceOf(s);
  if (ref !== undefined) s = { ...s, $ref: ref, allOf: undefined };
  m.string(1, s.$ref).string(2, s.format).string(3, s.title).string(4, s.description);
  if ("default" in s) m.message(5, any(s.default));
  m.double(6, s.multipleOf)
    .double(7, s.maximum)
    .bool(8, s.exclusiveMaximum)
    .double(9, s.minimum)
    .bool(10, s.exclusiveMinimum);
  m.int64(11, s.maxLength)
    .int64(12, s.minLength)
    .string(13, s.pattern)
    .int64(14, s.maxItems)
    .int64(15, s.minItems)
    .bool(16, s.uniqueItems);
  m.int64(17, s.maxProperties).int64(18, s.minProperties).strings(19, s.required);
  if (Array.isArray(s.enum)) for (const v of s.enum) m.message(20, any(v));
  const additional = s.additionalProperties;
  if (typeof additional === "boolean")
    m.message(21, new Message().bool(2, additional, true).finish());
  else if (isJsonObject(additional))
    m.message(21, new Message().message(1, schema(additional)).finish());
  if (s.type !== undefined) m.message(22, new Message().strings(1, s.type).finish());
  const items = s.items;
  if (isJsonObject(items)) m.message(23, new Message().message(1, schema(items)).finish());
  else if (Array.isArray(items)) {
    const list = new Message();
    for (const item of items) if (isJsonObject(item)) list.message(1, schema(item));
    m.message(23, list.finish());
  }
  if (Array.isArray(s.allOf))
    for (const part of s.allOf) if (isJsonObject(part)) m.message(24, schema(part));
  if (isJsonObject(s.properties)) m.message(25, namedList(s.properties, schema));
  m.string(26, s.discriminator).bool(27, s.readOnly);
  m.message(29, externalDocs(s.externalDocs));
  if ("example" in s) m.message(30, any(s.example));
  vendorExtensions(m, 31, s);
  return m.finish();
}

/** A map as gnostic's ordered `repeated Named<T> additional_properties = 1` of (name = 1, value = 2). */
export function namedList(object: Json, encode: (value: Json) => Bytes, field = 1): Bytes {
  const m = new Message();
  for (const [name, value] of Object.entries(object)) {
    if (isJsonObject(value))
      m.message(field, new Message().string(1, name).message(2, encode(value)).finish());
  }
  return m.finish();
}
