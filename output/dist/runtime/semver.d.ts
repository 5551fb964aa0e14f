/** Whether `value` is a valid semantic version (Kubernetes: "must be a valid semantic version"). */
export declare function isSemver(value: string): boolean;
/**
 * Semver 2.0.0 precedence: -1, 0 or 1 as `a` is lower than, equal to or higher than `b`
 * (build metadata ignored; a pre-release is lower than its release); undefined when either
 * is not a valid version.
 */
export declare function compareSemver(a: string, b: string): -1 | 0 | 1 | undefined;
