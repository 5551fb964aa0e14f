export interface CelSyntaxError {
  /** What is wrong, in cel-go's style, to follow the position: `Syntax error: mismatched input ...`. */
  readonly message: string;
  /** 1-based line in the expression. */
  readonly line: number;
  /** 1-based column in the line, counted in Unicode code points as cel-go does. */
  readonly column: number;
}
/** The first syntax error of a CEL expression; undefined when it parses. */
export declare function celSyntaxError(expression: string): CelSyntaxError | undefined;
/**
 * Why an expression that parses does not produce the type Kubernetes requires of its field
 * (`must evaluate to bool`, as Kubernetes' CEL compiler says), or undefined. A dynamic result
 * (`claims.email_verified` alone) is not a bool, as Kubernetes compares the output type exactly;
 * an expression the checker cannot type (a function of Kubernetes' libraries it does not know,
 * `sets.equivalent`) is left to Kubernetes.
 */
export declare function celResultError(expression: string, expected: "bool"): string | undefined;
/**
 * The first name of an expression that its field's environment does not declare, as
 * Kubernetes' CEL compiler reports it (`undeclared reference to 'user' (in container '')`):
 * `variables` are the variables the field's environment declares (`claims` for the claim rules
 * and mappings, `user` for the user rules, `request` for authorization match conditions);
 * comprehension variables, libraries' namespaces and type names are declared too. Undefined
 * for an expression that does not parse (the syntax check reports it) or uses no other name.
 */
export declare function celUndeclaredReference(
  expression: string,
  variables: readonly string[],
): CelSyntaxError | undefined;
