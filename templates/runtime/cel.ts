/**
 * Syntax checks of CEL expressions (fields of format `cel`), with @marcbachmann/cel-js's parser.
 *
 * Only parsing happens here, as Kubernetes does when it compiles these fields without the
 * variables' declarations at hand: names, functions and types are not resolved, so
 * `claims.sub`, `isSemver(self)` and `quantity('1Gi').isGreaterThan(x)` all parse. Optional
 * syntax (`claims.?foo`, `m[?k]`), which Kubernetes enables, is accepted. Macros are expanded
 * and their arguments checked as in cel-go (`has(x)` needs a field selection, `all(1, p)` a
 * variable name), and int literals must fit int64.
 *
 * No per-expression state is kept: each call parses anew (about a microsecond for a typical
 * expression).
 */
import { Environment, ParseError, type ASTNode } from "@marcbachmann/cel-js";

export interface CelSyntaxError {
  /** What is wrong, in cel-go's style, to follow the position: `Syntax error: mismatched input ...`. */
  readonly message: string;
  /** 1-based line in the expression. */
  readonly line: number;
  /** 1-based column in the line, counted in Unicode code points as cel-go does. */
  readonly column: number;
}

/**
 * One environment for every expression: it only parses, and holds no state per expression.
 * Undeclared names are dynamic (nothing is resolved at parse time) and list and map literals
 * may mix types, as in Kubernetes.
 */
const parser = /* @__PURE__ */ new Environment({
  unlistedVariablesAreDyn: true,
  enableOptionalTypes: true,
  homogeneousAggregateLiterals: false,
});

/** The first syntax error of a CEL expression; undefined when it parses. */
export function celSyntaxError(expression: string): CelSyntaxError | undefined {
  // Configurations repeat the same expressions on every validation: parse each text once.
  const cached = RESULTS.get(expression);
  if (cached !== undefined) return cached === VALID ? undefined : cached;
  const result = parseOnce(expression);
  if (expression.length <= 4096) {
    if (RESULTS.size >= MAX_CACHED) RESULTS.delete(RESULTS.keys().next().value as string);
    RESULTS.set(expression, result ?? VALID);
  }
  return result;
}

/**
 * The type-checking environment for result types: undeclared names are dynamic, as the
 * variables Kubernetes declares for these fields (claims, user, request) are maps of dynamic values.
 */
const checker = /* @__PURE__ */ new Environment({
  unlistedVariablesAreDyn: true,
  enableOptionalTypes: true,
  homogeneousAggregateLiterals: false,
});

/**
 * Why an expression that parses does not produce the type Kubernetes requires of its field
 * (`must evaluate to bool`, as Kubernetes' CEL compiler says), or undefined. A dynamic result
 * (`claims.email_verified` alone) is not a bool, as Kubernetes compares the output type exactly;
 * an expression the checker cannot type (a function of Kubernetes' libraries it does not know,
 * `sets.equivalent`) is left to Kubernetes.
 */
export function celResultError(expression: string, expected: "bool"): string | undefined {
  const key = `${expected}\u0000${expression}`;
  const cached = RESULT_TYPES.get(key);
  if (cached !== undefined) return cached === VALID ? undefined : cached;
  let problem: string | undefined;
  try {
    const result = checker.check(expression);
    if (result.valid && result.type !== expected) problem = `must evaluate to ${expected}`;
  } catch {
    // The syntax check reports what does not parse.
  }
  if (expression.length <= 4096) {
    if (RESULT_TYPES.size >= MAX_CACHED)
      RESULT_TYPES.delete(RESULT_TYPES.keys().next().value as string);
    RESULT_TYPES.set(key, problem ?? VALID);
  }
  return problem;
}

const RESULT_TYPES = new Map<string, string>();

