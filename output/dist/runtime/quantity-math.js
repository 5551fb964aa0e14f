export { INT64_MIN_ABS, MAX_INT64, POW10_SMALL, abs, compareMagnitude, digitCount, normalize, pow10, zero } from "./index.js";
