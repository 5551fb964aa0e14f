/**
 * What authentication and authorization cost per request (issue 34), alone: part `auth` of
 * `npm run bench:server` (bench/server/auth-cost.ts says what is measured).
 *
 *   npm run bench:auth           # ROUNDS=5 REQUESTS=30000 BINDINGS=1000
 */
import { cpus, loadavg } from "node:os";
import { measureAuthCost, printAuthCost } from "./server/auth-cost.js";

const load0 = loadavg()[0]!;
const cost = measureAuthCost();
printAuthCost(cost);
console.log(
  `load average ${load0.toFixed(1)} at start, ${loadavg()[0]!.toFixed(1)} at end on ${cpus().length} CPUs: above the CPU count, figures swing between rounds`,
);
