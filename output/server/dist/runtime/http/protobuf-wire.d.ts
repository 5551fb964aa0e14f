/**
 * Protocol-buffer wire encoding for the OpenAPI document (openapi-proto.ts): messages built
 * field by field, varints, gnostic's `Any` and vendor extensions, and table-driven messages.
 */
export type Json = {
  readonly [key: string]: unknown;
};
export type Bytes = Uint8Array;
export declare function isJsonObject(value: unknown): value is Json;
/** A message under construction: fields appended in order, each already encoded. */
export declare class Message {
  private readonly parts;
  private size;
  private push;
  private tag;
  string(field: number, value: unknown): this;
  strings(field: number, value: unknown): this;
  /** A bool; proto3 omits false unless it is the chosen member of a oneof (`always`). */
  bool(field: number, value: unknown, always?: boolean): this;
  double(field: number, value: unknown): this;
  int64(field: number, value: unknown): this;
  bytes(field: number, value: Bytes): this;
  message(field: number, value: Bytes | undefined): this;
  finish(): Bytes;
}
/** `Any`: a free value, as its YAML text (field 2). */
export declare function any(value: unknown): Bytes;
/** `repeated NamedAny vendor_extension`: every `x-` key of an object. */
export declare function vendorExtensions(m: Message, field: number, object: Json): void;
/** How a JSON key of a table-driven message is encoded. */
type FieldKind =
  | "string"
  | "strings"
  | "bool"
  | "double"
  | "int64"
  | "any"
  | "anys"
  | ((value: unknown) => Bytes | undefined);
export type Table = Readonly<Record<string, readonly [number, FieldKind]>>;
export declare function encodeTable(
  object: Json,
  table: Table,
  vendorField: number | undefined,
): Bytes;
export declare function objectOnly(
  encode: (object: Json) => Bytes,
): (value: unknown) => Bytes | undefined;
export {};
