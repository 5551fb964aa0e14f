/**
 * The data of a plain YAML file, read by js-yaml in a third of the time the `yaml` package takes
 * (its event parser builds no document of nodes). Only a file in the subset where the two agree
 * is read so: one document of maps, sequences and untagged scalars, with no anchor, alias,
 * directive or long implicit key, nested within bounds. Everything else, and every file js-yaml
 * refuses, is left to the `yaml` package (source-file.ts), whose answers and positions stay the
 * reference; a test compares the two on every spec and on a corpus of edge cases.
 */
import { constructFromEvents, EVENT_ID, parseEvents, SCALAR_STYLE, type Event } from "js-yaml";

/** Collections nested deeper than this are left to the `yaml` package, whose bound (MAX_YAML_DEPTH, 256) decides. */
const QUICK_DEPTH = 64;
/**
 * Files larger than this are left to the `yaml` package, whose lexer stops at its token bound
 * (MAX_YAML_TOKENS, 1 Mi) as it goes, where js-yaml makes every event of the file first: 8 MiB
 * (the most a spec file may hold) of list items took 0.4 s and 106 MB before they were refused.
 * Within it a file has fewer tokens than that bound (at most one a character), so its positions
 * can always be parsed. The largest spec is 44 kB.
 */
const QUICK_BYTES = 512 * 1024;
/** Events one file may have here: far below the `yaml` package's token bound (MAX_YAML_TOKENS). */
const QUICK_EVENTS = 200_000;
/** The `yaml` package refuses an implicit key whose `:` is more than 1024 characters after its start. */
const QUICK_KEY = 1000;

/** The data when the text is in the subset both libraries read alike, else undefined. */
export function quickData(text: string): { readonly data: unknown } | undefined {
  if (text.length > QUICK_BYTES) return undefined;
  let events: Event[];
  try {
    events = parseEvents(text, { maxDepth: QUICK_DEPTH });
  } catch {
    return undefined;
  }
  if (!plain(text, events)) return undefined;
  try {
    const documents = constructFromEvents(events, { source: text, maxAliases: 0 });
    return documents.length === 1 ? { data: documents[0] } : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Whether the events are one document without directives, tags, anchors or aliases, no mapping
 * key is a collection or a long scalar, and no number overflows.
 */
function plain(text: string, events: readonly Event[]): boolean {
  if (events.length > QUICK_EVENTS) return false;
  // For each open collection: whether it is a mapping, and how many nodes it holds so far.
  const mapping: boolean[] = [];
  const count: number[] = [];
  let documents = 0;
  for (const event of events) {
    const top = mapping.length - 1;
    const isKey = top >= 0 && mapping[top]! && count[top]! % 2 === 0;
    switch (event.type) {
      case EVENT_ID.DOCUMENT:
        if (++documents > 1 || event.directives.length > 0) return false;
        mapping.push(false);
        count.push(0);
        continue;
      case EVENT_ID.POP:
        mapping.pop();
        count.pop();
        continue;
      case EVENT_ID.ALIAS:
        return false;
      case EVENT_ID.SCALAR:
        if (event.tagStart !== -1 || event.anchorStart !== -1) return false;
        if (isKey && event.valueEnd - event.valueStart > QUICK_KEY) return false;
        if (
          event.style === SCALAR_STYLE.PLAIN &&
          overflows(text.slice(event.valueStart, event.valueEnd))
        )
          return false;
        break;
      case EVENT_ID.SEQUENCE:
      case EVENT_ID.MAPPING:
        if (event.tagStart !== -1 || event.anchorStart !== -1 || isKey) return false;
        break;
    }
    if (top >= 0) count[top]!++;
    if (event.type === EVENT_ID.SEQUENCE || event.type === EVENT_ID.MAPPING) {
      mapping.push(event.type === EVENT_ID.MAPPING);
      count.push(0);
    }
  }
  return documents === 1;
}

/** The YAML 1.2 core schema's float, which the `yaml` package reads as ±Infinity past Number's range and js-yaml as a string. */
const FLOAT = /^[-+]?(?:\.[0-9]+|[0-9]+(?:\.[0-9]*)?)(?:[eE][-+]?[0-9]+)?$/;

/** Whether a plain scalar may be a number too large for a double: a long one that starts like a number, or a float that overflows. */
function overflows(scalar: string): boolean {
  if (scalar.length > 300) return /^[-+.0-9]/.test(scalar);
  return /[eE]/.test(scalar) && FLOAT.test(scalar) && !Number.isFinite(Number.parseFloat(scalar));
}
