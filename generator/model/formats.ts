/**
 * The string formats of the spec language, one entry each: what it accepts (its doc), the
 * closest JSON Schema rendering (a pattern and a length limit) for the schema emitters, and
 * how CEL checks it where Kubernetes' CEL libraries can. The names, and the runtime function
 * that checks each with Kubernetes' exact semantics, come from the runtime itself
 * (templates/runtime/formats.ts, `FORMAT_CHECKS`): adding a format is a function there, its
 * line in that table, an entry here (the compiler asks for it) and its row in specs/README.md.
 * The meta-schema's enum, the types' docs, the schemas, the validators and the CEL rules all
 * read this table.
 */
import { FORMAT_CHECKS, type FormatName } from "../../templates/runtime/formats.js";

export type Format = FormatName;

/** How CEL checks a format: a Kubernetes format library, a function of its CEL environment, or a pattern the value must not match. */
export type CelFormat = { readonly library: string } | { readonly call: string } | { readonly rejects: string };

export interface FormatInfo {
  readonly doc: string;
  /** An ECMAScript pattern, used by JSON Schema and OpenAPI. */
  readonly pattern?: string;
  readonly maxLength?: number;
  /** The least length a value of the format has, published as minLength (the pattern says it too, less plainly). */
  readonly minLength?: number;
  /** A JSON Schema / OpenAPI `format` name with the same meaning. */
  readonly jsonSchemaFormat?: string;
  /** Absent: CEL has no equivalent of the runtime check. */
  readonly cel?: CelFormat;
}

const LABEL = "[a-z0-9]([-a-z0-9]*[a-z0-9])?";
const SUBDOMAIN = `${LABEL}(\\.${LABEL})*`;
const NAME = "[A-Za-z0-9]([-A-Za-z0-9_.]*[A-Za-z0-9])?";

