/** HTTPS requests of the security tests: a CA to trust, a client certificate or a bearer token. */
import { request as httpsRequest } from "node:https";
import type { AddressInfo } from "node:net";
import { createServer, type ServerOptions } from "../../output/server/dist/index.js";
import type { FastifyInstance } from "fastify";

export interface Credentials {
  readonly ca?: string;
  readonly cert?: string;
  readonly key?: string;
  readonly token?: string;
}

export interface Reply {
  readonly status: number;
  readonly text: string;
  readonly json: any;
}

export async function startSecure(
  options: ServerOptions,
): Promise<{ app: FastifyInstance; base: string }> {
  const app = createServer(options);
  await app.listen({ port: 0, host: "127.0.0.1" });
  const port = (app.addresses()[0] as AddressInfo).port;
  return { app, base: `${options.security?.tls ? "https" : "http"}://127.0.0.1:${port}` };
}

export function secureCall(
  base: string,
  method: string,
  path: string,
  who: Credentials = {},
  body?: unknown,
): Promise<Reply> {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  const headers: Record<string, string> = {};
  if (payload !== undefined) headers["content-type"] = "application/json";
  if (who.token !== undefined) headers.authorization = `Bearer ${who.token}`;
  return new Promise((resolve, reject) => {
    const req = httpsRequest(
      new URL(path, base),
      { method, headers, agent: false, ca: who.ca, cert: who.cert, key: who.key },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () => {
          const text = Buffer.concat(chunks).toString("utf8");
          let json: unknown;
          try {
            json = JSON.parse(text);
          } catch {
            json = undefined;
          }
          resolve({ status: res.statusCode ?? 0, text, json });
        });
      },
    );
    req.on("error", reject);
    req.end(payload);
  });
}

/**
 * The answer once it has the expected status, asking again for up to 5 s: the RBAC authorizer
 * sees a ClusterRole or binding once its watch delivers it (at once on the memory store, after
 * etcd's watch round trip on etcd), as Kubernetes' authorizer sees them through informers.
 */
export async function settled(
  base: string,
  method: string,
  path: string,
  who: Credentials,
  status: number,
): Promise<Reply> {
  const deadline = Date.now() + 5000;
  for (;;) {
    const reply = await secureCall(base, method, path, who);
    if (reply.status === status || Date.now() > deadline) return reply;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
