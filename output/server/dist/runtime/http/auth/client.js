// Copied by corespec from templates/server/http/auth/client.ts. DO NOT EDIT: change the template and run `npm run generate`.
/**
 * The few HTTP(S) calls authentication and authorization make (an issuer's discovery document
 * and keys, a webhook's SubjectAccessReview), with the TLS settings their configurations give
 * (a CA bundle, a client certificate), a bearer token and a timeout; answers are JSON and at most
 * 1 MiB.
 */
import { request as httpRequest } from "node:http";
import { request as httpsRequest } from "node:https";
const MAX_RESPONSE_BYTES = 1024 * 1024;
/** GETs (or POSTs a body to) a URL and parses the JSON answer; throws on a status other than 2xx. */
export function fetchJson(url, settings, body) {
  const target = new URL(url);
  const payload = body === undefined ? undefined : JSON.stringify(body);
  const headers = { accept: "application/json" };
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
            resolve(JSON.parse(text));
          } catch (error) {
            reject(new Error(`${url}: ${error.message}`));
          }
        }, reject);
      },
    );
    req.on("timeout", () => req.destroy(new Error(`${url}: timed out`)));
    req.on("error", reject);
    req.end(payload);
  });
}
function readAnswer(res) {
  return new Promise((resolve, reject) => {
    const chunks = [];
    let size = 0;
    res.on("data", (chunk) => {
      size += chunk.length;
      if (size > MAX_RESPONSE_BYTES) res.destroy(new Error("response too large"));
      else chunks.push(chunk);
    });
    res.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    res.on("error", reject);
  });
}
