/** A copy of a VolumeAttributesClass with its defaults set; the input is never changed. */
export declare function defaultVolumeAttributesClass<T>(value: T): T;
/** A copy of a VolumeAttributesClassList with its defaults set; the input is never changed. */
export declare function defaultVolumeAttributesClassList<T>(value: T): T;
