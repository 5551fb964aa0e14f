/** The real documents of test/realworld and the outcome SOURCES.md records for each. */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { parseAllDocuments } from "yaml";
import { REALWORLD } from "./paths.js";

export type Status = "VALID" | "INVALID" | "CAVEAT" | "OUTSIDE-SLICE";

export interface RealDocument {
  /** `<kind dir>/<file>` */
  readonly name: string;
  readonly status: Status;
  readonly text: string;
  /** The parsed documents, or undefined when neither YAML nor JSON parses it. */
  readonly documents?: unknown[];
}

/** Every file of the collection with the status its SOURCES.md table gives. */
export function realDocuments(): RealDocument[] {
  const sources = readFileSync(join(REALWORLD, "SOURCES.md"), "utf8");
  const statuses = new Map<string, Status>();
  let dir = "";
  for (const line of sources.split("\n")) {
    const heading = /^### (\S+)/.exec(line);
    if (heading) dir = heading[1]!;
    const row = /^\| `([^`]+)` \|/.exec(line);
    if (row && dir) {
      const status = line
        .split("|")
        .map((c) => c.trim())
        .find((c) => /^(VALID|INVALID|CAVEAT|OUTSIDE-SLICE)$/.test(c));
      if (status) statuses.set(`${dir}/${row[1]}`, status as Status);
    }
  }
  const out: RealDocument[] = [];
  for (const kindDir of readdirSync(REALWORLD, { withFileTypes: true })
    .filter((e) => e.isDirectory())
    .map((e) => e.name)
    .sort()) {
    for (const file of readdirSync(join(REALWORLD, kindDir)).sort()) {
      const name = `${kindDir}/${file}`;
      const text = readFileSync(join(REALWORLD, kindDir, file), "utf8");
      const status = statuses.get(name);
      if (!status) throw new Error(`SOURCES.md has no status for ${name}`);
      out.push({ name, status, text, ...parse(name, text) });
    }
  }
  return out;
}

function parse(name: string, text: string): { documents?: unknown[] } {
  if (name.endsWith(".json")) {
    try {
      return { documents: [JSON.parse(text)] };
    } catch {
      return {};
    }
  }
  const docs = parseAllDocuments(text);
  if (!Array.isArray(docs) || docs.some((d) => d.errors.length)) return {};
  return { documents: docs.map((d) => d.toJS()) };
}
