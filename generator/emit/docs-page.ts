/**
 * The API reference page, `docs/index.html`: Redoc's standalone bundle (copied from the
 * `redoc` package, pinned to an exact version so the bytes only change on purpose) over the
 * OpenAPI 3.1 document, which is embedded in the page so that it also works when opened
 * from disk; nothing is fetched from the network at view time.
 *
 * Redoc only lists operations, so the page's copy of the document has one more tag per
 * group-version whose types no path uses (configuration and review documents, controller
 * settings, ...): its description renders each of them with Redoc's `<SchemaDefinition>`.
 * `openapi/openapi.json` itself stays free of anything Redoc-specific.
 */
import { projectOf } from "../model/project.js";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Model, NamedType } from "../model/model.js";
import { apiVersionOf } from "../model/names.js";
import { headerLines, type Emitter, type GeneratedFile } from "./emitter.js";
import { toJsonText } from "./json-text.js";
import { reachableSchemas, wholeOpenapi31 } from "./openapi/document-3.js";
import { componentName, tagOf } from "./openapi/names.js";
import type { JsonSchema } from "./schema/shape-schema.js";

const require = createRequire(import.meta.url);
const BUNDLE = "redoc/bundles/redoc.standalone.js";
const REF_PREFIX = "#/components/schemas/";

/** Redoc's options (https://redocly.com/docs/redoc/config). */
const REDOC_OPTIONS = {
  expandResponses: "200,201",
  showExtensions: [
    "x-kubernetes-validations",
    "x-kubernetes-list-type",
    "x-kubernetes-list-map-keys",
    "x-kubernetes-int-or-string",
    "x-kubernetes-preserve-unknown-fields",
  ],
  jsonSampleExpandLevel: 2,
  nativeScrollbars: true,
};

let redoc: { bundle: string; license: string; version: string } | undefined;

/** The Redoc files, read once per process. */
function redocFiles(): { bundle: string; license: string; version: string } {
  return (redoc ??= {
    bundle: readFileSync(require.resolve(BUNDLE), "utf8"),
    license: readFileSync(require.resolve(`${BUNDLE}.LICENSE.txt`), "utf8"),
    version: (require("redoc/package.json") as { version: string }).version,
  });
}

export const docsPageEmitter: Emitter = {
  name: "docs-page",
  emit(model: Model): GeneratedFile[] {
    if (!projectOf(model).emit.docs) return [];
    const { bundle, license, version } = redocFiles();
    const document = withDocumentTags(model, wholeOpenapi31(model));
    const sources = [...model.groupVersions.map((gv) => gv.file), "operations.yaml"];
    return [
      { path: "docs/index.html", contents: page(document, sources, version), formatted: true },
      { path: "docs/redoc.standalone.js", contents: bundle, formatted: true },
      { path: "docs/redoc.standalone.js.LICENSE.txt", contents: license, formatted: true },
    ];
  },
};

/**
 * The document with a tag per group-version that has types no path reaches: its kinds (the
 * configuration and review documents) and the types nothing else refers to, each shown as a
 * schema. `x-tagGroups` puts the operations first, then these.
 */
function withDocumentTags(model: Model, document: JsonSchema): JsonSchema {
  const components = document.components as { schemas: Record<string, JsonSchema> };
  const schemas = components.schemas;
  const used = reachableSchemas(document.paths, schemas, REF_PREFIX);
  const unused = Object.keys(schemas).filter((name) => !used.has(name));
  const referenced = new Set<string>();
  for (const name of unused)
    for (const other of reachableSchemas(schemas[name], schemas, REF_PREFIX))
      if (other !== name) referenced.add(other);
  const shown = (type: NamedType) => {
    const name = componentName(type);
    return (
      !used.has(name) &&
      ((type.kind === "object" && type.apiKind !== undefined) || !referenced.has(name))
    );
  };
  const displayName = new Map(
    model.groupVersions.map((gv) => [
      tagOf(gv.group, gv.version),
      gv.group === "" ? `core/${gv.version}` : apiVersionOf(gv.group, gv.version),
    ]),
  );
  const operationTags: JsonSchema[] = (document.tags as JsonSchema[]).map((t) => ({
    ...t,
    "x-displayName": displayName.get(t.name as string) ?? t.name,
  }));
  const documentTags: JsonSchema[] = [];
  for (const gv of model.groupVersions) {
    // By name: Redoc 2 finds a heading's text by a prefix search from the previous heading,
    // so `## APIGroup` after `## APIGroupList` would take the latter's place; sorted, a name
    // always comes before the names it is a prefix of.
    const types = gv.types
      .map((id) => model.types.get(id)!)
      .filter(shown)
      .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    if (types.length === 0) continue;
    const apiVersion = apiVersionOf(gv.group, gv.version);
    const tag = tagOf(gv.group, gv.version);
    const sections = types.map((type) => {
      const what =
        type.kind === "object" && type.apiKind
          ? `kind \`${type.name}\`, apiVersion \`${apiVersion}\``
          : `type \`${type.name}\``;
      return `## ${type.name}\n\nThe ${what}.\n\n<SchemaDefinition schemaRef="${REF_PREFIX}${componentName(type)}" showReadOnly={true} showWriteOnly={true} />`;
    });
    documentTags.push({
      name: `documents_${tag}`,
      "x-displayName": displayName.get(tag),
      description: [gv.doc ?? apiVersion, ...sections].join("\n\n"),
    });
  }
  return {
    ...document,
    tags: [...operationTags, ...documentTags],
    "x-tagGroups": [
      { name: "Operations", tags: operationTags.map((t) => t.name) },
      { name: "Documents and types", tags: documentTags.map((t) => t.name) },
    ],
  };
}

/**
 * Nothing leaves the page: scripts from the page's own directory and inline, styles inline
 * (styled-components), images and fonts as data:, the search worker as blob:, no
 * connections (Redoc's sidebar logo from cdn.redoc.ly is refused; Redoc hides it).
 */
const CSP =
  "default-src 'none'; script-src 'self' 'unsafe-inline'; style-src 'unsafe-inline'; img-src data:; font-src data:; worker-src blob:; connect-src 'none'; base-uri 'none'; form-action 'none'";

function page(document: JsonSchema, sources: readonly string[], redocVersion: string): string {
  // In a <script> element only `</` can end the text early; `\u003c` is the same JSON string.
  const json = toJsonText(document).trimEnd().replaceAll("<", "\\u003c");
  const title = (document.info as { title: string }).title;
  return `<!doctype html>
<!--
  ${headerLines(sources).join("\n  ")}
  The API reference of ${title}: Redoc ${redocVersion} (redoc.standalone.js, MIT) over the
  OpenAPI 3.1 document (as openapi/openapi.json), embedded below. Works offline and from disk.
-->
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta http-equiv="Content-Security-Policy" content="${CSP}" />
    <title>${title}: API reference</title>
    <link rel="icon" href="data:," />
    <style>
      body {
        margin: 0;
      }
    </style>
  </head>
  <body>
    <div id="redoc"></div>
    <script id="openapi" type="application/json">
${json}
    </script>
    <script src="redoc.standalone.js"></script>
    <script>
      Redoc.init(
        JSON.parse(document.getElementById("openapi").textContent),
        ${JSON.stringify(REDOC_OPTIONS)},
        document.getElementById("redoc"),
      );
    </script>
  </body>
</html>
`;
}
