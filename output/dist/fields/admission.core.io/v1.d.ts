/** The paths of the fields of a AdmissionReview that its spec does not define. */
export declare function findUnknownFieldsAdmissionReview(value: unknown): string[];
/** Adds to `found` the paths of unknown fields of a AdmissionReview at `path`. */
export declare function unknownFieldsAdmissionReviewAt(value: unknown, path: string, found: string[]): void;
/** The paths of the fields of a AdmissionRequest that its spec does not define. */
export declare function findUnknownFieldsAdmissionRequest(value: unknown): string[];
/** Adds to `found` the paths of unknown fields of a AdmissionRequest at `path`. */
export declare function unknownFieldsAdmissionRequestAt(value: unknown, path: string, found: string[]): void;
/** The paths of the fields of a AdmissionResponse that its spec does not define. */
export declare function findUnknownFieldsAdmissionResponse(value: unknown): string[];
/** Adds to `found` the paths of unknown fields of a AdmissionResponse at `path`. */
export declare function unknownFieldsAdmissionResponseAt(value: unknown, path: string, found: string[]): void;
