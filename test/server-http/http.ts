/**
 * Helpers of the HTTP tests of the generated server: starting it on a free port of
 * 127.0.0.1, requests that keep the raw answer (status, every header line, text, JSON), the
 * Status assertions, and watch streams read event by event.
 */
import { request as httpRequest, type ClientRequest } from "node:http";
import type { AddressInfo } from "node:net";
import type { FastifyInstance } from "fastify";
import { expect } from "vitest";
import { createServer, type ServerOptions } from "../../output/server/dist/index.js";

export interface Started {
  readonly app: FastifyInstance;
  readonly port: number;
  readonly base: string;
}

/** The generated server on 127.0.0.1 and a free port. */
export async function start(options: ServerOptions = {}): Promise<Started> {
  const app = createServer(options);
  await app.listen({ port: 0, host: "127.0.0.1" });
  const port = (app.addresses()[0] as AddressInfo).port;
  return { app, port, base: `http://127.0.0.1:${port}` };
}

export interface Answer {
  readonly status: number;
  /** Header names in lower case, each line of a repeated header kept. */
  readonly headers: readonly [string, string][];
  readonly text: string;
  readonly json: any;
}

export interface RequestOptions {
  /** A value sent as JSON, or a string sent as it is. */
  readonly body?: unknown;
  /** The Content-Type (application/json when a body is sent). */
  readonly type?: string;
  readonly headers?: Record<string, string>;
}

/** One request with node:http (so repeated headers such as Warning stay separate lines). */
export function call(
  base: string,
  method: string,
  path: string,
  options: RequestOptions = {},
): Promise<Answer> {
  const url = new URL(path, base);
  const payload =
    options.body === undefined
      ? undefined
      : typeof options.body === "string"
        ? options.body
        : JSON.stringify(options.body);
  const headers: Record<string, string> = { ...options.headers };
  if (payload !== undefined) {
    headers["content-type"] = options.type ?? "application/json";
    headers["content-length"] = String(Buffer.byteLength(payload));
  }
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { method, headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () => {
        const text = Buffer.concat(chunks).toString("utf8");
        const raw = res.rawHeaders;
        const pairs: [string, string][] = [];
        for (let i = 0; i < raw.length; i += 2) pairs.push([raw[i]!.toLowerCase(), raw[i + 1]!]);
        let json: unknown;
        try {
          json = text === "" ? undefined : JSON.parse(text);
        } catch {
          json = undefined;
        }
        resolve({ status: res.statusCode!, headers: pairs, text, json });
      });
      res.on("error", reject);
    });
    req.on("error", reject);
    if (payload !== undefined) req.write(payload);
    req.end();
  });
}

/** Every line of a header. */
export function headerLines(answer: Answer, name: string): string[] {
  return answer.headers.filter(([k]) => k === name.toLowerCase()).map(([, v]) => v);
}

/** Asserts a failure Status with its code and reason; returns the Status. */
export function expectFailure(answer: Answer, code: number, reason: string): any {
  expect({ status: answer.status, reason: answer.json?.reason }, answer.text).toEqual({
    status: code,
    reason,
  });
  expect(answer.json).toMatchObject({
    kind: "Status",
    apiVersion: "v1",
    metadata: {},
    status: "Failure",
    reason,
    code,
  });
  expect(typeof answer.json.message).toBe("string");
  return answer.json;
}

export type WatchEvent = { type: string; object: any };

/** A watch read line by line as its events arrive (node:http, one connection of its own). */
export class WatchStream {
  readonly events: WatchEvent[] = [];
  ended = false;
  status = 0;
  headers: Record<string, string | string[] | undefined> = {};
  private waiters: (() => void)[] = [];
  private readonly started: Promise<void>;
  private readonly request: ClientRequest;

  constructor(base: string, path: string, headers: Record<string, string> = {}) {
    let resolveHead!: () => void;
    this.started = new Promise<void>((r) => (resolveHead = r));
    const finish = () => {
      this.ended = true;
      resolveHead();
      this.wake();
    };
    this.request = httpRequest(new URL(path, base), { agent: false, headers }, (res) => {
      this.status = res.statusCode!;
      this.headers = res.headers;
      resolveHead();
      let buffer = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => {
        buffer += chunk;
        for (let nl = buffer.indexOf("\n"); nl >= 0; nl = buffer.indexOf("\n")) {
          const line = buffer.slice(0, nl);
          buffer = buffer.slice(nl + 1);
          if (line.trim() !== "") this.events.push(JSON.parse(line) as WatchEvent);
        }
        this.wake();
      });
      res.on("end", finish);
      res.on("close", finish);
      res.on("error", finish);
    });
    this.request.on("error", finish);
    this.request.end();
  }

  private wake(): void {
    const waiters = this.waiters;
    this.waiters = [];
    for (const w of waiters) w();
  }

  /** Resolves once the response head has arrived. */
  async ready(): Promise<this> {
    await this.started;
    return this;
  }

  /** Waits until at least `count` events have arrived; fails with what arrived after `ms`. */
  async waitFor(count: number, ms = 5000): Promise<WatchEvent[]> {
    const deadline = Date.now() + ms;
    while (this.events.length < count) {
      if (this.ended)
        throw new Error(
          `watch ended after ${this.events.length} of ${count} events: ${JSON.stringify(this.events.map(summary))}`,
        );
      const left = deadline - Date.now();
      if (left <= 0)
        throw new Error(
          `timed out with ${this.events.length} of ${count} events: ${JSON.stringify(this.events.map(summary))}`,
        );
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
    return this.events;
  }

  /** Waits until the server ends the stream; returns how long it took. */
  async waitEnd(ms = 5000): Promise<number> {
    const begin = Date.now();
    const deadline = begin + ms;
    while (!this.ended) {
      const left = deadline - Date.now();
      if (left <= 0) throw new Error("the watch did not end");
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
    return Date.now() - begin;
  }

  close(): void {
    this.request.destroy();
  }
}

/** `ADDED name@rv`, `BOOKMARK @rv`, `ERROR 410`. */
export function summary(event: WatchEvent): string {
  if (event.type === "ERROR") return `ERROR ${event.object?.code}`;
  if (event.type === "BOOKMARK") return `BOOKMARK @${event.object?.metadata?.resourceVersion}`;
  return `${event.type} ${event.object?.metadata?.name}@${event.object?.metadata?.resourceVersion}`;
}

/** Resolves after `ms`. */
export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
