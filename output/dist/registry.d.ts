import { type Registry } from "./runtime/dispatch.js";
/** Every kind and every named type of each group-version, for dispatch; a group-version's generated functions are loaded at first use, so importing the root loads no group. */
export declare const registry: Registry;
