import type { Duration, Quantity } from "../meta.core.io/v1.js";
/**
 * Logging options of a component.
 *
 * Alpha.
 *
 * Rules:
 * - `vmodule` must not be set when `format` is `json`.
 */
export interface LoggingConfiguration {
  /**
   * The structure of log messages. Kubernetes' default is `text` (the seed does not show it).
   *
   * - `text`: The traditional klog text output (the default).
   * - `json`: Each log message is a JSON object.
   *
   * Marked required by the seed, not enforced: Optional in Kubernetes (`omitempty`); the default is `text`.
   *
   * @defaultValue `text`
   */
  format?: "text" | "json";
  /**
   * Maximum time between log flushes. A string is parsed as a duration (e.g. `1s`); an integer is the number of nanoseconds (1s = 1000000000). Ignored if the selected logging backend writes log messages without buffering.
   *
   * Marked required by the seed, not enforced: Kubernetes fills a missing or zero value with its default of 5s.
   *
   * @defaultValue `5s`
   */
  flushFrequency?: TimeOrMetaDuration;
  /**
   * The threshold that determines which log messages are logged. The default, 0, logs only the most important messages; higher values enable additional messages. Error messages are always logged.
   *
   * Marked required by the seed, not enforced: A missing value reads as 0, the default.
   *
   * @defaultValue `0`
   */
  verbosity?: VerbosityLevel;
  /**
   * Overrides of the verbosity threshold for individual files or file patterns. Only supported for the `text` format.
   *
   * Marked required by the seed, not enforced: Optional in Kubernetes (`omitempty`); an empty list overrides nothing.
   */
  vmodule?: VModuleConfiguration;
  /**
   * Parameters specific to the logging formats. Only the options of the selected format are used, but all of them are validated. Alpha: only available with the LoggingAlphaOptions feature gate.
   *
   * Marked required by the seed, not enforced: Optional in Kubernetes (`omitempty`); every option has a default. Alpha, behind the feature gate `LoggingAlphaOptions`.
   */
  options?: FormatOptions;
}
/**
 * A duration that is either a string in Go duration syntax (e.g. `1s`, `500ms`) or an integer number of nanoseconds (e.g. 1000000000 for one second). Kubernetes keeps it only for backward compatibility of `flushFrequency`; new fields use Duration. In Go it is a struct with the fields `Duration` (the duration) and `SerializeAsString` (JSON name `-`, not serialized: it records whether the value was read as a string, so it is written back as a string, else as an integer). On the wire it is a single JSON string or integer, so it is declared here as an int-or-string alias rather than as an object.
 *
 * Alpha. Must match `^[-+]?(0|(([0-9]+(\.[0-9]*)?|\.[0-9]+)(ns|us|µs|μs|ms|s|m|h))+)$`.
 */
export type TimeOrMetaDuration = number | string;
/**
 * A klog or logr verbosity threshold. The Go type is a uint32, but klog only accepts positive int32 values, so Kubernetes rejects values above 2147483647.
 *
 * Alpha. Value: from 0 to 2147483647.
 */
export type VerbosityLevel = number;
/**
 * A list of file names or patterns with their verbosity thresholds.
 *
 * Alpha.
 */
export type VModuleConfiguration = VModuleItem[];
/**
 * The verbosity threshold of one or more files matching a glob pattern.
 *
 * Alpha.
 */
export interface VModuleItem {
  /**
   * A base file name (without the `.go` suffix and directory) or a glob pattern for such a name. Must not contain commas or equal signs, which separate the items of the corresponding klog command line argument.
   *
   * Required. Must match `^[^,=]*$`. Length: at least 1.
   */
  filePattern: string;
  /**
   * The threshold for log messages emitted inside the files matching the pattern.
   *
   * Required.
   */
  verbosity: VerbosityLevel;
}
/**
 * Options of the different logging formats.
 *
 * Alpha.
 */
