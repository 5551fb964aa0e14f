/** Go's strconv.ParseInt(s, 10, 64), which query parameters and selector values are read with. */
import { goQuote } from "../../readers/go-quote.js";

const INT64_MAX = 2n ** 63n - 1n;
const INT64_MIN = -(2n ** 63n);

/** The integer, or Go's error text (`strconv.ParseInt: parsing "x": invalid syntax`). */
export function parseInt64(text: string): bigint | string {
  if (!/^[+-]?[0-9]+$/.test(text))
    return `strconv.ParseInt: parsing ${goQuote(text)}: invalid syntax`;
  const n = BigInt(text);
  if (n > INT64_MAX || n < INT64_MIN)
    return `strconv.ParseInt: parsing ${goQuote(text)}: value out of range`;
  return n;
}
