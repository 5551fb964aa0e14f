/**
 * The health endpoints, as Kubernetes' healthz package serves them
 * (k8s.io/apiserver pkg/server/healthz/healthz.go): `/healthz`, `/livez` and `/readyz`, each
 * the sum of named checks, with one path per check (`/readyz/ping`), `?verbose` for the list
 * (`[+]ping ok` ... `readyz check passed`), `?exclude=<check>`, and the list always on failure
 * (500, `[-]storage failed: reason withheld` ... `readyz check failed`).
 */
import type { FastifyInstance } from "fastify";
/** Registers `/healthz`, `/livez`, `/readyz` and a path per check of each. */
export declare function healthRoutes(
  app: FastifyInstance,
  ready: () => Promise<boolean> | boolean,
): void;
