import { type KindInfo } from "./runtime/apimachinery/kinds.js";
/** What the server knows of every served kind, by `apiVersion/kind`. */
export declare const kinds: ReadonlyMap<string, KindInfo>;
