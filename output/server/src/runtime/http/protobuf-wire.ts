// Copied by corespec from templates/server/http/protobuf-wire.ts. DO NOT EDIT: change the template and run `npm run generate`.

/**
 * Protocol-buffer wire encoding for the OpenAPI document (openapi-proto.ts): messages built
 * field by field, varints, gnostic's `Any` and vendor extensions, and table-driven messages.
 */

export type Json = { readonly [key: string]: unknown };
export type Bytes = Uint8Array;

const encoder = new TextEncoder();

export function isJsonObject(value: unknown): value is Json {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** A message under construction: fields appended in order, each already encoded. */
export class Message {
  private readonly parts: Bytes[] = [];
  private size = 0;

  private push(bytes: Bytes): void {
    this.parts.push(bytes);
    this.size += bytes.length;
  }

  private tag(field: number, wire: number): void {
    this.push(varint((field << 3) | wire));
  }

  string(field: number, value: unknown): this {
    if (typeof value !== "string" || value === "") return this;
    return this.bytes(field, encoder.encode(value));
  }

  strings(field: number, value: unknown): this {
    if (typeof value === "string") return this.string(field, value);
    if (Array.isArray(value))
      for (const v of value) if (typeof v === "string") this.bytes(field, encoder.encode(v));
    return this;
  }

  /** A bool; proto3 omits false unless it is the chosen member of a oneof (`always`). */
  bool(field: number, value: unknown, always = false): this {
    if (typeof value !== "boolean" || (!value && !always)) return this;
    this.tag(field, 0);
    this.push(Uint8Array.of(value ? 1 : 0));
    return this;
  }

  double(field: number, value: unknown): this {
    if (typeof value !== "number" || value === 0) return this;
    const bytes = new Uint8Array(8);
    new DataView(bytes.buffer).setFloat64(0, value, true);
    this.tag(field, 1);
    this.push(bytes);
    return this;
  }

  int64(field: number, value: unknown): this {
    if (typeof value !== "number" || !Number.isInteger(value) || value === 0) return this;
    this.tag(field, 0);
    this.push(varint(value));
    return this;
  }

  bytes(field: number, value: Bytes): this {
    this.tag(field, 2);
    this.push(varint(value.length));
    this.push(value);
    return this;
  }

  message(field: number, value: Bytes | undefined): this {
    return value === undefined ? this : this.bytes(field, value);
  }

  finish(): Bytes {
    const out = new Uint8Array(this.size);
    let at = 0;
    for (const part of this.parts) {
      out.set(part, at);
      at += part.length;
    }
    return out;
  }
}

/** An unsigned varint; negative numbers as 64-bit two's complement (ten bytes). */
function varint(value: number): Bytes {
  let n = value < 0 ? BigInt.asUintN(64, BigInt(value)) : BigInt(value);
  const out: number[] = [];
  while (n >= 0x80n) {
    out.push(Number(n & 0x7fn) | 0x80);
    n >>= 7n;
  }
  out.push(Number(n));
  return Uint8Array.from(out);
}

/** `Any`: a free value, as its YAML text (field 2). */
export function any(value: unknown): Bytes {
  return new Message()
    .string(2, value === undefined ? "null\n" : `${JSON.stringify(value)}\n`)
    .finish();
}

/** `repeated NamedAny vendor_extension`: every `x-` key of an object. */
export function vendorExtensions(m: Message, field: number, object: Json): void {
  for (const [key, value] of Object.entries(object)) {
    if (key.startsWith("x-"))
      m.message(field, new Message().string(1, key).message(2, any(value)).finish());
  }
}

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

export function encodeTable(object: Json, table: Table, vendorField: number | undefined): Bytes {
  const m = new Message();
  const entries = Object.entries(table).sort((a, b) => a[1][0] - b[1][0]);
  for (const [key, [field, kind]] of entries) {
    if (!Object.prototype.hasOwnProperty.call(object, key)) continue;
    const value = object[key];
    if (typeof kind === "function") m.message(field, kind(value));
    else if (kind === "string") m.string(field, value);
    else if (kind === "strings") m.strings(field, value);
    else if (kind === "bool") m.bool(field, value);
    else if (kind === "double") m.double(field, value);
    else if (kind === "int64") m.int64(field, value);
    else if (kind === "any") m.message(field, any(value));
    else if (Array.isArray(value)) for (const v of value) m.message(field, any(v));
  }
  if (vendorField !== undefined) vendorExtensions(m, vendorField, object);
  return m.finish();
}

export function objectOnly(encode: (object: Json) => Bytes): (value: unknown) => Bytes | undefined {
  return (value) => (isJsonObject(value) ? encode(value) : undefined);
}
