/**
 * What oxc's tools (oxfmt, oxc-transform) found wrong in a generated module, as corespec
 * reports a problem in generated code: `path:line:column: message`.
 */

/** An error as oxc reports it: positions are UTF-8 byte offsets into the text. */
export interface OxcProblem {
  readonly message: string;
  readonly labels: readonly { readonly start: number }[];
}

/** `path:line:column: message`, line and column from 1; `path: message` when it has no position. */
export function describeProblem(path: string, text: string, problem: OxcProblem): string {
  const offset = problem.labels[0]?.start;
  if (offset === undefined) return `${path}: ${problem.message}`;
  const lines = Buffer.from(text, "utf8").subarray(0, offset).toString("utf8").split("\n");
  return `${path}:${lines.length}:${lines.at(-1)!.length + 1}: ${problem.message}`;
}
