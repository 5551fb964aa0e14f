/**
 * Nothing gets through a secured server without passing authentication and authorization
 * (issue 34): every route the server has (read from Fastify's own route tree: resources,
 * watches, subresources, discovery, OpenAPI, version, health) and an unknown path, with every
 * method, is sent without credentials (each must answer 401) and as a user bound to nothing
 * (each must answer 403); the count of requests that got through is 0.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import { makePki, type Pki } from "../helpers/pki.js";
import { secureCall, startSecure, type Credentials } from "./secure-http.js";

let dir: string;
let pki: Pki;
let server: Awaited<ReturnType<typeof startSecure>>;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "corespec-every-route-"));
  pki = makePki(dir);
  server = await startSecure({
    security: {
      tls: { cert: pki.server.cert, key: pki.server.key, clientCA: pki.cert },
      authorization: { authorizers: [{ type: "RBAC" }] },
    },
  });
}, 60_000);

afterAll(async () => {
  await server?.app.close();
  rmSync(dir, { recursive: true, force: true });
});

/** Every route of Fastify's tree (printRoutes) with its methods, parameters filled in. */
function everyRoute(tree: string): [string, string[]][] {
  const stack: string[] = [];
  const routes: [string, string[]][] = [];
  for (const line of tree.split("\n")) {
    const at = line.search(/[├└]── /);
    if (at < 0) continue;
    const depth = at / 4;
    const match = /^(.*?)(?: \(([A-Z, ]+)\))?$/.exec(line.slice(at + 4))!;
    const path = (stack[depth - 1] ?? "") + match[1]!;
    stack[depth] = path;
    stack.length = depth + 1;
    if (match[2] !== undefined)
      routes.push([
        path
          .replace(/:namespace/g, "default")
          .replace(/:name/g, "x")
          .replace(/\*/g, "anything"),
        match[2].split(", "),
      ]);
  }
  return routes;
}

it("lets no request through without credentials or with a user bound to nothing", async () => {
  const routes = everyRoute(server.app.printRoutes({ commonPrefix: false }));
  routes.push(["/no/such/path", ["GET", "POST"]]);
  expect(routes.length).toBeGreaterThan(50);
  const nobody = pki.client("nobody", ["nothing"]);
  const who: [Credentials, number][] = [
    [{ ca: pki.cert }, 401],
    [{ ca: pki.cert, token: "not-a-token" }, 401],
    [{ ca: pki.cert, cert: nobody.cert, key: nobody.key }, 403],
  ];
  let sent = 0;
  const through: string[] = [];
  for (const [credentials, expected] of who) {
    for (const [path, methods] of routes) {
      for (const method of methods) {
        const answer = await secureCall(
          server.base,
          method,
          path,
          credentials,
          method === "POST" || method === "PUT" || method === "PATCH" ? {} : undefined,
        );
        sent++;
        if (answer.status !== expected) through.push(`${method} ${path}: ${answer.status}`);
      }
    }
  }
  expect(sent).toBeGreaterThan(500);
  expect(through).toEqual([]);
}, 120_000);
