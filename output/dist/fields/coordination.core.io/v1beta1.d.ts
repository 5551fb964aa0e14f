import { type FieldsAt } from "../../runtime/known-fields.js";
/** Adds to `found` the paths of unknown fields of a LeaseCandidate at `path`. */
export declare const unknownFieldsLeaseCandidateAt: FieldsAt;
/** The paths of the fields of a LeaseCandidate that its spec does not define. */
export declare const findUnknownFieldsLeaseCandidate: (value: unknown) => string[];
/** Adds to `found` the paths of unknown fields of a LeaseCandidateList at `path`. */
export declare const unknownFieldsLeaseCandidateListAt: FieldsAt;
/** The paths of the fields of a LeaseCandidateList that its spec does not define. */
export declare const findUnknownFieldsLeaseCandidateList: (value: unknown) => string[];
/** Adds to `found` the paths of unknown fields of a LeaseCandidateSpec at `path`. */
export declare const unknownFieldsLeaseCandidateSpecAt: FieldsAt;
/** The paths of the fields of a LeaseCandidateSpec that its spec does not define. */
export declare const findUnknownFieldsLeaseCandidateSpec: (value: unknown) => string[];
