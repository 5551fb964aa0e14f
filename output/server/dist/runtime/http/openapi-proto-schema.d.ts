/**
 * The Schema message of gnostic's openapi.v2 (OpenAPIv2.proto) from a JSON schema, for
 * openapi-proto.ts, with the named lists its maps become.
 */
import { type Bytes, type Json } from "./protobuf-wire.js";
export declare const externalDocs: (value: unknown) => Bytes | undefined;
export declare function schema(s: Json): Bytes;
/** A map as gnostic's ordered `repeated Named<T> additional_properties = 1` of (name = 1, value = 2). */
export declare function namedList(
  object: Json,
  encode: (value: Json) => Bytes,
  field?: number,
): Bytes;
