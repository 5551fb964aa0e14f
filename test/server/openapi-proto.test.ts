/**
 * The Swagger 2.0 document as gnostic's `openapi.v2.Document` protocol buffer (what kubectl
 * before 1.27 reads from /openapi/v2): decoded back with a minimal wire-format reader and
 * checked field by field against gnostic's OpenAPIv2.proto numbers.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import {
  swaggerToProtobuf,
  wantsOpenApiProtobuf,
} from "../../templates/server/http/openapi-proto.js";

/** One decoded field: varints as numbers, length-delimited values as bytes, doubles as numbers. */
type Field = { no: number; wire: number; value: number | Uint8Array };

function decode(bytes: Uint8Array): Field[] {
  const out: Field[] = [];
  let at = 0;
  const varint = (): number => {
    let result = 0n;
    let shift = 0n;
    for (;;) {
      const b = bytes[at++]!;
      result |= BigInt(b & 0x7f) << shift;
      if ((b & 0x80) === 0) return Number(result);
      shift += 7n;
    }
  };
  while (at < bytes.length) {
    const tag = varint();
    const no = tag >>> 3;
    const wire = tag & 7;
    if (wire === 0) out.push({ no, wire, value: varint() });
    else if (wire === 1) {
      out.push({
        no,
        wire,
        value: new DataView(bytes.buffer, bytes.byteOffset + at, 8).getFloat64(0, true),
      });
      at += 8;
    } else if (wire === 2) {
      const length = varint();
      out.push({ no, wire, value: bytes.subarray(at, at + length) });
      at += length;
    } else throw new Error(`unexpected wire type ${wire}`);
  }
  expect(at).toBe(bytes.length);
  return out;
}

const text = (value: Field["value"]) => new TextDecoder().decode(value as Uint8Array);
const all = (fields: Field[], no: number) => fields.filter((f) => f.no === no);
const one = (fields: Field[], no: number): Field => {
  const found = all(fields, no);
  expect(found, `field ${no}`).toHaveLength(1);
  return found[0]!;
};
const message = (fields: Field[], no: number) => decode(one(fields, no).value as Uint8Array);
const str = (fields: Field[], no: number) => text(one(fields, no).value);

/** A gnostic named list (`repeated Named<T> = 1` of name 1, value 2) as a map of decoded values. */
function named(fields: Field[], no = 1): Map<string, Field[]> {
  return new Map(
    all(fields, no).map((f) => {
      const entry = decode(f.value as Uint8Array);
      return [str(entry, 1), decode(one(entry, 2).value as Uint8Array)];
    }),
  );
}

const doc = {
  swagger: "2.0",
  info: { title: "t", version: "v1", license: { name: "Apache 2.0" } },
  securityDefinitions: { BearerToken: { type: "apiKey", in: "header", name: "authorization" } },
  security: [{ BearerToken: [] }],
  paths: {
    "/apis/g/v1/things/{name}": {
      parameters: [{ name: "name", in: "path", required: true, type: "string" }],
      patch: {
        operationId: "patchThing",
        consumes: ["application/merge-patch+json"],
        parameters: [
          { name: "dryRun", in: "query", type: "string", enum: ["All"], uniqueItems: true },
          { name: "body", in: "body", required: true, schema: { type: "object" } },
        ],
        responses: { "200": { description: "OK", schema: { $ref: "#/definitions/g.v1.Thing" } } },
        "x-kubernetes-action": "patch",
        "x-kubernetes-group-version-kind": { group: "g", version: "v1", kind: "Thing" },
      },
    },
  },
  definitions: {
    "g.v1.Thing": {
      type: "object",
      description: "A thing.",
      required: ["size"],
      properties: {
        metadata: {
          allOf: [{ $ref: "#/definitions/meta.ObjectMeta" }],
          description: "Standard object metadata.",
        },
        size: { type: "integer", format: "int32", minimum: 1, maximum: 10.5 },
        tags: { type: "array", items: { type: "string" }, "x-kubernetes-list-type": "set" },
        labels: { type: "object", additionalProperties: { type: "string" } },
        closed: { type: "object", additionalProperties: false },
        mode: { type: "string", enum: ["A", "B"], default: "A" },
      },
      "x-kubernetes-group-version-kind": [{ group: "g", kind: "Thing", version: "v1" }],
    },
  },
};

