import { type Collector } from "../../runtime/errors.js";
import { type Validator } from "../../runtime/total.js";
import type * as types from "../../types/componentbase.config.core.io/v1alpha1.js";
/**
 * Validates a LoggingConfiguration. Logging options of a component.
 *
 * Returns every error found, with Kubernetes field paths; never throws on any value. `options.featureGates` turns Kubernetes feature gates on or off.
 */
export declare const validateLoggingConfiguration: Validator<types.LoggingConfiguration>;
/** Checks a LoggingConfiguration found at `path`, adding its errors to `c`. Used by the validators of every type that holds one. */
export declare function validateLoggingConfigurationAt(
  value: unknown,
  path: string,
  c: Collector,
): void;
/**
 * Validates a TimeOrMetaDuration. A duration that is either a string in Go duration syntax (e.g.
 *
 * Returns every error found, with Kubernetes field paths; never throws on any value. `options.featureGates` turns Kubernetes feature gates on or off.
 */
export declare const validateTimeOrMetaDuration: Validator<types.TimeOrMetaDuration>;
/** Checks a TimeOrMetaDuration found at `path`, adding its errors to `c`. */
export declare function validateTimeOrMetaDurationAt(
  value: unknown,
  path: string,
  c: Collector,
): void;
/**
 * Validates a VerbosityLevel. A klog or logr verbosity threshold.
 *
 * Returns every error found, with Kubernetes field paths; never throws on any value. `options.featureGates` turns Kubernetes feature gates on or off.
 */
export declare const validateVerbosityLevel: Validator<types.VerbosityLevel>;
/** Checks a VerbosityLevel found at `path`, adding its errors to `c`. */
export declare function validateVerbosityLevelAt(value: unknown, path: string, c: Collector): void;
/**
 * Validates a VModuleConfiguration. A list of file names or patterns with their verbosity thresholds.
 *
 * Returns every error found, with Kubernetes field paths; never throws on any value. `options.featureGates` turns Kubernetes feature gates on or off.
 */
export declare const validateVModuleConfiguration: Validator<types.VModuleConfiguration>;
/** Checks a VModuleConfiguration found at `path`, adding its errors to `c`. */
export declare function validateVModuleConfigurationAt(
  value: unknown,
  path: string,
  c: Collector,
): void;
/**
 * Validates a VModuleItem. The verbosity threshold of one or more files matching a glob pattern.
 *
 * Returns every error found, with Kubernetes field paths; never throws on any value. `options.featureGates` turns Kubernetes feature gates on or off.
 */
export declare const validateVModuleItem: Validator<types.VModuleItem>;
/** Checks a VModuleItem found at `path`, adding its errors to `c`. Used by the validators of every type that holds one. */
export declare function validateVModuleItemAt(value: unknown, path: string, c: Collector): void;
/**
 * Validates a FormatOptions. Options of the different logging formats.
 *
 * Returns every error found, with Kubernetes field paths; never throws on any value. `options.featureGates` turns Kubernetes feature gates on or off.
 */
export declare const validateFormatOptions: Validator<types.FormatOptions>;
/** Checks a FormatOptions found at `path`, adding its errors to `c`. Used by the validators of every type that holds one. */
export declare function validateFormatOptionsAt(value: unknown, path: string, c: Collector): void;
/**
 * Validates a TextOptions. Options of the `text` logging format.
 *
 * Returns every error found, with Kubernetes field paths; never throws on any value. `options.featureGates` turns Kubernetes feature gates on or off.
 */
export declare const validateTextOptions: Validator<types.TextOptions>;
/** Checks a TextOptions found at `path`, adding its errors to `c`. Used by the validators of every type that holds one. */
export declare function validateTextOptionsAt(value: unknown, path: string, c: Collector): void;
/**
 * Validates a JSONOptions. Options of the `json` logging format.
 *
 * Returns every error found, with Kubernetes field paths; never throws on any value. `options.featureGates` turns Kubernetes feature gates on or off.
 */
