/** Checks a meta/v1 Time: undefined when Go's time.Parse(time.RFC3339, value) accepts it. */
export declare function rfc3339Time(value: string): string | undefined;
/** Checks a meta/v1 MicroTime: undefined when Go's time.Parse(RFC3339Micro, value) accepts it. */
export declare function rfc3339MicroTime(value: string): string | undefined;
