/**
 * Leader election over a Lease (templates/server/controllers/leader-election.ts), as
 * client-go's leaderelection does it with a LeaseLock, over a fake of the API client: one
 * leader among candidates, takeover after a release or after leaseDuration without renewal
 * (measured on the candidate's own clock), and a leader that cannot renew for renewDeadline
 * stops leading. The periods leave wide margins (a leaseDuration of 10 s where the tests watch
 * for a second; a clock of the test's own for expiry), so that a stalled machine cannot make a
 * candidate see an expired Lease (issue 37 §7: 50 ms renewals against 600 ms leases were flaky).
 */
import { afterEach, describe, expect, it } from "vitest";
import { LeaderElector } from "../../output/server/dist/runtime/controllers/leader-election.js";
import { FakeClient } from "./fake-client.js";

type Obj = { [key: string]: any };

const SETTINGS = {
  namespace: "kube-system",
  name: "test-lock",
  leaseDurationMs: 10_000,
  renewDeadlineMs: 1000,
  retryPeriodMs: 50,
};
const LEASES = {
  group: "coordination.core.io",
  version: "v1",
  resource: "leases",
  namespace: "kube-system",
};
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const electors: LeaderElector[] = [];
afterEach(async () => {
  await Promise.all(electors.splice(0).map((e) => e.stop()));
});

function candidate(
  client: FakeClient,
  identity: string,
  log: string[],
  now?: () => number,
): LeaderElector {
  const elector = new LeaderElector(
    client,
    { ...SETTINGS, identity },
    {
      onStartedLeading: () => log.push(`${identity} leads`),
      onStoppedLeading: () => log.push(`${identity} stops`),
    },
    now,
  );
  electors.push(elector);
  elector.start();
  return elector;
}

async function until(check: () => boolean, ms = 10_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error("not in time");
    await sleep(10);
  }
}

const lease = async (client: FakeClient): Promise<Obj> => client.get(LEASES, "test-lock");

describe("leader election", () => {
  it("of three candidates exactly one leads, and the others never do while it renews", async () => {
    const client = new FakeClient();
    const log: string[] = [];
    const all = ["a", "b", "c"].map((id) => candidate(client, id, log));
    await until(() => log.length > 0);
    const renewed = (await lease(client)).spec.renewTime;
    await sleep(1000);
    expect(log).toHaveLength(1);
    expect(all.filter((e) => e.isLeader())).toHaveLength(1);
    // The leader renewed meanwhile.
    expect((await lease(client)).spec.renewTime).not.toBe(renewed);
  });

  it("a leader that stops releases the Lease, and another candidate takes it at once (not after leaseDuration)", async () => {
    const client = new FakeClient();
    const log: string[] = [];
    const a = candidate(client, "a", log);
    await until(() => a.isLeader());
    const b = candidate(client, "b", log);
    await a.stop();
    await until(() => b.isLeader(), SETTINGS.leaseDurationMs / 2);
    expect((await lease(client)).spec).toMatchObject({ holderIdentity: "b", leaseTransitions: 1 });
  });

  it("a candidate takes over a Lease not renewed for leaseDuration, measured on its own clock from when it saw the record", async () => {
    const client = new FakeClient();
    const renewTime = "2020-01-01T00:00:00.000000Z"; // the holder's clock: long ago, which does not count
    await client.create(LEASES, {
      metadata: { name: "test-lock", namespace: "kube-system" },
      spec: {
        holderIdentity: "gone",
        leaseDurationSeconds: 10,
        acquireTime: renewTime,
        renewTime,
        leaseTransitions: 3,
      },
    });
    let clock = 1_000_000;
    const log: string[] = [];
    const b = candidate(client, "b", log, () => clock);
    await until(() => client.calls >= 6);
    expect(b.isLeader()).toBe(false);
    // Past renewDeadline, short of leaseDuration: not yet (client-go's tryAcquireOrRenew waits leaseDuration).
    clock += SETTINGS.renewDeadlineMs + 1;
    const seen = client.calls;
    await until(() => client.calls >= seen + 6);
    expect(b.isLeader()).toBe(false);
    clock += SETTINGS.leaseDurationMs;
    await until(() => b.isLeader());
    expect((await lease(client)).spec).toMatchObject({ holderIdentity: "b", leaseTransitions: 4 });
  });

  it("a leader whose Lease is taken over stops leading (after renewDeadline without a renewal)", async () => {
    const client = new FakeClient();
    const log: string[] = [];
    const a = candidate(client, "a", log);
    await until(() => a.isLeader());
    // Another party keeps the Lease as its own (as a leader elsewhere that saw it expire would).
    const steal = async () => {
      const current = await lease(client);
      const now = new Date().toISOString().replace(/\.(\d{3})Z$/, ".$1000Z");
      await client
        .update(LEASES, {
          ...current,
          spec: { ...current.spec, holderIdentity: "thief", renewTime: now },
        })
        .catch(() => undefined);
    };
    const thief = setInterval(() => void steal(), 20);
    try {
      await until(() => !a.isLeader());
    } finally {
      clearInterval(thief);
    }
    expect(log).toEqual(["a leads", "a stops"]);
    expect((await lease(client)).spec.holderIdentity).toBe("thief");
  });
});