export interface FormatOptions {
  /**
   * Options of the `text` format. Alpha; needs the LoggingAlphaOptions feature gate.
   *
   * Marked required by the seed, not enforced: Optional in Kubernetes (`omitempty`); every option has a default. Alpha, behind the feature gate `LoggingAlphaOptions`.
   */
  text?: TextOptions;
  /**
   * Options of the `json` format. Alpha; needs the LoggingAlphaOptions feature gate.
   *
   * Marked required by the seed, not enforced: Optional in Kubernetes (`omitempty`); every option has a default. Alpha, behind the feature gate `LoggingAlphaOptions`.
   */
  json?: JSONOptions;
}
/**
 * Options of the `text` logging format.
 *
 * Alpha.
 */
export interface TextOptions extends OutputRoutingOptions {}
/**
 * Options of the `json` logging format.
 *
 * Alpha.
 */
export interface JSONOptions extends OutputRoutingOptions {}
/**
 * Output routing options supported by both the `text` and `json` formats.
 *
 * Alpha.
 */
export interface OutputRoutingOptions {
  /**
   * Redirects error messages to stderr while info messages go to stdout, with buffering. The default writes both to stdout, without buffering. Alpha; needs the LoggingAlphaOptions feature gate.
   *
   * Marked required by the seed, not enforced: Optional in Kubernetes (`omitempty`); the default is false. Alpha, behind the feature gate `LoggingAlphaOptions`.
   *
   * @defaultValue `false`
   */
  splitStream?: boolean;
  /**
   * Size of the info stream buffer when using split streams. The default, 0, disables buffering. Alpha; needs the LoggingAlphaOptions feature gate.
   *
   * Marked required by the seed, not enforced: Optional in Kubernetes (`omitempty`); the default is 0. Alpha, behind the feature gate `LoggingAlphaOptions`.
   *
   * @defaultValue `0`
   */
  infoBufferSize?: Quantity;
}
/**
 * Programmatic logging options of a component: Go `io.Writer` values that replace the output streams. They are not serialized (no JSON form) and cannot appear in a configuration file; they are declared as `any` only so that the type is documented.
 *
 * Alpha.
 */
export interface LoggingOptions {
  /**
   * A Go writer that replaces stderr for error messages.
   *
   * Marked required by the seed, not enforced: A Go io.Writer set in code, never serialized; nil means stderr.
   */
  ErrorStream?: unknown;
  /**
   * A Go writer that replaces stdout for info messages.
   *
   * Marked required by the seed, not enforced: A Go io.Writer set in code, never serialized; nil means stdout.
   */
  InfoStream?: unknown;
}
/**
 * How a component builds its client connection to the API server.
 *
 * Alpha.
 */
export interface ClientConnectionConfiguration {
  /**
   * Path of the client config (kubeconfig) file.
   *
   * Marked required by the seed, not enforced: An empty value means no client config file (in-cluster configuration or flags are used). Format: a file system path.
   */
  kubeconfig?: string;
  /**
   * The Accept header sent by the client when connecting to the server, overriding the default `application/json`. It controls all connections of that client.
   *
   * Marked required by the seed, not enforced: An empty value keeps the client's default Accept header, `application/json`.
   */
  acceptContentTypes?: string;
  /**
   * Content type used when sending data to the server.
   *
   * Marked required by the seed, not enforced: Kubernetes defaults it to `application/vnd.kubernetes.protobuf`.
   *
   * @defaultValue `application/vnd.kubernetes.protobuf`
   */
  contentType?: string;
  /**
   * Number of queries per second allowed for this connection.
   *
   * Marked required by the seed, not enforced: Kubernetes defaults a zero value to 50.
   *
   * @defaultValue `50`
   */
  qps?: number;
  /**
   * Extra queries that may accumulate when the client exceeds its rate. Must not be negative.
   *
   * Marked required by the seed, not enforced: Kubernetes defaults a zero value to 100. Value: at least 0.
   *
   * @defaultValue `100`
   */
  burst?: number;
}
/**
 * Debugging and profiling settings.
 *
 * Alpha.
 */
