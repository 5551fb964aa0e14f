// Copied by corespec from templates/server/http/auth/user.ts. DO NOT EDIT: change the template and run `npm run generate`.
/** user.Anonymous, user.AllUnauthenticated, user.AllAuthenticated, user.SystemPrivilegedGroup. */
export const ANONYMOUS = "system:anonymous";
export const UNAUTHENTICATED = "system:unauthenticated";
export const AUTHENTICATED = "system:authenticated";
export const MASTERS = "system:masters";
