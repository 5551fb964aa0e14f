/**
 * A list, or a page of one, read from etcd itself, as Kubernetes' etcd3 store lists: the
 * etcd store's lists (the cacher hands it a list with a limit and no selector while its cache
 * is not filled: KEP-4568, shouldDelegateListOnNotReadyCache). A selector is applied to the
 * keys read, in chunks of the limit, until the page is full. Its continue tokens are the
 * cache's (revision, last key, issue time), so the next page is served by whichever of the
 * two answers it.
 */
import type { Etcd3 } from "etcd3";
import { encodeContinue } from "../continue-token.js";
import { expiredContinue, listRevision, TOO_OLD_LIST_MESSAGE } from "../list-revision.js";
import { frozenAt } from "../objects.js";
import { StoreError, type ListQuery, type ListResult, type StoredObject } from "../storage.js";
import { prefixEnd } from "./keys.js";

export interface EtcdListContext {
  readonly client: Etcd3;
  /** The resource's key prefix, ending in `/`. */
  readonly prefix: string;
  readonly namespaced: boolean;
  readonly continueTtlMs: number;
  readonly now: number;
  /** The deadline of each etcd request. */
  readonly options: () => { deadline: number };
}

/** etcd's answer for a revision it no longer keeps, or not yet. */
const COMPACTED = /required revision has been compacted/;
const FUTURE = /required revision is a future revision/;

/** One page of `query` from etcd (every object it selects, without a limit). */
export async function listFromEtcd(ctx: EtcdListContext, query: ListQuery): Promise<ListResult> {
  const rangeStart =
    ctx.namespaced && query.namespace !== undefined && query.namespace !== ""
      ? `${query.namespace}/`
      : "";
  const revision = listRevision(query, rangeStart, ctx.now, ctx.continueTtlMs);
  const limit = query.limit !== undefined && query.limit > 0 ? Math.floor(query.limit) : undefined;
  let from =
    revision.kind === "continue"
      ? `${ctx.prefix}${revision.token.start}\u0000`
      : `${ctx.prefix}${rangeStart}`;
  const end = Buffer.from(prefixEnd(`${ctx.prefix}${rangeStart}`));
  let at =
    revision.kind === "continue"
      ? revision.token.rv
      : revision.kind === "exact"
        ? revision.rv
        : undefined;
  if (revision.kind === "continue" && revision.stale)
    throw expiredContinue(revision.token, await latest(ctx), ctx.now);
  const items: StoredObject[] = [];
  let lastKey: string | undefined;
  let more = false;
  let remaining: number | undefined;
  for (;;) {
    let page;
    try {
      page = await ctx.client.kv.range(
        {
          key: Buffer.from(from),
          range_end: end,
          limit: limit ?? 0,
          ...(at !== undefined ? { revision: at } : {}),
        },
        ctx.options(),
      );
    } catch (error) {
      const message = String((error as { message?: unknown } | null)?.message ?? "");
      if (!COMPACTED.test(message) && !(FUTURE.test(message) && at !== undefined)) throw error;
      // As the cache answers: a token whose revision etcd no longer has (or not yet) is expired.
      if (revision.kind === "continue")
        throw expiredContinue(revision.token, await latest(ctx), ctx.now);
      throw COMPACTED.test(message)
        ? StoreError.expired(TOO_OLD_LIST_MESSAGE)
        : StoreError.tooLargeResourceVersion(at!, await latest(ctx));
    }
    if (at === undefined) {
      const read = Number(page.header.revision);
      if (revision.kind === "notOlderThan" && revision.rv > read)
        throw StoreError.tooLargeResourceVersion(revision.rv, read);
      at = read;
    }
    let n = 0;
    for (; n < page.kvs.length && (limit === undefined || items.length < limit); n++) {
      const kv = page.kvs[n]!;
      const object = frozenAt(kv.value.toString(), Number(kv.mod_revision));
      if (query.select !== undefined && !query.select(object)) continue;
      items.push(object);
      lastKey = kv.key.toString().slice(ctx.prefix.length);
    }
    if (limit !== undefined && items.length >= limit) {
      more = n < page.kvs.length || page.more;
      if (query.select === undefined && more) remaining = Number(page.count) - n;
      break;
    }
    if (!page.more || page.kvs.length === 0) break;
    from = `${page.kvs[page.kvs.length - 1]!.key.toString()}\u0000`;
  }
  const result: {
    items: StoredObject[];
    resourceVersion: string;
    continue?: string;
    remainingItemCount?: number;
  } = { items, resourceVersion: String(at) };
  if (more && lastKey !== undefined) {
    result.continue = encodeContinue({
      rv: at,
      start: lastKey,
      t: revision.kind === "continue" ? revision.token.t : ctx.now,
    });
    if (remaining !== undefined) result.remainingItemCount = remaining;
  }
  return result;
}

/** etcd's current revision. */
async function latest(ctx: EtcdListContext): Promise<number> {
  const res = await ctx.client.kv.range(
    { key: Buffer.from(ctx.prefix), count_only: true },
    ctx.options(),
  );
  return Number(res.header.revision);
}
