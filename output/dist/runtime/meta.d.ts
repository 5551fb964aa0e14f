/**
 * The metadata rules of served kinds, as Kubernetes' ValidateObjectMeta applies them: a name
 * or generateName in the kind's name format, a namespace for namespaced kinds and none for
 * cluster-scoped ones, and a resourceVersion on updates. The fields' own formats (the
 * namespace a DNS label, ...) and immutability come from the ObjectMeta spec.
 */
import { type Collector } from "./errors.js";
export type NameCheck = (name: string) => string | undefined;
export declare function checkObjectMeta(metadata: unknown, path: string, c: Collector, namespaced: boolean, nameCheck: NameCheck): void;
export declare function checkObjectMetaUpdate(metadata: unknown, old: unknown, path: string, c: Collector): void;
