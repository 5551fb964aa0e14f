/** The format `non-kubernetes-domain`: a name whose domain (before the first `/`) is not `k8s.io`, `kubernetes.io` or one of their subdomains, which Kubernetes reserves. */
import { nonKubernetesDomain } from "../../../templates/runtime/formats.js";
import type { FormatDefinition } from "./format-definition.js";

// RE2 has no look-ahead: the JSON Schema states no pattern, CEL rejects the reserved domains.
export const nonKubernetesDomainFormat: FormatDefinition<"non-kubernetes-domain"> = {
  name: "non-kubernetes-domain",
  doc: "a name whose domain (before the first `/`) is not `k8s.io`, `kubernetes.io` or one of their subdomains, which Kubernetes reserves",
  examples: { valid: "example.com/team", invalid: "kubernetes.io/team" },
  check: nonKubernetesDomain,
  cel: { rejects: "^([^/]*\\.)?(k8s|kubernetes)\\.io/" },
};
