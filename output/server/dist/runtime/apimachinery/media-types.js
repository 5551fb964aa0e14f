// Copied by corespec from templates/server/apimachinery/media-types.ts. DO NOT EDIT: change the template and run `npm run generate`.
/** Media types of request bodies, as Content-Type headers name them. */
/** The media type of a Content-Type header: lower case, without parameters. */
export function mediaType(contentType) {
  if (contentType === undefined) return "";
  const semi = contentType.indexOf(";");
  return (semi < 0 ? contentType : contentType.slice(0, semi)).trim().toLowerCase();
}