describe("swaggerToProtobuf", () => {
  const document = decode(swaggerToProtobuf(doc));

  it("writes the document's header fields", () => {
    expect(str(document, 1)).toBe("2.0");
    const info = message(document, 2);
    expect([str(info, 1), str(info, 2)]).toEqual(["t", "v1"]);
    expect(str(message(info, 6), 1)).toBe("Apache 2.0");
    const security = decode(one(document, 12).value as Uint8Array);
    expect([...named(security).keys()]).toEqual(["BearerToken"]);
    const apiKey = named(message(document, 13)).get("BearerToken")!;
    const key = message(apiKey, 2);
    expect([str(key, 1), str(key, 2), str(key, 3)]).toEqual(["apiKey", "authorization", "header"]);
  });

  it("writes definitions: types, formats, limits, required, properties, items, additionalProperties, enums, defaults, extensions", () => {
    const thing = named(message(document, 9)).get("g.v1.Thing")!;
    expect(text(one(message(thing, 22), 1).value)).toBe("object");
    expect(str(thing, 4)).toBe("A thing.");
    expect(all(thing, 19).map((f) => text(f.value))).toEqual(["size"]);
    const props = named(message(thing, 25));
    expect([...props.keys()]).toEqual(["metadata", "size", "tags", "labels", "closed", "mode"]);
    // allOf with one $ref: a reference with its description.
    const metadata = props.get("metadata")!;
    expect(str(metadata, 1)).toBe("#/definitions/meta.ObjectMeta");
    expect(str(metadata, 4)).toBe("Standard object metadata.");
    expect(all(metadata, 24)).toEqual([]);
    const size = props.get("size")!;
    expect(str(size, 2)).toBe("int32");
    expect(one(size, 9).value).toBe(1);
    expect(one(size, 7).value).toBe(10.5);
    const tags = props.get("tags")!;
    expect(
      text(one(message(decode(one(message(tags, 23), 1).value as Uint8Array), 22), 1).value),
    ).toBe("string");
    const extension = decode(one(tags, 31).value as Uint8Array);
    expect(str(extension, 1)).toBe("x-kubernetes-list-type");
    expect(JSON.parse(str(message(extension, 2), 2))).toBe("set");
    const labels = message(props.get("labels")!, 21);
    expect(text(one(message(labels, 1), 22).value)).toContain("string");
    // additionalProperties: false is written (a oneof member), not omitted.
    expect(message(props.get("closed")!, 21)).toEqual([{ no: 2, wire: 0, value: 0 }]);
    const mode = props.get("mode")!;
    expect(all(mode, 20).map((f) => JSON.parse(str(decode(f.value as Uint8Array), 2)))).toEqual([
      "A",
      "B",
    ]);
    expect(JSON.parse(str(message(mode, 5), 2))).toBe("A");
    const gvk = decode(one(thing, 31).value as Uint8Array);
    expect(str(gvk, 1)).toBe("x-kubernetes-group-version-kind");
    expect(JSON.parse(str(message(gvk, 2), 2))).toEqual([
      { group: "g", kind: "Thing", version: "v1" },
    ]);
  });

  it("writes paths: operations, query, path and body parameters, responses, extensions", () => {
    const paths = message(document, 8);
    const item = decode(one(paths, 2).value as Uint8Array);
    expect(str(item, 1)).toBe("/apis/g/v1/things/{name}");
    const pathItem = message(item, 2);
    // PathItem.parameters (9): a non-body (2) path (4) parameter.
    const pathParam = message(
      message(message(decode(one(pathItem, 9).value as Uint8Array), 1), 2),
      4,
    );
    expect([str(pathParam, 4), str(pathParam, 2), one(pathParam, 1).value]).toEqual([
      "name",
      "path",
      1,
    ]);
    const patch = message(pathItem, 8);
    expect(str(patch, 5)).toBe("patchThing");
    const [dryRun, body] = all(patch, 8).map((f) => message(decode(f.value as Uint8Array), 1));
    const query = message(message(dryRun!, 2), 3);
    expect([str(query, 4), str(query, 2), str(query, 6)]).toEqual(["dryRun", "query", "string"]);
    expect(JSON.parse(str(message(query, 21), 2))).toBe("All");
    const bodyParameter = message(body!, 1);
    expect([str(bodyParameter, 2), str(bodyParameter, 3)]).toEqual(["body", "body"]);
    const responses = message(patch, 9);
    const ok = decode(one(responses, 1).value as Uint8Array);
    expect(str(ok, 1)).toBe("200");
    const response = message(message(ok, 2), 1);
    expect(str(response, 1)).toBe("OK");
    expect(str(message(message(response, 2), 1), 1)).toBe("#/definitions/g.v1.Thing");
    expect(all(patch, 13).map((f) => str(decode(f.value as Uint8Array), 1))).toEqual([
      "x-kubernetes-action",
      "x-kubernetes-group-version-kind",
    ]);
  });

  it("encodes the whole generated Swagger document", () => {
    const swagger = JSON.parse(
      readFileSync(new URL("../../output/server/openapi/swagger.json", import.meta.url), "utf8"),
    );
    const fields = decode(swaggerToProtobuf(swagger));
    expect(named(message(fields, 9)).size).toBe(Object.keys(swagger.definitions).length);
    expect(all(message(fields, 8), 2)).toHaveLength(Object.keys(swagger.paths).length);
  });

  it("answers in protocol buffers only to clients that prefer them", () => {
    expect(wantsOpenApiProtobuf("application/com.github.proto-openapi.spec.v2@v1.0+protobuf")).toBe(
      true,
    );
    expect(
      wantsOpenApiProtobuf(
        "application/com.github.proto-openapi.spec.v2.v1.0+protobuf, application/json",
      ),
    ).toBe(true);
    expect(
      wantsOpenApiProtobuf(
        "application/json, application/com.github.proto-openapi.spec.v2@v1.0+protobuf",
      ),
    ).toBe(false);
    expect(wantsOpenApiProtobuf("application/json")).toBe(false);
    expect(wantsOpenApiProtobuf(undefined)).toBe(false);
  });
});
