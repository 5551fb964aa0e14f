/**
 * The generator's content cache: a warm process answers an unchanged module from its last run,
 * and the cache on disk still holds every result that run used, so the next fresh process finds
 * them all (one that kept only what a warm run changed made the next cold run recompile
 * everything), and drops the results no longer used.
 */
import { mkdirSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { codeDigest, ContentCache } from "../generator/cache.js";
import { rootPath } from "../generator/paths.js";

const NAME = `test-content-cache-${process.pid}`;
const DIR = rootPath(`node_modules/.cache/corespec/${NAME}`);
afterAll(() => rmSync(DIR, { recursive: true, force: true }));

const codec = { encode: (n: number) => String(n), decode: (t: string) => Number(t) };

describe("ContentCache", () => {
  it("keeps every entry a warm run used, also those answered from the last run", () => {
    const warm = new ContentCache<number>(NAME, "salt", codec);
    warm.set("a.ts", "alpha", ["a.ts", "alpha"], 1);
    warm.set("b.ts", "beta", ["b.ts", "beta"], 2);
    warm.save();
    // The next run in the same process: a.ts unchanged, b.ts edited.
    expect(warm.get("a.ts", "alpha", ["a.ts", "alpha"])).toBe(1);
    expect(warm.get("b.ts", "beta 2", ["b.ts", "beta 2"])).toBeUndefined();
    warm.set("b.ts", "beta 2", ["b.ts", "beta 2"], 3);
    warm.save();
    expect(readdirSync(DIR)).toHaveLength(2); // a.ts and the edited b.ts; the old b.ts is removed
    const fresh = new ContentCache<number>(NAME, "salt", codec);
    expect(fresh.get("a.ts", "alpha", ["a.ts", "alpha"])).toBe(1);
    expect(fresh.get("b.ts", "beta 2", ["b.ts", "beta 2"])).toBe(3);
    expect(fresh.get("b.ts", "beta", ["b.ts", "beta"])).toBeUndefined(); // no longer used: dropped
  });

  it("answers a path from the last run only for the same input, and survives a damaged entry", () => {
    const json = { ...codec, decode: (t: string) => JSON.parse(t) as number };
    const cache = new ContentCache<number>(`${NAME}-inputs`, "salt", json);
    cache.set("a.ts", "alpha", ["a.ts", "alpha"], 1);
    cache.save();
    expect(cache.get("a.ts", "other", ["a.ts", "other"])).toBeUndefined();
    expect(cache.get("b.ts", "alpha", ["b.ts", "alpha"])).toBeUndefined();
    const dir = rootPath(`node_modules/.cache/corespec/${NAME}-inputs`);
    writeFileSync(join(dir, readdirSync(dir)[0]!), "{not json");
    expect(
      new ContentCache<number>(`${NAME}-inputs`, "salt", json).get("a.ts", "alpha", [
        "a.ts",
        "alpha",
      ]),
    ).toBeUndefined();
    rmSync(dir, { recursive: true, force: true });
  });

  it("answers nothing a different generator made: the salt holds the digest of the code that made the results", () => {
    const dir = join(tmpdir(), `corespec-code-digest-${process.pid}`);
    mkdirSync(dir, { recursive: true });
    const module = join(dir, "step.js");
    writeFileSync(module, "export const step = 1;\n");
    const before = codeDigest(pathToFileURL(module).href);
    writeFileSync(module, "export const step = 2;\n");
    const after = codeDigest(pathToFileURL(module).href);
    expect(after).not.toBe(before);
    const cache = new ContentCache<number>(`${NAME}-code`, before, codec);
    cache.set("a.ts", "alpha", ["a.ts", "alpha"], 1);
    cache.save();
    expect(
      new ContentCache<number>(`${NAME}-code`, before, codec).get("a.ts", "alpha", [
        "a.ts",
        "alpha",
      ]),
    ).toBe(1);
    expect(
      new ContentCache<number>(`${NAME}-code`, after, codec).get("a.ts", "alpha", [
        "a.ts",
        "alpha",
      ]),
    ).toBeUndefined();
    rmSync(dir, { recursive: true, force: true });
    rmSync(rootPath(`node_modules/.cache/corespec/${NAME}-code`), { recursive: true, force: true });
  });

  it("is salted by the code of the format and compile steps", async () => {
    const { FORMAT_SALT } = await import("../generator/format.js");
    expect(FORMAT_SALT).toContain(
      codeDigest(new URL("../generator/format.ts", import.meta.url).href),
    );
  });

  it("removes the results of the step's other versions when it saves, and nothing else", () => {
    const step = `${NAME}-step`;
    const root = rootPath("node_modules/.cache/corespec/");
    for (const dir of [`${step}-tool-1.0`, `${step}-tool-2.0`, `${NAME}-other-step`]) {
      mkdirSync(join(root, dir), { recursive: true });
      writeFileSync(join(root, dir, "result"), "x");
    }
    const cache = new ContentCache<number>(`${step}-tool-3.0`, "salt", codec, step);
    cache.set("a.ts", "alpha", ["a.ts", "alpha"], 1);
    cache.save();
    const left = readdirSync(root)
      .filter((d) => d.includes(`${NAME}-`) && d.includes("step"))
      .sort();
    expect(left).toEqual([`${NAME}-other-step`, `${step}-tool-3.0`].sort());
    for (const dir of left) rmSync(join(root, dir), { recursive: true, force: true });
  });
});