/** Receivers that name a function library, not a variable (`sets.equivalent(a, b)`, `cel.bind(x, 1, x)`). */
const LIBRARIES: ReadonlySet<string> = new Set([
  "sets",
  "cel",
  "math",
  "strings",
  "base64",
  "optional",
  "lists",
  "regex",
  "ext",
]);
/** Type names, which CEL declares as identifiers (`type(x) == string`). */
const TYPE_NAMES: ReadonlySet<string> = new Set([
  "int",
  "uint",
  "double",
  "bool",
  "string",
  "bytes",
  "list",
  "map",
  "null_type",
  "type",
  "dyn",
  "null",
]);
/** Macros that bind their first argument (and, for the two-variable forms, the second) as a variable. */
const BINDING_MACROS: ReadonlySet<string> = new Set([
  "all",
  "exists",
  "exists_one",
  "existsOne",
  "map",
  "filter",
  "transformList",
  "transformMap",
  "transformMapEntry",
  "bind",
  "sortBy",
]);

/**
 * The first name of an expression that its field's environment does not declare, as
 * Kubernetes' CEL compiler reports it (`undeclared reference to 'user' (in container '')`):
 * `variables` are the variables the field's environment declares (`claims` for the claim rules
 * and mappings, `user` for the user rules, `request` for authorization match conditions);
 * comprehension variables, libraries' namespaces and type names are declared too. Undefined
 * for an expression that does not parse (the syntax check reports it) or uses no other name.
 */
export function celUndeclaredReference(
  expression: string,
  variables: readonly string[],
): CelSyntaxError | undefined {
  let ast: ASTNode;
  try {
    ast = parser.parse(expression).ast;
  } catch {
    return undefined;
  }
  const declared: ReadonlySet<string> = new Set(variables);
  const stack: { node: ASTNode; bound: ReadonlySet<string> }[] = [{ node: ast, bound: declared }];
  for (let item = stack.pop(); item !== undefined; item = stack.pop()) {
    const { node, bound } = item;
    const push = (...nodes: ASTNode[]) => stack.push(...nodes.map((n) => ({ node: n, bound })));
    switch (node.op) {
      case "value":
        break;
      case "id": {
        const name = node.args;
        if (typeof name === "string" && !bound.has(name) && !TYPE_NAMES.has(name)) {
          return {
            message: `undeclared reference to '${name}' (in container '')`,
            ...position(expression, node.start),
          };
        }
        break;
      }
      case ".":
      case ".?":
        push(node.args[0]);
        break;
      case "call":
        push(...node.args[1]);
        break;
      case "rcall": {
        const [name, receiver, args] = node.args;
        if (
          !(
            receiver.op === "id" &&
            typeof receiver.args === "string" &&
            LIBRARIES.has(receiver.args) &&
            !bound.has(receiver.args)
          )
        )
          push(receiver);
        const [first, second] = args;
        if (BINDING_MACROS.has(name) && first?.op === "id" && typeof first.args === "string") {
          const inner = new Set(bound).add(first.args);
          const twoVariables =
            args.length === 3 &&
            name !== "map" &&
            name !== "filter" &&
            name !== "bind" &&
            second?.op === "id" &&
            typeof second.args === "string";
          if (twoVariables) inner.add(second.args as string);
          for (const arg of args.slice(twoVariables ? 2 : 1))
            stack.push({ node: arg, bound: inner });
        } else {
          push(...args);
        }
        break;
      }
      case "list":
        push(...node.args);
        break;
      case "map":
        for (const [k, v] of node.args) push(k, v);
        break;
      case "-_":
      case "!_":
        push(node.args);
        break;
      default:
        push(...node.args);
    }
  }
  return undefined;
}

/** Parse results by expression text, oldest first; bounded. */
const RESULTS = new Map<string, CelSyntaxError | typeof VALID>();
const VALID = "valid" as const;
const MAX_CACHED = 1024;

