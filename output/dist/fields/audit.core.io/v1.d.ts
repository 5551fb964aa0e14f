import { type FieldsAt } from "../../runtime/known-fields.js";
/** Adds to `found` the paths of unknown fields of an Event at `path`. */
export declare const unknownFieldsEventAt: FieldsAt;
/** The paths of the fields of an Event that its spec does not define. */
export declare const findUnknownFieldsEvent: (value: unknown) => string[];
/** Adds to `found` the paths of unknown fields of an EventList at `path`. */
export declare const unknownFieldsEventListAt: FieldsAt;
/** The paths of the fields of an EventList that its spec does not define. */
export declare const findUnknownFieldsEventList: (value: unknown) => string[];
/** Adds to `found` the paths of unknown fields of a Policy at `path`. */
export declare const unknownFieldsPolicyAt: FieldsAt;
/** The paths of the fields of a Policy that its spec does not define. */
export declare const findUnknownFieldsPolicy: (value: unknown) => string[];
/** Adds to `found` the paths of unknown fields of a PolicyRule at `path`. */
export declare const unknownFieldsPolicyRuleAt: FieldsAt;
/** The paths of the fields of a PolicyRule that its spec does not define. */
export declare const findUnknownFieldsPolicyRule: (value: unknown) => string[];
/** Adds to `found` the paths of unknown fields of a GroupResources at `path`. */
export declare const unknownFieldsGroupResourcesAt: FieldsAt;
/** The paths of the fields of a GroupResources that its spec does not define. */
export declare const findUnknownFieldsGroupResources: (value: unknown) => string[];
/** Adds to `found` the paths of unknown fields of an ObjectReference at `path`. */
export declare const unknownFieldsObjectReferenceAt: FieldsAt;
/** The paths of the fields of an ObjectReference that its spec does not define. */
export declare const findUnknownFieldsObjectReference: (value: unknown) => string[];
/** Adds to `found` the paths of unknown fields of an AuthenticationMetadata at `path`. */
export declare const unknownFieldsAuthenticationMetadataAt: FieldsAt;
/** The paths of the fields of an AuthenticationMetadata that its spec does not define. */
export declare const findUnknownFieldsAuthenticationMetadata: (value: unknown) => string[];
