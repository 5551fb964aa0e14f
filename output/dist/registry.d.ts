import { type Registry } from "./runtime/dispatch.js";
/** Every kind by apiVersion and kind, and every named type, for dispatch; each group-version's generated functions are loaded at first use, so importing the root loads no group. */
export declare const registry: Registry;
