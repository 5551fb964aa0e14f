/**
 * The bounds of `corespec validate`: an input is read one document at a time, so memory never
 * holds more than one document, and these bounds end any input that would take too long. An
 * input past a bound is reported (after the documents read before it) and the command exits 2.
 */

/** The largest document: the API server's request body limit (3 MiB). */
export const MAX_DOCUMENT_BYTES = 3 * 1024 * 1024;
/** The largest input: far more than any manifest, and about a minute of YAML parsing. */
export const MAX_INPUT_BYTES = 64 * 1024 * 1024;
/** The most documents in one input. */
export const MAX_DOCUMENTS = 100_000;
/** Files inside a directory given as input (recursively). */
export const MAX_DIRECTORY_FILES = 100_000;

/** An input that cannot be checked within the bounds; the message says which and where. */
export class InputLimitError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "InputLimitError";
  }
}

export const MIB = 1024 * 1024;
