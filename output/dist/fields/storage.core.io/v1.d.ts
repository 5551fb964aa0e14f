/** The paths of the fields of a VolumeAttributesClass that its spec does not define. */
export declare function findUnknownFieldsVolumeAttributesClass(value: unknown): string[];
/** Adds to `found` the paths of unknown fields of a VolumeAttributesClass at `path`. */
export declare function unknownFieldsVolumeAttributesClassAt(value: unknown, path: string, found: string[]): void;
/** The paths of the fields of a VolumeAttributesClassList that its spec does not define. */
export declare function findUnknownFieldsVolumeAttributesClassList(value: unknown): string[];
/** Adds to `found` the paths of unknown fields of a VolumeAttributesClassList at `path`. */
export declare function unknownFieldsVolumeAttributesClassListAt(value: unknown, path: string, found: string[]): void;
