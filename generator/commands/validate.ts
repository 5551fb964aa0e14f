/**
 * `corespec validate FILE|DIR|-...`: validates YAML or JSON documents with the generated
 * package (output/dist), printing each error as `file:line:col: Kind/name: field: message`.
 * Defaults are applied before validating, as the API server does. Inputs are read one
 * document at a time, within the bounds of validate/limits.ts. As kubeconform: `--skip` kinds,
 * `--ignore-missing-schemas`, `--summary`, `--output text|json|junit|tap` (validate/report*.ts).
 *
 * Exit codes: 0 every document valid or skipped; 1 a document invalid or not checkable (not
 * well-formed, no apiVersion or kind, a kind the package does not know); 2 a usage error, a
 * package that cannot load, or an input that cannot be read to its end, which wins over 1
 * (validate/report.ts says why).
 */
import { dirname } from "node:path";
import { CODES } from "../load/codes.js";
import { parseDocument, type ParsedDocument } from "../validate/documents.js";
import { pathSteps } from "../validate/field-paths.js";
import { expandInputs, isUnreadable, type Input } from "../validate/inputs.js";
import { InputLimitError, MAX_DOCUMENT_BYTES, MIB } from "../validate/limits.js";
import {
  createReporter,
  type DocumentReport,
  type Finding,
  type OutputFormat,
  type Reporter,
} from "../validate/report.js";
import { isSkipped, parseSkip, type SkipEntry } from "../validate/skip.js";
import { splitYaml, type DocumentText } from "../validate/split.js";
import { FieldSuggestions } from "../validate/suggestions.js";
import {
  PackageApi,
  PackageLoadError,
  type DocumentApi,
  type PackageTools,
} from "./package-api.js";

export interface ValidateOptions {
  readonly output: OutputFormat;
  readonly strict: boolean;
  /** `--summary`: kubeconform's counts at the end. */
  readonly summary?: boolean;
  /** `--skip`: kinds, or apiVersion/kind pairs, comma-separated, that are not checked. */
  readonly skip?: string;
  /** `--ignore-missing-schemas`: a kind the package does not know is skipped, with a note. */
  readonly ignoreMissingSchemas?: boolean;
  /** The package's entry module (output/dist/index.js). */
  readonly packageEntry: string;
  /** `--feature-gates`: `Name=true,Other=false`, or empty for Kubernetes' defaults. */
  readonly featureGates?: string;
}

export async function runValidate(
  inputs: readonly string[],
  options: ValidateOptions,
  out = process.stdout,
  err = process.stderr,
  stdin: AsyncIterable<string | Buffer> = process.stdin,
): Promise<number> {
  try {
    return await validateAll(inputs, options, out, err, stdin);
  } catch (error) {
    if (!(error instanceof PackageLoadError)) throw error;
    err.write(`corespec validate: ${error.message}\n`);
    return 2;
  }
}

async function validateAll(
  inputs: readonly string[],
  options: ValidateOptions,
  out: NodeJS.WritableStream,
  err: NodeJS.WritableStream,
  stdin: AsyncIterable<string | Buffer>,
): Promise<number> {
  let skip: SkipEntry[];
  try {
    skip = parseSkip(options.skip ?? "");
  } catch (error) {
    err.write(`corespec validate: --skip: ${(error as Error).message}\n`);
    return 2;
  }
  const pkg = new PackageApi(options.packageEntry);
  const tools = await pkg.tools();
  let featureGates: Record<string, boolean> = {};
  if (options.featureGates) {
    try {
      if (!tools.parseFeatureGates)
        throw new Error("the package predates feature gates; regenerate it");
      featureGates = tools.parseFeatureGates(options.featureGates);
    } catch (error) {
      err.write(`corespec validate: --feature-gates: ${(error as Error).message}\n`);
      return 2;
    }
  }
  const suggestions = new FieldSuggestions(`${dirname(dirname(options.packageEntry))}/schemas`);
  const reporter = await createReporter(
    options.output,
    { out, err },
    { summary: options.summary ?? false },
  );
  const settings: CheckSettings = {
    strict: options.strict,
    featureGates,
    tools,
    skip,
    ignoreMissingSchemas: options.ignoreMissingSchemas ?? false,
  };
  for (const input of await expandInputs(inputs, stdin)) {
    if (isUnreadable(input))
      reporter.failure({
        file: input.display,
        message: input.message,
        code: CODES.inputUnreadable.code,
      });
    else await validateInput(pkg, suggestions, input, settings, reporter);
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
    if (text.length > MAX_DOCUMENT_BYTES)
      throw new InputLimitError(
        `larger than ${MAX_DOCUMENT_BYTES / MIB} MiB, the API server's limit`,
      );
  }
  if (text.trim() !== "") yield { text, startLine: 1, index: 1 };
}

/** How each document is checked: strictness, the feature gates, and the package's reporting helpers. */
interface CheckSettings {
  readonly strict: boolean;
  readonly featureGates: Record<string, boolean>;
  readonly tools: PackageTools;
  readonly skip: readonly SkipEntry[];
  readonly ignoreMissingSchemas: boolean;
}

