/**
 * Hostile requests against one server running in a child process with a small heap (so that
 * a crash or unbounded memory shows as a dead process): each is answered with a Kubernetes
 * Status, and afterwards the server still answers and the stored objects are unchanged.
 * Issue 8, items 1 to 8, and requests found since: a JSON patch whose copies double a value,
 * patches that together grow an object without end, and slow uploads holding bodies.
 */
import { request as httpRequest } from "node:http";
import { connect } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServeProcess, type CliServer } from "./cli-server.js";
import { call, expectFailure, headerLines, sleep, WatchStream } from "./http.js";

const PC = "/apis/scheduling.core.io/v1/priorityclasses";
const LEASES = "/apis/coordination.core.io/v1/namespaces/default/leases";
type Obj = { [key: string]: any };

const pc = (name: string, extra: Obj = {}): Obj => ({
  apiVersion: "scheduling.core.io/v1",
  kind: "PriorityClass",
  metadata: { name },
  value: 7,
  ...extra,
});
const lease = (name: string, annotation = ""): Obj => ({
  apiVersion: "coordination.core.io/v1",
  kind: "Lease",
  metadata: { name, ...(annotation ? { annotations: { big: annotation } } : {}) },
  spec: { holderIdentity: "node-1" },
});

let server: CliServer;
let before: Obj[];

/** Every stored PriorityClass, without the list's resourceVersion. */
async function storedClasses(): Promise<Obj[]> {
  return (await call(server.base, "GET", PC)).json.items;
}

/** One request on a raw socket; resolves with the status line and the body. */
function rawRequest(base: string, text: string): Promise<{ statusLine: string; body: string }> {
  const url = new URL(base);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(url.port), url.hostname);
    let data = "";
    socket.on("data", (c: Buffer) => (data += c.toString("latin1")));
    socket.on("error", reject);
    socket.on("close", () => {
      const [head = "", body = ""] = data.split("\r\n\r\n");
      resolve({ statusLine: head.split("\r\n")[0] ?? "", body });
    });
    socket.end(text);
  });
}

beforeAll(async () => {
  // A heap far smaller than the history and buffers the defects let grow.
  server = await startServeProcess(["--max-old-space-size=192"]);
  for (const name of ["a", "b", "c"])
    expect((await call(server.base, "POST", PC, { body: pc(name) })).status).toBe(201);
  before = await storedClasses();
}, 60_000);

afterAll(async () => {
  if (server) {
    // The server outlived every request, and the objects are what they were.
    const alive = await call(server.base, "GET", "/healthz");
    server.kill();
    expect(alive.text).toBe("ok");
  }
});

