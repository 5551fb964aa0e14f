/**
 * The TypeScript compiler, as ts-morph bundles it, loaded at its first use: only the
 * declarations of the hand-written runtime need it (`npm run build`, or a generation whose
 * runtime changed since), and loading it takes half a second. Loaded with `require`: imported
 * as an ES module, Node would first scan ts-morph's megabyte of CommonJS for the names it
 * exports. The emitters print ts-morph's structures without it (emit/structures.ts).
 */
import { createRequire } from "node:module";

const require = createRequire(import.meta.url);

export type TypeScript = typeof import("ts-morph").ts;

let loaded: TypeScript | undefined;

export const typescript = (): TypeScript =>
  (loaded ??= (require("ts-morph") as typeof import("ts-morph")).ts);

/** ts-morph's version, which names the TypeScript it bundles. */
export const TS_MORPH_VERSION = (require("ts-morph/package.json") as { version: string }).version;
