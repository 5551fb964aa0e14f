// Copied by corespec from templates/server/http/json-pieces.ts. DO NOT EDIT: change the template and run `npm run generate`.

/**
 * JSON.stringify in pieces of bounded cost: a value whose JSON is small is stringified at once;
 * a large plain object or array is written member by member, its small members gathered into
 * pieces of about PIECE_BYTES, its large ones split the same way. Joined, the pieces are the
 * bytes JSON.stringify writes (pretty: JSON.stringify(value, null, 2) as the value sits
 * `depth` levels down in a larger answer), so that an encoder that yields to the event loop
 * between pieces never spends longer than one piece's worth on it, even for one item near
 * the object size limit. Kubernetes' encoders write items whole (collections.go encodeValue);
 * here one item of 1.5 MiB would hold the only event loop for tens of milliseconds.
 */

/** Containers whose JSON is estimated larger than this are split into their members. */
export const SPLIT_BYTES: number = 16 * 1024;
/** Small members are gathered into pieces of about this size. */
const PIECE_BYTES = 16 * 1024;

/**
 * Containers this deep are stringified whole, however large: pieces nest a generator per level,
 * and a narrow chain of thousands of levels (a deep FieldsV1) would resume through all of them.
 */
const MAX_SPLIT_DEPTH = 32;

type Container = readonly unknown[] | { readonly [key: string]: unknown };

/** The JSON of `value` at `depth`: its text when small, its pieces when large, undefined when it has none (as JSON.stringify answers for undefined or a function). */
export function json(
  value: unknown,
  pretty: boolean,
  depth: number,
): string | Generator<string, void, undefined> | undefined {
  if (depth < MAX_SPLIT_DEPTH && isContainer(value) && larger(value, SPLIT_BYTES))
    return pieces(value, pretty, depth);
  return whole(value, pretty, depth);
}

/** JSON.stringify of the value, its lines indented to `depth` (pretty JSON has newlines only between tokens). */
export function whole(value: unknown, pretty: boolean, depth: number): string | undefined {
  if (!pretty) return JSON.stringify(value);
  const text = JSON.stringify(value, null, 2);
  if (text === undefined || depth === 0 || !text.includes("\n")) return text;
  return text.replace(/\n/g, `\n${"  ".repeat(depth)}`);
}

/** A plain object or array that JSON.stringify writes member by member (no toJSON of its own). */
function isContainer(value: unknown): value is Container {
  if (typeof value !== "object" || value === null) return false;
  if (typeof (value as { toJSON?: unknown }).toJSON === "function") return false;
  if (Array.isArray(value)) return true;
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

/** About how long the value's JSON is, read no further than past `budget` (then a number over it). */
function estimate(value: unknown, budget: number): number {
  const stack = STACK;
  stack.length = 0;
  let size = leafSize(value, stack);
  while (stack.length > 0 && size <= budget) {
    const next = stack.pop()!;
    size += 2;
    if (Array.isArray(next)) {
      for (let i = 0; i < next.length && size <= budget; i++) size += 1 + leafSize(next[i], stack);
    } else {
      const record = next as Record<string, unknown>;
      const keys = Object.keys(record);
      for (let i = 0; i < keys.length && size <= budget; i++)
        size += keys[i]!.length + 4 + leafSize(record[keys[i]!], stack);
    }
  }
  stack.length = 0;
  return size;
}

/** The JSON size of a string or another primitive; an object goes on the stack and counts 0 here. */
function leafSize(value: unknown, stack: object[]): number {
  if (typeof value === "string") return value.length + 2;
  if (typeof value === "object" && value !== null) {
    stack.push(value);
    return 0;
  }
  return 8;
}
/** estimate()'s work list, kept between calls (it calls nothing that could call it again). */
const STACK: object[] = [];

/** Whether the value's JSON is likely larger than `budget` bytes. */
function larger(value: unknown, budget: number): boolean {
  return estimate(value, budget) > budget;
}

/**
 * A large container's JSON, member by member (JSON.stringify's SerializeJSONArray and
 * SerializeJSONObject): runs of small members are stringified together natively, as an
 * array or object of those members whose brackets are cut off, and each large member is
 * split in turn.
 */
function* pieces(
  value: Container,
  pretty: boolean,
  depth: number,
): Generator<string, void, undefined> {
  const array = Array.isArray(value);
  const record = value as Readonly<Record<string, unknown>>;
  const names = array ? undefined : Object.keys(record);
  const count = array ? (value as readonly unknown[]).length : names!.length;
  const inner = pretty ? `\n${"  ".repeat(depth + 1)}` : "";
  // What JSON.stringify writes after the last member of a run at this depth, before its bracket.
  const closing = pretty ? depth * 2 + 2 : 1;
  let written = false;
  let from = 0;
  let size = 0;
  /** The members from `from` to `to` (exclusive), stringified together; "" when none has JSON. */
  const run = (to: number): string => {
    if (to === from) return "";
    let part: unknown;
    if (array) part = (value as readonly unknown[]).slice(from, to);
    else {
      // Without a prototype, a member named __proto__ is a member like any other.
      const members: Record<string, unknown> = Object.create(null) as Record<string, unknown>;
      for (let i = from; i < to; i++) members[names![i]!] = record[names![i]!];
      part = members;
    }
    const text = whole(part, pretty, depth) ?? "";
    from = to;
    size = 0;
    // `[` or `{`, the members each with its newline and indentation, then the run's own closing.
    const members = text.length > 2 ? text.slice(1, text.length - closing) : "";
    if (members === "") return "";
    const out = (written ? "," : "") + members;
    written = true;
    return out;
  };
  yield array ? "[" : "{";
  for (let i = 0; i < count; i++) {
    const member = array ? (value as readonly unknown[])[i] : record[names![i]!];
    const container = depth + 1 < MAX_SPLIT_DEPTH && isContainer(member);
    const length = container
      ? estimate(member, SPLIT_BYTES)
      : typeof member === "string"
        ? member.length
        : 8;
    if (!container || length <= SPLIT_BYTES) {
      // The member's own JSON, its name and its line's indentation.
      size += length + inner.length + (array ? 1 : names![i]!.length + 4);
      if (size >= PIECE_BYTES) {
        const text = run(i + 1);
        if (text !== "") yield text;
      }
      continue;
    }
    const before = run(i);
    yield `${before}${written ? "," : ""}${inner}${array ? "" : JSON.stringify(names![i]) + (pretty ? ": " : ":")}`;
    written = true;
    from = i + 1;
    yield* pieces(member, pretty, depth + 1);
  }
  const rest = run(count);
  yield `${rest}${written && pretty ? `\n${"  ".repeat(depth)}` : ""}${array ? "]" : "}"}`;
}