export const FORMAT_INFO: Readonly<Record<Format, FormatInfo>> = {
  "dns-label": { doc: "an RFC 1123 DNS label", pattern: `^${LABEL}$`, maxLength: 63, cel: { library: "dns1123Label" } },
  "dns-subdomain": { doc: "an RFC 1123 DNS subdomain", pattern: `^${SUBDOMAIN}$`, maxLength: 253, cel: { library: "dns1123Subdomain" } },
  "qualified-name": { doc: "a qualified name: an optional DNS subdomain prefix and `/`, then a name of at most 63 characters", pattern: `^(${SUBDOMAIN}/)?${NAME}$`, maxLength: 317, cel: { library: "qualifiedName" } },
  "qualified-name-caseless": { doc: "a qualified name checked in lower case (annotation keys, CSI driver names)", pattern: "^([A-Za-z0-9]([-A-Za-z0-9]*[A-Za-z0-9])?(\\.[A-Za-z0-9]([-A-Za-z0-9]*[A-Za-z0-9])?)*/)?[A-Za-z0-9]([-A-Za-z0-9_.]*[A-Za-z0-9])?$", maxLength: 317 },
  "label-key": { doc: "a label key: an optional DNS subdomain prefix and `/`, then a name of at most 63 characters", pattern: `^(${SUBDOMAIN}/)?${NAME}$`, maxLength: 317, cel: { library: "qualifiedName" } },
  "label-value": { doc: "a label value: empty, or at most 63 alphanumerics, `-`, `_` and `.`, starting and ending with an alphanumeric", pattern: `^(${NAME})?$`, maxLength: 63, cel: { library: "labelValue" } },
  "path-segment-name": { doc: "a path segment name: not `.` or `..`, without `/` or `%`", pattern: "^([^/%.][^/%]*|\\.[^/%.][^/%]*|\\.\\.[^/%]+)$" },
  "configmap-key": { doc: "a ConfigMap key: alphanumerics, `-`, `_` and `.`, not `.` or `..`", pattern: "^([-_a-zA-Z0-9][-._a-zA-Z0-9]*|\\.[-_a-zA-Z0-9][-._a-zA-Z0-9]*|\\.\\.[-._a-zA-Z0-9]+)$", maxLength: 253 },
  semver: { doc: "a strict semantic version without a leading `v`", pattern: "^(0|[1-9]\\d*)\\.(0|[1-9]\\d*)\\.(0|[1-9]\\d*)(-((0|[1-9]\\d*|\\d*[a-zA-Z-][0-9a-zA-Z-]*)(\\.(0|[1-9]\\d*|\\d*[a-zA-Z-][0-9a-zA-Z-]*))*))?(\\+([0-9a-zA-Z-]+(\\.[0-9a-zA-Z-]+)*))?$", cel: { call: "isSemver" } },
  url: { doc: "an absolute URL", jsonSchemaFormat: "uri" },
  "https-url": { doc: "an absolute `https://` URL", pattern: "^https://", jsonSchemaFormat: "uri" },
  ip: { doc: "an IPv4 or IPv6 address", pattern: "^([0-9]{1,3}(\\.[0-9]{1,3}){3}|[0-9a-fA-F:]*:[0-9a-fA-F:.]*)$", cel: { call: "isIP" } },
  cidr: { doc: "an IPv4 or IPv6 CIDR prefix", pattern: "^([0-9]{1,3}(\\.[0-9]{1,3}){3}|[0-9a-fA-F:]*:[0-9a-fA-F:.]*)/[0-9]{1,3}$", cel: { call: "isCIDR" } },
  "pool-name": { doc: "a pool name: DNS subdomains separated by `/`", pattern: `^${SUBDOMAIN}(/${SUBDOMAIN})*$`, minLength: 1, maxLength: 253 },
  "attribute-name": { doc: "a fully qualified attribute name: a DNS subdomain (any case), `/`, and a C identifier of at most 32 characters", pattern: "^[A-Za-z0-9]([-A-Za-z0-9]*[A-Za-z0-9])?(\\.[A-Za-z0-9]([-A-Za-z0-9]*[A-Za-z0-9])?)*/[A-Za-z_][A-Za-z0-9_]{0,31}$" },
  "domain-prefixed-path": { doc: "a domain-prefixed path: a DNS subdomain, `/`, then RFC 3986 path characters", pattern: `^${SUBDOMAIN}/[-A-Za-z0-9._~!$&'()*+,;=:%/]+$` },
  printable: { doc: "printable characters only", pattern: "^[\\p{L}\\p{M}\\p{N}\\p{P}\\p{S} ]*$" },
  cel: { doc: "a CEL expression" },
  "image-reference": { doc: "a container image reference, `image:tag` or `image@digest`, without leading or trailing whitespace", pattern: "^\\S(.*\\S)?$" },
  uid: { doc: "a unique identifier (usually a UUID)" },
  "file-path": { doc: "a file system path" },
  "host-port": { doc: "a `host:port` address", pattern: "^(\\[[0-9a-fA-F:.]+\\]|[^:\\[\\]/]+):[0-9]{1,5}$" },
  // Go: value == strings.ToLower(value); upper and title case letters are what ToLower changes.
  lowercase: { doc: "no upper-case letters", pattern: "^[^A-Z]*$", cel: { rejects: "[\\p{Lu}\\p{Lt}]" } },
  "container-resource-name": { doc: "a container resource name: `cpu`, `memory`, `ephemeral-storage`, `hugepages-<size>`, or a domain-prefixed (extended) resource name", pattern: `^(cpu|memory|ephemeral-storage|hugepages-${NAME}|${SUBDOMAIN}/${NAME})$`, maxLength: 308 }, // `requests.<prefix>` must be a subdomain: a prefix of at most 244
  "pem-certificates": { doc: "PEM-encoded certificates: at least one `CERTIFICATE` block holding a DER certificate", pattern: "-----BEGIN CERTIFICATE-----" },
  "finalizer-name": { doc: "a finalizer of a built-in kind: a domain-prefixed qualified name, or one of the standard `kubernetes`, `orphan` and `foregroundDeletion`", pattern: `^(${SUBDOMAIN}/${NAME}|kubernetes|orphan|foregroundDeletion)$`, maxLength: 317 },
  // RE2 has no look-ahead: the JSON Schema states no pattern, CEL rejects the reserved domains.
  "non-kubernetes-domain": { doc: "a name whose domain (before the first `/`) is not `k8s.io`, `kubernetes.io` or one of their subdomains, which Kubernetes reserves", cel: { rejects: "^([^/]*\\.)?(k8s|kubernetes)\\.io/" } },

};

/** Every format name, in the runtime's order. */
export const FORMATS: readonly Format[] = Object.keys(FORMAT_CHECKS) as Format[];

/** The formats a resource's names may have (`nameFormat`), as Kubernetes' name validators. */
export const NAME_FORMATS = ["dns-subdomain", "dns-label", "path-segment-name", "configmap-key"] as const satisfies readonly Format[];
export type NameFormat = (typeof NAME_FORMATS)[number];

/** The runtime function (exported by templates/runtime/formats.ts) that checks a format; `cel` is parsed by the CEL library instead. */
export function formatFunction(format: Exclude<Format, "cel">): string {
  return FORMAT_CHECKS[format].name;
}

/** The names of every format function, for the generated code's imports. */
export const FORMAT_FUNCTIONS: readonly string[] = FORMATS.filter((f): f is Exclude<Format, "cel"> => f !== "cel").map(formatFunction);

/** The JSON Schema pattern of a Go duration (`1m30s`). */
export const DURATION_PATTERN = "^[-+]?(0|(([0-9]+(\\.[0-9]*)?|\\.[0-9]+)(ns|us|µs|μs|ms|s|m|h))+)$";
/** The JSON Schema pattern of a Kubernetes quantity (`100Mi`, `1.5`). */
export const QUANTITY_PATTERN = "^[+-]?(([0-9]+(\\.[0-9]*)?)|(\\.[0-9]+))(([KMGTPE]i)|[numkMGTPE]|([eE][+-]?(([0-9]+(\\.[0-9]*)?)|(\\.[0-9]+))))?$";
