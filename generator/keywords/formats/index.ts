/**
 * The format registry: one entry per string format of the spec language, each a module of this
 * folder named after it (`dns-label` in dns-label.ts) holding its doc, a valid and an invalid
 * example, the runtime function that checks it, its JSON Schema / OpenAPI rendering and its
 * CEL. The names are the runtime's (templates/runtime/formats.ts, `FormatName` and
 * `FORMAT_CHECKS`: the compiler asks for an entry of each), in its order. The meta-schema's
 * enum, the spec reference, the keywords `format`, `pattern`, `minLength` and `maxLength`, the
 * validators' imports and the CEL renderer all read this registry. Adding a format: its
 * runtime check, its module here and its line below.
 */
import { FORMAT_CHECKS, type FormatName } from "../../../templates/runtime/formats.js";
import type { FormatDefinition } from "./format-definition.js";
import { attributeNameFormat } from "./attribute-name.js";
import { celFormat } from "./cel.js";
import { cidrFormat } from "./cidr.js";
import { configmapKeyFormat } from "./configmap-key.js";
import { containerResourceNameFormat } from "./container-resource-name.js";
import { dnsLabelFormat } from "./dns-label.js";
import { dnsSubdomainFormat } from "./dns-subdomain.js";
import { domainPrefixedPathFormat } from "./domain-prefixed-path.js";
import { filePathFormat } from "./file-path.js";
import { finalizerNameFormat } from "./finalizer-name.js";
import { hostPortFormat } from "./host-port.js";
import { httpsUrlFormat } from "./https-url.js";
import { imageReferenceFormat } from "./image-reference.js";
import { ipFormat } from "./ip.js";
import { labelKeyFormat } from "./label-key.js";
import { labelValueFormat } from "./label-value.js";
import { lowercaseFormat } from "./lowercase.js";
import { nonKubernetesDomainFormat } from "./non-kubernetes-domain.js";
import { pathSegmentNameFormat } from "./path-segment-name.js";
import { pemCertificatesFormat } from "./pem-certificates.js";
import { poolNameFormat } from "./pool-name.js";
import { printableFormat } from "./printable.js";
import { qualifiedNameFormat } from "./qualified-name.js";
import { qualifiedNameCaselessFormat } from "./qualified-name-caseless.js";
import { semverFormat } from "./semver.js";
import { uidFormat } from "./uid.js";
import { urlFormat } from "./url.js";

export type { CelFormat, FormatDefinition } from "./format-definition.js";

export const FORMAT_REGISTRY: { readonly [N in FormatName]: FormatDefinition<N> } = {
  "dns-label": dnsLabelFormat,
  "dns-subdomain": dnsSubdomainFormat,
  "qualified-name": qualifiedNameFormat,
  "qualified-name-caseless": qualifiedNameCaselessFormat,
  "label-key": labelKeyFormat,
  "label-value": labelValueFormat,
  "path-segment-name": pathSegmentNameFormat,
  "configmap-key": configmapKeyFormat,
  semver: semverFormat,
  url: urlFormat,
  "https-url": httpsUrlFormat,
  ip: ipFormat,
  cidr: cidrFormat,
  "pool-name": poolNameFormat,
  "attribute-name": attributeNameFormat,
  "domain-prefixed-path": domainPrefixedPathFormat,
  printable: printableFormat,
  cel: celFormat,
  "image-reference": imageReferenceFormat,
  uid: uidFormat,
  "file-path": filePathFormat,
  "host-port": hostPortFormat,
  lowercase: lowercaseFormat,
  "container-resource-name": containerResourceNameFormat,
  "finalizer-name": finalizerNameFormat,
  "pem-certificates": pemCertificatesFormat,
  "non-kubernetes-domain": nonKubernetesDomainFormat,
};

/** Every format name, in the runtime's order. */
export const FORMATS: readonly FormatName[] = Object.keys(FORMAT_CHECKS) as FormatName[];

/** Every format, in the runtime's order. */
export const FORMAT_LIST: readonly FormatDefinition[] = FORMATS.map(
  (f) => FORMAT_REGISTRY[f] as FormatDefinition,
);

/** The runtime function that checks a format, by the name generated code imports; `cel` is parsed by the CEL library instead. */
export function formatFunction(format: Exclude<FormatName, "cel">): string {
  return FORMAT_REGISTRY[format].check.name;
}

/** The names of every format function, for the generated code's imports. */
export const FORMAT_FUNCTIONS: readonly string[] = FORMATS.filter(
  (f): f is Exclude<FormatName, "cel"> => f !== "cel",
).map(formatFunction);