describe("hostile requests, one server", () => {
  it("YAML nested 1,000 deep, again and again, by every method that reads a body: 400, and the process lives", async () => {
    // The body is JSON too, and takes the JSON path; the others are YAML only.
    const json = "[".repeat(1000) + "]".repeat(1000);
    expectFailure(
      await call(server.base, "POST", PC, { body: json, type: "application/yaml" }),
      400,
      "BadRequest",
    );
    const deep = "[".repeat(1000) + "x" + "]".repeat(1000);
    const block = Array.from({ length: 1000 }, (_, i) => `${" ".repeat(i)}a:`).join("\n") + " 1";
    for (let round = 0; round < 3; round++) {
      expect(
        expectFailure(
          await call(server.base, "POST", PC, { body: block, type: "application/yaml" }),
          400,
          "BadRequest",
        ).message,
      ).toMatch(/exceeded max depth/);
      for (const [method, path, type] of [
        ["POST", PC, "application/yaml"],
        ["PUT", `${PC}/a`, "application/yaml"],
        ["DELETE", `${PC}/a`, "application/yaml"],
        ["PATCH", `${PC}/a?fieldManager=x`, "application/apply-patch+yaml"],
      ] as const) {
        const answer = await call(server.base, method, path, { body: deep, type });
        const status = expectFailure(answer, 400, "BadRequest");
        expect(status.message).toMatch(/exceeded max depth/);
      }
    }
    expect(await storedClasses()).toEqual(before);
  });

  it("YAML nested a million deep, within the YAML size limit: 400 at the first level too many, and the process lives", async () => {
    // Read whole before its depth was measured, such a body took 600 MB: this heap died.
    const deep = "[".repeat(500_000) + "x" + "]".repeat(500_000);
    for (const [method, path, type] of [
      ["POST", PC, "application/yaml"],
      ["PATCH", `${PC}/a?fieldManager=x`, "application/apply-patch+yaml"],
    ] as const) {
      const status = expectFailure(
        await call(server.base, method, path, { body: deep, type }),
        400,
        "BadRequest",
      );
      expect(status.message).toBe(
        `yaml parse error at line 1, column 257: exceeded max depth of 256`,
      );
    }
    expect(await storedClasses()).toEqual(before);
  });

  it("dense YAML within the YAML size limit: 413 at the token limit, and the process lives", async () => {
    // A megabyte of `- 1` lines held 300 MB while it was read, one of `[],` more than 500 MB: this heap died.
    for (const body of ["- 1\n".repeat(260_000), `x: [${"[],".repeat(340_000)}[]]`]) {
      expect(body.length).toBeLessThan(1024 * 1024);
      const status = expectFailure(
        await call(server.base, "POST", PC, { body, type: "application/yaml" }),
        413,
        "RequestEntityTooLarge",
      );
      expect(status.message).toBe(
        "Request entity too large: limit is 262144 tokens for YAML bodies that are not JSON",
      );
    }
    expect(await storedClasses()).toEqual(before);
  });

  it("large YAML bodies: JSON-shaped ones take the JSON path, others are limited, and other requests are served meanwhile", async () => {
    let numbers = "[0";
    for (let i = 1; numbers.length < 2.9 * 1024 * 1024; i++) numbers += `, ${i}`;
    numbers += "]"; // 2.9 MiB of numbers
    expectFailure(
      await call(server.base, "POST", PC, { body: numbers, type: "application/yaml" }),
      400,
      "BadRequest",
    );
    const words = (n: number) => `[${Array.from({ length: n }, (_, i) => `w${i}`).join(", ")}]`;
    expectFailure(
      await call(server.base, "POST", PC, { body: words(400_000), type: "application/yaml" }),
      413,
      "RequestEntityTooLarge",
    );
    // Four YAML bodies just under the token limit (4 tokens a word), parsed while /healthz is asked: it is answered first.
    const order: string[] = [];
    const yaml = Array.from({ length: 4 }, () =>
      call(server.base, "POST", PC, { body: words(65_000), type: "application/yaml" }).then((a) =>
        order.push(`yaml ${a.status}`),
      ),
    );
    await sleep(50);
    const health = call(server.base, "GET", "/healthz").then((a) =>
      order.push(`healthz ${a.text}`),
    );
    await Promise.all([...yaml, health]);
    expect(order.indexOf("healthz ok")).toBeLessThan(3);
    expect(order.filter((o) => o === "yaml 400")).toHaveLength(4);
  }, 60_000);

  it("the watch history is bounded by bytes: 300 updates of a Lease with a 240 KiB annotation, a watch open", async () => {
    const created = await call(server.base, "POST", LEASES, { body: lease("big") });
    expect(created.status).toBe(201);
    const first = created.json.metadata.resourceVersion as string;
    const watch = await new WatchStream(
      server.base,
      `${LEASES}?watch=true&resourceVersion=${first}`,
    ).ready();
    const annotation = "x".repeat(240 * 1024);
    for (let i = 0; i < 300; i++) {
      // A merge patch: a Lease's strategy refuses updates without a resourceVersion.
      const answer = await call(server.base, "PATCH", `${LEASES}/big`, {
        body: { metadata: { annotations: { big: `${i}${annotation}` } } },
        type: "application/merge-patch+json",
      });
      expect(answer.status).toBe(200);
    }
    await watch.waitFor(300, 30_000);
    watch.close();
    // The oldest changes were dropped: a watch from the first revision is too old now.
    const late = await new WatchStream(
      server.base,
      `${LEASES}?watch=true&resourceVersion=${first}`,
    ).ready();
    const [event] = await late.waitFor(1);
    expect(event).toMatchObject({ type: "ERROR", object: { code: 410, reason: "Expired" } });
    expect(await call(server.base, "DELETE", `${LEASES}/big`).then((a) => a.status)).toBe(200);
  }, 120_000);

  it("a watch client that stops reading is disconnected once its buffer is full", async () => {
    expect((await call(server.base, "POST", LEASES, { body: lease("slow") })).status).toBe(201);
    const url = new URL(server.base);
    const socket = connect(Number(url.port), url.hostname);
    socket.on("error", () => undefined);
    socket.write(`GET ${LEASES}?watch=true HTTP/1.1\r\nHost: x\r\n\r\n`);
    await new Promise((resolve) => socket.once("data", resolve));
    socket.pause(); // reads nothing more while 30 MB of events are written
    const annotation = "y".repeat(200 * 1024);
    for (let i = 0; i < 150; i++) {
      const body = { metadata: { annotations: { big: `${i}${annotation}` } } };
      expect(
        (
          await call(server.base, "PATCH", `${LEASES}/slow`, {
            body,
            type: "application/merge-patch+json",
          })
        ).status,
      ).toBe(200);
    }
    // Reading again, the client finds the connection closed before all the events arrived.
    let received = 0;
    socket.on("data", (c: Buffer) => (received += c.length));
    const closed = new Promise<void>((resolve) => socket.once("close", () => resolve()));
    socket.resume();
    await closed;
    expect(received).toBeLessThan(150 * annotation.length);
  }, 120_000);

  it("caps the warnings of a create with 450 unknown fields, so that Node clients can read the answer", async () => {
    const extra: Obj = {};
    for (let i = 0; i < 450; i++) extra[`unknownField${String(i).padStart(3, "0")}`] = i;
    const answer = await call(server.base, "POST", PC, { body: pc("warned", extra) });
    expect(answer.status).toBe(201);
    const warnings = headerLines(answer, "warning");
    expect(warnings.length).toBeGreaterThan(100);
    expect(warnings.length).toBeLessThan(450);
    expect(warnings[0]).toBe('299 - "unknown field \\"unknownField000\\""');
    expect(warnings[warnings.length - 1]).toMatch(/^299 - "\d+ more warnings were not sent/);
    expect((await fetch(`${server.base}${PC}/warned`)).status).toBe(200);
    expect((await call(server.base, "DELETE", `${PC}/warned`)).status).toBe(200);
  });

  it("keeps a watch with timeoutSeconds past what a timer holds open", async () => {
    const watch = await new WatchStream(
      server.base,
      `${PC}?watch=true&timeoutSeconds=2147484`,
    ).ready();
    await sleep(300);
    expect(watch.ended).toBe(false);
    watch.close();
  });

  it("lets a client that declared a body over the limit read the 413 Status", async () => {
    const body = JSON.stringify(pc("huge", { description: "x".repeat(5 * 1024 * 1024) }));
    for (let i = 0; i < 5; i++) {
      const answer = await call(server.base, "POST", PC, { body });
      expectFailure(answer, 413, "RequestEntityTooLarge");
      const fetched = await fetch(`${server.base}${PC}`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body,
      });
      expect(fetched.status).toBe(413);
      expect(await fetched.json()).toMatchObject({
        kind: "Status",
        reason: "RequestEntityTooLarge",
        code: 413,
      });
    }
    expect(await storedClasses()).toEqual(before);
  });

  it("answers every malformed or oversized request with a Status", async () => {
    const badUrl = expectFailure(await call(server.base, "GET", `${PC}/%FF`), 400, "BadRequest");
    expect(badUrl.message).toMatch(/percent-encoding/);
    const longName = "a".repeat(1100);
    expectFailure(await call(server.base, "GET", `${PC}/${longName}`), 404, "NotFound");
    const invalidName = await call(server.base, "POST", PC, { body: pc(longName) });
    expectFailure(invalidName, 422, "Invalid");
    for (const text of [
      `GET ${PC}?x=${"a".repeat(20_000)} HTTP/1.1\r\nHost: x\r\n\r\n`,
      `GET ${PC} HTTP/1.1\r\nHost: x\r\nX-Big: ${"b".repeat(20_000)}\r\n\r\n`,
    ]) {
      const { statusLine, body } = await rawRequest(server.base, text);
      expect(statusLine).toBe("HTTP/1.1 431 Request Header Fields Too Large");
      expect(JSON.parse(body)).toMatchObject({
        kind: "Status",
        apiVersion: "v1",
        status: "Failure",
        code: 431,
      });
    }
    const malformed = await rawRequest(server.base, "GET / HTTP/1.1\r\nHost x\r\n\r\n");
    expect(malformed.statusLine).toBe("HTTP/1.1 400 Bad Request");
    expect(JSON.parse(malformed.body)).toMatchObject({
      kind: "Status",
      reason: "BadRequest",
      code: 400,
    });
  });

  it("answers 400 for a read at resourceVersion=abc and 504 for one the server has not reached", async () => {
    const bad = expectFailure(
      await call(server.base, "GET", `${PC}/a?resourceVersion=abc`),
      400,
      "BadRequest",
    );
    expect(bad.message).toBe(
      'resourceVersion: Invalid value: "abc": strconv.ParseUint: parsing "abc": invalid syntax',
    );
    expectFailure(
      await call(server.base, "GET", `${PC}/a?resourceVersion=99999999999`),
      504,
      "Timeout",
    );
    expect((await call(server.base, "GET", `${PC}/a?resourceVersion=0`)).status).toBe(200);
  });

  it("answers 400 for a watch with a bad selector, before any event", async () => {
    for (const query of [
      "labelSelector=a%3D%3D%3Db",
      "fieldSelector=spec.nope%3Dx",
      "resourceVersion=abc",
    ]) {
      const answer = await call(server.base, "GET", `${PC}?watch=true&${query}`);
      expectFailure(answer, 400, "BadRequest");
    }
  });

  it("refuses a continue token dated in the future: 410 with a fresh token", async () => {
    const page = (await call(server.base, "GET", `${PC}?limit=1`)).json;
    const token = JSON.parse(
      Buffer.from(page.metadata.continue as string, "base64url").toString("utf8"),
    ) as Obj;
    const forged = Buffer.from(
      JSON.stringify({ ...token, t: Date.now() + 10 * 365 * 24 * 3600_000 }),
    ).toString("base64url");
    const answer = await call(server.base, "GET", `${PC}?limit=1&continue=${forged}`);
    const status = expectFailure(answer, 410, "Expired");
    expect(typeof status.metadata.continue).toBe("string");
  });

  it("a JSON patch that copies a value into itself 40 times: 422, nothing changed, and the process lives", async () => {
    // Each copy doubles the annotations: some 2^40 KB without Kubernetes' 3 MiB copy budget.
    const ops = Array.from({ length: 40 }, (_, i) => ({
      op: "copy",
      from: "/metadata/labels",
      path: `/metadata/labels/k${i}`,
    }));
    const patched = [{ op: "add", path: "/metadata/labels", value: { a: "x".repeat(60) } }, ...ops];
    const status = expectFailure(
      await call(server.base, "PATCH", `${PC}/a`, {
        body: patched,
        type: "application/json-patch+json",
      }),
      422,
      "Invalid",
    );
    expect(status.details.causes[0].message).toMatch(
      /^Unable to complete the copy, the accumulated size increase of copy is \d+, exceeding the limit 3145728$/,
    );
    expect(await storedClasses()).toEqual(before);
  });

  it("patches that each fit the body limit cannot grow an object past 1.5 MiB", async () => {
    expect((await call(server.base, "POST", PC, { body: pc("grown") })).status).toBe(201);
    const refs = (round: number) =>
      Array.from({ length: 8_000 }, (_, i) => ({
        apiVersion: "v1",
        kind: "ConfigMap",
        name: "owner",
        uid: `uid-${round}-${i}`,
      }));
    let answer = await call(server.base, "GET", `${PC}/grown`);
    for (let round = 0; round < 40 && answer.status === 200; round++) {
      answer = await call(server.base, "PATCH", `${PC}/grown`, {
        body: { metadata: { ownerReferences: refs(round) } },
        type: "application/strategic-merge-patch+json",
      });
    }
    expect(answer.json).toMatchObject({
      kind: "Status",
      status: "Failure",
      message: "etcdserver: request is too large",
      code: 500,
    });
    // One round fits: 8,000 references (about 0.6 MB) and their managedFields entries (about as much again); a second does not.
    expect(
      (await call(server.base, "GET", `${PC}/grown`)).json.metadata.ownerReferences,
    ).toHaveLength(8_000);
    expect((await call(server.base, "DELETE", `${PC}/grown`)).status).toBe(200);
  }, 60_000);

  it("slow uploads past 200 writes in flight are refused (429) before their bodies are read", async () => {
    const url = new URL(server.base);
    const uploads = Array.from({ length: 260 }, () => {
      const socket = connect(Number(url.port), url.hostname);
      let answer = "";
      socket.on("data", (c: Buffer) => (answer += c.toString("latin1")));
      socket.on("error", () => undefined);
      // 3 MiB declared, 64 KiB sent, then nothing.
      socket.write(
        `POST ${PC} HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${3 * 1024 * 1024}\r\n\r\n{"x":"${"u".repeat(64 * 1024)}`,
      );
      return { socket, answer: () => answer };
    });
    const deadline = Date.now() + 30_000;
    while (uploads.filter((u) => u.answer() !== "").length < 60 && Date.now() < deadline)
      await sleep(50);
    const refused = uploads.filter((u) => u.answer().startsWith("HTTP/1.1 429 Too Many Requests"));
    expect(refused).toHaveLength(60);
    expect((await call(server.base, "GET", "/healthz")).text).toBe("ok");
    for (const upload of uploads) upload.socket.destroy();
    expect(await storedClasses()).toEqual(before);
  }, 60_000);

  it("still answers, with the stored objects unchanged", async () => {
    expect((await call(server.base, "GET", "/healthz")).text).toBe("ok");
    expect(await storedClasses()).toEqual(before);
    await new Promise<void>((resolve, reject) =>
      httpRequest(`${server.base}${PC}/a`, (res) =>
        res.statusCode === 200 ? resolve() : reject(new Error(String(res.statusCode))),
      ).end(),
    );
  });
});
