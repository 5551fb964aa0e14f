export { addQuantity, compareQuantity, isNegative, isZeroQuantity, parseQuantity, quantityToString, subtractQuantity } from "./index.js";
