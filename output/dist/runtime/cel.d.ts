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
