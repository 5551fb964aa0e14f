/**
 * What authentication and authorization cost per request (issue 34): the same GET of a
 * PriorityClass without security and with a JWT authenticator and the RBAC authorizer over
 * 1,000 ClusterRoleBindings, driven through Fastify's injector (no sockets, no TLS), so the
 * figures are the server's own work per request; and the filters alone, called directly. Each
 * measurement runs in a process of its own (auth-worker.ts), rounds alternating which mode goes
 * first: in one process, each server's garbage was collected in the other's time and the ratio
 * swung from 0.8x to 1.6x. Prints the medians and the ratio. Never fails on speed. Part `auth`
 * of `npm run bench:server`; `npm run bench:auth` runs it alone (ROUNDS=5 REQUESTS=30000
 * BINDINGS=1000).
 */
import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";

const ROUNDS = Number(process.env.ROUNDS ?? 5);
const WORKER = fileURLToPath(new URL("./auth-worker.ts", import.meta.url));
const MODES = ["open", "secured", "filters"] as const;
type Mode = (typeof MODES)[number];

/** The median CPU per request of each mode over the rounds, with their spread. */
export type AuthCost = Readonly<
  Record<Mode, { readonly median: number; readonly min: number; readonly max: number }>
>;

function once(mode: Mode): number {
  const run = spawnSync(process.execPath, ["--import", "tsx", WORKER, mode], {
    encoding: "utf8",
    env: process.env,
  });
  const line = run.stdout.trim().split("\n").pop() ?? "";
  if (run.status !== 0 || !line.startsWith("{"))
    throw new Error(`auth bench worker (${mode}) failed: ${run.stderr || run.stdout}`);
  return (JSON.parse(line) as { cpuUs: number }).cpuUs;
}

/** Measures each mode ROUNDS times, each in a fresh process, rotating which goes first. */
export function measureAuthCost(): AuthCost {
  const figures: Record<Mode, number[]> = { open: [], secured: [], filters: [] };
  for (let round = 0; round < ROUNDS; round++) {
    for (let i = 0; i < MODES.length; i++) {
      const mode = MODES[(round + i) % MODES.length]!;
      figures[mode].push(once(mode));
    }
  }
  const summary = (xs: number[]) => ({
    median: [...xs].sort((a, b) => a - b)[xs.length >> 1]!,
    min: Math.min(...xs),
    max: Math.max(...xs),
  });
  return {
    open: summary(figures.open),
    secured: summary(figures.secured),
    filters: summary(figures.filters),
  };
}

/** Prints the figures of measureAuthCost. */
export function printAuthCost(c: AuthCost): void {
  const us = (f: AuthCost[Mode]) =>
    `${f.median.toFixed(1)} µs CPU/request (${f.min.toFixed(1)}-${f.max.toFixed(1)})`;
  console.log(
    `authentication and authorization: GET a PriorityClass, in-process, one request at a time, ${ROUNDS} rounds, each mode in its own process (medians, ranges):`,
  );
  console.log(`  without authn/authz:                                ${us(c.open)}`);
  console.log(`  JWT (cached key and token) + RBAC (1,000 bindings): ${us(c.secured)}`);
  console.log(`  the filters alone, called directly:                 ${us(c.filters)}`);
  // The fastest round of each mode is the one the machine disturbed least: on a shared machine
  // some processes run slow throughout, so the rounds of one mode spread by a third and the ratio
  // of the medians moves between runs more than the ratio of the fastest rounds.
  console.log(
    `  cost ratio (secured / open): ${(c.secured.median / c.open.median).toFixed(2)}x of the medians, ${(c.secured.min / c.open.min).toFixed(2)}x of the fastest rounds (target at most 1.3x)`,
  );
}
