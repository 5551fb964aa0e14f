/** Go's quoting of strings in messages, for texts that match Kubernetes' byte for byte. */
/** Go's %q of a string (as fmt quotes names in messages). */
export declare function goQuote(text: string): string;
