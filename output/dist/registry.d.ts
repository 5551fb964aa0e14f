import { type Registry } from "./runtime/dispatch.js";
/** Every kind by apiVersion and kind, and every named type, for dispatch. */
export declare const registry: Registry;
