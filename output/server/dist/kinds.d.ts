import { type KindInfo } from "./runtime/apimachinery/kinds.js";
/** What the server knows of every served kind, by `apiVersion/kind`. */
export declare const kinds: ReadonlyMap<string, KindInfo>;
/** Every served group and its versions, the preferred version first. */
export declare const groups: readonly {
  readonly name: string;
  readonly versions: readonly string[];
}[];
