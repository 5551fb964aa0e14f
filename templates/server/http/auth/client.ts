/**
 * The few HTTP(S) calls authentication and authorization make (an issuer's discovery document
 * and keys, a webhook's SubjectAccessReview), with the TLS settings their configurations give
 * (a CA bundle, a client certificate), a bearer token and a timeout; answers are JSON and at most
 * 1 MiB.
 */
import { request as httpRequest, type IncomingMessage } from "node:http";
import { request as httpsRequest } from "node:https";

export interface ClientSettings {
  /** PEM certificates trusted for the server's certificate; the system's roots when unset. */
  readonly ca?: string;
  readonly cert?: string;
  readonly key?: string;
  readonly token?: string;
  readonly timeoutMs?: number;
}

const MAX_RESPONSE_BYTES = 1024 * 1024;

/** GETs (or POSTs a body to) a URL and parses the JSON answer; throws on a status other than 2xx. */
export function fetchJson(url: string, settings: ClientSettings, body?: unknown): Promise<unknown> {
  const target = new URL(url);
  const payload = body === undefined ? undefined : JSON.stringify(body);
  const headers: Record<string, string> = { accept: "application/json" };
  if (payload !== undefined) headers["content-type"] = "application/json";
  if (settings.token !== undefined) headers.authorization = `Bearer ${settings.token}`;
  const tls =
    target.protocol === "https:"
      ? {
          ...(settings.ca !== undefined ? { ca: settings.ca } : {}),
          ...(settings.cert !== undefined ? { cert: settings.cert } : {}),
          ...(settings.key !== undefined ? { key: settings.key } : {}),
        }
      : {};
  const send = target.protocol === "https:" ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const req = send(
      target,
      {
        method: payload === undefined ? "GET" : "POST",
        headers,
        ...tls,
        ...(settings.timeoutMs !== undefined ? { timeout: settings.timeoutMs } : {}),
      },
      (res) => {
        readAnswer(res).then((text) => {
          const code = res.statusCode ?? 0;
          if (code < 200 || code > 299)
            return reject(new Error(`${url}: ${code}: ${text.slice(0, 200)}`));
          try {
            resolve(JSON.parse(text) as unknown);
          } catch (error) {
            reject(new Error(`${url}: ${(error as Error).message}`));
          }
        }, reject);
      },
    );
    req.on("timeout", () => req.destroy(new Error(`${url}: timed out`)));
    req.on("error", reject);
    req.end(payload);
  });
}

function readAnswer(res: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    res.on("data", (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_RESPONSE_BYTES) res.destroy(new Error("response too large"));
      else chunks.push(chunk);
    });
    res.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    res.on("error", reject);
  });
}
