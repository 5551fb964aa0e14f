// Copied by corespec from templates/server/http/openapi-proto.ts. DO NOT EDIT: change the template and run `npm run generate`.

/**
 * The Swagger 2.0 document in protocol buffers, as Kubernetes serves `/openapi/v2` to clients
 * that ask for `application/com.github.proto-openapi.spec.v2@v1.0+protobuf`: a gnostic
 * `openapi.v2.Document` (github.com/google/gnostic, openapiv2/OpenAPIv2.proto). kubectl before
 * 1.27 reads only this form (client-side validation of `create -f` and `apply -f`, `explain`,
 * the patch metadata of `apply`); newer clients also take JSON.
 *
 * The encoding follows gnostic's mapping of the JSON document: `x-` keys become
 * `vendor_extension` entries, free values (`default`, `example`, `enum` items, extensions) an
 * `Any` holding their YAML text (JSON, a subset of YAML), maps ordered (name, value) lists.
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
  type Table,
} from "./protobuf-wire.js";
import { externalDocs, namedList, schema } from "./openapi-proto-schema.js";

// --- Parameters and responses ------------------------------------------------------------------

const primitivesTable: Table = {
  type: [1, "string"],
  format: [2, "string"],
  items: [3, objectOnly((o) => primitives(o))],
  collectionFormat: [4, "string"],
  default: [5, "any"],
  maximum: [6, "double"],
  exclusiveMaximum: [7, "bool"],
  minimum: [8, "double"],
  exclusiveMinimum: [9, "bool"],
  maxLength: [10, "int64"],
  minLength: [11, "int64"],
  pattern: [12, "string"],
  maxItems: [13, "int64"],
  minItems: [14, "int64"],
  uniqueItems: [15, "bool"],
  enum: [16, "anys"],
  multipleOf: [17, "double"],
};

function primitives(o: Json): Bytes {
  return encodeTable(o, primitivesTable, 18);
}

/** Query and form parameters (QueryParameterSubSchema, FormDataParameterSubSchema). */
const queryTable: Table = {
  required: [1, "bool"],
  in: [2, "string"],
  description: [3, "string"],
  name: [4, "string"],
  allowEmptyValue: [5, "bool"],
  type: [6, "string"],
  format: [7, "string"],
  items: [8, objectOnly(primitives)],
  collectionFormat: [9, "string"],
  default: [10, "any"],
  maximum: [11, "double"],
  exclusiveMaximum: [12, "bool"],
  minimum: [13, "double"],
  exclusiveMinimum: [14, "bool"],
  maxLength: [15, "int64"],
  minLength: [16, "int64"],
  pattern: [17, "string"],
  maxItems: [18, "int64"],
  minItems: [19, "int64"],
  uniqueItems: [20, "bool"],
  enum: [21, "anys"],
  multipleOf: [22, "double"],
};

/** Path and header parameters (PathParameterSubSchema, HeaderParameterSubSchema). */
const pathTable: Table = {
  required: [1, "bool"],
  in: [2, "string"],
  description: [3, "string"],
  name: [4, "string"],
  type: [5, "string"],
  format: [6, "string"],
  items: [7, objectOnly(primitives)],
  collectionFormat: [8, "string"],
  default: [9, "any"],
  maximum: [10, "double"],
  exclusiveMaximum: [11, "bool"],
  minimum: [12, "double"],
  exclusiveMinimum: [13, "bool"],
  maxLength: [14, "int64"],
  minLength: [15, "int64"],
  pattern: [16, "string"],
  maxItems: [17, "int64"],
  minItems: [18, "int64"],
  uniqueItems: [19, "bool"],
  enum: [20, "anys"],
  multipleOf: [21, "double"],
};

/** `Parameter`: a body parameter, or a non-body one by where it goes. */
function parameter(p: Json): Bytes {
  if (p.in === "body") {
    const body = encodeTable(
      p,
      {
        description: [1, "string"],
        name: [2, "string"],
        in: [3, "string"],
        required: [4, "bool"],
        schema: [5, objectOnly(schema)],
      },
      6,
    );
    return new Message().message(1, body).finish();
  }
  const member = p.in === "header" ? 1 : p.in === "formData" ? 2 : p.in === "query" ? 3 : 4;
  const sub =
    member === 2 || member === 3 ? encodeTable(p, queryTable, 23) : encodeTable(p, pathTable, 22);
  return new Message().message(2, new Message().message(member, sub).finish()).finish();
}

