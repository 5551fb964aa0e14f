/**
 * A content-addressed cache of pure, slow steps (prettier, the TypeScript compile): results
 * by digest of their input, kept in memory for a watch session and on disk between runs (like
 * `prettier --cache`), in node_modules/.cache/corespec. CORESPEC_NO_CACHE=1 turns it off
 * (nothing is read from it, in memory or on disk, and nothing is saved).
 */
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { rootPath } from "./paths.js";

const DIR = rootPath("node_modules/.cache/corespec/");

export class ContentCache {
  private entries: Map<string, string> | undefined;
  /** The entries this run used; only they are saved, so the file never outgrows one generation. */
  private used = new Map<string, string>();
  private dirty = false;

  constructor(
    private readonly name: string,
    /** Whatever else the results depend on (tool version, options). */
    private readonly salt: string,
  ) {}

  private get file(): string {
    return join(DIR, `${this.name}.json`);
  }

  private load(): Map<string, string> {
    if (!this.entries) {
      this.entries = new Map();
      if (process.env.CORESPEC_NO_CACHE !== "1" && existsSync(this.file)) {
        try {
          this.entries = new Map(Object.entries(JSON.parse(readFileSync(this.file, "utf8")) as Record<string, string>));
        } catch {
          // A damaged cache only makes this run slower.
        }
      }
    }
    return this.entries;
  }

  key(...parts: string[]): string {
    const hash = createHash("sha1").update(this.salt);
    for (const part of parts) hash.update("\0").update(part);
    return hash.digest("hex");
  }

  get(key: string): string | undefined {
    if (process.env.CORESPEC_NO_CACHE === "1") return undefined;
    const value = this.load().get(key);
    if (value !== undefined) this.used.set(key, value);
    return value;
  }

  set(key: string, value: string): void {
    this.load().set(key, value);
    this.used.set(key, value);
    this.dirty = true;
  }

  /** Writes the entries of this run; starts the next run's bookkeeping. */
  save(): void {
    const used = this.used;
    this.used = new Map();
    if (!this.dirty || process.env.CORESPEC_NO_CACHE === "1") return;
    this.dirty = false;
    try {
      mkdirSync(DIR, { recursive: true });
      const temp = `${this.file}.${process.pid}`;
      writeFileSync(temp, JSON.stringify(Object.fromEntries(used)));
      renameSync(temp, this.file);
    } catch {
      // Not being able to cache only makes the next run slower.
    }
  }
}

/**
 * The result of the last run for each path, in this process: an unchanged module (in a warm
 * process usually the very same string, kept by the emitters' memo) is answered without the
 * digest of its text and the cache lookup. Holds the paths of the last run only.
 */
export class LastRun<T> {
  private last = new Map<string, { readonly input: string; readonly result: T }>();
  private current = new Map<string, { readonly input: string; readonly result: T }>();

  /** The last run's result for `path` when its input was `input`, kept for the next run too. */
  find(path: string, input: string): T | undefined {
    const kept = process.env.CORESPEC_NO_CACHE === "1" ? undefined : this.last.get(path);
    if (kept?.input !== input) return undefined;
    this.current.set(path, kept);
    return kept.result;
  }

  keep(path: string, input: string, result: T): T {
    this.current.set(path, { input, result });
    return result;
  }

  /** Ends a run: its results become the ones the next run reuses. */
  next(): void {
    this.last = this.current;
    this.current = new Map();
  }
}
