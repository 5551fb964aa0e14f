// Copied by corespec from templates/server/apimachinery/media-types.ts. DO NOT EDIT: change the template and run `npm run generate`.
export function mediaType(contentType) {
  if (contentType === void 0) return "";
  const semi = contentType.indexOf(";");
  return (semi < 0 ? contentType : contentType.slice(0, semi)).trim().toLowerCase();
}
