/**
 * The generated package as `corespec validate` uses it, loaded no more than a document needs:
 * a document whose group-version module (`dist/api/<group>/<version>.js`) names its kind is
 * checked by a dispatch over that group-version alone, so a Lease loads coordination.core.io/v1
 * and the runtime, not every group and the CEL parser (about 40 instead of 150 ms). Anything
 * else (an unknown apiVersion or kind, a package generated before group-versions named their
 * kinds) goes to the package's root entry, which answers as `validate()` does.
 */
import { existsSync } from "node:fs";
import { dirname, join } from "node:path";
import { loadPackage } from "./load-package.js";

export interface FieldError {
  readonly type: string;
  readonly field: string;
  readonly badValue?: unknown;
  readonly detail: string;
}

/** What checking one document takes. */
export interface DocumentApi {
  validate(
    obj: unknown,
    options?: { featureGates?: Record<string, boolean> },
  ): { valid: boolean; errors: FieldError[] };
  applyDefaults<T>(obj: T): T;
  findUnknownFields(obj: unknown): string[];
}

/** The package's helpers for reporting. */
export interface PackageTools {
  formatFieldError(error: FieldError): string;
  /** Absent in packages generated before feature gates reached the validators. */
  parseFeatureGates?(text: string): Record<string, boolean>;
}

/** The root entry; `kinds` is absent in packages generated before it was exported. */
type Root = DocumentApi & PackageTools & { kinds?(): { apiVersion: string; kind: string }[] };

/** The package itself failed to load: not a problem of the file being checked. */
export class PackageLoadError extends Error {}

/** A module of the package, its failure to load told apart from a file's. */
async function load<T>(path: string): Promise<T> {
  try {
    return await loadPackage<T>(path);
  } catch (error) {
    throw new PackageLoadError(
      `cannot load the package module ${path}: ${(error as Error).message}`,
      { cause: error },
    );
  }
}

interface GroupVersionModule {
  readonly groupVersion?: { readonly apiVersion: string; readonly kinds: readonly string[] };
}

interface Dispatch {
  registryOf(
    groupVersions: readonly { apiVersion: string; kinds: readonly string[]; load: () => object }[],
  ): unknown;
  createApi(registry: unknown): DocumentApi;
}

/** A group and version as the package's directories name them; anything else is not looked up. */
const GROUP = /^[a-z0-9]([a-z0-9.-]{0,251}[a-z0-9])?$/;
const VERSION = /^v[0-9]+((alpha|beta)[0-9]+)?$/;

export class PackageApi {
  private readonly dist: string;
  private root?: Promise<Root>;
  private readonly byApiVersion = new Map<
    string,
    Promise<{ api: DocumentApi; kinds: readonly string[] } | undefined>
  >();

  /** `entry`: the package's root module (`<package>/dist/index.js`). */
  constructor(private readonly entry: string) {
    this.dist = dirname(entry);
  }

  /** The reporting helpers: from the runtime's own modules where the package has them. */
  async tools(): Promise<PackageTools> {
    const errors = join(this.dist, "runtime/errors.js");
    const gates = join(this.dist, "runtime/feature-gates.js");
    if (!existsSync(errors) || !existsSync(gates)) return this.rootApi();
    const [{ formatFieldError }, { parseFeatureGates }] = await Promise.all([
      load<PackageTools>(errors),
      load<PackageTools>(gates),
    ]);
    return { formatFieldError, ...(parseFeatureGates ? { parseFeatureGates } : {}) };
  }

  /** The checks of a document with this apiVersion and kind. */
  async forDocument(
    apiVersion: string | undefined,
    kind: string | undefined,
  ): Promise<DocumentApi> {
    if (apiVersion === undefined || kind === undefined) return this.rootApi();
    const found = await this.groupVersion(apiVersion);
    return found && found.kinds.includes(kind) ? found.api : this.rootApi();
  }

  /**
   * Whether the package has a kind of this apiVersion: from its group-version module where it
   * has one, else from the root entry's list of kinds (a package too old to list them knows
   * every kind it is asked about, so that its validators still answer).
   */
  async knows(apiVersion: string, kind: string): Promise<boolean> {
    if ((await this.groupVersion(apiVersion))?.kinds.includes(kind)) return true;
    const root = await this.rootApi();
    if (typeof root.kinds !== "function") return true;
    return root.kinds().some((k) => k.apiVersion === apiVersion && k.kind === kind);
  }

  /** The group-version module of an apiVersion, loaded once; undefined when the package has none. */
  private groupVersion(
    apiVersion: string,
  ): Promise<{ api: DocumentApi; kinds: readonly string[] } | undefined> {
    let loaded = this.byApiVersion.get(apiVersion);
    if (!loaded) {
      loaded = this.loadGroupVersion(apiVersion);
      this.byApiVersion.set(apiVersion, loaded);
    }
    return loaded;
  }

  private rootApi(): Promise<Root> {
    this.root ??= load<Root>(this.entry);
    return this.root;
  }

  private async loadGroupVersion(
    apiVersion: string,
  ): Promise<{ api: DocumentApi; kinds: readonly string[] } | undefined> {
    const slash = apiVersion.indexOf("/");
    const [group, version] =
      slash < 0 ? ["core", apiVersion] : [apiVersion.slice(0, slash), apiVersion.slice(slash + 1)];
    if (!GROUP.test(group) || !VERSION.test(version)) return undefined;
    const module = join(this.dist, "api", group, `${version}.js`);
    const dispatchModule = join(this.dist, "runtime/dispatch.js");
    if (!existsSync(module) || !existsSync(dispatchModule)) return undefined;
    const [gv, dispatch] = await Promise.all([
      load<GroupVersionModule & object>(module),
      load<Dispatch>(dispatchModule),
    ]);
    if (gv.groupVersion?.apiVersion !== apiVersion) return undefined;
    const registry = dispatch.registryOf([
      { apiVersion, kinds: gv.groupVersion.kinds, load: () => gv },
    ]);
    return { api: dispatch.createApi(registry), kinds: gv.groupVersion.kinds };
  }
}
