// Copied by corespec from templates/server/http/routes.ts. DO NOT EDIT: change the template and run `npm run generate`.
export {};
