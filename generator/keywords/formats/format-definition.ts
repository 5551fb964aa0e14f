/**
 * The format registry's contract: each string format of the spec language (`format:
 * dns-label`) has one module in this folder, named after it, with everything the generator
 * knows about it. The runtime check itself, Kubernetes' semantics and error details, is shipped
 * code and stays in the runtime (templates/runtime/formats.ts, `FORMAT_CHECKS`); the module
 * names the function the generated validators call.
 */
import type { FormatCheck, FormatName } from "../../../templates/runtime/formats.js";

/** How CEL checks a format: a Kubernetes format library, a function of its CEL environment, or a pattern the value must not match. */
export type CelFormat =
  | { readonly library: string }
  | { readonly call: string }
  | { readonly rejects: string };

export interface FormatDefinition<N extends FormatName = FormatName> {
  readonly name: N;
  /** What it accepts, as a noun phrase (`an RFC 1123 DNS label`): the spec reference's row and the generated doc comment's `Format: ...` sentence. */
  readonly doc: string;
  /**
   * A value it accepts and one it refuses, for the spec reference; test/formats.test.ts runs
   * them through the runtime check. No invalid example: the check accepts any string.
   */
  readonly examples: { readonly valid: string; readonly invalid?: string };
  /** The runtime function (exported by templates/runtime/formats.ts) that checks it; the generated validators import it by its name. */
  readonly check: FormatCheck;
  /** The ECMAScript pattern closest to the check (RE2 reads it too), published by the JSON Schemas and OpenAPI. */
  readonly pattern?: string;
  /** The least length a value has, published as minLength (the pattern says it too, less plainly). */
  readonly minLength?: number;
  /** The most characters a value has, published as maxLength. */
  readonly maxLength?: number;
  /**
   * A JSON Schema / OpenAPI `format` with the same meaning (`uri`). The JSON Schemas, Swagger
   * 2.0 and OpenAPI 3.0 and 3.1 share these format names, so it is written the same in each.
   */
  readonly schemaFormat?: string;
  /** How CEL checks it (x-kubernetes-validations); absent: CEL has no equivalent of the runtime check. */
  readonly cel?: CelFormat;
}
