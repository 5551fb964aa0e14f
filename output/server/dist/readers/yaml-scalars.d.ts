/** What a tagged scalar reads as: its value, or go-yaml's error. */
export type TaggedScalar =
  | {
      readonly value: string | number | boolean | null;
    }
  | {
      readonly error: string;
    };
/**
 * The value of a scalar written with an explicit tag, as go-yaml v2 unmarshals it into
 * `interface{}`, or undefined when the tag is not one of `tag:yaml.org,2002:` go-yaml reads
 * (local tags, `!!set`, `!!omap`, `!!map` on a scalar...: the text, as the caller has it).
 */
export declare function taggedScalar(tag: string, text: string): TaggedScalar | undefined;
/**
 * base64.StdEncoding.DecodeString (line breaks ignored, padding required) and the bytes as
 * encoding/json writes a Go string: valid UTF-8 kept, each invalid byte U+FFFD. Undefined when
 * the text is not base64.
 */
export declare function goBase64String(text: string): string | undefined;
/** Bytes as a Go string written by encoding/json: each byte not part of valid UTF-8 becomes U+FFFD. */
export declare function goString(bytes: Uint8Array): string;
