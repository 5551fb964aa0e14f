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
export declare class EventRateLimit {
  private readonly enforcers;
  constructor(config: EventRateLimitConfig);
  /** admission.go Validate: throws the last rejection, after every limit took its token. */
  validate(request: AdmissionRequest): void;
}
