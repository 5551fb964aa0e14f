/**
 * The shape of the code: the server runtime's layers import only downward (http ->
 * apimachinery -> storage -> the validation runtime and the readers), the controllers import
 * no layer of the server (they are a client of the API over HTTP, in a process of their own),
 * the readers (templates/readers: the bounded YAML and JSON readers) are a layer below both
 * the server and the generator and import neither, the generator imports no server layer, and
 * no module graph has a cycle; the generator's rule kinds and keywords import no emitter,
 * and every keyword of the spec language has its module.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { CHECK_ORDER, KEYWORD_LIST, KEYWORDS, VALUE_ORDER } from "../generator/keywords/index.js";
import { RULES } from "../generator/rules/index.js";
import { ROOT } from "./helpers/paths.js";

/** The relative imports of every .ts module under a directory: module -> imported modules (repository paths). */
function importGraph(dir: string): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  const files = readdirSync(join(ROOT, dir), { recursive: true })
    .map(String)
    .filter((f) => f.endsWith(".ts") && !f.endsWith(".d.ts"));
  for (const file of files) {
    const path = join(ROOT, dir, file);
    const text = readFileSync(path, "utf8");
    const imports = [
      ...text.matchAll(/(?:^|\n)\s*(?:import|export)\s[^;]*?from\s+"(\.{1,2}\/[^"]+)"/g),
    ].map((m) => relative(ROOT, resolve(dirname(path), m[1]!.replace(/\.js$/, ".ts"))));
    graph.set(relative(ROOT, path), imports);
  }
  return graph;
}

/** Every import cycle of a graph (strongly connected components of more than one module, or a self-import). */
function cycles(graph: Map<string, string[]>): string[][] {
  let index = 0;
  const indices = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const connect = (v: string): void => {
    indices.set(v, index);
    low.set(v, index);
    index++;
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!graph.has(w)) continue;
      if (!indices.has(w)) {
        connect(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, indices.get(w)!));
    }
    if (low.get(v) === indices.get(v)) {
      const component: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        onStack.delete(w);
        component.push(w);
      } while (w !== v);
      if (component.length > 1 || (graph.get(v) ?? []).includes(v)) found.push(component.sort());
    }
  };
  for (const v of graph.keys()) if (!indices.has(v)) connect(v);
  return found;
}

/**
 * The server's layers, top down: the package's entry (createServer, serve), http,
 * apimachinery, storage; the controllers beside http, a client of the API (see below).
 */
const LAYERS: Readonly<Record<string, number>> = {
  entry: -1,
  http: 0,
  controllers: 0,
  apimachinery: 1,
  storage: 2,
};
const SERVER = "templates/server";
/** The bounded YAML and JSON readers (and Go's quoting their errors use): the server's layers and the generator both import them. */
const READERS = "templates/readers";

function folderOf(path: string): string {
  return path.slice(SERVER.length + 1).split("/")[0]!;
}

/**
 * The layer of a module: -1 the entry, 0 http and controllers, 1 apimachinery, 2 storage, 3 the validation
 * runtime (templates/runtime) and the readers (templates/readers), which any layer above may import.
 */
function layerOf(path: string): number | undefined {
  if (!path.startsWith(`${SERVER}/`))
    return path.startsWith("templates/runtime/") || path.startsWith(`${READERS}/`) ? 3 : undefined;
  return LAYERS[folderOf(path)];
}

