/**
 * The string formats of the spec language, with Kubernetes' semantics and error details
 * (k8s.io/apimachinery/pkg/util/validation and the API validation that uses it). Each check
 * returns undefined when the value is valid, else the detail of a FieldValueInvalid error.
 * When Kubernetes reports several problems for one value, they are joined with "; ".
 */
import { pemCertificates } from "./bytes.js";
import { cidr, hostPort, httpsUrl, ip, url } from "./net-formats.js";
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
export declare const FORMAT_CHECKS: Readonly<Record<FormatName, FormatCheck>>;
