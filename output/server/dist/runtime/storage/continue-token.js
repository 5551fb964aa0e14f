// Copied by corespec from templates/server/storage/continue-token.ts. DO NOT EDIT: change the template and run `npm run generate`.
import { Buffer } from "node:buffer";
import { StoreError } from "./storage.js";
export const INCONSISTENT_CONTINUE_MESSAGE = "The provided continue parameter is too old to display a consistent list result. You can start a new list without the continue parameter, or use the continue token in this response to retrieve the remainder of the results. Continuing with the provided token results in an inconsistent list - objects that were created, modified, or deleted between the time the first chunk was returned and now may show up in the list.";
export const CONTINUE_CLOCK_SKEW_MS = 1e3;
export function encodeContinue(token) {
  return Buffer.from(JSON.stringify({ v: 1, rv: token.rv, start: token.start, t: token.t })).toString("base64url");
}
export function decodeContinue(text) {
  let value;
  try {
    if (!/^[A-Za-z0-9_-]*={0,2}$/.test(text)) throw new Error("not base64url");
    value = JSON.parse(Buffer.from(text, "base64url").toString("utf8"));
  } catch {
    throw StoreError.badRequest("invalid continue token: not a token this server issued");
  }
  const v = value;
  if (typeof v !== "object" || v === null || v.v !== 1 || typeof v.rv !== "number" || !Number.isSafeInteger(v.rv) || v.rv < 0 || typeof v.start !== "string" || typeof v.t !== "number") {
    throw StoreError.badRequest("invalid continue token: not a token this server issued");
  }
  return { rv: v.rv, start: v.start, t: v.t };
}
