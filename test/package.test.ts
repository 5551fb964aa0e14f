/**
 * output/ is a package people publish: packed with `npm pack`, installed into a scratch
 * project, imported from plain Node (root and a per-group subpath), and a small TypeScript
 * usage type-checks against its declarations. A project that only validates installs a
 * handful of packages; the server is a package of its own (output/server), installed beside.
 */
import { execFileSync, spawnSync } from "node:child_process";
import {
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, relative, resolve } from "node:path";
import { init, parse } from "es-module-lexer";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { OUTPUT, ROOT } from "./helpers/paths.js";

let scratch: string;
let apiTarball: string;
/** What npm printed on stderr installing the API package (its warnings). */
let apiInstallWarnings: string;

/** Runs npm; its stdout, and its stderr (warnings) as `warnings`. */
function npm(args: string[], cwd: string): { stdout: string; warnings: string } {
  const run = spawnSync("npm", args, {
    cwd,
    encoding: "utf8",
    stdio: ["ignore", "pipe", "pipe"],
    env: { ...process.env, npm_config_audit: "false", npm_config_fund: "false" },
  });
  if (run.status !== 0)
    throw new Error(`npm ${args.join(" ")} failed (${run.status ?? run.signal}):\n${run.stderr}`);
  return { stdout: run.stdout, warnings: run.stderr };
}

/** A module and every module of the package it imports statically. */
function staticImports(entry: string): Set<string> {
  const reached = new Set<string>();
  const visit = (file: string) => {
    if (reached.has(file)) return;
    reached.add(file);
    for (const i of parse(readFileSync(file, "utf8"))[0])
      if (i.type !== "dynamic" && i.specifier?.startsWith("."))
        visit(resolve(dirname(file), i.specifier));
  };
  visit(entry);
  return reached;
}

