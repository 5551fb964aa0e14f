/**
 * A piece of generated code that checks a value: a writer, or one `if` with one statement kept
 * as its parts so that a sole check can follow an `else` as `else if`. The keywords
 * (generator/keywords) lower to these; the validator emitter places them.
 */
import type CodeBlockWriter from "code-block-writer";

export type Write = ((w: CodeBlockWriter) => void) & {
  readonly test?: string;
  readonly body?: string;
};

/** A check that is one `if` with one statement. */
export const ifCheck = (test: string, body: string): Write =>
  Object.assign(
    (w: CodeBlockWriter) => void w.write(`if (${test})`).block(() => w.writeLine(body)),
    { test, body },
  );
