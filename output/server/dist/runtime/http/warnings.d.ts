/** Total characters of warning text before truncation starts (warning.go, truncateAtTotalRunes). */
export declare const TRUNCATE_AT_TOTAL_RUNES: number;
/** Characters of each warning once truncating (warning.go, truncateItemRunes). */
export declare const TRUNCATE_ITEM_RUNES: number;
/** Bytes of all Warning header values; Node's clients refuse heads over 16 KiB (`--max-http-header-size`). */
export declare const MAX_WARNING_HEADER_BYTES: number;
/** The Warning header values for the warnings of a request, in order. */
export declare function warningHeaders(warnings: readonly string[]): string[];
