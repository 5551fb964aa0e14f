/**
 * The files `corespec init` writes: a spec project with one group and one served kind, its
 * corespec.yaml and a README saying how to generate, serve, pack, install and publish it.
 */
import { pathToFileURL } from "node:url";
import { stringify } from "yaml";
import { rootPath } from "../paths.js";

export interface InitOptions {
  /** The API group: `example.com`. */
  readonly group: string;
  /** The kind: `Widget`. */
  readonly kind: string;
  /** Its resource name: `widgets`. */
  readonly plural: string;
  readonly scope: "Namespaced" | "Cluster";
  /** The API package's npm name; the server package is `<name>-server`. */
  readonly name: string;
  /** The API's title: `example.com API`. */
  readonly title: string;
  readonly license: string;
  readonly repository?: string;
}

export interface InitFile {
  readonly path: string;
  readonly contents: string;
}

/** The server package's npm name for an API package's. */
export const serverName = (name: string): string => `${name}-server`;

export function initFiles(o: InitOptions): InitFile[] {
  return [
    { path: "corespec.yaml", contents: projectYaml(o) },
    { path: `specs/${o.group}/v1.yaml`, contents: specYaml(o) },
    { path: "README.md", contents: readme(o) },
    { path: ".gitignore", contents: "node_modules/\n*.tgz\n" },
  ];
}

function projectYaml(o: InitOptions): string {
  const body = {
    title: o.title,
    description: `The ${o.title}: ${o.plural} (${o.group}).`,
    version: "0.1.0",
    license: o.license,
    ...(o.repository !== undefined ? { repository: o.repository } : {}),
    packages: { api: { name: o.name }, server: { name: serverName(o.name) } },
    emit: { server: true, docs: true },
    library: true,
  };
  return [
    "# The spec project: corespec generates its packages from specs/ into output/ (`corespec generate`).",
    "# title: how everything corespec prints and writes names the API. version: of both packages (the",
    "# server package depends on the API package of this version). emit: the server package and the",
    "# API reference page (docs/). library: load corespec's standard types (ObjectMeta, ListMeta,",
    "# Status, ..., the shared operations); a spec file of the project that declares one of their",
    "# group-versions (meta.core.io/v1, v1 of the core group) or operations replaces corespec's.",
    stringify(body, { lineWidth: 0 }),
  ].join("\n");
}

function specYaml(o: InitOptions): string {
  const spec = `${o.kind}Spec`;
  const body = {
    group: o.group,
    version: "v1",
    doc: `The ${o.group} API group.`,
    kinds: {
      [o.kind]: {
        doc: `A ${o.kind}. Edit its fields in ${spec}.`,
        resource: {
          scope: o.scope,
          plural: o.plural,
          printerColumns: [
            { name: "Size", type: "integer", jsonPath: ".spec.size" },
            { name: "Age", type: "date", jsonPath: ".metadata.creationTimestamp" },
          ],
        },
        fields: {
          metadata: {
            type: "ObjectMeta",
            doc: "Standard object metadata (ObjectMeta comes with corespec).",
          },
          spec: { type: spec, required: true, doc: `What the ${o.kind} should be.` },
        },
      },
    },
    types: {
      [spec]: {
        doc: `The desired state of a ${o.kind}.`,
        fields: {
          size: {
            type: "int32",
            minimum: 1,
            maximum: 10,
            default: 1,
            doc: "How big it is, from 1 to 10; 1 when unset.",
          },
          color: { type: "string", enum: ["Red", "Green", "Blue"], doc: "Its color." },
          owner: {
            type: "string",
            format: "dns-label",
            maxLength: 63,
            doc: "Who owns it: a DNS label.",
          },
        },
      },
    },
  };
  // Editors that read the comment (the YAML language server) complete and check the spec with corespec's meta-schema.
  const schema = pathToFileURL(rootPath("generator/load/spec.schema.json")).href;
  return `# yaml-language-server: $schema=${schema}\n# A spec of the ${o.group} group (the spec language: corespec's specs/README.md).\n${stringify(body, { lineWidth: 0 })}`;
}

function readme(o: InitOptions): string {
  const server = serverName(o.name);
  const file = (name: string) => `${name.replace(/^@/, "").replace("/", "-")}-0.1.0.tgz`;
  return `# ${o.title}

A spec project of corespec: \`specs/\` holds the API
(\`specs/${o.group}/v1.yaml\`: the kind ${o.kind}), \`corespec.yaml\` names the packages, and
\`corespec generate\` writes them into \`output/\`: \`${o.name}\` (types, validators, defaulters,
JSON Schemas, OpenAPI) and, in \`output/server/\`, \`${server}\` (a Kubernetes-style API server).

## From nothing to a served kind

\`corespec\` is \`node ${rootPath("bin/corespec.js")}\` (the checkout that wrote this project; \`npm link\` there
puts it on your PATH).

\`\`\`sh
corespec generate                                    # specs/ -> output/
corespec serve --port 8080                           # serves output/server on 127.0.0.1
kubectl --server http://127.0.0.1:8080 get ${o.plural}   # in another terminal
\`\`\`

ObjectMeta, ListMeta, Status and the shared operations come with corespec (its library); to change
one of their group-versions, put a spec file of that group-version in \`specs/\`, which replaces
corespec's.

## Use and publish the packages

\`\`\`sh
npm pack ./output ./output/server                    # ${file(o.name)}, ${file(server)}
npm install ./${file(o.name)} ./${file(server)}   # in an application: both tarballs in one command
npm publish ./output && npm publish ./output/server  # the API package first
\`\`\`

\`${server}\` depends on \`${o.name}\` of the same version (\`version\` in corespec.yaml), so install
both tarballs in one command, or publish the API package first. An application that only validates
installs \`${o.name}\` alone:

\`\`\`js
import { validate, validate${o.kind} } from "${o.name}";
validate({ apiVersion: "${o.group}/v1", kind: "${o.kind}", metadata: { name: "a"${o.scope === "Namespaced" ? ', namespace: "default"' : ""} }, spec: { size: 11 } });
// { valid: false, errors: [{ type: "FieldValueInvalid", field: "spec.size", ... }] }
if (validate${o.kind}.is(input)) input.spec;   // in TypeScript, input is a ${o.kind} here
\`\`\`
`;
}