/** `ParametersItem`: a parameter, or a JSON reference to one. */
function parametersItem(p: Json): Bytes {
  if (typeof p.$ref === "string")
    return new Message()
      .message(2, new Message().string(1, p.$ref).string(2, p.description).finish())
      .finish();
  return new Message().message(1, parameter(p)).finish();
}

function response(r: Json): Bytes {
  const m = new Message().string(1, r.description);
  if (isJsonObject(r.schema)) m.message(2, new Message().message(1, schema(r.schema)).finish());
  if (isJsonObject(r.headers))
    m.message(
      3,
      namedList(r.headers, (h) =>
        encodeTable(h, { ...primitivesTable, description: [18, "string"] }, 19),
      ),
    );
  if (isJsonObject(r.examples)) {
    const examples = new Message();
    for (const [name, value] of Object.entries(r.examples))
      examples.message(1, new Message().string(1, name).message(2, any(value)).finish());
    m.message(4, examples.finish());
  }
  vendorExtensions(m, 5, r);
  return m.finish();
}

/** `ResponseValue`: a response, or a JSON reference to one. */
function responseValue(r: Json): Bytes {
  if (typeof r.$ref === "string")
    return new Message()
      .message(2, new Message().string(1, r.$ref).string(2, r.description).finish())
      .finish();
  return new Message().message(1, response(r)).finish();
}

function responses(rs: Json): Bytes {
  const m = new Message();
  for (const [code, value] of Object.entries(rs)) {
    if (!code.startsWith("x-") && isJsonObject(value))
      m.message(1, new Message().string(1, code).message(2, responseValue(value)).finish());
  }
  vendorExtensions(m, 2, rs);
  return m.finish();
}

function securityRequirements(m: Message, field: number, value: unknown): void {
  if (!Array.isArray(value)) return;
  for (const requirement of value) {
    if (!isJsonObject(requirement)) continue;
    const r = new Message();
    for (const [name, scopes] of Object.entries(requirement))
      r.message(
        1,
        new Message()
          .string(1, name)
          .message(2, new Message().strings(1, scopes).finish())
          .finish(),
      );
    m.message(field, r.finish());
  }
}

function operation(o: Json): Bytes {
  const m = new Message();
  m.strings(1, o.tags)
    .string(2, o.summary)
    .string(3, o.description)
    .message(4, externalDocs(o.externalDocs))
    .string(5, o.operationId);
  m.strings(6, o.produces).strings(7, o.consumes);
  if (Array.isArray(o.parameters))
    for (const p of o.parameters) if (isJsonObject(p)) m.message(8, parametersItem(p));
  if (isJsonObject(o.responses)) m.message(9, responses(o.responses));
  m.strings(10, o.schemes).bool(11, o.deprecated);
  securityRequirements(m, 12, o.security);
  vendorExtensions(m, 13, o);
  return m.finish();
}

const METHODS = ["get", "put", "post", "delete", "options", "head", "patch"] as const;

function pathItem(p: Json): Bytes {
  const m = new Message().string(1, p.$ref);
  METHODS.forEach((method, i) => {
    if (isJsonObject(p[method])) m.message(2 + i, operation(p[method]));
  });
  if (Array.isArray(p.parameters))
    for (const q of p.parameters) if (isJsonObject(q)) m.message(9, parametersItem(q));
  vendorExtensions(m, 10, p);
  return m.finish();
}

// --- Security definitions ----------------------------------------------------------------------

