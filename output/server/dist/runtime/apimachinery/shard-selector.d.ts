/**
 * `shardSelector` (alpha, behind ShardedListAndWatch; seed 000 §4.3): a CEL expression of
 * `shardRange(<path>, '<hexStart>', '<hexEnd>')` terms joined by `||`, the path
 * `object.metadata.uid` or `object.metadata.namespace`, the bounds single-quoted `0x` hex
 * strings over the 64-bit FNV-1a hash of the path's value: start inclusive, end exclusive, the
 * whole space 0x0 to 0x10000000000000000 (2^64). An object is selected when any term holds.
 */
/** The most terms a selector may join (a bound on the request's cost). */
export declare const MAX_SHARD_TERMS = 64;
export interface ShardTerm {
  readonly field: "uid" | "namespace";
  readonly start: bigint;
  readonly end: bigint;
}
/** A selector that does not parse: what was expected, at which position (0-based, in characters). */
export declare class ShardSelectorError extends Error {
  readonly detail: string;
  readonly position: number;
  constructor(detail: string, position: number);
}
export declare function parseShardSelector(text: string): ShardTerm[];
/** The 64-bit FNV-1a hash of a string's UTF-8 bytes. */
export declare function fnv1a64(value: string): bigint;
/** Whether an object falls in one of the ranges. */
export declare function inShard(
  terms: readonly ShardTerm[],
  object: {
    readonly [key: string]: unknown;
  },
): boolean;
