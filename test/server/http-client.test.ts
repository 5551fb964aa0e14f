/**
 * The controller manager's HTTP client (templates/server/controllers/http-client.ts) against a
 * scripted HTTPS server: the bearer token, its User-Agent, the paths (a server URL with a path
 * prefix, escaped names), the CA it is given (an untrusted certificate fails unless told to
 * skip verification), error answers as ApiErrors, and a watch read event by event until an
 * ERROR event, which rejects with its Status (410: list again).
 */
import { createServer, type Server } from "node:https";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ApiError, HttpClient } from "../../output/server/dist/controller-manager.js";
import { SERVER_CERTIFICATE, SERVER_KEY } from "../helpers/loopback-tls.js";

const REF = {
  group: "coordination.core.io",
  version: "v1",
  resource: "leases",
  namespace: "kube-system",
};
let server: Server;
let base: string;

beforeAll(async () => {
  server = createServer({ key: SERVER_KEY, cert: SERVER_CERTIFICATE }, (req, res) => {
    res.setHeader("content-type", "application/json");
    if (req.url?.includes("watch=true")) {
      res.write(
        `${JSON.stringify({ type: "ADDED", object: { metadata: { name: "a", resourceVersion: "5" } } })}\n`,
      );
      res.end(
        `${JSON.stringify({ type: "ERROR", object: { kind: "Status", code: 410, reason: "Expired", message: "too old resource version" } })}\n`,
      );
    } else if (req.url?.endsWith("/missing")) {
      res.statusCode = 404;
      res.end(
        JSON.stringify({
          kind: "Status",
          code: 404,
          reason: "NotFound",
          message: 'leases "missing" not found',
        }),
      );
    } else
      res.end(
        JSON.stringify({
          url: req.url,
          authorization: req.headers.authorization,
          userAgent: req.headers["user-agent"],
        }),
      );
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe("HttpClient", () => {
  it("sends the token and its User-Agent to the path under the server's prefix, trusting the CA it is given", async () => {
    const client = new HttpClient({
      server: `${base}/prefix`,
      ca: SERVER_CERTIFICATE,
      token: "t0k",
    });
    expect(await client.get(REF, "a b")).toEqual({
      url: "/prefix/apis/coordination.core.io/v1/namespaces/kube-system/leases/a%20b",
      authorization: "Bearer t0k",
      userAgent: "corespec-controller-manager",
    });
    const error = await client.get(REF, "missing").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      code: 404,
      reason: "NotFound",
      message: 'leases "missing" not found',
    });
    client.close();
  });

  it("refuses a certificate it cannot verify, unless told to skip verification", async () => {
    const untrusting = new HttpClient({ server: base });
    await expect(untrusting.get(REF, "a")).rejects.toThrow(/self-signed certificate/);
    untrusting.close();
    const skipping = new HttpClient({ server: base, insecureSkipTlsVerify: true });
    expect((await skipping.get(REF, "a")).url).toBe(
      "/apis/coordination.core.io/v1/namespaces/kube-system/leases/a",
    );
    skipping.close();
  });

  it("reads a watch event by event; an ERROR event rejects with its Status", async () => {
    const client = new HttpClient({ server: base, ca: SERVER_CERTIFICATE });
    const seen: string[] = [];
    const error = await client
      .watch(
        REF,
        { resourceVersion: "1" },
        (e) => void seen.push(`${e.type} ${(e.object.metadata as { name: string }).name}`),
        new AbortController().signal,
      )
      .catch((e: unknown) => e);
    expect(seen).toEqual(["ADDED a"]);
    expect(error).toMatchObject({ code: 410, reason: "Expired" });
    client.close();
  });
});
