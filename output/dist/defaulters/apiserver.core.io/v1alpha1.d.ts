export * from "./v1beta1.js";
