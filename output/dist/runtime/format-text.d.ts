/** validation.MaxLenError */
export declare function maxLenError(length: number): string;
/** maxLenError's details of the two limits every name format has, made once. */
export declare const MAX_LEN_63: string;
export declare const MAX_LEN_253: string;
/** field.TooLong's detail, for the checks Kubernetes reports as FieldValueTooLong. */
export declare function tooLongError(length: number): string;
export declare const EMPTY_ERROR: string;
export declare const DNS1123_LABEL_ERROR: string;
export declare const DNS1123_SUBDOMAIN_ERROR: string;
export declare const QUALIFIED_NAME_ERROR: string;
export declare const QUALIFIED_NAME_PARTS_SUFFIX: string;
export declare const LABEL_VALUE_ERROR: string;
export declare const CONFIG_MAP_KEY_ERROR: string;
export declare const C_IDENTIFIER_ERROR: string;
export declare const HTTP_PATH_ERROR: string;
/** The details of one value, or undefined when there are none after all (slow paths re-check). */
export declare function join(errors: readonly string[]): string | undefined;
export declare function isAlnum(c: number): boolean;
/**
 * s[from, to) matches [a-z0-9]([-a-z0-9]*[a-z0-9])? (any length); upper-case letters too
 * when `caseless`.
 */
export declare function isLabel(s: string, from: number, to: number, caseless?: boolean): boolean;
/** s[from, to) matches the RFC 1123 subdomain regex (any length), ignoring case when `caseless`. */
export declare function isSubdomain(
  s: string,
  from: number,
  to: number,
  caseless?: boolean,
): boolean;
/** s[from, to) matches ([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9] (any length). */
export declare function isQualifiedNamePart(s: string, from: number, to: number): boolean;
/** s[from, to) matches [A-Za-z_][A-Za-z0-9_]* */
export declare function isCIdentifier(s: string, from?: number, to?: number): boolean;
/** Length in bytes, as Go's len(): the string's length when it is ASCII. */
export declare function byteLength(s: string): number;
/** validation.IsDNS1123Subdomain's messages. */
export declare function subdomainErrors(s: string, out: string[]): void;
/**
 * The details of a value Kubernetes checks for a length and a pattern (IsDNS1123Label and its
 * kin), given the pattern's verdict: none, one, or both joined with "; ". A value that matches
 * the pattern is ASCII, so its length is its byte length; another is measured in bytes.
 */
export declare function lengthAndPattern(
  value: string,
  max: number,
  tooLong: string,
  matches: boolean,
  mismatch: string,
): string | undefined;
/** Whether a qualified name is valid; `caseless`: its prefix may hold upper-case letters too. */
export declare function isValidQualifiedName(value: string, caseless?: boolean): boolean;
/** validation.IsQualifiedName / content.IsLabelKey, with the given wording for too many '/'. */
export declare function qualifiedNameErrors(value: string, what: string): string | undefined;
/** Go's unicode.IsSpace. */
export declare function isGoSpace(c: number): boolean;