function parseOnce(expression: string): CelSyntaxError | undefined {
  let ast: ASTNode;
  try {
    ast = parser.parse(expression).ast;
  } catch (error) {
    if (error instanceof ParseError) return fromParseError(expression, error);
    // Deeply nested unary operators (`!!!!...x`) exhaust the parser's stack before its depth limit.
    if (error instanceof RangeError)
      return { message: "expression recursion limit exceeded", line: 1, column: 1 };
    throw error;
  }
  return treeError(expression, ast);
}

const TOKENS: Readonly<Record<string, string>> = {
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
  QUESTION: "'?'",
};

function fromParseError(expression: string, error: ParseError): CelSyntaxError {
  const start = error.range?.start ?? error.node?.pos ?? 0;
  const end = error.range?.end ?? start;
  const summary = error.summary;
  let message: string;
  switch (error.code) {
    case "expected_token": {
      // "Expected RPAREN, got EOF"
      const expected = /^Expected (\w+),/.exec(summary)?.[1];
      message = `Syntax error: mismatched input ${found(expression, start, end)} expecting ${TOKENS[expected ?? ""] ?? expected}`;
      break;
    }
    case "unexpected_token":
      // Where an operand was due: "Unexpected token: RPAREN".
      message = `Syntax error: mismatched input ${found(expression, start, end)} expecting an expression`;
      break;
    case "unexpected_character":
      // Input left after a whole expression ("Unexpected character: 'x'", the range on its
      // token), or a character that starts no token ("Unexpected character: =").
      message = summary.endsWith("'")
        ? `Syntax error: extraneous input ${found(expression, start, end)} expecting <EOF>`
        : `Syntax error: token recognition error at: ${found(expression, start, end)}`;
      break;
    case "invalid_macro_argument":
    case "limit_exceeded":
      message = lowerFirst(summary);
      break;
    default:
      // Literals: unterminated or multi-line strings, bad escapes, numbers; reserved identifiers.
      message = `Syntax error: ${lowerFirst(summary)}`;
  }
  return { message, ...position(expression, start) };
}

/** The offending input, quoted and cut short: `'bar'`, `'<EOF>'`. */
function found(expression: string, start: number, end: number): string {
  if (start >= expression.length) return "'<EOF>'";
  const text =
    end > start + 1
      ? expression.slice(start, end)
      : String.fromCodePoint(expression.codePointAt(start) ?? 0);
  return `'${text.length > 40 ? `${text.slice(0, 40)}...` : text}'`;
}

function lowerFirst(text: string): string {
  return text.charAt(0).toLowerCase() + text.slice(1);
}

/** 1-based line and column (in code points) of a UTF-16 offset. */
function position(expression: string, offset: number): { line: number; column: number } {
  let line = 1;
  let column = 1;
  const stop = Math.min(offset, expression.length);
  for (let i = 0; i < stop; i++) {
    const code = expression.charCodeAt(i);
    if (code === 10) {
      line++;
      column = 1;
    } else if (code < 0xdc00 || code > 0xdfff) {
      column++; // a low surrogate ends a code point already counted
    }
  }
  return { line, column: column + Math.max(0, offset - stop) };
}

const INT64_MAX = 2n ** 63n - 1n;

/**
 * What cel-go's parser rejects and the library leaves to its type checker or accepts: a has()
 * macro whose argument is no field selection (`has(a)`, `has(a[0])`), and int literals outside
 * int64 (the library makes them big integers).
 */
function treeError(expression: string, root: ASTNode): CelSyntaxError | undefined {
  const stack: ASTNode[] = [root];
  for (let node = stack.pop(); node !== undefined; node = stack.pop()) {
    switch (node.op) {
      case "value":
        if (typeof node.args === "bigint" && node.args > INT64_MAX)
          return invalidInt(expression, node.start);
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
        if (name === "has" && args.length === 1 && arg !== undefined && arg.op !== ".") {
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
        // `-9223372036854775808` is one literal for cel-go, the sign included.
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
  return undefined;
}

function invalidInt(expression: string, offset: number): CelSyntaxError {
  return { message: "invalid int literal", ...position(expression, offset) };
}
