// Copied by corespec from templates/server/http/auth/jwt-config.ts. DO NOT EDIT: change the template and run `npm run generate`.
export {};
