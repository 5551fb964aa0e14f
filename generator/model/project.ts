/**
 * The spec project: what `corespec.yaml` says of the API and its two packages (names, the
 * one version both share, license, repository) and of what to emit. A spec directory without
 * a `corespec.yaml` beside it is corespec's own project (`DEFAULT_PROJECT`).
 */
export interface PackageInfo {
  /** The npm name: `@corespec/api`. */
  readonly name: string;
  /** The package.json description; undefined: one said of the API by the emitter. */
  readonly description?: string;
}

export interface Project {
  /** The API's name, as what corespec prints and writes says it: "the <title>". */
  readonly title: string;
  /** What the API is, in a sentence or two (the OpenAPI documents' info.description). */
  readonly description: string;
  /** The version of both packages: the server package depends on the API package of this version. */
  readonly version: string;
  /** An SPDX license expression. */
  readonly license: string;
  /** The packages' repository URL. */
  readonly repository?: string;
  readonly api: PackageInfo;
  readonly server: PackageInfo;
  /** What to emit beyond the API package's code, schemas and OpenAPI document. */
  readonly emit: {
    /** The server package (`server/`), when the specs serve kinds. */
    readonly server: boolean;
    /** The API reference page (`docs/index.html`). */
    readonly docs: boolean;
  };
  /** Whether the specs load corespec's library of standard types (generator/load/library.ts). */
  readonly library: boolean;
}

/** corespec's own API, and what a spec directory without a corespec.yaml generates. */
export const DEFAULT_PROJECT: Project = {
  title: "core.io control-plane API",
  description:
    "The core.io cluster control-plane API: eight REST resources and the configuration and review documents of its components.",
  version: "0.1.0",
  license: "Apache-2.0",
  api: { name: "@corespec/api" },
  server: { name: "@corespec/server" },
  emit: { server: true, docs: true },
  library: false,
};

/** The project a model was loaded for. */
export function projectOf(model: { readonly project?: Project | undefined }): Project {
  return model.project ?? DEFAULT_PROJECT;
}
