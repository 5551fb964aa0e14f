// Copied by corespec from templates/server/apimachinery/shard-selector.ts. DO NOT EDIT: change the template and run `npm run generate`.
export const MAX_SHARD_TERMS = 64;
const PATHS = { "object.metadata.uid": "uid", "object.metadata.namespace": "namespace" };
const SPACE = 1n << 64n;
export class ShardSelectorError extends Error {
  constructor(detail, position) {
    super(`${detail} at position ${position}`);
    this.detail = detail;
    this.position = position;
  }
  detail;
  position;
}
export function parseShardSelector(text) {
  let at = 0;
  const space = () => {
    while (at < text.length && /\s/.test(text[at])) at++;
  };
  const expect = (token) => {
    space();
    if (!text.startsWith(token, at)) throw new ShardSelectorError(`expected ${JSON.stringify(token)}`, at);
    at += token.length;
  };
  const path = () => {
    space();
    const match = /^[A-Za-z_][A-Za-z0-9_.]*/.exec(text.slice(at));
    const found = match?.[0] ?? "";
    const field = PATHS[found];
    if (field === void 0) throw new ShardSelectorError(`unsupported path ${JSON.stringify(found)}: must be object.metadata.uid or object.metadata.namespace`, at);
    at += found.length;
    return field;
  };
  const bound = () => {
    space();
    const match = /^'0x([0-9a-fA-F]{1,17})'/.exec(text.slice(at));
    if (!match) throw new ShardSelectorError("expected a single-quoted hex string with a 0x prefix", at);
    const value = BigInt(`0x${match[1]}`);
    if (value > SPACE) throw new ShardSelectorError("hex value out of range: at most 0x10000000000000000", at);
    at += match[0].length;
    return value;
  };
  const terms = [];
  for (; ; ) {
    if (terms.length === MAX_SHARD_TERMS) throw new ShardSelectorError(`at most ${MAX_SHARD_TERMS} shardRange terms`, at);
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
    if (start >= end) throw new ShardSelectorError("the start of a range must be less than its end", startAt);
    terms.push({ field, start, end });
    space();
    if (at === text.length) return terms;
    expect("||");
  }
}
export function fnv1a64(value) {
  let hash = 0xcbf29ce484222325n;
  for (const byte of new TextEncoder().encode(value)) {
    hash ^= BigInt(byte);
    hash = hash * 0x100000001b3n & 0xffffffffffffffffn;
  }
  return hash;
}
export function inShard(terms, object) {
  const metadata = object.metadata ?? {};
  return terms.some((term) => {
    const value = metadata[term.field];
    if (typeof value !== "string") return false;
    const hash = fnv1a64(value);
    return hash >= term.start && hash < term.end;
  });
}
