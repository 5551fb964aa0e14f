/**
 * Discovery and documents, as Kubernetes serves them: /api, /apis, /apis/<group>,
 * /apis/<group>/<version> (APIVersions, APIGroupList, APIGroup, APIResourceList),
 * aggregated discovery (aggregated-discovery.ts), the OpenAPI documents (openapi-routes.ts), /version,
 * and the health endpoints (health.ts).
 */
import type { FastifyInstance } from "fastify";
import type { KindInfo } from "../apimachinery/kinds.js";
import { type Documents } from "./openapi-routes.js";
export type { Documents } from "./openapi-routes.js";
interface Group {
  readonly name: string;
  readonly versions: readonly string[];
}
/**
 * What /version reports: a Kubernetes version within one minor of the kubectl the tests run
 * (1.32), so that kubectl prints no version-skew warning; the `+corespec` build tells it apart.
 */
export declare const SERVER_VERSION: {
  readonly major: "1";
  readonly minor: "33";
  readonly gitVersion: "v1.33.0+corespec";
  readonly gitCommit: "";
  readonly gitTreeState: "clean";
  readonly buildDate: "";
  readonly goVersion: "";
  readonly compiler: "corespec";
};
export declare function discoveryRoutes(
  app: FastifyInstance,
  kinds: ReadonlyMap<string, KindInfo>,
  groups: readonly Group[],
  documents: Documents,
  ready?: () => Promise<boolean> | boolean,
): void;
