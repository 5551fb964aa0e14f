export { compareHolds, derivationHolds } from "./index.js";
