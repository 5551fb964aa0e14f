/**
 * The runtime library the generated code calls (templates/runtime, copied into the package
 * as src/runtime): each module and the names generated code may import from it. Generated
 * locals never take these names.
 */
import type { Format } from "../../model/model.js";
import type { RuntimeModule } from "./scope.js";

export const RUNTIME_NAMES: Readonly<Record<RuntimeModule, readonly string[]>> = {
  errors: ["newCollector", "result", "full", "formatFieldError", "child", "index", "key", "required", "invalid", "notSupported", "tooLong", "tooMany", "duplicate", "forbidden", "typeInvalid"],
  values: ["isObject", "own", "read", "readAll", "isSet", "isEmpty", "deepEqual", "mentions", "cloneJson", "charCount", "listKey", "hasPrefix", "hasAtLeast", "identity", "listItems", "enter", "leave", "MAX_NESTING"],
  total: ["validation", "updateValidation", "unknownFields"],
  formats: ["dnsLabel", "dnsSubdomain", "qualifiedName", "qualifiedNameCaseless", "labelKey", "labelValue", "pathSegmentName", "configMapKey", "semver", "url", "httpsUrl", "ip", "cidr", "poolName", "attributeName", "domainPrefixedPath", "printable", "imageReference", "uid", "filePath", "hostPort", "lowercase"],
  time: ["rfc3339Time", "rfc3339MicroTime"],
  duration: ["parseDuration"],
  quantity: ["parseQuantity", "compareQuantity", "subtractQuantity", "addQuantity"],
  semver: ["compareSemver"],
  ip: ["ipFamily"],
  bytes: ["base64", "utf8Length"],
  cel: ["celSyntaxError"],
  meta: ["checkObjectMeta", "checkObjectMetaUpdate"],
};

/** The runtime check of each string format. `cel` is parsed by the CEL library instead. */
export const FORMAT_FUNCTIONS: Readonly<Record<Exclude<Format, "cel">, string>> = {
  "dns-label": "dnsLabel",
  "dns-subdomain": "dnsSubdomain",
  "qualified-name": "qualifiedName",
  "qualified-name-caseless": "qualifiedNameCaseless",
  "label-key": "labelKey",
  "label-value": "labelValue",
  "path-segment-name": "pathSegmentName",
  "configmap-key": "configMapKey",
  semver: "semver",
  url: "url",
  "https-url": "httpsUrl",
  ip: "ip",
  cidr: "cidr",
  "pool-name": "poolName",
  "attribute-name": "attributeName",
  "domain-prefixed-path": "domainPrefixedPath",
  printable: "printable",
  "image-reference": "imageReference",
  uid: "uid",
  "file-path": "filePath",
  "host-port": "hostPort",
  lowercase: "lowercase",
};

export function allRuntimeNames(): string[] {
  return Object.values(RUNTIME_NAMES).flat();
}
