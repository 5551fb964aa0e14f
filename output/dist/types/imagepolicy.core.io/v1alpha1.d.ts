import type { ObjectMeta } from "../meta.core.io/v1.js";
/**
 * Asks a backend whether the images of a pod being created are allowed. The request carries `spec`; the backend answers with `status`.
 *
 * Alpha.
 */
export interface ImageReview {
  /** The versioned schema of this representation: `imagepolicy.core.io/v1alpha1`. */
  apiVersion?: "imagepolicy.core.io/v1alpha1";
  /** The REST resource kind: `ImageReview`. Cannot be updated. */
  kind?: "ImageReview";
  /** Standard object metadata. */
  metadata?: ObjectMeta;
  /** The pod creation request being evaluated. */
  spec?: ImageReviewSpec;
  /** Filled by the backend; says whether the pod should be allowed. */
  status?: ImageReviewStatus;
}
/**
 * Information about the pod being evaluated.
 *
 * Alpha.
 */
export interface ImageReviewSpec {
  /** A subset of the information of each container of the pod being created. */
  containers?: ImageReviewContainerSpec[];
  /** Key-value pairs taken from the pod's annotations. Only keys that match a pattern are included (Kubernetes: keys matching `*.image-policy.k8s.io/*`). Each backend decides how to interpret them, if at all. */
  annotations?: Record<string, string>;
  /** Namespace the pod is being created in. */
  namespace?: string;
}
/**
 * Information about one container of the pod being created.
 *
 * Alpha.
 */
export interface ImageReviewContainerSpec {
  /**
   * The container image, in the form `image:tag` or `image@<digest>`.
   *
   * Format: a container image reference, `image:tag` or `image@digest`, without leading or trailing whitespace.
   */
  image?: string;
}
/**
 * The backend's decision on the pod's images.
 *
 * Alpha.
 *
 * Rules:
 * - `reason` is ignored when `allowed` is `true`.
 */
export interface ImageReviewStatus {
  /**
   * Whether all images are allowed to run.
   *
   * Required.
   */
  allowed: boolean;
  /** Empty unless `allowed` is false; then it may hold a short description of what is wrong. Long reasons may be truncated when shown to users. */
  reason?: string;
  /** Added to the attributes of the admission request. Keys are prefix-less: the admission controller adds the appropriate prefix. */
  auditAnnotations?: Record<string, string>;
}
