/**
 * Accept negotiation of a kind's endpoints, as Kubernetes' NegotiateOutputMediaType does it
 * for a custom resource (JSON and YAML offered, no protobuf): a request whose Accept header
 * allows only protobuf gets 406 NotAcceptable before anything is done; a header that allows
 * JSON too, or any wildcard, is answered. It used to be answered in JSON regardless.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  negotiateMediaType,
  parseAccept,
} from "../../templates/server/apimachinery/media-types.js";
import { call, expectFailure, start, type Started } from "./http.js";

const PC = "/apis/scheduling.core.io/v1/priorityclasses";
const PROTOBUF = "application/vnd.kubernetes.protobuf";
const pc = (name: string) => ({
  apiVersion: "scheduling.core.io/v1",
  kind: "PriorityClass",
  metadata: { name },
  value: 1,
});

let server: Started;

beforeAll(async () => {
  server = await start();
  expect((await call(server.base, "POST", PC, { body: pc("a") })).status).toBe(201);
});

afterAll(async () => {
  await server.app.close();
});

describe("Accept negotiation", () => {
  it.each([
    ["get", "GET", `${PC}/a`],
    ["list", "GET", PC],
    ["watch", "GET", `${PC}?watch=true`],
    ["create", "POST", PC],
    ["update", "PUT", `${PC}/a`],
    ["delete", "DELETE", `${PC}/a`],
  ])("%s with only protobuf acceptable: 406, nothing done", async (_, method, path) => {
    for (const accept of [PROTOBUF, `${PROTOBUF};stream=watch`, `${PROTOBUF}, text/html`]) {
      const body =
        method === "POST" ? pc("b") : method === "PUT" ? { ...pc("a"), value: 9 } : undefined;
      const answer = await call(server.base, method, path, {
        ...(body ? { body } : {}),
        headers: { accept },
      });
      const status = expectFailure(answer, 406, "NotAcceptable");
      expect(status.message).toBe(
        "only the following media types are accepted: application/json, application/yaml",
      );
    }
    const read = await call(server.base, "GET", `${PC}/a`);
    expect(read.json.value).toBe(1);
    expect((await call(server.base, "GET", `${PC}/b`)).status).toBe(404);
  });

  it.each([
    ["protobuf, then JSON (client-go for a custom resource)", `${PROTOBUF}, application/json`],
    [
      "kubectl get's Tables",
      "application/json;as=Table;v=v1;g=meta.k8s.io,application/json;as=Table;v=v1beta1;g=meta.k8s.io,application/json",
    ],
    ["any type", "*/*"],
    ["any application type", "application/*"],
    ["a browser", "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8"],
    ["YAML", "application/yaml"],
    ["no header", undefined],
  ])("%s: answered", async (_, accept) => {
    const answer = await call(
      server.base,
      "GET",
      `${PC}/a`,
      accept === undefined ? {} : { headers: { accept } },
    );
    expect(answer.status, answer.text).toBe(200);
  });

  it("reads Accept headers as goautoneg does", () => {
    expect(parseAccept("text/*;q=0.5, */*;q=0.5, application/json;q=0.5, a/b")).toEqual([
      { type: "a", subType: "b", q: 1 },
      { type: "application", subType: "json", q: 0.5 },
      { type: "text", subType: "*", q: 0.5 },
      { type: "*", subType: "*", q: 0.5 },
    ]);
    expect(parseAccept("*, bad, a/b/c")).toEqual([{ type: "*", subType: "*", q: 1 }]);
    expect(negotiateMediaType(`${PROTOBUF};q=1, application/yaml;q=0.5`)).toBe("application/yaml");
    expect(negotiateMediaType(PROTOBUF, [PROTOBUF, "application/json"])).toBe(PROTOBUF);
    expect(negotiateMediaType(PROTOBUF)).toBeUndefined();
  });
});

describe("answers in YAML, and refused bodies and types", () => {
  it("answers YAML when Accept settles on application/yaml, keys sorted as sigs.k8s.io/yaml writes them: an object and a list", async () => {
    const { parse } = await import("yaml");
    for (const path of [`${PC}/a`, PC]) {
      const json = await call(server.base, "GET", path);
      const yaml = await call(server.base, "GET", path, {
        headers: { accept: "application/yaml" },
      });
      expect(yaml.status, path).toBe(200);
      expect(yaml.headers.find(([name]) => name === "content-type")?.[1], path).toMatch(
        /^application\/yaml/,
      );
      expect(parse(yaml.text), path).toEqual(json.json);
    }
    const one = await call(server.base, "GET", `${PC}/a`, {
      headers: { accept: "application/yaml" },
    });
    expect(one.text).toMatch(
      /^apiVersion: scheduling\.core\.io\/v1\nkind: PriorityClass\nmetadata:\n/,
    );
    const list = await call(server.base, "GET", PC, {
      headers: { accept: "application/yaml;q=0.9, application/json;q=0.5" },
    });
    expect(list.text).toMatch(
      /^apiVersion: scheduling\.core\.io\/v1\nitems:\n- apiVersion: scheduling\.core\.io\/v1\n  kind: PriorityClass\n/,
    );
    // JSON first in the header: JSON.
    expect(
      (
        await call(server.base, "GET", `${PC}/a`, {
          headers: { accept: "application/json, application/yaml" },
        })
      ).json.kind,
    ).toBe("PriorityClass");
  });

  it("refuses text/csv alone with 406, and a body in text/plain with 415 naming the accepted types", async () => {
    expectFailure(
      await call(server.base, "GET", `${PC}/a`, { headers: { accept: "text/csv" } }),
      406,
      "NotAcceptable",
    );
    const plain = expectFailure(
      await call(server.base, "POST", PC, { body: JSON.stringify(pc("c")), type: "text/plain" }),
      415,
      "UnsupportedMediaType",
    );
    expect(plain.message).toMatch(
      /^the body of the request was in an unknown format - accepted media types include: application\/json, application\/yaml/,
    );
  });
});
