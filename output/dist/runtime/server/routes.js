// Copied by corespec from templates/runtime/server/routes.ts. DO NOT EDIT: change the template and run `npm run generate`.
export {};
