/**
 * A content-addressed cache of pure, slow steps (the layout, the compile): results
 * by digest of their input, on disk between runs (like `prettier --cache`), one file per
 * result in node_modules/.cache/corespec/<step>/, so a run writes only the results it made
 * and removes only those no longer used. CORESPEC_NO_CACHE=1 turns it off (nothing is read
 * from it, in memory or on disk, and nothing is saved).
 */
import { createHash } from "node:crypto";
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { rootPath } from "./paths.js";

const DIR = rootPath("node_modules/.cache/corespec/");

/** How a cached result is kept as text. */
export interface Codec<T> {
  encode(value: T): string;
  decode(text: string): T;
}

const TEXT: Codec<string> = { encode: (value) => value, decode: (text) => text };

interface Entry<T> {
  /** The input the result was made from: in a warm process usually the very same string. */
  readonly input: string;
  readonly key: string;
  readonly value: T;
}

/**
 * Results of one step, by the digest of their input. It also keeps each path's entry of the
 * last run in this process: an unchanged module (the emitters' memo hands over the very same
 * string) is answered without digesting its text, reading or decoding the result.
 */
export class ContentCache<T = string> {
  /** Each path's entry of the last run, and of this one. */
  private last = new Map<string, Entry<T>>();
  private current = new Map<string, Entry<T>>();
  /** The results this run made, written by `save`. */
  private made = new Map<string, string>();

  constructor(
    private readonly name: string,
    /** Whatever else the results depend on (tool version, options). */
    private readonly salt: string,
    private readonly codec: Codec<T> = TEXT as unknown as Codec<T>,
    /**
     * The step, when `name` is `<step>-<versions>`: a save removes the step's directories of
     * other versions, so that upgrading a tool does not leave its old results behind for good.
     */
    private readonly step?: string,
  ) {}

  private get dir(): string {
    return join(DIR, this.name);
  }

  private key(parts: readonly string[]): string {
    const hash = createHash("sha1").update(this.salt);
    for (const part of parts) hash.update("\0").update(part);
    return hash.digest("hex");
  }

  /** The result for `input` at `path`, whose digest is taken over `parts` (which include `input`). */
  get(path: string, input: string, parts: readonly string[]): T | undefined {
    if (disabled()) return undefined;
    const kept = this.last.get(path);
    if (kept?.input === input) return this.use(path, kept);
    const key = this.key(parts);
    let text: string;
    try {
      text = readFileSync(join(this.dir, key), "utf8");
    } catch {
      return undefined;
    }
    try {
      return this.use(path, { input, key, value: this.codec.decode(text) });
    } catch {
      return undefined; // a damaged entry only makes this run slower
    }
  }

  set(path: string, input: string, parts: readonly string[], value: T): void {
    const entry = { input, key: this.key(parts), value };
    this.made.set(entry.key, this.codec.encode(value));
    this.use(path, entry);
  }

  private use(path: string, entry: Entry<T>): T {
    this.current.set(path, entry);
    return entry.value;
  }

  /**
   * Ends a run: writes the results it made and removes those it did not use, so the cache never
   * outgrows one generation; this run's entries become the ones the next run reuses.
   */
  save(): void {
    const [made, used] = [this.made, new Set([...this.current.values()].map((e) => e.key))];
    [this.last, this.current, this.made] = [this.current, new Map(), new Map()];
    if (disabled() || made.size === 0) return;
    try {
      mkdirSync(this.dir, { recursive: true });
      for (const [key, text] of made) {
        const temp = join(this.dir, `${key}.${process.pid}.tmp`);
        writeFileSync(temp, text);
        renameSync(temp, join(this.dir, key));
      }
      for (const name of readdirSync(this.dir))
        if (!used.has(name)) rmSync(join(this.dir, name), { force: true });
      rmSync(`${this.dir}.json`, { force: true }); // the single-file cache of earlier versions
      if (this.step !== undefined) {
        for (const other of readdirSync(DIR))
          if (other.startsWith(`${this.step}-`) && other !== this.name)
            rmSync(join(DIR, other), { recursive: true, force: true });
      }
    } catch {
      // Not being able to cache only makes the next run slower.
    }
  }
}

/**
 * A digest of the code of the modules at `urls` (each its `import.meta.url`), for a step's
 * salt: results depend on the code that made them as much as on the tools, so a changed
 * generator never answers from results an earlier one made.
 */
export function codeDigest(...urls: string[]): string {
  const hash = createHash("sha1");
  for (const url of urls) hash.update(readFileSync(new URL(url)));
  return hash.digest("hex");
}

const disabled = (): boolean => process.env.CORESPEC_NO_CACHE === "1";
