import { type Registry } from "./runtime/dispatch.js";
/** Every kind by apiVersion and kind, and every named type, for dispatch: the generated functions of each group-version, found by their names. */
export declare const registry: Registry;
