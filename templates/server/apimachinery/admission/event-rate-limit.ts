/**
 * The EventRateLimit admission plugin (plugin/pkg/admission/eventratelimit in Kubernetes:
 * admission.go, limitenforcer.go, cache.go), configured by an eventratelimit.admission.core.io
 * Configuration: for each limit a token bucket (`qps` refill, `burst` capacity, full at first)
 * per key (one for Server; per namespace, user, or source and involved object, in an LRU of
 * `cacheSize` buckets, 4096 by default). Creates and updates of Events ask every limit (each
 * takes a token); when one is out of tokens the request is 429 TooManyRequests:
 * `Too many requests: limit reached on type Namespace for key default`.
 */
import { ApiError, failure } from "../status.js";

export interface EventRateLimitConfig {
  readonly limits: readonly {
    readonly type: "Server" | "Namespace" | "User" | "SourceAndObject";
    readonly qps: number;
    readonly burst: number;
    readonly cacheSize?: number;
  }[];
}

/** What the plugin is told of a request (admission.Attributes). */
export interface AdmissionRequest {
  readonly kind: string;
  readonly operation: "CREATE" | "UPDATE" | "DELETE" | "CONNECT";
  readonly namespace: string;
  readonly user: string;
  readonly object: unknown;
}

const DEFAULT_CACHE_SIZE = 4096;

class TokenBucket {
  private tokens: number;
  private at = Date.now();

  constructor(
    private readonly qps: number,
    private readonly burst: number,
  ) {
    this.tokens = burst;
  }

  tryAccept(): boolean {
    const now = Date.now();
    this.tokens = Math.min(this.burst, this.tokens + ((now - this.at) / 1000) * this.qps);
    this.at = now;
    if (this.tokens < 1) return false;
    this.tokens -= 1;
    return true;
  }
}

const str = (value: unknown): string => (typeof value === "string" ? value : "");

/** limitenforcer.go getSourceAndObjectKey over an events.core.io Event: source component and host, then the involved object. */
function sourceAndObjectKey(object: unknown): string {
  if (object === null || typeof object !== "object") return "";
  const event = object as {
    deprecatedSource?: { component?: unknown; host?: unknown };
    regarding?: Record<string, unknown>;
  };
  const regarding = event.regarding ?? {};
  return [
    event.deprecatedSource?.component,
    event.deprecatedSource?.host,
    regarding.kind,
    regarding.namespace,
    regarding.name,
    regarding.uid,
    regarding.apiVersion,
  ]
    .map(str)
    .join("");
}

class LimitEnforcer {
  private readonly buckets = new Map<string, TokenBucket>();
  private readonly size: number;

  constructor(private readonly limit: EventRateLimitConfig["limits"][number]) {
    this.size =
      limit.type === "Server"
        ? 1
        : limit.cacheSize !== undefined && limit.cacheSize > 0
          ? limit.cacheSize
          : DEFAULT_CACHE_SIZE;
  }

  accept(request: AdmissionRequest): ApiError | undefined {
    const key =
      this.limit.type === "Server"
        ? ""
        : this.limit.type === "Namespace"
          ? request.namespace
          : this.limit.type === "User"
            ? request.user
            : sourceAndObjectKey(request.object);
    let bucket = this.buckets.get(key);
    if (bucket === undefined) {
      if (this.buckets.size >= this.size)
        this.buckets.delete(this.buckets.keys().next().value as string);
      bucket = new TokenBucket(this.limit.qps, this.limit.burst);
    } else {
      // Most recently used last (the LRU order).
      this.buckets.delete(key);
    }
    this.buckets.set(key, bucket);
    if (bucket.tryAccept()) return undefined;
    return new ApiError(
      failure(
        429,
        "TooManyRequests",
        `Too many requests: limit reached on type ${this.limit.type} for key ${key}`,
      ),
    );
  }
}

export class EventRateLimit {
  private readonly enforcers: readonly LimitEnforcer[];

  constructor(config: EventRateLimitConfig) {
    this.enforcers = config.limits.map((l) => new LimitEnforcer(l));
  }

  /** admission.go Validate: throws the last rejection, after every limit took its token. */
  validate(request: AdmissionRequest): void {
    if (
      request.kind !== "Event" ||
      (request.operation !== "CREATE" && request.operation !== "UPDATE")
    )
      return;
    let rejection: ApiError | undefined;
    for (const enforcer of this.enforcers) rejection = enforcer.accept(request) ?? rejection;
    if (rejection !== undefined) throw rejection;
  }
}
