export { DEFAULT_FEATURE_GATES, checkGate, featureGates, gateEnabled, parseFeatureGates } from "./index.js";
