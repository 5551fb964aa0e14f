export * from "../../types/rbac.authorization.core.io/v1.js";
export * from "../../validators/rbac.authorization.core.io/v1.js";
export * from "../../defaulters/rbac.authorization.core.io/v1.js";
export * from "../../fields/rbac.authorization.core.io/v1.js";
