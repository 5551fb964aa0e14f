// Copied by corespec from templates/runtime/formats.ts. DO NOT EDIT: change the template and run `npm run generate`.

/**
 * The string formats of the spec language, with Kubernetes' semantics and error details
 * (k8s.io/apimachinery/pkg/util/validation and the API validation that uses it). Each check
 * returns undefined when the value is valid, else the detail of a FieldValueInvalid error.
 * When Kubernetes reports several problems for one value, they are joined with "; ".
 */
import { pemCertificates } from "./bytes.js";
import {
  attributeName,
  configMapKey,
  containerResourceName,
  dnsLabel,
  dnsSubdomain,
  finalizerName,
  labelKey,
  labelValue,
  pathSegmentName,
  poolName,
  qualifiedName,
  qualifiedNameCaseless,
  semver,
} from "./name-formats.js";
import { cidr, hostPort, httpsUrl, ip, url } from "./net-formats.js";
import {
  cel,
  domainPrefixedPath,
  filePath,
  imageReference,
  lowercase,
  nonKubernetesDomain,
  printable,
  uid,
} from "./text-formats.js";

/** The formats of the spec language (specs/README.md), each checked by its FORMAT_CHECKS entry. */
export type FormatName =
  | "dns-label"
  | "dns-subdomain"
  | "qualified-name"
  | "qualified-name-caseless"
  | "label-key"
  | "label-value"
  | "path-segment-name"
  | "configmap-key"
  | "semver"
  | "url"
  | "https-url"
  | "ip"
  | "cidr"
  | "pool-name"
  | "attribute-name"
  | "domain-prefixed-path"
  | "printable"
  | "cel"
  | "image-reference"
  | "uid"
  | "file-path"
  | "host-port"
  | "lowercase"
  | "container-resource-name"
  | "finalizer-name"
  | "pem-certificates"
  | "non-kubernetes-domain";

export type FormatCheck = (value: string) => string | undefined;

export { cidr, hostPort, httpsUrl, ip, pemCertificates, url };
export * from "./name-formats.js";
export * from "./text-formats.js";

/** Every format's check, by its spec name. */
export const FORMAT_CHECKS: Readonly<Record<FormatName, FormatCheck>> =
  /* @__PURE__ */ Object.freeze({
    "dns-label": dnsLabel,
    "dns-subdomain": dnsSubdomain,
    "qualified-name": qualifiedName,
    "qualified-name-caseless": qualifiedNameCaseless,
    "label-key": labelKey,
    "label-value": labelValue,
    "path-segment-name": pathSegmentName,
    "configmap-key": configMapKey,
    semver,
    url,
    "https-url": httpsUrl,
    ip,
    cidr,
    "pool-name": poolName,
    "attribute-name": attributeName,
    "domain-prefixed-path": domainPrefixedPath,
    printable,
    cel,
    "image-reference": imageReference,
    uid,
    "file-path": filePath,
    "host-port": hostPort,
    lowercase,
    "container-resource-name": containerResourceName,
    "finalizer-name": finalizerName,
    "pem-certificates": pemCertificates,
    "non-kubernetes-domain": nonKubernetesDomain,
  });
