export interface ContinueToken {
  readonly rv: number;
  /** The last key returned: the next page starts after it. */
  readonly start: string;
  /** When the list's first page was read (ms). */
  readonly t: number;
}
/** The message of a 410 for an expired token, answered with a fresh one (storage.NewInconsistentContinueError). */
export declare const INCONSISTENT_CONTINUE_MESSAGE: string;
/**
 * How far in the future a token's issue time may lie (clock skew between servers): a token
 * claiming a later time is refused, so no token can outlive its time to live.
 */
export declare const CONTINUE_CLOCK_SKEW_MS = 1000;
export declare function encodeContinue(token: ContinueToken): string;
export declare function decodeContinue(text: string): ContinueToken;
