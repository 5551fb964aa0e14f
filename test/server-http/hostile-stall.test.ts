/**
 * The hostile requests of issue 35 stall no other client, on both stores: while each runs,
 * another client probes `/healthz` every 20 ms and its worst wait stays under 200 ms. (The
 * controller's workload and big lists have tests of their own: controller-stall.test.ts,
 * big-lists.test.ts.)
 * - an apply with a `!!binary` scalar of 977 KiB (it took 24 s, answering nothing meanwhile);
 * - a Lease written by many field managers, then a patch carrying 1,001 managedFields
 *   entries, and a conflicting apply (one such apply stalled the server 2.5 s).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { storeVariants } from "./stores.js";
import { call, start, type Started } from "./http.js";
import { startStallProbe } from "./stall-probe.js";
import { binaryApplyBody, conflictingLeaseApply, managedFieldsFlood } from "./hostile-requests.js";

const STALL_MS = 200;
const PC = "/apis/scheduling.core.io/v1/priorityclasses";
const leases = (ns: string) => `/apis/coordination.core.io/v1/namespaces/${ns}/leases`;
const APPLY = "application/apply-patch+yaml";
const MERGE = "application/merge-patch+json";

/** Runs `work` while the probe asks /healthz; the probe's report, and the work's result. */
async function probed<T>(
  base: string,
  work: () => Promise<T>,
): Promise<{ result: T; worstMs: number; probes: number }> {
  const probe = startStallProbe(base);
  await new Promise((resolve) => setTimeout(resolve, 60));
  const result = await work();
  await new Promise((resolve) => setTimeout(resolve, 60));
  const seen = await probe.stop();
  expect(seen.failures).toBe(0);
  return { result, worstMs: seen.worstMs, probes: seen.probes };
}

describe.each(storeVariants())("on the $name store", (variant) => {
  let server: Started;
  beforeAll(async () => {
    server = await start({ storage: await variant.create() });
  }, 60_000);
  afterAll(async () => {
    await server?.app.close();
    await variant.dispose();
  });

  it(
    "an apply with a 977 KiB !!binary scalar: answered, and /healthz waits under 200 ms",
    { retry: 2, timeout: 120_000 },
    async () => {
      const body = binaryApplyBody("binary-stall");
      const { result, worstMs } = await probed(server.base, () =>
        call(server.base, "PATCH", `${PC}/binary-stall?fieldManager=stall&force=true`, {
          body,
          type: APPLY,
        }),
      );
      expect(result.status, result.text.slice(0, 200)).toBeLessThan(300);
      expect(worstMs, `the worst /healthz wait was ${Math.round(worstMs)} ms`).toBeLessThan(
        STALL_MS,
      );
    },
  );

  it(
    "many field managers, a patch of 1,001 managedFields entries (refused: at most 1,000) and a conflicting apply: /healthz waits under 200 ms",
    { retry: 2, timeout: 180_000 },
    async () => {
      const name = `managed-${Math.random().toString(36).slice(2, 8)}`;
      const path = `${leases("stall")}/${name}`;
      expect(
        (
          await call(server.base, "POST", leases("stall"), {
            body: {
              apiVersion: "coordination.core.io/v1",
              kind: "Lease",
              metadata: { name },
              spec: { holderIdentity: "a" },
            },
          })
        ).status,
      ).toBe(201);
      for (let i = 0; i < 60; i++) {
        const answer = await call(server.base, "PATCH", `${path}?fieldManager=m-${i}`, {
          body: { metadata: { labels: { [`l${i}`]: "v" } } },
          type: MERGE,
        });
        expect(answer.status).toBe(200);
      }
      const entries = managedFieldsFlood(1001);
      const { result, worstMs } = await probed(server.base, async () => {
        const flood = await call(server.base, "PATCH", path, {
          body: { metadata: { managedFields: entries } },
          type: MERGE,
        });
        const conflicting = await call(server.base, "PATCH", `${path}?fieldManager=applier`, {
          body: conflictingLeaseApply(name),
          type: APPLY,
        });
        return { flood, conflicting };
      });
      expect(result.flood.status, result.flood.text.slice(0, 300)).toBe(422);
      expect(result.conflicting.status).toBe(409);
      const stored = (await call(server.base, "GET", path)).json;
      expect(
        stored.metadata.managedFields.filter((e: { operation: string }) => e.operation === "Update")
          .length,
      ).toBeLessThanOrEqual(11);
      expect(worstMs, `the worst /healthz wait was ${Math.round(worstMs)} ms`).toBeLessThan(
        STALL_MS,
      );
    },
  );
});