async function validateInput(
  pkg: PackageApi,
  suggestions: FieldSuggestions,
  input: Input,
  settings: CheckSettings,
  reporter: Reporter,
): Promise<void> {
  try {
    for await (const text of documentsOf(input)) {
      const doc = await parseDocument(text, input.json);
      // An empty document (a trailing `---`, comments only) holds nothing to check.
      if (doc.syntax.length === 0 && (doc.value === null || doc.value === undefined)) continue;
      reporter.document(await report(pkg, suggestions, input.display, doc, settings));
    }
  } catch (error) {
    if (error instanceof PackageLoadError) throw error;
    const limit = error instanceof InputLimitError;
    reporter.failure({
      file: input.display,
      message: limit
        ? `${error.message}: stopped reading it`
        : `cannot read: ${(error as Error).message}`,
      code: (limit ? CODES.inputLimit : CODES.inputUnreadable).code,
    });
  }
}

/**
 * The report of one document: an error when it is not well-formed; skipped by `--skip`, or as a
 * kind the package does not know with `--ignore-missing-schemas`; else checked.
 */
async function report(
  pkg: PackageApi,
  suggestions: FieldSuggestions,
  file: string,
  doc: ParsedDocument,
  settings: CheckSettings,
): Promise<DocumentReport> {
  if (doc.syntax.length)
    return { file, document: doc.index, status: "error", errors: doc.syntax, warnings: [] };
  const meta = identity(doc.value);
  const { apiVersion, kind } = meta;
  const base = { file, document: doc.index, ...meta, errors: [], warnings: [] };
  if (isSkipped(settings.skip, apiVersion, kind))
    return { ...base, status: "skipped", reason: `--skip ${kind}` };
  const known =
    apiVersion !== undefined && kind !== undefined && (await pkg.knows(apiVersion, kind));
  if (apiVersion !== undefined && kind !== undefined && !known && settings.ignoreMissingSchemas) {
    const reason = `${apiVersion} ${kind} is not a kind of the package: not checked (--ignore-missing-schemas)`;
    return {
      ...base,
      status: "skipped",
      reason,
      note: { ...doc.positionOf(["kind"]), message: reason, code: CODES.kindUnknown.code },
      unknownKind: true,
    };
  }
  const checked = check(await pkg.forDocument(apiVersion, kind), suggestions, file, doc, settings);
  // Without a kind the package knows there was nothing to check the document against.
  if (known || checked.status === "valid") return checked;
  if (apiVersion === undefined || kind === undefined) return { ...checked, status: "error" };
  return {
    ...checked,
    status: "error",
    errors: checked.errors.map((e) => ({ ...e, code: CODES.kindUnknown.code })),
    unknownKind: true,
  };
}

function check(
  pkg: DocumentApi,
  suggestions: FieldSuggestions,
  file: string,
  doc: ParsedDocument,
  { strict, featureGates, tools }: CheckSettings,
): DocumentReport {
  const meta = identity(doc.value);
  // As the API server and the components' loaders do: defaults first, then validation.
  const result = pkg.validate(pkg.applyDefaults(doc.value), { featureGates });
  const at = (field: string) => doc.positionOf(pathSteps(field, doc.value));
  const errors: Finding[] = result.errors.map((e) => ({
    ...at(e.field),
    message: tools.formatFieldError(e),
    error: e,
  }));
  const unknownField = (field: string): Finding => {
    const hint = suggestions.suggest(meta.apiVersion, meta.kind, pathSteps(field, doc.value));
    return {
      ...at(field),
      field,
      message: `${field}: unknown field${hint}`,
      code: CODES.fieldUnknown.code,
    };
  };
  const unknown: Finding[] =
    result.valid || meta.kind ? pkg.findUnknownFields(doc.value).map(unknownField) : [];
  const extra = [...unknown, ...doc.duplicates];
  const all = strict ? [...errors, ...extra] : errors;
  all.sort((a, b) => a.line - b.line || a.col - b.col);
  return {
    file,
    document: doc.index,
    ...meta,
    status: all.length === 0 ? "valid" : "invalid",
    errors: all,
    warnings: strict ? [] : extra.sort((a, b) => a.line - b.line || a.col - b.col),
  };
}

interface Identity {
  apiVersion?: string;
  kind?: string;
  name?: string;
  namespace?: string;
}

function identity(value: unknown): Identity {
  const v = value as {
    apiVersion?: unknown;
    kind?: unknown;
    metadata?: { name?: unknown; generateName?: unknown; namespace?: unknown };
  } | null;
  const text = (x: unknown) => (typeof x === "string" && x !== "" ? x : undefined);
  const out: Identity = {};
  const apiVersion = text(v?.apiVersion);
  const kind = text(v?.kind);
  const metadata =
    v !== null && typeof v === "object" && typeof v.metadata === "object" && v.metadata !== null
      ? v.metadata
      : undefined;
  const name = text(metadata?.name) ?? text(metadata?.generateName);
  if (apiVersion) out.apiVersion = apiVersion;
  if (kind) out.kind = kind;
  const namespace = text(metadata?.namespace);
  if (name) out.name = name;
  if (namespace) out.namespace = namespace;
  return out;
}
