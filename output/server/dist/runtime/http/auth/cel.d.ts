export type CelProgram = (variables: Readonly<Record<string, unknown>>) => unknown;
/** The compiled program of an expression; throws on a syntax error. */
export declare function celProgram(expression: string): CelProgram;
/** A CEL value as JSON: bigints become numbers, Maps objects, CEL optionals their value. */
export declare function celValue(value: unknown): unknown;
