/**
 * Checking one configuration document of `corespec serve` with the generated package, as
 * `corespec validate` does: its kind and group, then defaults and the validators. Problems are
 * `file:line:col: message`. A document may be a whole file or embedded in another (an
 * AdmissionConfiguration's plugin `configuration`): `at` says where a field of it is.
 */
import { parseDocument } from "../validate/documents.js";
import { pathSteps } from "../validate/field-paths.js";
import type { PackageApi } from "./package-api.js";

export interface Position {
  readonly line: number;
  readonly col: number;
}

export interface Checked {
  /** The defaulted document, when it has no problem. */
  readonly value?: unknown;
  readonly problems: string[];
}

/** Checks `value`, a document expected of `kind` in `group`; `at` places a field path of it in `file`. */
export async function checkDocument(
  file: string,
  value: unknown,
  at: (field: string) => Position,
  expected: { kind: string; group: string },
  api: PackageApi,
  featureGates?: Record<string, boolean>,
): Promise<Checked> {
  const problems: string[] = [];
  const doc = value as { apiVersion?: unknown; kind?: unknown } | null;
  if (
    doc === null ||
    typeof doc !== "object" ||
    doc.kind !== expected.kind ||
    typeof doc.apiVersion !== "string" ||
    !doc.apiVersion.startsWith(`${expected.group}/`)
  ) {
    const where = at("kind");
    return {
      problems: [
        `${file}:${where.line}:${where.col}: expected kind ${expected.kind} of ${expected.group}`,
      ],
    };
  }
  const checks = await api.forDocument(doc.apiVersion, expected.kind);
  const tools = await api.tools();
  const defaulted = checks.applyDefaults(value);
  for (const error of checks.validate(
    defaulted,
    featureGates !== undefined ? { featureGates } : undefined,
  ).errors) {
    const where = at(error.field);
    problems.push(`${file}:${where.line}:${where.col}: ${tools.formatFieldError(error)}`);
  }
  return problems.length === 0 ? { value: defaulted, problems } : { problems };
}

/** Parses a whole file's one document; its problems, or its value and where its fields are. */
export async function parseFile(
  file: string,
  text: string,
): Promise<{ problems: string[]; value?: unknown; at: (field: string) => Position }> {
  const doc = await parseDocument({ text, startLine: 1, index: 1 }, file.endsWith(".json"));
  const at = (field: string) => doc.positionOf(pathSteps(field, doc.value));
  if (doc.syntax.length > 0)
    return { problems: doc.syntax.map((p) => `${file}:${p.line}:${p.col}: ${p.message}`), at };
  return { problems: [], value: doc.value, at };
}
