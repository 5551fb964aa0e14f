import { type FieldsAt } from "../../runtime/known-fields.js";
/** Adds to `found` the paths of unknown fields of a VolumeAttributesClass at `path`. */
export declare const unknownFieldsVolumeAttributesClassAt: FieldsAt;
/** The paths of the fields of a VolumeAttributesClass that its spec does not define. */
export declare const findUnknownFieldsVolumeAttributesClass: (value: unknown) => string[];
/** Adds to `found` the paths of unknown fields of a VolumeAttributesClassList at `path`. */
export declare const unknownFieldsVolumeAttributesClassListAt: FieldsAt;
/** The paths of the fields of a VolumeAttributesClassList that its spec does not define. */
export declare const findUnknownFieldsVolumeAttributesClassList: (value: unknown) => string[];
