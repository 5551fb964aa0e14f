/** A storage error (StoreError) as the API answers it: the Status Kubernetes' registry gives for the same etcd outcome. */
import { type KindInfo } from "./kinds.js";
import { ApiError } from "./status.js";
import type { StoreError } from "../storage/storage.js";
/** A storage error as the API answers it. */
export declare function fromStore(error: StoreError, info: KindInfo, name: string): ApiError;
