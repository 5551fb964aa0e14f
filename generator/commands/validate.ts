/**
 * `corespec validate FILE...`: validates YAML or JSON documents with the generated package
 * (output/dist), printing each error as `file:line:col: Kind/name: field: message`.
 * Defaults are applied before validating, as the API server does.
 */
import { readFile } from "node:fs/promises";
import { relative } from "node:path";
import { pathToFileURL } from "node:url";
import { parseInput, pathSteps, type Position, type SourceDocument } from "../validate/documents.js";

interface FieldError {
  readonly type: string;
  readonly field: string;
  readonly badValue?: unknown;
  readonly detail: string;
}

/** The part of the generated package this command uses. */
interface Package {
  validate(obj: unknown): { valid: boolean; errors: FieldError[] };
  applyDefaults<T>(obj: T): T;
  findUnknownFields(obj: unknown): string[];
  formatFieldError(error: FieldError): string;
}

export interface ValidateOptions {
  readonly output: "text" | "json";
  readonly strict: boolean;
  /** The package's entry module (output/dist/index.js). */
  readonly packageEntry: string;
}

interface Finding extends Position {
  readonly message: string;
  readonly error?: FieldError;
}

interface DocumentReport {
  readonly file: string;
  readonly document: number;
  readonly apiVersion?: string;
  readonly kind?: string;
  readonly name?: string;
  readonly valid: boolean;
  readonly errors: Finding[];
  readonly warnings: Finding[];
}

export async function runValidate(inputs: readonly string[], options: ValidateOptions, out = process.stdout, err = process.stderr): Promise<number> {
  const pkg = (await import(pathToFileURL(options.packageEntry).href)) as Package;
  const reports: DocumentReport[] = [];
  let unreadable = false;
  for (const input of inputs) {
    const display = input === "-" ? "<stdin>" : relative(process.cwd(), input) || input;
    let text: string;
    try {
      text = input === "-" ? await readStdin() : await readFile(input, "utf8");
    } catch (error) {
      err.write(`${display}: cannot read: ${(error as Error).message}\n`);
      unreadable = true;
      continue;
    }
    reports.push(...validateText(pkg, display, text, options.strict));
  }
  if (options.output === "json") {
    out.write(`${JSON.stringify(reports, null, 2)}\n`);
  } else {
    for (const report of reports) {
      const who = report.kind ? `${report.kind}/${report.name ?? "(unnamed)"}` : `document ${report.document + 1}`;
      for (const e of report.errors) out.write(`${report.file}:${e.line}:${e.col}: ${who}: ${e.message}\n`);
      for (const w of report.warnings) err.write(`${report.file}:${w.line}:${w.col}: warning: ${who}: ${w.message}\n`);
    }
    const bad = reports.filter((r) => !r.valid).length;
    err.write(`${reports.length} document${reports.length === 1 ? "" : "s"} checked, ${bad} invalid.\n`);
  }
  if (unreadable) return 2;
  return reports.some((r) => !r.valid) ? 1 : 0;
}

function validateText(pkg: Package, file: string, text: string, strict: boolean): DocumentReport[] {
  const parsed = parseInput(text, { json: file.endsWith(".json") });
  const reports: DocumentReport[] = [];
  const syntax = parsed.problems.filter((p) => !p.message.startsWith("duplicate field"));
  const duplicates = parsed.problems.filter((p) => p.message.startsWith("duplicate field"));
  if (syntax.length) {
    reports.push({ file, document: 0, valid: false, errors: syntax, warnings: [] });
    return reports;
  }
  for (const doc of parsed.documents) {
    const meta = identity(doc);
    // As the API server and the components' loaders do: defaults first, then validation.
    const result = pkg.validate(pkg.applyDefaults(doc.value));
    const errors: Finding[] = result.errors.map((e) => ({ ...doc.positionOf(pathSteps(e.field, doc.value)), message: pkg.formatFieldError(e), error: e }));
    const unknown: Finding[] = result.valid || meta.kind ? pkg.findUnknownFields(doc.value).map((field) => ({ ...doc.positionOf(pathSteps(field, doc.value)), message: `${field}: unknown field` })) : [];
    const extra = [...unknown, ...(doc.index === 0 ? duplicates : [])];
    const all = strict ? [...errors, ...extra] : errors;
    all.sort((a, b) => a.line - b.line || a.col - b.col);
    reports.push({ file, document: doc.index, ...meta, valid: all.length === 0, errors: all, warnings: strict ? [] : extra });
  }
  return reports;
}

function identity(doc: SourceDocument): { apiVersion?: string; kind?: string; name?: string } {
  const v = doc.value as { apiVersion?: unknown; kind?: unknown; metadata?: { name?: unknown; generateName?: unknown } } | null;
  const text = (x: unknown) => (typeof x === "string" && x !== "" ? x : undefined);
  const out: { apiVersion?: string; kind?: string; name?: string } = {};
  const apiVersion = text(v?.apiVersion);
  const kind = text(v?.kind);
  const name = text(v?.metadata?.name) ?? text(v?.metadata?.generateName);
  if (apiVersion) out.apiVersion = apiVersion;
  if (kind) out.kind = kind;
  if (name) out.name = name;
  return out;
}

async function readStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}
