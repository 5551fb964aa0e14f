// Copied by corespec from templates/server/storage/continue-token.ts. DO NOT EDIT: change the template and run `npm run generate`.

/**
 * Continue tokens of paged lists: the revision the first page was read at, the last key
 * returned, and when the first page was read. Base64url JSON, like Kubernetes' tokens.
 */
import { Buffer } from "node:buffer";
import { StoreError } from "./storage.js";

export interface ContinueToken {
  readonly rv: number;
  /** The last key returned: the next page starts after it. */
  readonly start: string;
  /** When the list's first page was read (ms). */
  readonly t: number;
}

/** The message of a 410 for an expired token, answered with a fresh one (storage.NewInconsistentContinueError). */
export const INCONSISTENT_CONTINUE_MESSAGE: string =
  "The provided continue parameter is too old to display a consistent list result. You can start a new list without the continue parameter, " +
  "or use the continue token in this response to retrieve the remainder of the results. Continuing with the provided token results in an " +
  "inconsistent list - objects that were created, modified, or deleted between the time the first chunk was returned and now may show up in the list.";

/**
 * How far in the future a token's issue time may lie (clock skew between servers): a token
 * claiming a later time is refused, so no token can outlive its time to live.
 */
export const CONTINUE_CLOCK_SKEW_MS = 1000;

export function encodeContinue(token: ContinueToken): string {
  return Buffer.from(
    JSON.stringify({ v: 1, rv: token.rv, start: token.start, t: token.t }),
  ).toString("base64url");
}

export function decodeContinue(text: string): ContinueToken {
  let value: unknown;
  try {
    if (!/^[A-Za-z0-9_-]*={0,2}$/.test(text)) throw new Error("not base64url");
    value = JSON.parse(Buffer.from(text, "base64url").toString("utf8"));
  } catch {
    throw StoreError.badRequest("invalid continue token: not a token this server issued");
  }
  const v = value as { [key: string]: unknown } | null;
  if (
    typeof v !== "object" ||
    v === null ||
    v.v !== 1 ||
    typeof v.rv !== "number" ||
    !Number.isSafeInteger(v.rv) ||
    v.rv < 0 ||
    typeof v.start !== "string" ||
    typeof v.t !== "number"
  ) {
    throw StoreError.badRequest("invalid continue token: not a token this server issued");
  }
  return { rv: v.rv, start: v.start, t: v.t };
}
