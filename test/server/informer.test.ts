/**
 * The controllers' informer (templates/server/controllers/informer.ts), as client-go's
 * reflector: a list page by page, a watch from the list's resourceVersion, a watch again from
 * the last revision seen when the server ends one, and a new list when a watch answers 410
 * Expired, which also removes what disappeared meanwhile. Over a scripted client.
 */
import { describe, expect, it } from "vitest";
import {
  ApiError,
  type Client,
  type Json,
  type ListResult,
  type Query,
  type WatchEvent,
} from "../../output/server/dist/runtime/controllers/client.js";
import { Informer } from "../../output/server/dist/runtime/controllers/informer.js";

const REF = { group: "resource.core.io", version: "v1", resource: "resourceslices" };
const obj = (name: string, rv: string): Json => ({ metadata: { name, resourceVersion: rv } });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Lists answer from `lists` in turn (each a list of pages); watches play `watches` in turn, then wait for the abort. */
class ScriptedClient implements Partial<Client> {
  readonly listQueries: Query[] = [];
  readonly watchQueries: Query[] = [];
  constructor(
    private readonly lists: ListResult[][],
    private readonly watches: { events: WatchEvent[]; end: "close" | "gone" }[],
  ) {}
  private listCount = 0;
  async list(_ref: unknown, query: Query = {}): Promise<ListResult> {
    this.listQueries.push(query);
    const pages = this.lists[Math.min(this.listCount, this.lists.length - 1)]!;
    const page = query.continue === undefined ? 0 : Number(query.continue);
    if (page === pages.length - 1) this.listCount++;
    return pages[page]!;
  }
  async watch(
    _ref: unknown,
    query: Query,
    onEvent: (event: WatchEvent) => void,
    signal: AbortSignal,
  ): Promise<void> {
    this.watchQueries.push(query);
    const script = this.watches.shift();
    if (script === undefined)
      return new Promise((resolve) =>
        signal.addEventListener("abort", () => resolve(), { once: true }),
      );
    for (const event of script.events) onEvent(event);
    if (script.end === "gone") throw new ApiError(410, "Expired", "too old resource version");
  }
}

describe("the informer", () => {
  it("lists page by page, watches from the list's revision, again from the last event's, and lists again on 410", async () => {
    const client = new ScriptedClient(
      [
        [
          { metadata: { continue: "1" }, items: [obj("a", "1")] },
          { metadata: { resourceVersion: "10" }, items: [obj("b", "2")] },
        ],
        [{ metadata: { resourceVersion: "30" }, items: [obj("a", "21"), obj("d", "29")] }],
      ],
      [
        {
          events: [
            { type: "ADDED", object: obj("c", "11") },
            { type: "BOOKMARK", object: obj("", "15") },
          ],
          end: "close",
        },
        { events: [{ type: "DELETED", object: obj("b", "16") }], end: "gone" },
      ],
    );
    const seen: string[] = [];
    const informer = new Informer(
      client as unknown as Client,
      REF,
      {
        onUpsert: (o) => seen.push(`+${(o.metadata as Json).name}`),
        onDelete: (o) => seen.push(`-${(o.metadata as Json).name}`),
      },
      { pageSize: 1, backoffMs: [10, 10] },
    );
    const stop = new AbortController();
    const running = informer.run(stop.signal);
    await informer.waitForSync(stop.signal);
    expect(informer.hasSynced()).toBe(true);
    while (client.watchQueries.length < 3) await sleep(5);
    stop.abort();
    await running;
    expect(client.listQueries).toEqual([{ limit: 1 }, { limit: 1, continue: "1" }, { limit: 1 }]);
    expect(client.watchQueries.map((q) => q.resourceVersion)).toEqual(["10", "15", "30"]);
    expect(client.watchQueries[0]).toMatchObject({ allowWatchBookmarks: true });
    // The second list replaced the cache: c (added by the watch) is gone, a changed, d new.
    expect(seen).toEqual(["+a", "+b", "+c", "-b", "-c", "+a", "+d"]);
    expect(informer.list().map((o) => (o.metadata as Json).resourceVersion)).toEqual(["21", "29"]);
  });
});
