/**
 * Parses a Go duration; returns nanoseconds (a float above 2^53, where precision is lost), or
 * undefined when Go's time.ParseDuration fails (syntax, unknown unit, int64 overflow).
 */
export declare function parseDuration(value: string): number | undefined;