export declare const validateJSONOptions: Validator<types.JSONOptions>;
/** Checks a JSONOptions found at `path`, adding its errors to `c`. Used by the validators of every type that holds one. */
export declare function validateJSONOptionsAt(value: unknown, path: string, c: Collector): void;
/**
 * Validates an OutputRoutingOptions. Output routing options supported by both the `text` and `json` formats.
 *
 * Returns every error found, with Kubernetes field paths; never throws on any value. `options.featureGates` turns Kubernetes feature gates on or off.
 */
export declare const validateOutputRoutingOptions: Validator<types.OutputRoutingOptions>;
/** Checks an OutputRoutingOptions found at `path`, adding its errors to `c`. Used by the validators of every type that holds one. */
export declare function validateOutputRoutingOptionsAt(
  value: unknown,
  path: string,
  c: Collector,
): void;
/**
 * Validates a LoggingOptions. Programmatic logging options of a component: Go `io.Writer` values that replace the output streams.
 *
 * Returns every error found, with Kubernetes field paths; never throws on any value. `options.featureGates` turns Kubernetes feature gates on or off.
 */
export declare const validateLoggingOptions: Validator<types.LoggingOptions>;
/** Checks a LoggingOptions found at `path`, adding its errors to `c`. Used by the validators of every type that holds one. */
export declare function validateLoggingOptionsAt(value: unknown, path: string, c: Collector): void;
/**
 * Validates a ClientConnectionConfiguration. How a component builds its client connection to the API server.
 *
 * Returns every error found, with Kubernetes field paths; never throws on any value. `options.featureGates` turns Kubernetes feature gates on or off.
 */
export declare const validateClientConnectionConfiguration: Validator<types.ClientConnectionConfiguration>;
/** Checks a ClientConnectionConfiguration found at `path`, adding its errors to `c`. Used by the validators of every type that holds one. */
export declare function validateClientConnectionConfigurationAt(
  value: unknown,
  path: string,
  c: Collector,
): void;
/**
 * Validates a DebuggingConfiguration. Debugging and profiling settings.
 *
 * Returns every error found, with Kubernetes field paths; never throws on any value. `options.featureGates` turns Kubernetes feature gates on or off.
 */
export declare const validateDebuggingConfiguration: Validator<types.DebuggingConfiguration>;
/** Checks a DebuggingConfiguration found at `path`, adding its errors to `c`. Used by the validators of every type that holds one. */
export declare function validateDebuggingConfigurationAt(
  value: unknown,
  path: string,
  c: Collector,
): void;
/**
 * Validates a LeaderElectionConfiguration. Leader election settings of components that can run replicated with leader election.
 *
 * Returns every error found, with Kubernetes field paths; never throws on any value. `options.featureGates` turns Kubernetes feature gates on or off.
 */
export declare const validateLeaderElectionConfiguration: Validator<types.LeaderElectionConfiguration>;
/** Checks a LeaderElectionConfiguration found at `path`, adding its errors to `c`. Used by the validators of every type that holds one. */
export declare function validateLeaderElectionConfigurationAt(
  value: unknown,
  path: string,
  c: Collector,
): void;
/**
 * Validates a TracingConfiguration. OpenTelemetry tracing settings of a component (Kubernetes' component-base tracing API), embedded in the API server's TracingConfiguration document (apiserver.core.io).
 *
 * Returns every error found, with Kubernetes field paths; never throws on any value. `options.featureGates` turns Kubernetes feature gates on or off.
 */
export declare const validateTracingConfiguration: Validator<types.TracingConfiguration>;
/** Checks a TracingConfiguration found at `path`, adding its errors to `c`. Used by the validators of every type that holds one. */
export declare function validateTracingConfigurationAt(
  value: unknown,
  path: string,
  c: Collector,
): void;
