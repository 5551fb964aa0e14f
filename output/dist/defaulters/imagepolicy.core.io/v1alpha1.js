// Its functions are in v1alpha1.js of the package's api/ (corespec's generator/build/api-bundles.ts).
export { defaultImageReview, defaultImageReviewContainerSpec, defaultImageReviewSpec, defaultImageReviewStatus } from "../../api/imagepolicy.core.io/v1alpha1.js";
