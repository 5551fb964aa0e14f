/**
 * `npm start` (the README's way to run the server) stopped with SIGTERM or SIGINT: the server
 * process stops too, and its open watches end (issue 8, item 9). npm runs the script through
 * a shell, which used to die alone and leave the node process answering.
 */
import { describe, expect, it } from "vitest";
import { answers, startCli } from "./cli-server.js";
import { call, WatchStream } from "./http.js";

const PC = "/apis/scheduling.core.io/v1/priorityclasses";

describe("npm start", () => {
  for (const signal of ["SIGTERM", "SIGINT"] as const) {
    it(`stops the server on ${signal} to npm, ending its watches`, async () => {
      const npm = await startCli("npm", ["start", "--silent", "--", "--port", "0"]);
      try {
        expect(
          (
            await call(npm.base, "POST", PC, {
              body: {
                apiVersion: "scheduling.core.io/v1",
                kind: "PriorityClass",
                metadata: { name: "x" },
                value: 1,
              },
            })
          ).status,
        ).toBe(201);
        const watch = await new WatchStream(npm.base, `${PC}?watch=true`).ready();
        await watch.waitFor(1);
        npm.child.kill(signal);
        await npm.exited;
        await watch.waitEnd();
        const deadline = Date.now() + 10_000;
        while ((await answers(npm.base)) && Date.now() < deadline)
          await new Promise((r) => setTimeout(r, 100));
        expect(await answers(npm.base)).toBe(false);
      } finally {
        npm.kill();
      }
    }, 60_000);
  }
});
