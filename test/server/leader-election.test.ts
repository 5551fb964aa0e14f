/**
 * Leader election over a Lease (templates/server/controllers/leader-election.ts), as
 * client-go's leaderelection does it: one leader among candidates, takeover after a release
 * or after leaseDuration without renewal, and a leader that cannot renew for renewDeadline
 * stops leading.
 */
import { afterEach, describe, expect, it } from "vitest";
import { kinds } from "../../output/server/dist/kinds.js";
import { defaultHandlers, MemoryStore } from "../../output/server/dist/index.js";
import { LeaderElector } from "../../output/server/dist/runtime/controllers/leader-election.js";
import { localContext } from "../../output/server/dist/runtime/controllers/local-client.js";

type Obj = { [key: string]: any };

const SETTINGS = { namespace: "kube-system", name: "test-lock", leaseDurationMs: 600, renewDeadlineMs: 400, retryPeriodMs: 50 };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const electors: LeaderElector[] = [];
afterEach(async () => {
  await Promise.all(electors.splice(0).map((e) => e.stop()));
});

function candidate(leases: ReturnType<typeof defaultHandlers>, identity: string, log: string[]): LeaderElector {
  const elector = new LeaderElector(leases, { ...SETTINGS, identity }, {
    onStartedLeading: () => log.push(`${identity} leads`),
    onStoppedLeading: () => log.push(`${identity} stops`),
  });
  electors.push(elector);
  elector.start();
  return elector;
}

async function until(check: () => boolean, ms = 3000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error("not in time");
    await sleep(10);
  }
}

describe("leader election", () => {
  const leases = () => defaultHandlers(new MemoryStore(), kinds.get("coordination.core.io/v1/Lease")!);

  it("of three candidates exactly one leads, and the others never do while it renews", async () => {
    const handlers = leases();
    const log: string[] = [];
    const all = ["a", "b", "c"].map((id) => candidate(handlers, id, log));
    await until(() => log.length > 0);
    await sleep(800); // longer than leaseDuration: the leader renewed meanwhile
    expect(log).toHaveLength(1);
    expect(all.filter((e) => e.isLeader())).toHaveLength(1);
  });

  it("a leader that stops releases the Lease, and another candidate takes it at once", async () => {
    const handlers = leases();
    const log: string[] = [];
    const a = candidate(handlers, "a", log);
    await until(() => a.isLeader());
    const b = candidate(handlers, "b", log);
    const stoppedAt = Date.now();
    await a.stop();
    await until(() => b.isLeader());
    // Released: no wait for leaseDuration.
    expect(Date.now() - stoppedAt).toBeLessThan(SETTINGS.leaseDurationMs);
    const lease = (await handlers.read(localContext({ namespace: "kube-system", name: "test-lock" }))) as Obj;
    expect(lease.spec).toMatchObject({ holderIdentity: "b", leaseTransitions: 1 });
  });

  it("a leader whose Lease is taken over stops leading within renewDeadline", async () => {
    const handlers = leases();
    const log: string[] = [];
    const a = candidate(handlers, "a", log);
    await until(() => a.isLeader());
    // Another party keeps the Lease as its own (as a leader elsewhere that saw it expire would).
    const steal = async () => {
      const lease = (await handlers.read(localContext({ namespace: "kube-system", name: "test-lock" }))) as Obj;
      const now = new Date().toISOString().replace(/\.(\d{3})Z$/, ".$1000Z");
      await handlers.replace(localContext({ namespace: "kube-system", name: "test-lock" }), { ...lease, spec: { ...lease.spec, holderIdentity: "thief", renewTime: now } }).catch(() => undefined);
    };
    const stolenAt = Date.now();
    const thief = setInterval(() => void steal(), 20);
    try {
      await until(() => !a.isLeader());
    } finally {
      clearInterval(thief);
    }
    expect(Date.now() - stolenAt).toBeLessThan(SETTINGS.renewDeadlineMs + 4 * SETTINGS.retryPeriodMs + 200);
    expect(log).toEqual(["a leads", "a stops"]);
  });
});
