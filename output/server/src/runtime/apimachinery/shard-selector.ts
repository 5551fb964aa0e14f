// Copied by corespec from templates/server/apimachinery/shard-selector.ts. DO NOT EDIT: change the template and run `npm run generate`.

/**
 * `shardSelector` (alpha, behind ShardedListAndWatch; seed 000 §4.3): a CEL expression of
 * `shardRange(<path>, '<hexStart>', '<hexEnd>')` terms joined by `||`, the path
 * `object.metadata.uid` or `object.metadata.namespace`, the bounds single-quoted `0x` hex
 * strings over the 64-bit FNV-1a hash of the path's value: start inclusive, end exclusive, the
 * whole space 0x0 to 0x10000000000000000 (2^64). An object is selected when any term holds.
 */

/** The most terms a selector may join (a bound on the request's cost). */
export const MAX_SHARD_TERMS = 64;

const PATHS = { "object.metadata.uid": "uid", "object.metadata.namespace": "namespace" } as const;
const SPACE = 1n << 64n;

export interface ShardTerm {
  readonly field: "uid" | "namespace";
  readonly start: bigint;
  readonly end: bigint;
}

/** A selector that does not parse: what was expected, at which position (0-based, in characters). */
export class ShardSelectorError extends Error {
  constructor(
    readonly detail: string,
    readonly position: number,
  ) {
    super(`${detail} at position ${position}`);
  }
}

export function parseShardSelector(text: string): ShardTerm[] {
  let at = 0;
  const space = () => {
    while (at < text.length && /\s/.test(text[at]!)) at++;
  };
  const expect = (token: string) => {
    space();
    if (!text.startsWith(token, at))
      throw new ShardSelectorError(`expected ${JSON.stringify(token)}`, at);
    at += token.length;
  };
  const path = (): ShardTerm["field"] => {
    space();
    const match = /^[A-Za-z_][A-Za-z0-9_.]*/.exec(text.slice(at));
    const found = match?.[0] ?? "";
    const field = (PATHS as Record<string, ShardTerm["field"]>)[found];
    if (field === undefined)
      throw new ShardSelectorError(
        `unsupported path ${JSON.stringify(found)}: must be object.metadata.uid or object.metadata.namespace`,
        at,
      );
    at += found.length;
    return field;
  };
  const bound = (): bigint => {
    space();
    const match = /^'0x([0-9a-fA-F]{1,17})'/.exec(text.slice(at));
    if (!match)
      throw new ShardSelectorError("expected a single-quoted hex string with a 0x prefix", at);
    const value = BigInt(`0x${match[1]!}`);
    if (value > SPACE)
      throw new ShardSelectorError("hex value out of range: at most 0x10000000000000000", at);
    at += match[0].length;
    return value;
  };
  const terms: ShardTerm[] = [];
  for (;;) {
    if (terms.length === MAX_SHARD_TERMS)
      throw new ShardSelectorError(`at most ${MAX_SHARD_TERMS} shardRange terms`, at);
    expect("shardRange");
    expect("(");
    const field = path();
    expect(",");
    space();
    const startAt = at;
    const start = bound();
    expect(",");
    const end = bound();
    expect(")");
    if (start >= end)
      throw new ShardSelectorError("the start of a range must be less than its end", startAt);
    terms.push({ field, start, end });
    space();
    if (at === text.length) return terms;
    expect("||");
  }
}

/** The 64-bit FNV-1a hash of a string's UTF-8 bytes. */
export function fnv1a64(value: string): bigint {
  let hash = 0xcbf29ce484222325n;
  for (const byte of new TextEncoder().encode(value)) {
    hash ^= BigInt(byte);
    hash = (hash * 0x100000001b3n) & 0xffffffffffffffffn;
  }
  return hash;
}

/** Whether an object falls in one of the ranges. */
export function inShard(
  terms: readonly ShardTerm[],
  object: { readonly [key: string]: unknown },
): boolean {
  const metadata = (object.metadata ?? {}) as { readonly [key: string]: unknown };
  return terms.some((term) => {
    const value = metadata[term.field];
    if (typeof value !== "string") return false;
    const hash = fnv1a64(value);
    return hash >= term.start && hash < term.end;
  });
}
