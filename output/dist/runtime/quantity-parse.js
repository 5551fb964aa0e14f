export { parseQuantity } from "./index.js";
