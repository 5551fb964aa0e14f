/**
 * A three-member etcd cluster for the tests, on loopback: free ports, a temporary data
 * directory per member, every member stoppable and restartable on its own data, and the
 * leader found through each member's status (etcd's gRPC gateway, `/v3/maintenance/status`).
 */
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { ETCD, ETCD_MISSING, freePort, waitHealthy } from "./etcd.js";

export interface EtcdMember {
  readonly name: string;
  readonly endpoint: string;
  /** Whether the process runs. */
  readonly running: boolean;
  /** Stops the member (SIGKILL by default: a crash); its data stays for a restart. */
  stop(signal?: NodeJS.Signals): Promise<void>;
  /** Starts the member again on its ports and data (rejoins the cluster). */
  restart(): Promise<void>;
}

export interface EtcdCluster {
  readonly members: readonly EtcdMember[];
  /** Every member's client URL. */
  readonly endpoints: readonly string[];
  /** The member that leads now (asked of the running members), or undefined without one. */
  leader(): Promise<EtcdMember | undefined>;
  /** Stops every member and removes the data. */
  destroy(): Promise<void>;
}

/** Starts a cluster of `size` members and waits until it has a leader. */
export async function startEtcdCluster(size = 3): Promise<EtcdCluster> {
  if (ETCD === undefined) throw new Error(ETCD_MISSING);
  const dataDir = mkdtempSync(join(tmpdir(), "corespec-etcd-cluster-"));
  const token = `corespec-${process.pid}-${Date.now()}`;
  const specs = [];
  for (let i = 0; i < size; i++)
    specs.push({
      name: `m${i}`,
      client: `http://127.0.0.1:${await freePort()}`,
      peer: `http://127.0.0.1:${await freePort()}`,
    });
  const initialCluster = specs.map((s) => `${s.name}=${s.peer}`).join(",");
  const members = specs.map((spec) => {
    const args = [
      "--name",
      spec.name,
      "--data-dir",
      join(dataDir, spec.name),
      "--listen-client-urls",
      spec.client,
      "--advertise-client-urls",
      spec.client,
      "--listen-peer-urls",
      spec.peer,
      "--initial-advertise-peer-urls",
      spec.peer,
      "--initial-cluster",
      initialCluster,
      "--initial-cluster-token",
      token,
      "--initial-cluster-state",
      "new",
      "--log-level",
      "error",
    ];
    let child: ChildProcess | undefined;
    const running = () =>
      child !== undefined && child.exitCode === null && child.signalCode === null;
    const member = {
      name: spec.name,
      endpoint: spec.client,
      get running() {
        return running();
      },
      launch: () => {
        child = spawn(ETCD!, args, { stdio: "ignore" });
        return child;
      },
      ready: () => waitHealthy(spec.client, child!),
      stop: async (signal: NodeJS.Signals = "SIGKILL") => {
        if (!running()) return;
        const exited = new Promise((r) => child!.once("exit", r));
        child!.kill(signal);
        await exited;
      },
      restart: async () => {
        member.launch();
        await member.ready();
      },
    };
    return member;
  });
  for (const member of members) member.launch();
  await Promise.all(members.map((m) => m.ready()));
  return {
    members,
    endpoints: members.map((m) => m.endpoint),
    leader: async () => {
      for (const member of members) {
        if (!member.running) continue;
        try {
          const res = await fetch(`${member.endpoint}/v3/maintenance/status`, {
            method: "POST",
            body: "{}",
            signal: AbortSignal.timeout(2000),
          });
          const status = (await res.json()) as { header?: { member_id?: string }; leader?: string };
          if (status.leader !== undefined && status.leader !== "0") {
            for (const other of members) {
              if (!other.running) continue;
              const own = (await (
                await fetch(`${other.endpoint}/v3/maintenance/status`, {
                  method: "POST",
                  body: "{}",
                  signal: AbortSignal.timeout(2000),
                })
              ).json()) as { header?: { member_id?: string } };
              if (own.header?.member_id === status.leader) return other;
            }
          }
        } catch {
          // this member does not answer: ask another
        }
      }
      return undefined;
    },
    destroy: async () => {
      await Promise.all(members.map((m) => m.stop("SIGKILL")));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
