export * as v1 from "../api/node.core.io/v1.js";
