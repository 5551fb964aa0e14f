/** The integer, or Go's error text (`strconv.ParseInt: parsing "x": invalid syntax`). */
export declare function parseInt64(text: string): bigint | string;