beforeAll(async () => {
  await init();
  scratch = mkdtempSync(join(tmpdir(), "corespec-package-"));
  const packed = npm(["pack", "--json", "--pack-destination", scratch, OUTPUT], ROOT).stdout;
  apiTarball = join(scratch, (JSON.parse(packed) as { filename: string }[])[0]!.filename);
  writeFileSync(
    join(scratch, "package.json"),
    JSON.stringify({ name: "scratch", version: "1.0.0", private: true, type: "module" }),
  );
  apiInstallWarnings = npm(
    ["install", "--prefer-offline", "--no-save", apiTarball],
    scratch,
  ).warnings;
}, 180_000);
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe("the published package", () => {
  it("holds dist, schemas and the OpenAPI 3.1 document, and no sources, no generator and no server", () => {
    const installed = join(scratch, "node_modules/@corespec/api");
    expect(readdirSync(installed).sort()).toEqual([
      "README.md",
      "dist",
      "openapi",
      "package.json",
      "schemas",
    ]);
    expect(readdirSync(join(installed, "openapi"))).toEqual(["openapi.json"]);
    expect(readdirSync(join(installed, "dist"))).not.toContain("server");
  });

  it("installs a handful of packages into a project that only validates, and no HTTP, YAML or etcd library", () => {
    const modules = join(scratch, "node_modules");
    const packages = readdirSync(modules).flatMap((d) =>
      d.startsWith("@")
        ? readdirSync(join(modules, d)).map((p) => `${d}/${p}`)
        : d.startsWith(".")
          ? []
          : [d],
    );
    expect(packages.sort()).toEqual(["@corespec/api", "@marcbachmann/cel-js"]);
    const size = (dir: string): number =>
      readdirSync(dir, { withFileTypes: true }).reduce(
        (n, e) =>
          n + (e.isDirectory() ? size(join(dir, e.name)) : statSync(join(dir, e.name)).size),
        0,
      );
    const installed = size(modules);
    // The budget grows with the API, never with the runtime alone: per type the package
    // publishes (one JSON Schema each), 12.8 KB at 264 types; each new group adds its types'
    // validators, defaulters, schemas and OpenAPI, and a bigger runtime shows as more per type.
    const types = readdirSync(join(modules, "@corespec/api/schemas"), { recursive: true }).filter(
      (f) => String(f).endsWith(".json"),
    ).length;
    console.log(
      `a project that only validates installs ${packages.length} packages, ${(installed / 1e6).toFixed(2)} MB on disk, ${(installed / types / 1000).toFixed(1)} KB per type (${types} types)`,
    );
    expect(types).toBeGreaterThan(200);
    expect(installed / types).toBeLessThan(13.5 * 1000);
    expect(apiInstallWarnings).not.toMatch(/EBADENGINE/); // on the Node versions it declares
  });

  it("imports from plain Node and validates", () => {
    const script = `
      import { validate, applyDefaults, kinds } from "@corespec/api";
      import { v1 } from "@corespec/api/scheduling.core.io";
      const bad = validate({ apiVersion: "scheduling.core.io/v1", kind: "PriorityClass", metadata: { name: "x" }, value: 1, preemptionPolicy: "Sometimes" });
      const good = v1.validatePriorityClass({ apiVersion: "scheduling.core.io/v1", kind: "PriorityClass", metadata: { name: "high" }, value: 1000 });
      const defaulted = applyDefaults({ apiVersion: "scheduling.core.io/v1", kind: "PriorityClass", metadata: { name: "high" }, value: 1 });
      console.log(JSON.stringify({ bad, good: good.valid, policy: defaulted.preemptionPolicy, kinds: kinds().length }));
    `;
    const out = execFileSync(process.execPath, ["--input-type=module", "-e", script], {
      cwd: scratch,
      encoding: "utf8",
    });
    const result = JSON.parse(out) as {
      bad: { valid: boolean; errors: { type: string; field: string }[] };
      good: boolean;
      policy: string;
      kinds: number;
    };
    expect(result.bad.valid).toBe(false);
    expect(result.bad.errors.map((e) => [e.type, e.field])).toEqual([
      ["FieldValueNotSupported", "preemptionPolicy"],
    ]);
    expect(result.good).toBe(true);
    expect(result.policy).toBe("PreemptLowerPriority");
    expect(result.kinds).toBeGreaterThan(40);
  });

  it("a group subpath is one module, with its own group's functions and none of another's", () => {
    // At a cold start each module costs about half a millisecond: a group entry holds its
    // group-versions, the metadata and the runtime they use (generator/build/entry-bundles.ts).
    const dist = join(scratch, "node_modules/@corespec/api/dist");
    const entry = join(dist, "groups/coordination.core.io.js");
    expect([...staticImports(entry)].map((f) => relative(dist, f))).toEqual([
      "groups/coordination.core.io.js",
    ]);
    // Its functions keep their names (a stack trace names them), so the names tell what it holds.
    const text = readFileSync(entry, "utf8");
    for (const name of ["validateLeaseAt", "validateLeaseCandidateAt", "validateObjectMetaAt"])
      expect(text, name).toContain(`"${name}"`);
    for (const name of ["validatePriorityClassAt", "validateEventAt", "validateRoleRefAt"])
      expect(text, name).not.toContain(`"${name}"`);
  });

  it("a group subpath loads the metadata checks its kinds use, not all of meta.core.io", async () => {
    const dist = join(scratch, "node_modules/@corespec/api/dist");
    // The group's module holds ObjectMeta's checks, not those of metadata kinds it never refers to.
    const text = readFileSync(join(dist, "groups/scheduling.core.io.js"), "utf8");
    expect(text).toContain('"validateObjectMetaAt"');
    for (const name of ["validateDeleteOptionsAt", "validateStatusAt", "validateAPIGroupListAt"])
      expect(text, name).not.toContain(`"${name}"`);
    // The group-version's modules still export all of its functions, the common part's too.
    const validators = (await import(join(dist, "validators/meta.core.io/v1.js"))) as Record<
      string,
      unknown
    >;
    for (const name of [
      "validateObjectMeta",
      "validateObjectMetaAt",
      "validateDeleteOptions",
      "validateStatus",
    ])
      expect(typeof validators[name], name).toBe("function");
    const api = (await import(join(dist, "api/meta.core.io/v1.js"))) as Record<string, unknown>;
    for (const name of [
      "validateObjectMeta",
      "defaultDeleteOptions",
      "findUnknownFieldsObjectMeta",
      "groupVersion",
    ])
      expect(api[name], name).toBeDefined();
  });

  it("the runtime compiles no Unicode property class as it loads (about 4 ms of every cold start)", () => {
    // A regular-expression literal is compiled with its module; \p{L} and its kin take V8
    // milliseconds. The runtime makes such expressions at their first use (formats.ts, printable).
    const runtime = readFileSync(
      join(scratch, "node_modules/@corespec/api/dist/runtime/index.js"),
      "utf8",
    );
    expect(runtime).toContain("\\\\p{L}"); // the class, as the text of a string
    expect(runtime).not.toMatch(/(?<!\\)\\p\{/);
  });

  it("a bundler keeps only what an application uses (the package's factories are marked pure), and the bundle runs", async () => {
    const { build } = await import("esbuild");
    const PRIORITY_CLASSES = `[{ apiVersion: "scheduling.core.io/v1", kind: "PriorityClass", metadata: { name: "high" }, value: 1000 }, { apiVersion: "scheduling.core.io/v1", kind: "PriorityClass", metadata: { name: "x" }, value: 1, preemptionPolicy: "Sometimes" }]`;
    const bundle = async (
      name: string,
      source: string,
    ): Promise<{ text: string; output: unknown }> => {
      writeFileSync(join(scratch, `${name}.mjs`), source);
      const outfile = join(scratch, "bundled", `${name}.mjs`);
      await build({
        entryPoints: [`${name}.mjs`],
        absWorkingDir: scratch,
        outfile,
        bundle: true,
        format: "esm",
        platform: "node",
        logLevel: "silent",
      });
      // Run from elsewhere than the package, as a deployed bundle runs.
      const output = JSON.parse(
        execFileSync(process.execPath, [outfile], { cwd: tmpdir(), encoding: "utf8" }),
      ) as unknown;
      return { text: readFileSync(outfile, "utf8"), output };
    };
    const report = (call: string) =>
      `console.log(JSON.stringify(${PRIORITY_CLASSES}.map((pc) => ${call}(pc).errors.map((e) => e.field))));\n`;
    const expected = [[], ["preemptionPolicy"]];
    const subpath = await bundle(
      "subpath",
      `import { v1 } from "@corespec/api/scheduling.core.io";\n${report("v1.validatePriorityClass")}`,
    );
    expect(subpath.output).toEqual(expected);
    // What a PriorityClass needs: its validator, ObjectMeta's, the name formats.
    // (The package's modules are minified with their functions' names kept: the names tell what the bundle holds.)
    for (const used of ["validatePriorityClassAt", "validateObjectMetaAt", "dnsSubdomain"])
      expect(subpath.text, used).toContain(`"${used}"`);
    // Not the metadata kinds it never refers to, nor the runtime's quantities, IPs, versions or URLs.
    for (const unused of [
      "validateStatusAt",
      "validateAPIGroupListAt",
      "validateDeleteOptionsAt",
      "parseQuantity",
      "parseIPv6",
      "compareSemver",
      "parseURL",
    ]) {
      expect(subpath.text, unused).not.toContain(`"${unused}"`);
    }
    // The root dispatches on any kind, so a bundler takes the root that imports every
    // group-version up front (the package's `module` condition): the bundle validates.
    const root = await bundle(
      "root",
      `import { validate } from "@corespec/api";\n${report("validate")}`,
    );
    expect(root.output).toEqual(expected);
    expect(root.text).toContain('"validateLeaseAt"');
  });

  it("the root loads no group up front, and then only the group-version of the object or type it is given", () => {
    const dist = join(scratch, "node_modules/@corespec/api/dist");
    const reached = staticImports(join(dist, "index.js"));
    // The root, with its registry and the runtime's dispatch, and its group-version loader (a module costs about half a millisecond at a cold start).
    expect([...reached].map((f) => relative(dist, f)).sort()).toEqual([
      "group-versions.js",
      "index.js",
    ]);
    // Its loader imports nothing, not even `node:module` (about a millisecond): it takes `require` from process.getBuiltinModule at the first load.
    expect(
      parse(readFileSync(join(dist, "group-versions.js"), "utf8"))[0].filter(
        (i) => i.type !== "import-meta",
      ),
    ).toEqual([]);
    // The registry loads a group-version from its group's module with require(), so require.cache lists the groups loaded.
    const script = `
      import { createRequire } from "node:module";
      const cache = createRequire(import.meta.url).cache;
      const loaded = () => Object.keys(cache).filter((f) => f.includes("/dist/groups/")).map((f) => f.slice(f.indexOf("/dist/groups/") + 13)).sort();
      const { validate, validateAs, kinds, validateToleration } = await import("@corespec/api");
      const atImport = loaded();
      const known = kinds().length;
      const pc = validate({ apiVersion: "scheduling.core.io/v1", kind: "PriorityClass", metadata: { name: "high" }, value: 1000 }).valid;
      const afterValidate = loaded();
      const spec = validateAs("coordination.core.io/v1.LeaseSpec", { holderIdentity: "me" }).valid;
      const afterValidateAs = loaded();
      const toleration = validateToleration({ key: "a", operator: "Exists", value: "b" }).errors.map((e) => e.field);
      console.log(JSON.stringify({ atImport, known, pc, afterValidate, spec, afterValidateAs, toleration, afterToleration: loaded() }));
    `;
    const out = JSON.parse(
      execFileSync(process.execPath, ["--input-type=module", "-e", script], {
        cwd: scratch,
        encoding: "utf8",
      }),
    ) as Record<string, unknown>;
    expect(out).toEqual({
      atImport: [],
      known: expect.any(Number),
      pc: true,
      afterValidate: ["scheduling.core.io.js"],
      spec: true,
      afterValidateAs: ["coordination.core.io.js", "scheduling.core.io.js"],
      toleration: ["operator"],
      afterToleration: ["coordination.core.io.js", "core.js", "scheduling.core.io.js"],
    });
    expect(out.known).toBeGreaterThan(40);
  });

  it("type-checks a TypeScript usage against the declarations", () => {
    writeFileSync(
      join(scratch, "usage.ts"),
      `import { validate, validatePriorityClass, type auditV1, type FieldError, type PriorityClass } from "@corespec/api";
import { v1 } from "@corespec/api/coordination.core.io";
// The root's group-version namespaces hold types (their functions come from the group entries).
const level: auditV1.Level = "Metadata";
const checked: boolean = validatePriorityClass({ value: 1 }).valid;
const pc: PriorityClass = { apiVersion: "scheduling.core.io/v1", kind: "PriorityClass", metadata: { name: "high" }, value: 1000 };
const errors: FieldError[] = validate(pc).errors;
const lease: v1.Lease = { metadata: { name: "l", namespace: "default" }, spec: { holderIdentity: "me" } };
const result: boolean = v1.validateLease(lease).valid;
// @ts-expect-error preemptionPolicy is an enum
const wrong: PriorityClass = { value: 1, preemptionPolicy: "Sometimes" };
export { errors, result, wrong, level, checked };
`,
    );
    writeFileSync(
      join(scratch, "tsconfig.json"),
      JSON.stringify({
        compilerOptions: {
          strict: true,
          noEmit: true,
          module: "NodeNext",
          moduleResolution: "NodeNext",
          target: "ES2022",
          skipLibCheck: false,
          types: [],
        },
        files: ["usage.ts"],
      }),
    );
    const tsc = join(ROOT, "node_modules/typescript/bin/tsc");
    expect(() =>
      execFileSync(process.execPath, [tsc, "-p", scratch], { encoding: "utf8" }),
    ).not.toThrow();
  });
});

describe("the published server package", () => {
  it("installs beside the API package and serves the API", () => {
    const project = join(scratch, "server-project");
    mkdirSync(project);
    const packed = npm(
      ["pack", "--json", "--pack-destination", project, join(OUTPUT, "server")],
      ROOT,
    ).stdout;
    const tarball = join(project, (JSON.parse(packed) as { filename: string }[])[0]!.filename);
    writeFileSync(
      join(project, "package.json"),
      JSON.stringify({ name: "server-project", version: "1.0.0", private: true, type: "module" }),
    );
    const { warnings } = npm(
      ["install", "--prefer-offline", "--no-save", apiTarball, tarball],
      project,
    );
    // Nothing it installs declares a Node version the packages support but npm warns about
    // (fastify's light-my-request 6.8 pulls in cookie 2, which declares Node 22).
    expect(warnings).not.toMatch(/EBADENGINE/);
    const script = `
      import { createServer, MemoryStore } from "@corespec/server";
      const app = createServer({ storage: new MemoryStore() });
      await app.listen({ port: 0, host: "127.0.0.1" });
      const base = "http://127.0.0.1:" + app.server.address().port;
      const created = await fetch(base + "/apis/scheduling.core.io/v1/priorityclasses", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ metadata: { name: "high" }, value: 1000 }) });
      const openapi = await fetch(base + "/openapi/v2");
      console.log(JSON.stringify({ created: created.status, openapi: openapi.status, paths: Object.keys((await openapi.json()).paths).length }));
      await app.close();
    `;
    const out = JSON.parse(
      execFileSync(process.execPath, ["--input-type=module", "-e", script], {
        cwd: project,
        encoding: "utf8",
      }),
    ) as { created: number; openapi: number; paths: number };
    expect(out).toMatchObject({ created: 201, openapi: 200 });
    expect(out.paths).toBeGreaterThan(20);
  }, 180_000);
});
