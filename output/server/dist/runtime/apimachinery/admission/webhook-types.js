// Copied by corespec from templates/server/apimachinery/admission/webhook-types.ts. DO NOT EDIT: change the template and run `npm run generate`.
export {};
