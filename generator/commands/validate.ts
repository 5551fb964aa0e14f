/**
 * `corespec validate FILE|DIR|-...`: validates YAML or JSON documents with the generated
 * package (output/dist), printing each error as `file:line:col: Kind/name: field: message`.
 * Defaults are applied before validating, as the API server does. Inputs are read one
 * document at a time, within the bounds of validate/limits.ts.
 */
import { dirname } from "node:path";
import { parseDocument, type ParsedDocument } from "../validate/documents.js";
import { pathSteps } from "../validate/field-paths.js";
import { expandInputs, isUnreadable, type Input } from "../validate/inputs.js";
import { InputLimitError, MAX_DOCUMENT_BYTES, MIB } from "../validate/limits.js";
import { jsonReporter, textReporter, type DocumentReport, type Finding, type Reporter } from "../validate/report.js";
import { splitYaml, type DocumentText } from "../validate/split.js";
import { FieldSuggestions } from "../validate/suggestions.js";
import { PackageApi, PackageLoadError, type DocumentApi, type PackageTools } from "./package-api.js";

export interface ValidateOptions {
  readonly output: "text" | "json";
  readonly strict: boolean;
  /** The package's entry module (output/dist/index.js). */
  readonly packageEntry: string;
  /** `--feature-gates`: `Name=true,Other=false`, or empty for Kubernetes' defaults. */
  readonly featureGates?: string;
}

export async function runValidate(inputs: readonly string[], options: ValidateOptions, out = process.stdout, err = process.stderr, stdin: AsyncIterable<string | Buffer> = process.stdin): Promise<number> {
  try {
    return await validateAll(inputs, options, out, err, stdin);
  } catch (error) {
    if (!(error instanceof PackageLoadError)) throw error;
    err.write(`corespec validate: ${error.message}\n`);
    return 2;
  }
}

async function validateAll(inputs: readonly string[], options: ValidateOptions, out: NodeJS.WritableStream, err: NodeJS.WritableStream, stdin: AsyncIterable<string | Buffer>): Promise<number> {
  const pkg = new PackageApi(options.packageEntry);
  const tools = await pkg.tools();
  let featureGates: Record<string, boolean> = {};
  if (options.featureGates) {
    try {
      if (!tools.parseFeatureGates) throw new Error("the package predates feature gates; regenerate it");
      featureGates = tools.parseFeatureGates(options.featureGates);
    } catch (error) {
      err.write(`corespec validate: --feature-gates: ${(error as Error).message}\n`);
      return 2;
    }
  }
  const suggestions = new FieldSuggestions(`${dirname(dirname(options.packageEntry))}/schemas`);
  const reporter = options.output === "json" ? jsonReporter({ out, err }) : textReporter({ out, err });
  for (const input of await expandInputs(inputs, stdin)) {
    if (isUnreadable(input)) reporter.failure({ file: input.display, readable: false, message: input.message });
    else await validateInput(pkg, suggestions, input, { strict: options.strict, featureGates, tools }, reporter);
  }
  return reporter.end();
}

/** The documents of an input: one for a JSON file, each of a YAML stream. */
async function* documentsOf(input: Input): AsyncGenerator<DocumentText> {
  if (!input.json) {
    yield* splitYaml(input.open());
    return;
  }
  let text = "";
  for await (const chunk of input.open()) {
    text += chunk;
    if (text.length > MAX_DOCUMENT_BYTES) throw new InputLimitError(`larger than ${MAX_DOCUMENT_BYTES / MIB} MiB, the API server's limit`);
  }
  if (text.trim() !== "") yield { text, startLine: 1, index: 1 };
}

/** How each document is checked: strictness, the feature gates, and the package's reporting helpers. */
interface CheckSettings {
  readonly strict: boolean;
  readonly featureGates: Record<string, boolean>;
  readonly tools: PackageTools;
}

async function validateInput(pkg: PackageApi, suggestions: FieldSuggestions, input: Input, settings: CheckSettings, reporter: Reporter): Promise<void> {
  try {
    for await (const text of documentsOf(input)) {
      const doc = await parseDocument(text, input.json);
      // An empty document (a trailing `---`, comments only) holds nothing to check.
      if (doc.syntax.length === 0 && (doc.value === null || doc.value === undefined)) continue;
      const meta = identity(doc.value);
      const api = doc.syntax.length ? undefined : await pkg.forDocument(meta.apiVersion, meta.kind);
      reporter.document(check(api, suggestions, input.display, doc, settings));
    }
  } catch (error) {
    if (error instanceof PackageLoadError) throw error;
    const limit = error instanceof InputLimitError;
    reporter.failure({ file: input.display, readable: false, message: limit ? `${error.message}: stopped reading it` : `cannot read: ${(error as Error).message}` });
  }
}

function check(pkg: DocumentApi | undefined, suggestions: FieldSuggestions, file: string, doc: ParsedDocument, { strict, featureGates, tools }: CheckSettings): DocumentReport {
  if (doc.syntax.length || !pkg) return { file, document: doc.index, valid: false, errors: doc.syntax, warnings: [] };
  const meta = identity(doc.value);
  // As the API server and the components' loaders do: defaults first, then validation.
  const result = pkg.validate(pkg.applyDefaults(doc.value), { featureGates });
  const at = (field: string) => doc.positionOf(pathSteps(field, doc.value));
  const errors: Finding[] = result.errors.map((e) => ({ ...at(e.field), message: tools.formatFieldError(e), error: e }));
  const unknownField = (field: string): Finding => {
    const hint = suggestions.suggest(meta.apiVersion, meta.kind, pathSteps(field, doc.value));
    return { ...at(field), message: `${field}: unknown field${hint}` };
  };
  const unknown: Finding[] = result.valid || meta.kind ? pkg.findUnknownFields(doc.value).map(unknownField) : [];
  const extra = [...unknown, ...doc.duplicates];
  const all = strict ? [...errors, ...extra] : errors;
  all.sort((a, b) => a.line - b.line || a.col - b.col);
  return { file, document: doc.index, ...meta, valid: all.length === 0, errors: all, warnings: strict ? [] : extra.sort((a, b) => a.line - b.line || a.col - b.col) };
}

function identity(value: unknown): { apiVersion?: string; kind?: string; name?: string } {
  const v = value as { apiVersion?: unknown; kind?: unknown; metadata?: { name?: unknown; generateName?: unknown } } | null;
  const text = (x: unknown) => (typeof x === "string" && x !== "" ? x : undefined);
  const out: { apiVersion?: string; kind?: string; name?: string } = {};
  const apiVersion = text(v?.apiVersion);
  const kind = text(v?.kind);
  const metadata = v !== null && typeof v === "object" && typeof v.metadata === "object" && v.metadata !== null ? v.metadata : undefined;
  const name = text(metadata?.name) ?? text(metadata?.generateName);
  if (apiVersion) out.apiVersion = apiVersion;
  if (kind) out.kind = kind;
  if (name) out.name = name;
  return out;
}
