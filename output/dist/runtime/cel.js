// Copied by corespec from templates/runtime/cel.ts. DO NOT EDIT: change the template and run `npm run generate`.
import { Environment, ParseError } from "@marcbachmann/cel-js";
const parser = new Environment({
  unlistedVariablesAreDyn: true,
  enableOptionalTypes: true,
  homogeneousAggregateLiterals: false
});
export function celSyntaxError(expression) {
  const cached = RESULTS.get(expression);
  if (cached !== void 0) return cached === VALID ? void 0 : cached;
  const result = parseOnce(expression);
  if (expression.length <= 4096) {
    if (RESULTS.size >= MAX_CACHED) RESULTS.delete(RESULTS.keys().next().value);
    RESULTS.set(expression, result ?? VALID);
  }
  return result;
}
const checker = new Environment({
  unlistedVariablesAreDyn: true,
  enableOptionalTypes: true,
  homogeneousAggregateLiterals: false
});
export function celResultError(expression, expected) {
  const key = `${expected}\0${expression}`;
  const cached = RESULT_TYPES.get(key);
  if (cached !== void 0) return cached === VALID ? void 0 : cached;
  let problem;
  try {
    const result = checker.check(expression);
    if (result.valid && result.type !== expected) problem = `must evaluate to ${expected}`;
  } catch {
  }
  if (expression.length <= 4096) {
    if (RESULT_TYPES.size >= MAX_CACHED) RESULT_TYPES.delete(RESULT_TYPES.keys().next().value);
    RESULT_TYPES.set(key, problem ?? VALID);
  }
  return problem;
}
const RESULT_TYPES = /* @__PURE__ */ new Map();
const RESULTS = /* @__PURE__ */ new Map();
const VALID = "valid";
const MAX_CACHED = 1024;
function parseOnce(expression) {
  let ast;
  try {
    ast = parser.parse(expression).ast;
  } catch (error) {
    if (error instanceof ParseError) return fromParseError(expression, error);
    if (error instanceof RangeError) return { message: "expression recursion limit exceeded", line: 1, column: 1 };
    throw error;
  }
  return treeError(expression, ast);
}
const TOKENS = {
  EOF: "<EOF>",
  NUMBER: "a number",
  STRING: "a string",
  BYTES: "bytes",
  BOOLEAN: "a boolean",
  NULL: "null",
  IDENTIFIER: "IDENTIFIER",
  PLUS: "'+'",
  MINUS: "'-'",
  MULTIPLY: "'*'",
  DIVIDE: "'/'",
  MODULO: "'%'",
  EQ: "'=='",
  NE: "'!='",
  LT: "'<'",
  LE: "'<='",
  GT: "'>'",
  GE: "'>='",
  AND: "'&&'",
  OR: "'||'",
  NOT: "'!'",
  IN: "'in'",
  LPAREN: "'('",
  RPAREN: "')'",
  LBRACKET: "'['",
  RBRACKET: "']'",
  LBRACE: "'{'",
  RBRACE: "'}'",
  DOT: "'.'",
  COMMA: "','",
  COLON: "':'",
  QUESTION: "'?'"
};
function fromParseError(expression, error) {
  const start = error.range?.start ?? error.node?.pos ?? 0;
  const end = error.range?.end ?? start;
  const summary = error.summary;
  let message;
  switch (error.code) {
    case "expected_token": {
      const expected = /^Expected (\w+),/.exec(summary)?.[1];
      message = `Syntax error: mismatched input ${found(expression, start, end)} expecting ${TOKENS[expected ?? ""] ?? expected}`;
      break;
    }
    case "unexpected_token":
      message = `Syntax error: mismatched input ${found(expression, start, end)} expecting an expression`;
      break;
    case "unexpected_character":
      message = summary.endsWith("'") ? `Syntax error: extraneous input ${found(expression, start, end)} expecting <EOF>` : `Syntax error: token recognition error at: ${found(expression, start, end)}`;
      break;
    case "invalid_macro_argument":
    case "limit_exceeded":
      message = lowerFirst(summary);
      break;
    default:
      message = `Syntax error: ${lowerFirst(summary)}`;
  }
  return { message, ...position(expression, start) };
}
function found(expression, start, end) {
  if (start >= expression.length) return "'<EOF>'";
  const text = end > start + 1 ? expression.slice(start, end) : String.fromCodePoint(expression.codePointAt(start) ?? 0);
  return `'${text.length > 40 ? `${text.slice(0, 40)}...` : text}'`;
}
function lowerFirst(text) {
  return text.charAt(0).toLowerCase() + text.slice(1);
}
function position(expression, offset) {
  let line = 1;
  let column = 1;
  const stop = Math.min(offset, expression.length);
  for (let i = 0; i < stop; i++) {
    const code = expression.charCodeAt(i);
    if (code === 10) {
      line++;
      column = 1;
    } else if (code < 56320 || code > 57343) {
      column++;
    }
  }
  return { line, column: column + Math.max(0, offset - stop) };
}
const INT64_MAX = 2n ** 63n - 1n;
function treeError(expression, root) {
  const stack = [root];
  for (let node = stack.pop(); node !== void 0; node = stack.pop()) {
    switch (node.op) {
      case "value":
        if (typeof node.args === "bigint" && node.args > INT64_MAX) return invalidInt(expression, node.start);
        break;
      case "id":
        break;
      case ".":
      case ".?":
        stack.push(node.args[0]);
        break;
      case "call": {
        const [name, args] = node.args;
        const arg = args[0];
        if (name === "has" && args.length === 1 && arg !== void 0 && arg.op !== ".") {
          return { message: "invalid argument to has() macro", ...position(expression, arg.start) };
        }
        stack.push(...args);
        break;
      }
      case "rcall":
        stack.push(node.args[1], ...node.args[2]);
        break;
      case "list":
        stack.push(...node.args);
        break;
      case "map":
        for (const [k, v] of node.args) stack.push(k, v);
        break;
      case "-_": {
        const operand = node.args;
        if (operand.op === "value" && typeof operand.args === "bigint") {
          if (operand.args > INT64_MAX + 1n) return invalidInt(expression, node.start);
        } else {
          stack.push(operand);
        }
        break;
      }
      case "!_":
        stack.push(node.args);
        break;
      default:
        stack.push(...node.args);
    }
  }
  return void 0;
}
function invalidInt(expression, offset) {
  return { message: "invalid int literal", ...position(expression, offset) };
}
