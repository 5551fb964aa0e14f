/**
 * The metadata rules of served kinds, as Kubernetes' ValidateObjectMeta applies them: a name
 * or generateName in the kind's name format, a namespace for namespaced kinds and none for
 * cluster-scoped ones, and a resourceVersion on updates. The fields' own formats (the
 * namespace a DNS label, ...) and immutability come from the ObjectMeta spec.
 */
import { type Collector } from "./errors.js";
export type NameCheck = (name: string) => string | undefined;
/** A kind's apiVersion and kind (Kubernetes' TypeMeta), when they are given as strings, must name that kind. */
export declare function checkTypeMeta(
  apiVersion: unknown,
  kind: unknown,
  path: string,
  c: Collector,
  expectedApiVersion: string,
  expectedKind: string,
): void;
/**
 * `kubeFinalizers`: the kind's strategy validates metadata with core's ValidateObjectMeta, which
 * adds validateKubeFinalizerName to apimachinery's rule; false for kinds validated with
 * apimachinery's ValidateObjectMeta alone (Lease, LeaseCandidate, RuntimeClass).
 */
export declare function checkObjectMeta(
  metadata: unknown,
  path: string,
  c: Collector,
  namespaced: boolean,
  nameCheck: NameCheck,
  kubeFinalizers?: boolean,
): void;
export declare function checkObjectMetaUpdate(
  metadata: unknown,
  old: unknown,
  path: string,
  c: Collector,
): void;
