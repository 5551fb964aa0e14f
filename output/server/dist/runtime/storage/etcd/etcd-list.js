// Copied by corespec from templates/server/storage/etcd/etcd-list.ts. DO NOT EDIT: change the template and run `npm run generate`.
import { encodeContinue } from "../continue-token.js";
import { expiredContinue, listRevision, TOO_OLD_LIST_MESSAGE } from "../list-revision.js";
import { frozenAt } from "../objects.js";
import { StoreError } from "../storage.js";
import { prefixEnd } from "./keys.js";
/** etcd's answer for a revision it no longer keeps, or not yet. */
const COMPACTED = /required revision has been compacted/;
const FUTURE = /required revision is a future revision/;
/** One page of `query` (whose limit is set and which selects nothing) from etcd. */
export async function listFromEtcd(ctx, query) {
  const rangeStart =
    ctx.namespaced && query.namespace !== undefined && query.namespace !== ""
      ? `${query.namespace}/`
      : "";
  const revision = listRevision(query, rangeStart, ctx.now, ctx.continueTtlMs);
  const limit = Math.floor(query.limit);
  const from =
    revision.kind === "continue"
      ? `${ctx.prefix}${revision.token.start}\u0000`
      : `${ctx.prefix}${rangeStart}`;
  const at =
    revision.kind === "continue"
      ? revision.token.rv
      : revision.kind === "exact"
        ? revision.rv
        : undefined;
  if (revision.kind === "continue" && revision.stale)
    throw expiredContinue(revision.token, await latest(ctx), ctx.now);
  let page;
  try {
    page = await ctx.client.kv.range(
      {
        key: Buffer.from(from),
        range_end: Buffer.from(prefixEnd(`${ctx.prefix}${rangeStart}`)),
        limit,
        ...(at !== undefined ? { revision: at } : {}),
      },
      ctx.options(),
    );
  } catch (error) {
    const message = String(error?.message ?? "");
    if (!COMPACTED.test(message) && !(FUTURE.test(message) && at !== undefined)) throw error;
    // As the cache answers: a token whose revision etcd no longer has (or not yet) is expired.
    if (revision.kind === "continue")
      throw expiredContinue(revision.token, await latest(ctx), ctx.now);
    throw COMPACTED.test(message)
      ? StoreError.expired(TOO_OLD_LIST_MESSAGE)
      : StoreError.tooLargeResourceVersion(at, await latest(ctx));
  }
  const read = Number(page.header.revision);
  if (revision.kind === "notOlderThan" && revision.rv > read)
    throw StoreError.tooLargeResourceVersion(revision.rv, read);
  const rv = at ?? read;
  const items = page.kvs.map((kv) => frozenAt(kv.value.toString(), Number(kv.mod_revision)));
  const result = {
    items,
    resourceVersion: String(rv),
  };
  if (page.more && page.kvs.length > 0) {
    const last = page.kvs[page.kvs.length - 1].key.toString().slice(ctx.prefix.length);
    result.continue = encodeContinue({
      rv,
      start: last,
      t: revision.kind === "continue" ? revision.token.t : ctx.now,
    });
    result.remainingItemCount = Number(page.count) - page.kvs.length;
  }
  return result;
}
/** etcd's current revision. */
async function latest(ctx) {
  const res = await ctx.client.kv.range(
    {
      key: Buffer.from(ctx.prefix),
      count_only: true,
    },
    ctx.options(),
  );
  return Number(res.header.revision);
}
