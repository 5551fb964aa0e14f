/**
 * Requests served at once are bounded as Kubernetes bounds them (--max-requests-inflight 400,
 * --max-mutating-requests-inflight 200): a request past its limit gets 429 with Retry-After
 * before its body is read, so that slow uploads cannot hold memory without end. Watches and
 * health probes are not counted; reads and writes have their own limits.
 */
import { connect, type Socket } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, expectFailure, headerLines, start, WatchStream, type Started } from "./http.js";

const PC = "/apis/scheduling.core.io/v1/priorityclasses";
const pc = (name: string) => ({
  apiVersion: "scheduling.core.io/v1",
  kind: "PriorityClass",
  metadata: { name },
  value: 1,
});

let server: Started;

beforeAll(async () => {
  server = await start();
});

afterAll(async () => {
  await server?.app.close();
});

/** Writes that declare a body of `declared` bytes and send only its first byte, then wait. */
async function heldWrites(count: number, declared = 3 * 1024 * 1024): Promise<Socket[]> {
  const url = new URL(server.base);
  const sockets: Socket[] = [];
  for (let i = 0; i < count; i++) {
    const socket = connect(Number(url.port), url.hostname);
    socket.on("error", () => undefined);
    socket.write(
      `POST ${PC} HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${declared}\r\n\r\n{`,
    );
    sockets.push(socket);
  }
  // Every request has reached the server once a request sent after them is answered.
  await call(server.base, "GET", "/healthz");
  await new Promise((resolve) => setTimeout(resolve, 200));
  return sockets;
}

describe("requests in flight", () => {
  it("answers 429 with Retry-After past 200 writes in flight, and serves reads, watches and probes meanwhile", async () => {
    const held = await heldWrites(199);
    try {
      // The 200th write is served.
      expect((await call(server.base, "POST", PC, { body: pc("200th") })).status).toBe(201);
      held.push(...(await heldWrites(1)));
      const refused = await call(server.base, "POST", PC, { body: pc("refused") });
      const status = expectFailure(refused, 429, "TooManyRequests");
      expect(status.message).toBe("Too many requests, please try again later.");
      expect(headerLines(refused, "retry-after")).toEqual(["1"]);
      expect((await call(server.base, "GET", `${PC}/refused`)).status).toBe(404);
      expect((await call(server.base, "GET", PC)).status).toBe(200);
      expect((await call(server.base, "GET", "/readyz")).status).toBe(200);
      const watch = await new WatchStream(server.base, `${PC}?watch=true`).ready();
      expect(watch.status).toBe(200);
      watch.close();
    } finally {
      for (const socket of held) socket.destroy();
    }
    // The writes that went away no longer count.
    const deadline = Date.now() + 10_000;
    let answer = await call(server.base, "POST", PC, { body: pc("after") });
    while (answer.status === 429 && Date.now() < deadline)
      answer = await call(server.base, "POST", PC, { body: pc("after") });
    expect(answer.status).toBe(201);
  }, 60_000);

  it("lets a client that is still sending its body read the 429", async () => {
    const held = await heldWrites(200, 16);
    try {
      const body = JSON.stringify({ ...pc("late"), description: "x".repeat(2 * 1024 * 1024) });
      for (let i = 0; i < 5; i++) {
        const fetched = await fetch(`${server.base}${PC}`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body,
        });
        expect(fetched.status).toBe(429);
        expect(await fetched.json()).toMatchObject({
          kind: "Status",
          reason: "TooManyRequests",
          code: 429,
        });
        expectFailure(await call(server.base, "POST", PC, { body }), 429, "TooManyRequests");
      }
    } finally {
      for (const socket of held) socket.destroy();
    }
  }, 60_000);
});
