/**
 * The depth guard of recursive types: a function that walks a value of a type that can
 * contain itself counts the levels it enters (the runtime's enter/leave) and stops past the
 * runtime's MAX_NESTING, so no input overflows the stack.
 */
import type { CodeBlockWriter } from "ts-morph";
import type { NamedType } from "../../model/model.js";
import { isRecursive } from "../../model/facts.js";
import type { ModuleScope } from "../../code/scope.js";

/**
 * Writes `body` as is, or for a recursive type inside the guard; `tooDeep` is the statement
 * run when the value nests too deep (reporting it, for validators).
 */
export function writeNestingGuard(
  w: CodeBlockWriter,
  scope: ModuleScope,
  type: NamedType,
  tooDeep: string | undefined,
  body: () => void,
): void {
  if (!isRecursive(type, scope.lookup)) {
    body();
    return;
  }
  const enter = scope.use("values", "enter");
  const leave = scope.use("values", "leave");
  w.write(`if (!${enter}())`).block(() => {
    w.writeLine(`${leave}();`);
    if (tooDeep) w.writeLine(tooDeep);
    w.writeLine("return;");
  });
  w.write("try").block(body);
  w.write(" finally").block(() => w.writeLine(`${leave}();`));
}

/** The statement a validator runs when a value nests too deep. */
export function tooDeepError(scope: ModuleScope): string {
  const invalid = scope.use("errors", "invalid");
  const max = scope.use("values", "MAX_NESTING");
  return `${invalid}(c, path, "<object>", \`must not nest more than \${${max}} levels deep\`);`;
}