describe("the server runtime's layers", () => {
  const graph = new Map([
    ...importGraph("templates/server"),
    ...importGraph("templates/runtime"),
    ...importGraph(READERS),
  ]);

  it("every server module is in a layer", () => {
    const outside = [...graph.keys()].filter(
      (p) => p.startsWith(`${SERVER}/`) && layerOf(p) === undefined,
    );
    expect(outside).toEqual([]);
  });

  it("import only downward: http -> apimachinery -> storage -> the validation runtime and the readers (which import no server module)", () => {
    const upward: string[] = [];
    for (const [from, imports] of graph) {
      const own = layerOf(from)!;
      for (const to of imports) {
        const target = layerOf(to);
        if (target !== undefined && target < own) upward.push(`${from} imports ${to}`);
      }
    }
    expect(upward).toEqual([]);
  });

  it("the controllers import no layer of the server: only their own modules (an HTTP client of the API) and the validation runtime", () => {
    const inside: string[] = [];
    for (const [from, imports] of graph) {
      if (!from.startsWith(`${SERVER}/controllers/`)) continue;
      for (const to of imports)
        if (!to.startsWith(`${SERVER}/controllers/`) && !to.startsWith("templates/runtime/"))
          inside.push(`${from} imports ${to}`);
    }
    expect(
      [...graph.keys()].filter((p) => p.startsWith(`${SERVER}/controllers/`)).length,
    ).toBeGreaterThan(3);
    expect(inside).toEqual([]);
  });

  it("the generated controller manager module imports no server layer either", () => {
    const text = readFileSync(join(ROOT, "output/server/src/controller-manager.ts"), "utf8");
    const relative = [...text.matchAll(/from\s+"(\.[^"]+)"/g)].map((m) => m[1]!);
    expect(relative.length).toBeGreaterThan(0);
    expect(relative.filter((path) => !path.startsWith("./runtime/controllers/"))).toEqual([]);
  });

  it("the entry imports the server's layers as the package holds them (runtime/) and the modules generated from the specs, by fixed paths", () => {
    const ENTRY = `${SERVER}/entry`;
    const imports = [...new Set(graph.get(`${ENTRY}/index.ts`)!)];
    const runtime = imports.filter((to) => to.startsWith(`${ENTRY}/runtime/`));
    const generated = imports.filter((to) => !to.startsWith(`${ENTRY}/runtime/`));
    // Each runtime/ path names a module of templates/server, which the package holds as server/src/runtime/.
    expect(runtime.length).toBeGreaterThan(3);
    expect(
      runtime.filter((to) => !existsSync(join(ROOT, SERVER, to.slice(`${ENTRY}/runtime/`.length)))),
    ).toEqual([]);
    // The others are modules generated from the specs (not copies), which the package holds beside it.
    expect(generated.map((to) => to.slice(ENTRY.length + 1)).sort()).toEqual([
      "controller-exports.ts",
      "handlers.ts",
      "kinds.ts",
      "routes.ts",
    ]);
    for (const to of generated)
      expect(
        readFileSync(join(ROOT, "output/server/src", to.slice(ENTRY.length + 1)), "utf8"),
      ).toMatch(/^\/\/ Code generated by corespec from specs\//);
    expect(readFileSync(join(ROOT, "output/server/src/index.ts"), "utf8")).toMatch(
      /^\/\/ Copied by corespec from templates\/server\/entry\/index\.ts\./,
    );
  });

  it("http and the controllers do not import each other", () => {
    const across: string[] = [];
    for (const [from, imports] of graph) {
      if (!from.startsWith(`${SERVER}/`)) continue;
      for (const to of imports) {
        if (
          to.startsWith(`${SERVER}/`) &&
          layerOf(to) === 0 &&
          layerOf(from) === 0 &&
          folderOf(to) !== folderOf(from)
        )
          across.push(`${from} imports ${to}`);
      }
    }
    expect(across).toEqual([]);
  });
});

/**
 * The readers (issue 37 s4): the bounded YAML and JSON readers are a library the generator
 * (spec files, `corespec validate`) and the server (request bodies) both use, in a layer below
 * both, so the generator reads YAML without reaching into the server's HTTP layer.
 */
describe("the readers, below the generator and the server", () => {
  /** Relative imports (static, for side effects, dynamic, required) of every .ts module under a directory (repository paths). */
  const anyImports = (dir: string): [string, string[]][] =>
    readdirSync(join(ROOT, dir), { recursive: true })
      .map(String)
      .filter((f) => f.endsWith(".ts"))
      .map((f) => {
        const path = join(ROOT, dir, f);
        const text = readFileSync(path, "utf8");
        const specifiers = [
          ...text.matchAll(/(?:\bfrom\s+|\bimport\s*\(?\s*|\brequire\(\s*)"(\.{1,2}\/[^"]+)"/g),
        ].map((m) => relative(ROOT, resolve(dirname(path), m[1]!.replace(/\.js$/, ".ts"))));
        return [relative(ROOT, path), specifiers];
      });

  it("the readers import only each other: neither the server (templates/server) nor the generator", () => {
    const modules = anyImports(READERS);
    expect(modules.map(([path]) => path)).toEqual(
      expect.arrayContaining([`${READERS}/yaml-reader.ts`, `${READERS}/json-reader.ts`]),
    );
    expect(
      modules.flatMap(([from, imports]) =>
        imports.filter((to) => !to.startsWith(`${READERS}/`)).map((to) => `${from} imports ${to}`),
      ),
    ).toEqual([]);
  });

  /**
   * Modules of generator/ allowed to import templates/server, each with its reason. None: the
   * commands that run the server (`serve`, `controller-manager`) load the generated server
   * package at run time by its path (commands/load-package.ts), never the templates.
   */
  const SERVER_IMPORTS_ALLOWED: Readonly<Record<string, string>> = {};

  it("no module of generator/ imports templates/server (the server's layers)", () => {
    const into = anyImports("generator").flatMap(([from, imports]) =>
      from in SERVER_IMPORTS_ALLOWED
        ? []
        : imports.filter((to) => to.startsWith(`${SERVER}/`)).map((to) => `${from} imports ${to}`),
    );
    expect(into).toEqual([]);
  });

  it("the generator reads spec files and documents through the readers", () => {
    const readers = anyImports("generator").filter(([, imports]) =>
      imports.some((to) => to.startsWith(`${READERS}/`)),
    );
    expect(readers.map(([from]) => from)).toEqual(
      expect.arrayContaining(["generator/load/source-file.ts", "generator/validate/documents.ts"]),
    );
  });
});

/**
 * The watch cache is a layer of its own (issue 37 s3): a Storage over a Storage, as Kubernetes'
 * cacher. The etcd store knows nothing of the cache, and the cache nothing of the stores below it.
 */
describe("the storage layer's parts", () => {
  const STORAGE = `${SERVER}/storage`;
  const graph = importGraph(STORAGE);
  const importsOf = (folder: string): [string, string][] =>
    [...graph]
      .filter(([from]) => from.startsWith(`${STORAGE}/${folder}/`))
      .flatMap(([from, imports]) =>
        imports
          .filter((to) => to.startsWith(`${STORAGE}/`))
          .map((to): [string, string] => [from, to]),
      );

  it("the etcd store imports neither the cache nor the memory store", () => {
    const found = importsOf("etcd").filter(
      ([, to]) => to.startsWith(`${STORAGE}/cache/`) || to === `${STORAGE}/memory-store.ts`,
    );
    expect(importsOf("etcd").length).toBeGreaterThan(3);
    expect(found.map(([from, to]) => `${from} imports ${to}`)).toEqual([]);
  });

  it("the cache imports only the Storage interface and neutral storage modules: no store", () => {
    const found = importsOf("cache").filter(
      ([, to]) => to.startsWith(`${STORAGE}/etcd/`) || to === `${STORAGE}/memory-store.ts`,
    );
    expect(importsOf("cache").some(([from]) => from === `${STORAGE}/cache/cacher.ts`)).toBe(true);
    expect(found.map(([from, to]) => `${from} imports ${to}`)).toEqual([]);
  });
});

describe("import cycles", () => {
  it("none in templates/", () => {
    expect(cycles(importGraph("templates"))).toEqual([]);
  });

  it("none in generator/", () => {
    expect(cycles(importGraph("generator"))).toEqual([]);
  });
});

/**
 * The generator's emitters (issue 9): each emitter family imports the model and the shared
 * writing helpers, never another emitter; rule kinds (generator/rules) import no emitter,
 * only the shared code-writing helpers they lower into.
 */
describe("the generator's emitters", () => {
  const EMIT = "generator/emit";
  /** Shared by every emitter: code writing, schema and OpenAPI document builders, names, files. */
  const SHARED =
    /^generator\/emit\/(code\/|schema\/|openapi\/|(api-names|emitter|memo|twin|json-text|ts-source|structures|print-width)\.ts$)/;
  const familyOf = (file: string): string => {
    if (SHARED.test(file)) return "shared";
    const rest = file.slice(EMIT.length + 1).replace(/\.ts$/, "");
    const top = rest.split("/")[0]!;
    return top.startsWith("package") ? "package" : top.startsWith("server") ? "server" : top;
  };

  it("import no other emitter", () => {
    const graph = importGraph(EMIT);
    const across: string[] = [];
    for (const [from, imports] of graph) {
      const family = familyOf(from);
      if (family === "index" || family === "shared") continue;
      for (const to of imports) {
        if (to.startsWith(`${EMIT}/`) && familyOf(to) !== "shared" && familyOf(to) !== family)
          across.push(`${from} imports ${to}`);
      }
    }
    expect(graph.size).toBeGreaterThan(20);
    expect(across).toEqual([]);
  });

  it("shared helpers import no emitter either", () => {
    const across = [...importGraph(EMIT)].flatMap(([from, imports]) =>
      familyOf(from) === "shared"
        ? imports
            .filter((to) => to.startsWith(`${EMIT}/`) && familyOf(to) !== "shared")
            .map((to) => `${from} imports ${to}`)
        : [],
    );
    expect(across).toEqual([]);
  });

  it("rule kinds and keywords import no emitter: they lower to the neutral forms the emitters render (issue 37 s1)", () => {
    const across = [
      ...importGraph("generator/rules"),
      ...importGraph("generator/keywords"),
    ].flatMap(([from, imports]) =>
      imports.filter((to) => to.startsWith(`${EMIT}/`)).map((to) => `${from} imports ${to}`),
    );
    expect(across).toEqual([]);
  });

  it("the neutral code-writing helpers (generator/code) import only the model", () => {
    const across = [...importGraph("generator/code")].flatMap(([from, imports]) =>
      imports
        .filter((to) => !to.startsWith("generator/code/") && !to.startsWith("generator/model/"))
        .map((to) => `${from} imports ${to}`),
    );
    expect(across).toEqual([]);
  });
});

describe("file size", () => {
  it("no module of generator/ or templates/ is over 400 lines (issue 9)", () => {
    const long: string[] = [];
    for (const dir of ["generator", "templates"]) {
      for (const file of readdirSync(join(ROOT, dir), { recursive: true })
        .map(String)
        .filter((f) => f.endsWith(".ts"))) {
        const lines = readFileSync(join(ROOT, dir, file), "utf8").split("\n").length - 1;
        if (lines > 400) long.push(`${dir}/${file}: ${lines} lines`);
      }
    }
    expect(long).toEqual([]);
  });
});

/**
 * Request handling by verb (issue 37 s2): one module per verb in apimachinery/verbs, each
 * returning what it did; nothing comes back through flags set on the request context, whose
 * every field but the warnings recorder is read-only.
 */
describe("the API machinery's verbs", () => {
  const VERBS = "templates/server/apimachinery/verbs";

  it("one module per verb", () => {
    const modules = readdirSync(join(ROOT, VERBS))
      .filter((f) => f.endsWith(".ts"))
      .sort();
    expect(modules).toEqual(
      expect.arrayContaining([
        "apply.ts",
        "create.ts",
        "delete.ts",
        "get.ts",
        "list.ts",
        "patch.ts",
        "update.ts",
        "watch.ts",
      ]),
    );
  });

  it("the request context carries no result: every field is read-only", () => {
    const text = readFileSync(join(ROOT, "templates/server/apimachinery/request.ts"), "utf8");
    const body = /export interface RequestContext \{([\s\S]*?)\n\}/.exec(text)![1]!;
    const fields = [...body.matchAll(/^ {2}(readonly )?(\w+)\??:/gm)];
    expect(fields.length).toBeGreaterThan(5);
    expect(fields.filter((f) => f[1] === undefined).map((f) => f[2])).toEqual([]);
  });

  it("verbs import no HTTP module and no other layer above storage", () => {
    const across = [...importGraph(VERBS)].flatMap(([from, imports]) =>
      imports
        .filter(
          (to) =>
            to.startsWith("templates/server/http/") ||
            to.startsWith("templates/server/controllers/"),
        )
        .map((to) => `${from} imports ${to}`),
    );
    expect(across).toEqual([]);
  });
});

describe("the generator's folders", () => {
  it("the steps that build the packages (compile, bundles, the prebuild) live in generator/build/, not loose at the root", () => {
    const root = readdirSync(join(ROOT, "generator")).filter((f) => f.endsWith(".ts"));
    expect(root.filter((f) => /bundle|compile|prebuild|scratch|ts-morph|oxc/.test(f))).toEqual([]);
    expect(readdirSync(join(ROOT, "generator/build")).sort()).toEqual(
      expect.arrayContaining([
        "api-bundles.ts",
        "cli-bundle.ts",
        "compile.ts",
        "entry-bundles.ts",
        "prebuild.ts",
        "runtime-bundle.ts",
        "scratch-build.ts",
      ]),
    );
  });
});

const core = JSON.parse(
  readFileSync(join(ROOT, "generator/load/spec-core.schema.json"), "utf8"),
) as { $defs: Record<string, { properties?: Record<string, unknown> }> };

/** What a shape says that is its structure, not a keyword about its values. */
const STRUCTURE = ["type", "items", "values", "keys"];
/** What a field says that annotates it rather than constrains its value (documentation, API lifecycle, how its errors are worded, how it is encoded). */
const ANNOTATIONS = [
  "doc",
  "markedRequired",
  "immutableError",
  "gateError",
  "error",
  "mapType",
  "pointer",
  "jsonName",
  "embedded",
  "stability",
  "featureGate",
  "deprecated",
  "sensitive",
  "example",
  "source",
];

const kebab = (key: string) => key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/**
 * One home per spec keyword (issue 37 s1): every keyword the meta-schema lets a shape or a field
 * carry has its module in generator/keywords, registered in generator/keywords/index.ts, and
 * every registered keyword is one of the meta-schema's; each module is named after its key.
 */
describe("the keyword registry", () => {
  it("has an entry for every keyword of the meta-schema's shape, and none it lacks", () => {
    const shapeKeys = Object.keys(core.$defs.shape!.properties!).filter(
      (k) => !STRUCTURE.includes(k),
    );
    expect(
      KEYWORD_LIST.filter((k) => k.on === "shape")
        .map((k) => k.key)
        .sort(),
    ).toEqual(shapeKeys.sort());
  });

  it("has an entry for every keyword of the meta-schema's field that is not an annotation, and none it lacks", () => {
    const fieldKeys = Object.keys(core.$defs.field!.properties!).filter(
      (k) => !ANNOTATIONS.includes(k),
    );
    expect(
      KEYWORD_LIST.filter((k) => k.on === "field")
        .map((k) => k.key)
        .sort(),
    ).toEqual(fieldKeys.sort());
  });

  it("keys each entry by its own key", () => {
    for (const [key, keyword] of Object.entries(KEYWORDS)) expect(keyword.key).toBe(key);
  });

  it("keeps each keyword in a module named after it", () => {
    const modules = readdirSync(join(ROOT, "generator/keywords")).filter((f) => f.endsWith(".ts"));
    const missing = KEYWORD_LIST.map((k) => `${kebab(k.key)}.ts`).filter(
      (f) => !modules.includes(f),
    );
    expect(missing).toEqual([]);
  });

  it("keeps each rule kind in a module of generator/rules/kinds/ named after it", () => {
    const modules = readdirSync(join(ROOT, "generator/rules/kinds")).filter((f) =>
      f.endsWith(".ts"),
    );
    expect(
      Object.keys(RULES)
        .map((k) => `${kebab(k)}.ts`)
        .filter((f) => !modules.includes(f)),
    ).toEqual([]);
    for (const kind of Object.keys(RULES))
      expect(
        readFileSync(join(ROOT, "generator/rules/kinds", `${kebab(kind)}.ts`), "utf8"),
      ).toContain(`"${kind}"`);
  });

  it("documents every keyword with a sentence and an example", () => {
    for (const k of KEYWORD_LIST) {
      expect(k.docs.summary, k.key).toMatch(/^[A-Z`].*\.$/);
      expect(k.docs.example, k.key).toContain(":");
    }
  });

  it("orders the checks and the literal values' rules over keywords that have them", () => {
    expect(CHECK_ORDER.filter((k) => !k.validate && !k.bound && !k.cel)).toEqual([]);
    expect(VALUE_ORDER.filter((k) => !k.valueProblem)).toEqual([]);
    expect(
      KEYWORD_LIST.filter((k) => k.validate && !CHECK_ORDER.includes(k)).map((k) => k.key),
    ).toEqual([]);
    expect(
      KEYWORD_LIST.filter((k) => k.valueProblem && !VALUE_ORDER.includes(k)).map((k) => k.key),
    ).toEqual([]);
  });
});
