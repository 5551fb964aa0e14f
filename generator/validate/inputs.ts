/**
 * The inputs of `corespec validate`: files, directories (every `.yaml`, `.yml` and `.json`
 * file below them, in order; regular-files.ts), and `-` for standard input, each read as a
 * stream of text. An input named on the command line is read whatever it is (a pipe, a device).
 */
import { createReadStream } from "node:fs";
import { stat } from "node:fs/promises";
import { relative } from "node:path";
import { regularFilesBelow } from "../regular-files.js";
import { InputLimitError, MAX_DIRECTORY_FILES } from "./limits.js";

export interface Input {
  /** As reports name it: relative to the working directory, or `<stdin>`. */
  readonly display: string;
  /** JSON, by its extension; otherwise YAML (which may hold JSON documents). */
  readonly json: boolean;
  /** The text, chunk by chunk. */
  open(): AsyncIterable<string>;
}

/** An input that cannot be read, with why. */
export interface Unreadable {
  readonly display: string;
  readonly message: string;
}

const DOCUMENT_FILE = /\.(ya?ml|json)$/i;

function display(path: string): string {
  return relative(process.cwd(), path) || path;
}

function fileInput(path: string): Input {
  return {
    display: display(path),
    json: /\.json$/i.test(path),
    open: () => createReadStream(path, { encoding: "utf8" }),
  };
}

/** Every input named on the command line, directories expanded; unreadable ones apart. */
export async function expandInputs(
  args: readonly string[],
  stdin: AsyncIterable<string | Buffer>,
): Promise<(Input | Unreadable)[]> {
  const out: (Input | Unreadable)[] = [];
  for (const arg of args) {
    if (arg === "-") {
      out.push({ display: "<stdin>", json: false, open: () => decoded(stdin) });
      continue;
    }
    try {
      const info = await stat(arg);
      if (!info.isDirectory()) {
        out.push(fileInput(arg));
        continue;
      }
      const files = await regularFilesBelow(arg, DOCUMENT_FILE, MAX_DIRECTORY_FILES);
      if (files === undefined) throw new InputLimitError(`more than ${MAX_DIRECTORY_FILES} files`);
      if (files.length === 0)
        out.push({
          display: display(arg),
          message: "no .yaml, .yml or .json file in this directory",
        });
      out.push(...files.map(fileInput));
    } catch (error) {
      out.push({ display: display(arg), message: `cannot read: ${(error as Error).message}` });
    }
  }
  return out;
}

/** Text chunks of a byte stream, decoded as UTF-8 across chunk boundaries. */
async function* decoded(stream: AsyncIterable<string | Buffer>): AsyncGenerator<string> {
  const decoder = new TextDecoder("utf-8");
  for await (const chunk of stream)
    yield typeof chunk === "string" ? chunk : decoder.decode(chunk, { stream: true });
  const rest = decoder.decode();
  if (rest) yield rest;
}

export function isUnreadable(input: Input | Unreadable): input is Unreadable {
  return "message" in input;
}
