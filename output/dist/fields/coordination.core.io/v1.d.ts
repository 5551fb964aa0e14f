import { type FieldsAt } from "../../runtime/known-fields.js";
/** Adds to `found` the paths of unknown fields of a Lease at `path`. */
export declare const unknownFieldsLeaseAt: FieldsAt;
/** The paths of the fields of a Lease that its spec does not define. */
export declare const findUnknownFieldsLease: (value: unknown) => string[];
/** Adds to `found` the paths of unknown fields of a LeaseList at `path`. */
export declare const unknownFieldsLeaseListAt: FieldsAt;
/** The paths of the fields of a LeaseList that its spec does not define. */
export declare const findUnknownFieldsLeaseList: (value: unknown) => string[];
/** Adds to `found` the paths of unknown fields of a LeaseSpec at `path`. */
export declare const unknownFieldsLeaseSpecAt: FieldsAt;
/** The paths of the fields of a LeaseSpec that its spec does not define. */
export declare const findUnknownFieldsLeaseSpec: (value: unknown) => string[];