function securityDefinition(s: Json): Bytes {
  const scopes = objectOnly((o) => {
    const m = new Message();
    for (const [name, value] of Object.entries(o))
      m.message(1, new Message().string(1, name).string(2, value).finish());
    return m.finish();
  });
  let member: number;
  let body: Bytes;
  if (s.type === "basic")
    [member, body] = [1, encodeTable(s, { type: [1, "string"], description: [2, "string"] }, 3)];
  else if (s.type === "apiKey")
    [member, body] = [
      2,
      encodeTable(
        s,
        { type: [1, "string"], name: [2, "string"], in: [3, "string"], description: [4, "string"] },
        5,
      ),
    ];
  else if (s.flow === "implicit")
    [member, body] = [
      3,
      encodeTable(
        s,
        {
          type: [1, "string"],
          flow: [2, "string"],
          scopes: [3, scopes],
          authorizationUrl: [4, "string"],
          description: [5, "string"],
        },
        6,
      ),
    ];
  else if (s.flow === "password")
    [member, body] = [
      4,
      encodeTable(
        s,
        {
          type: [1, "string"],
          flow: [2, "string"],
          scopes: [3, scopes],
          tokenUrl: [4, "string"],
          description: [5, "string"],
        },
        6,
      ),
    ];
  else if (s.flow === "application")
    [member, body] = [
      5,
      encodeTable(
        s,
        {
          type: [1, "string"],
          flow: [2, "string"],
          scopes: [3, scopes],
          tokenUrl: [4, "string"],
          description: [5, "string"],
        },
        6,
      ),
    ];
  else
    [member, body] = [
      6,
      encodeTable(
        s,
        {
          type: [1, "string"],
          flow: [2, "string"],
          scopes: [3, scopes],
          authorizationUrl: [4, "string"],
          tokenUrl: [5, "string"],
          description: [6, "string"],
        },
        7,
      ),
    ];
  return new Message().message(member, body).finish();
}

// --- Document ----------------------------------------------------------------------------------

/** A Swagger 2.0 document (parsed JSON) as a gnostic `openapi.v2.Document` in protocol buffers. */
export function swaggerToProtobuf(document: unknown): Uint8Array {
  const d = isJsonObject(document) ? document : {};
  const m = new Message();
  m.string(1, d.swagger);
  if (isJsonObject(d.info)) {
    const info = d.info;
    const contact = objectOnly((o) =>
      encodeTable(o, { name: [1, "string"], url: [2, "string"], email: [3, "string"] }, 4),
    );
    const license = objectOnly((o) =>
      encodeTable(o, { name: [1, "string"], url: [2, "string"] }, 3),
    );
    m.message(
      2,
      encodeTable(
        info,
        {
          title: [1, "string"],
          version: [2, "string"],
          description: [3, "string"],
          termsOfService: [4, "string"],
          contact: [5, contact],
          license: [6, license],
        },
        7,
      ),
    );
  }
  m.string(3, d.host)
    .string(4, d.basePath)
    .strings(5, d.schemes)
    .strings(6, d.consumes)
    .strings(7, d.produces);
  if (isJsonObject(d.paths)) {
    const paths = new Message();
    vendorExtensions(paths, 1, d.paths);
    for (const [path, item] of Object.entries(d.paths)) {
      if (!path.startsWith("x-") && isJsonObject(item))
        paths.message(2, new Message().string(1, path).message(2, pathItem(item)).finish());
    }
    m.message(8, paths.finish());
  }
  if (isJsonObject(d.definitions)) m.message(9, namedList(d.definitions, schema));
  if (isJsonObject(d.parameters)) m.message(10, namedList(d.parameters, parameter));
  if (isJsonObject(d.responses)) m.message(11, namedList(d.responses, response));
  securityRequirements(m, 12, d.security);
  if (isJsonObject(d.securityDefinitions))
    m.message(13, namedList(d.securityDefinitions, securityDefinition));
  if (Array.isArray(d.tags)) {
    for (const tag of d.tags)
      if (isJsonObject(tag))
        m.message(
          14,
          encodeTable(
            tag,
            { name: [1, "string"], description: [2, "string"], externalDocs: [3, externalDocs] },
            4,
          ),
        );
  }
  m.message(15, externalDocs(d.externalDocs));
  vendorExtensions(m, 16, d);
  return m.finish();
}

/** The media type of the protocol-buffer form as the server answers it (clients before 1.27 ask for `...spec.v2@v1.0+protobuf`). */
export const OPENAPI_V2_PROTOBUF_TYPE =
  "application/com.github.proto-openapi.spec.v2.v1.0+protobuf";

/**
 * Whether an Accept header prefers the protocol-buffer form: it names it, and names it before
 * any JSON type (clients that take both list the one they prefer first).
 */
export function wantsOpenApiProtobuf(accept: string | undefined): boolean {
  if (accept === undefined) return false;
  const types = accept.split(",").map((t) => t.split(";")[0]!.trim().toLowerCase());
  const proto = types.findIndex((t) =>
    t.startsWith("application/com.github.proto-openapi.spec.v2"),
  );
  if (proto < 0) return false;
  const json = types.findIndex((t) => t === "application/json" || t === "*/*");
  return json < 0 || proto < json;
}
