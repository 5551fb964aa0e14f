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
