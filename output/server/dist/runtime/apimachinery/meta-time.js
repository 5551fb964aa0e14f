// Copied by corespec from templates/server/apimachinery/meta-time.ts. DO NOT EDIT: change the template and run `npm run generate`.
export function metaTime(at = /* @__PURE__ */ new Date()) {
  return new Date(at).toISOString().replace(/\.\d+Z$/, "Z");
}
export function microTime(at = /* @__PURE__ */ new Date()) {
  return new Date(at).toISOString().replace(/\.(\d{3})Z$/, ".$1000Z");
}
