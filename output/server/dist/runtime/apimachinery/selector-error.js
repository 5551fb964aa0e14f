// Copied by corespec from templates/server/apimachinery/selector-error.ts. DO NOT EDIT: change the template and run `npm run generate`.
export class SelectorError extends Error {
  constructor(message) {
    super(message);
    this.name = "SelectorError";
  }
}
