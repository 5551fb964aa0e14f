// Copied by corespec from templates/server/apimachinery/request.ts. DO NOT EDIT: change the template and run `npm run generate`.
/**
 * What the API machinery knows of a request, whoever sends it (the HTTP layer, or a test):
 * the request context, a watch's sink, a patch, delete options, and what each verb returns.
 * The verbs (verbs/*.ts) take these; the HTTP layer builds them from a request and turns a
 * verb's outcome into a response (k8s.io/apiserver pkg/endpoints/handlers).
 */
import { dropUnknownFields } from "./kinds.js";
import { badRequest } from "./status.js";
/**
 * `fieldValidation` (the request's mode, Warn when unset): Strict fails with a 400 listing
 * every problem (`unknown field "spec.foo"`, `duplicate field "metadata.name"`), Warn adds one
 * warning per problem, Ignore drops them.
 */
export function fieldValidation(mode, problems, ctx) {
  if (problems.length === 0 || mode === "Ignore") return;
  if (mode === "Strict") throw badRequest(`strict decoding error: ${problems.join(", ")}`);
  ctx.warnings.push(...problems);
}
/**
 * Field validation of a patched object: its unknown fields (all from the patch, as stored
 * objects have none) as the request's fieldValidation says, then dropped.
 */
export function checkPatchedFields(ctx, info, patched) {
  const unknown = info.findUnknownFields(patched);
  if (unknown.length === 0) return;
  fieldValidation(
    String(ctx.query.fieldValidation ?? "Warn"),
    unknown.map((f) => `unknown field "${f}"`),
    ctx,
  );
  dropUnknownFields(patched, info.knownFields);
}
