/** The line width of every generated file (prettier's printWidth). */
export const PRINT_WIDTH = 100;
