/**
 * One call of an admission webhook (Kubernetes' rest client of util/webhook): the
 * AdmissionReview POSTed as JSON to clientConfig.url with `?timeout=Ns`, over TLS trusting
 * clientConfig.caBundle (the system's roots without it), given up after timeoutSeconds. The
 * answer's body is bounded. A `service` clientConfig cannot be called: corespec serves no
 * Services. The server's credential for the webhook's host (webhook-credentials.ts), if any, is
 * presented: a bearer token or a client certificate.
 */
import { request as httpsRequest } from "node:https";
import { credentialFor, type WebhookCredentials } from "./webhook-credentials.js";
import type { Webhook } from "./webhook-types.js";

/** The most bytes of a webhook's answer read (Kubernetes bounds it at 3 MiB as well). */
export const MAX_WEBHOOK_RESPONSE_BYTES: number = 3 * 1024 * 1024;

/** Why a webhook could not be called (Kubernetes' ErrCallingWebhook reasons). */
export class CallError extends Error {}

/** The URL called: clientConfig.url with Kubernetes' `timeout` query parameter. */
export function webhookUrl(hook: Webhook): URL {
  if (hook.clientConfig.url === undefined) {
    throw new CallError(
      hook.clientConfig.service !== undefined
        ? "clientConfig.service is not supported: corespec serves no Services; give clientConfig.url"
        : "clientConfig has no url",
    );
  }
  const url = new URL(hook.clientConfig.url);
  url.searchParams.set("timeout", `${hook.timeoutSeconds ?? 10}s`);
  return url;
}

/** POSTs the review; the parsed JSON answer, or a CallError. */
export function callWebhook(
  hook: Webhook,
  review: unknown,
  credentials?: WebhookCredentials,
): Promise<unknown> {
  const url = webhookUrl(hook);
  const credential = credentialFor(credentials, url);
  const tls = {
    ...(credential?.cert !== undefined && credential.key !== undefined
      ? { cert: credential.cert, key: credential.key }
      : {}),
  };
  const authorization =
    credential?.token !== undefined ? { authorization: `Bearer ${credential.token}` } : {};
  const body = Buffer.from(JSON.stringify(review));
  const ca =
    hook.clientConfig.caBundle === undefined
      ? undefined
      : Buffer.from(hook.clientConfig.caBundle, "base64").toString("utf8");
  const timeoutMs = (hook.timeoutSeconds ?? 10) * 1000;
  const post = `Post "${url.href}"`;
  return new Promise((resolve, reject) => {
    const fail = (message: string) =>
      reject(new CallError(`failed to call webhook: ${post}: ${message}`));
    const req = httpsRequest(
      url,
      {
        method: "POST",
        ...(ca !== undefined ? { ca } : {}),
        ...tls,
        headers: {
          "content-type": "application/json",
          accept: "application/json",
          "content-length": body.length,
          ...authorization,
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        let size = 0;
        res.on("data", (chunk: Buffer) => {
          size += chunk.length;
          if (size > MAX_WEBHOOK_RESPONSE_BYTES) {
            req.destroy();
            fail(`the response is larger than ${MAX_WEBHOOK_RESPONSE_BYTES} bytes`);
          } else chunks.push(chunk);
        });
        res.on("error", (error) => fail(error.message));
        res.on("end", () => {
          clearTimeout(timer);
          const text = Buffer.concat(chunks).toString("utf8");
          if ((res.statusCode ?? 0) < 200 || (res.statusCode ?? 0) >= 300)
            return reject(
              new CallError(
                `failed to call webhook: the server responded with the status code ${res.statusCode ?? 0}: ${text.slice(0, 256)}`,
              ),
            );
          try {
            resolve(JSON.parse(text) as unknown);
          } catch (error) {
            reject(new CallError(`received invalid webhook response: ${(error as Error).message}`));
          }
        });
      },
    );
    const timer = setTimeout(() => {
      req.destroy();
      fail("context deadline exceeded");
    }, timeoutMs);
    req.on("error", (error) => {
      clearTimeout(timer);
      fail(error.message);
    });
    req.end(body);
  });
}
