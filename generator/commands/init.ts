/** `corespec init DIR`: writes a spec project (init-files.ts) into a new or empty directory. */
import { mkdirSync, readdirSync, statSync, writeFileSync } from "node:fs";
import { basename, dirname, join, relative, resolve } from "node:path";
import { initFiles, type InitOptions } from "./init-files.js";

export interface InitCommandOptions {
  readonly group?: string;
  readonly kind?: string;
  readonly plural?: string;
  readonly scope?: "Namespaced" | "Cluster";
  readonly name?: string;
  readonly title?: string;
  readonly license?: string;
  readonly repository?: string;
}

/** A DNS subdomain with at least one dot, as Kubernetes takes an API group of one's own. */
const GROUP = /^(?=.{1,253}$)[a-z0-9]([-a-z0-9]*[a-z0-9])?(\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)+$/;
const KIND = /^[A-Z][A-Za-z0-9]{0,62}$/;
const PLURAL = /^[a-z]([-a-z0-9]{0,61}[a-z0-9])?$/;
const PACKAGE_NAME = /^(?:@[a-z0-9-~][a-z0-9-._~]*\/)?[a-z0-9-~][a-z0-9-._~]*$/;

/** The plural of a kind as Kubernetes' RESTMapper makes it (UnsafeGuessKindToResource). */
export function pluralOf(kind: string): string {
  const lower = kind.toLowerCase();
  if (/(s|x|z|ch|sh)$/.test(lower)) return `${lower}es`;
  if (/[^aeiou]y$/.test(lower)) return `${lower.slice(0, -1)}ies`;
  return `${lower}s`;
}

/** The options with their defaults, or the problem with them. */
export function initOptions(
  dir: string,
  given: InitCommandOptions,
): InitOptions | { problem: string } {
  const group = given.group ?? "example.com";
  const kind = given.kind ?? "Widget";
  const plural = given.plural ?? pluralOf(kind);
  const name =
    given.name ??
    (basename(resolve(dir))
      .toLowerCase()
      .replace(/[^a-z0-9-._~]+/g, "-")
      .replace(/^[-._]+/, "") ||
      "api");
  if (!GROUP.test(group))
    return {
      problem: `--group ${group}: not an API group (a DNS subdomain with a dot, such as example.com)`,
    };
  if (!KIND.test(kind))
    return { problem: `--kind ${kind}: not a kind name (UpperCamelCase, such as Widget)` };
  if (!PLURAL.test(plural))
    return { problem: `--plural ${plural}: not a resource name (lower case, such as widgets)` };
  if (!PACKAGE_NAME.test(name) || name.length > 200)
    return {
      problem: `--name ${name}: not an npm package name (lower case, such as widgets-api or @acme/widgets)`,
    };
  return {
    group,
    kind,
    plural,
    scope: given.scope ?? "Namespaced",
    name,
    title: given.title ?? `${group} API`,
    license: given.license ?? "Apache-2.0",
    ...(given.repository !== undefined ? { repository: given.repository } : {}),
  };
}

/** Writes the project; returns the exit code (2: bad arguments or a directory that is not empty). */
export function runInit(
  dir: string,
  given: InitCommandOptions,
  out: NodeJS.WritableStream = process.stdout,
  err: NodeJS.WritableStream = process.stderr,
): number {
  const options = initOptions(dir, given);
  if ("problem" in options) {
    err.write(`corespec init: ${options.problem}\n`);
    return 2;
  }
  const root = resolve(dir);
  const stat = statSync(root, { throwIfNoEntry: false });
  if (stat && !stat.isDirectory()) {
    err.write(`corespec init: ${dir}: not a directory\n`);
    return 2;
  }
  if (stat && readdirSync(root).length > 0) {
    err.write(
      `corespec init: ${dir}: the directory is not empty; init writes a new project into a new or empty directory\n`,
    );
    return 2;
  }
  const files = initFiles(options);
  for (const file of files) {
    const path = join(root, file.path);
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, file.contents, { flag: "wx" });
  }
  const rel = relative(process.cwd(), root);
  const shown = rel === "" ? "." : rel.startsWith("..") ? root : rel;
  out.write(
    [
      `Wrote a spec project for the ${options.title} into ${shown}/: ${files.map((f) => f.path).join(", ")}.`,
      "Next:",
      ...(shown === "." ? [] : [`  cd ${shown}`]),
      "  corespec generate",
      "  corespec serve --port 8080",
      `  kubectl --server http://127.0.0.1:8080 get ${options.plural}`,
      "",
    ].join("\n"),
  );
  return 0;
}
