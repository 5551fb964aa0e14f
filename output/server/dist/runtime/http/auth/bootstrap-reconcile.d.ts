/**
 * The bootstrap RBAC policy made sure of at start-up, as kube-apiserver's post-start hook
 * `rbac/bootstrap-roles` does (pkg/registry/rbac/rest/storage_rbac.go, ensureRBACPolicy, with
 * pkg/registry/rbac/reconciliation): a ClusterRole or ClusterRoleBinding that is missing is
 * created; one that exists, unless annotated `rbac.authorization.kubernetes.io/autoupdate:
 * "false"`, gets the labels, annotations, rules (those its rules do not cover, validation.Covers)
 * and subjects it lacks; a binding whose roleRef differs is deleted and made again. The writes
 * go through the resources' handlers (defaults, validation, managed fields), as Kubernetes'
 * go through its loopback client; a conflict is read again and retried. The first attempt runs
 * before the server listens; on failure (a store not reachable yet) it goes on in the
 * background, once a second, until it succeeds or the server closes.
 */
import type { FastifyInstance } from "fastify";
import type { ResourceHandlers } from "../../apimachinery/handlers.js";
import type { PolicyRule } from "./rbac-index.js";
type Handlers = ReadonlyMap<string, ResourceHandlers<unknown, unknown>>;
/** The expected rules the existing ones do not cover (validation.Covers). */
export declare function uncoveredRules(
  existing: readonly PolicyRule[],
  expected: readonly PolicyRule[],
): PolicyRule[];
/** Makes sure of the bootstrap policy once; throws what failed. */
export declare function ensureBootstrapPolicy(
  handlers: Handlers,
  signal: AbortSignal,
): Promise<void>;
/** The post-start hook: the first attempt before the server listens, retries in the background, stopped on close. */
export declare function bootstrapPolicyHooks(app: FastifyInstance, handlers: Handlers): void;
export {};
