// Copied by corespec from templates/server/apimachinery/selector-error.ts. DO NOT EDIT: change the template and run `npm run generate`.
/** The error of a selector that cannot be parsed, or names a field the resource does not select on. */
export class SelectorError extends Error {
  constructor(message) {
    super(message);
    this.name = "SelectorError";
  }
}
