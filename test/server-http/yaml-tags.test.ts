/**
 * An apply with a `!!binary` scalar of 977 KiB, under the YAML body bound: Kubernetes reads it
 * (sigs.k8s.io/yaml) as the decoded text, a string. It used to be a Uint8Array that the apply
 * walked byte by byte, 24 s during which the server answered nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, start, type Started } from "./http.js";

const PC = "/apis/scheduling.core.io/v1/priorityclasses";

let server: Started;

beforeAll(async () => {
  server = await start();
});

afterAll(async () => {
  await server.app.close();
});

describe("YAML tags in request bodies", () => {
  it("applies a 977 KiB !!binary scalar as its decoded text", async () => {
    const text = "corespec ".repeat(83_334);
    const body = `apiVersion: scheduling.core.io/v1\nkind: PriorityClass\nmetadata: {name: bin}\nvalue: 1\ndescription: !!binary ${Buffer.from(text).toString("base64")}\n`;
    expect(body.length).toBeGreaterThan(976 * 1024);
    const applied = await call(server.base, "PATCH", `${PC}/bin?fieldManager=t`, {
      body,
      type: "application/apply-patch+yaml",
    });
    expect(applied.status).toBe(201);
    expect(applied.json.description).toBe(text);
    const read = await call(server.base, "GET", `${PC}/bin`);
    expect(read.json.description).toBe(text);
    expect((await call(server.base, "GET", "/healthz")).text).toBe("ok");
  }, 60_000);

  it("creates from YAML with tags read as sigs.k8s.io/yaml reads them, and refuses what a tag refuses", async () => {
    const body =
      "apiVersion: scheduling.core.io/v1\nkind: PriorityClass\nmetadata:\n  name: tags\n  labels: {a: !!str 1}\n  annotations: {at: !!timestamp 2001-12-14}\nvalue: !!float 3\n";
    const fixed = await call(server.base, "POST", PC, { body, type: "application/yaml" });
    expect(fixed.status, fixed.text).toBe(201);
    expect(fixed.json.metadata.labels).toEqual({ a: "1" });
    expect(fixed.json.metadata.annotations).toEqual({ at: "2001-12-14" });
    expect(fixed.json.value).toBe(3);
    const refused = await call(server.base, "POST", PC, {
      body: body.replace("!!float 3", "!!int 3.5"),
      type: "application/yaml",
    });
    expect(refused.status).toBe(400);
    expect(refused.json.message).toContain("cannot decode !!float `3.5` as a !!int");
  });
});
