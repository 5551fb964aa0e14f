export * as v1 from "../api/rbac.authorization.core.io/v1.js";