export interface DebuggingConfiguration {
  /**
   * Enables profiling through the web interface at `host:port/debug/pprof/`.
   *
   * Marked required by the seed, not enforced: Optional in Kubernetes (`omitempty`); the default is true.
   *
   * @defaultValue `true`
   */
  enableProfiling?: boolean;
  /**
   * Enables block (lock contention) profiling, if profiling is enabled.
   *
   * Marked required by the seed, not enforced: Optional in Kubernetes (`omitempty`); unset means false.
   */
  enableContentionProfiling?: boolean;
}
/**
 * Leader election settings of components that can run replicated with leader election. When leader election is enabled, Kubernetes' components also require `resourceLock`, `resourceName` and `resourceNamespace` (each component defaults them, e.g. the controller manager to `kube-controller-manager` in `kube-system`).
 *
 * Alpha.
 *
 * Rules:
 * - `leaseDuration` must be > `renewDeadline` (as duration).
 */
export interface LeaderElectionConfiguration {
  /**
   * Makes the leader election client gain leadership before running the main loop. Enable it when running replicated components for high availability.
   *
   * Marked required by the seed, not enforced: Kubernetes defaults it to true.
   *
   * @defaultValue `true`
   */
  leaderElect?: boolean;
  /**
   * How long non-leader candidates wait after observing a leadership renewal before attempting to acquire leadership of a led but unrenewed leader slot. This is effectively the maximum time a leader can be stopped before it is replaced by another candidate. Only applicable if leader election is enabled.
   *
   * Marked required by the seed, not enforced: Kubernetes defaults a zero value to 15s. Greater than 0s.
   *
   * @defaultValue `15s`
   */
  leaseDuration?: Duration;
  /**
   * The interval within which the acting leader must renew its leadership before it stops leading. Must be less than the lease duration. Only applicable if leader election is enabled.
   *
   * Marked required by the seed, not enforced: Kubernetes defaults a zero value to 10s. Greater than 0s.
   *
   * @defaultValue `10s`
   */
  renewDeadline?: Duration;
  /**
   * How long clients wait between attempts to acquire and renew leadership. Only applicable if leader election is enabled.
   *
   * Greater than 0s.
   *
   * @defaultValue `2s`
   */
  retryPeriod?: Duration;
  /**
   * The type of resource object used as the lock during leader election cycles. `leases` is the lock type Kubernetes components use (component-base's generic default is the legacy `endpoints`, which client-go no longer supports; the controller manager and the scheduler default to `leases`).
   *
   * @defaultValue `leases`
   */
  resourceLock?: string;
  /** Name of the resource object used as the lock. */
  resourceName?: string;
  /** Namespace of the resource object used as the lock. */
  resourceNamespace?: string;
}
/**
 * OpenTelemetry tracing settings of a component (Kubernetes' component-base tracing API), embedded in the API server's TracingConfiguration document (apiserver.core.io).
 *
 * Alpha.
 */
export interface TracingConfiguration {
  /**
   * Address of the collector the component reports traces to, usually `host:port`. The connection is insecure and does not support TLS. Recommended is unset, which means the OTLP gRPC default `localhost:4317`. Kubernetes accepts gRPC target names: `host:port`, or a URL with the scheme `dns`, `unix` or `unix-abstract`.
   *
   * Must match `^(?:(?:[Dd][Nn][Ss]|[Uu][Nn][Ii][Xx]|[Uu][Nn][Ii][Xx]-[Aa][Bb][Ss][Tt][Rr][Aa][Cc][Tt]):|[^/]*(?:/[^/]+)*\/?$)`.
   *
   * @defaultValue `localhost:4317`
   */
  endpoint?: string;
  /**
   * Number of samples to collect per million spans, 0 to 1000000. Recommended is unset: the sampler then respects its parent span's sampling decision, and otherwise never samples.
   *
   * Value: from 0 to 1000000.
   */
  samplingRatePerMillion?: number;
}
