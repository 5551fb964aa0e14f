import type { RequestContext, WatchSink } from "../request.js";
import { type Resource } from "./resource.js";
/** A watch without timeoutSeconds ends after this long (Kubernetes' --min-request-timeout). */
export declare const DEFAULT_WATCH_TIMEOUT_SECONDS = 1800;
/** The longest delay Node's timers hold (2^31 - 1 ms, about 24.8 days); longer ones fire at once. */
export declare const MAX_TIMER_MS: number;
/** Resolves when the watch has ended. */
export declare function watch(r: Resource, ctx: RequestContext, sink: WatchSink): Promise<void>;
