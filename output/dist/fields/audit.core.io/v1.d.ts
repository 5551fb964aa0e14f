/** The paths of the fields of a Event that its spec does not define. */
export declare function findUnknownFieldsEvent(value: unknown): string[];
/** Adds to `found` the paths of unknown fields of a Event at `path`. */
export declare function unknownFieldsEventAt(value: unknown, path: string, found: string[]): void;
/** The paths of the fields of a EventList that its spec does not define. */
export declare function findUnknownFieldsEventList(value: unknown): string[];
/** Adds to `found` the paths of unknown fields of a EventList at `path`. */
export declare function unknownFieldsEventListAt(value: unknown, path: string, found: string[]): void;
/** The paths of the fields of a Policy that its spec does not define. */
export declare function findUnknownFieldsPolicy(value: unknown): string[];
/** Adds to `found` the paths of unknown fields of a Policy at `path`. */
export declare function unknownFieldsPolicyAt(value: unknown, path: string, found: string[]): void;
/** The paths of the fields of a PolicyRule that its spec does not define. */
export declare function findUnknownFieldsPolicyRule(value: unknown): string[];
/** Adds to `found` the paths of unknown fields of a PolicyRule at `path`. */
export declare function unknownFieldsPolicyRuleAt(value: unknown, path: string, found: string[]): void;
/** The paths of the fields of a GroupResources that its spec does not define. */
export declare function findUnknownFieldsGroupResources(value: unknown): string[];
/** Adds to `found` the paths of unknown fields of a GroupResources at `path`. */
export declare function unknownFieldsGroupResourcesAt(value: unknown, path: string, found: string[]): void;
/** The paths of the fields of a ObjectReference that its spec does not define. */
export declare function findUnknownFieldsObjectReference(value: unknown): string[];
/** Adds to `found` the paths of unknown fields of a ObjectReference at `path`. */
export declare function unknownFieldsObjectReferenceAt(value: unknown, path: string, found: string[]): void;
/** The paths of the fields of a AuthenticationMetadata that its spec does not define. */
export declare function findUnknownFieldsAuthenticationMetadata(value: unknown): string[];
/** Adds to `found` the paths of unknown fields of a AuthenticationMetadata at `path`. */
export declare function unknownFieldsAuthenticationMetadataAt(value: unknown, path: string, found: string[]): void;
