import { type Defaulter } from "../../runtime/values.js";
/** A copy of a VolumeAttributesClass with its defaults set; the input is never changed. */
export declare const defaultVolumeAttributesClass: Defaulter;
/** A copy of a VolumeAttributesClassList with its defaults set; the input is never changed. */
export declare const defaultVolumeAttributesClassList: Defaulter;
