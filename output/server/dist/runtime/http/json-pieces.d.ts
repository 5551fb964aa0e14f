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
export declare const SPLIT_BYTES: number;
/** The JSON of `value` at `depth`: its text when small, its pieces when large, undefined when it has none (as JSON.stringify answers for undefined or a function). */
export declare function json(
  value: unknown,
  pretty: boolean,
  depth: number,
): string | Generator<string, void, undefined> | undefined;
/** JSON.stringify of the value, its lines indented to `depth` (pretty JSON has newlines only between tokens). */
export declare function whole(value: unknown, pretty: boolean, depth: number): string | undefined;
