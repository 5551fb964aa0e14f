/**
 * A spec project of one's own, as a new user makes it, in a temporary directory outside the
 * repository: `corespec init`, `corespec generate`, `corespec serve`, then `kubectl get` of the
 * new kind (three commands from nothing to a served kind); `corespec validate` with the
 * project's package; both packages packed, the API package's tarball installed into a fresh
 * project offline (the server tarball's dependencies would need a registry: its package.json
 * is checked to depend on the API package of its version; test/package.test.ts installs
 * corespec's own two tarballs together), an object validated from ESM and from CommonJS, and
 * a TypeScript file type-checked with `tsc --strict`: a validator's type guard narrows, and a
 * group subpath resolves under `moduleResolution: node10` too.
 *
 * Runs the `kubectl` on PATH (or $KUBECTL), as test/server-http/kubectl.test.ts does.
 */
import {
  execFileSync,
  spawn,
  spawnSync,
  type ChildProcessWithoutNullStreams,
} from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { performance } from "node:perf_hooks";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ROOT } from "./helpers/paths.js";

const BIN = join(ROOT, "bin/corespec.js");
const KUBECTL = process.env.KUBECTL ?? "kubectl";
const hasKubectl = spawnSync(KUBECTL, ["version", "--client"], { encoding: "utf8" }).status === 0;
const API = "@acme/widgets";
const SERVER = "@acme/widgets-server";

let dir: string;
let project: string;
let server: ChildProcessWithoutNullStreams | undefined;
let base: string;
/** Milliseconds from `corespec init` to the server answering. */
let startup: number;

/** Runs corespec in `cwd` to its end; its exit code and output. */
function corespec(
  cwd: string,
  ...args: string[]
): { code: number | null; stdout: string; stderr: string } {
  const run = spawnSync(process.execPath, [BIN, ...args], { cwd, encoding: "utf8" });
  return { code: run.status, stdout: run.stdout, stderr: run.stderr };
}

function npm(args: readonly string[], cwd: string): string {
  const run = spawnSync("npm", args, {
    cwd,
    encoding: "utf8",
    env: {
      ...process.env,
      npm_config_audit: "false",
      npm_config_fund: "false",
      npm_config_update_notifier: "false",
    },
  });
  if (run.status !== 0)
    throw new Error(`npm ${args.join(" ")} failed (${run.status ?? run.signal}):\n${run.stderr}`);
  return run.stdout;
}

function kubectl(...args: string[]): { code: number | null; stdout: string; stderr: string } {
  const run = spawnSync(
    KUBECTL,
    ["--server", base, "--cache-dir", join(dir, "kube-cache"), "--request-timeout", "20s", ...args],
    {
      encoding: "utf8",
      env: { ...process.env, KUBECONFIG: join(dir, "no-kubeconfig"), HOME: dir },
    },
  );
  return { code: run.status, stdout: run.stdout, stderr: run.stderr };
}

/** Starts `corespec serve --port 0 [args]` in `cwd` and waits for its banner. */
async function serve(
  cwd = project,
  args: readonly string[] = [],
): Promise<{ child: ChildProcessWithoutNullStreams; base: string; banner: string }> {
  const child = spawn(
    process.execPath,
    [BIN, "serve", "--port", "0", "--no-controllers", ...args],
    { cwd, stdio: ["pipe", "pipe", "pipe"] },
  );
  let output = "";
  child.stdout.on("data", (c: Buffer) => (output += c.toString()));
  child.stderr.on("data", (c: Buffer) => (output += c.toString()));
  const deadline = Date.now() + 60_000;
  for (;;) {
    const match = /^(Serving the .+? on (http:\/\/127\.0\.0\.1:\d+).*)$/m.exec(output);
    if (match) return { child, base: match[2]!, banner: match[1]! };
    if (Date.now() > deadline || child.exitCode !== null) {
      child.kill("SIGKILL");
      throw new Error(`corespec serve did not start: ${output}`);
    }
    await new Promise((r) => setTimeout(r, 25));
  }
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "corespec-project-"));
  project = join(dir, "widgets");
  const t0 = performance.now();
  const init = corespec(dir, "init", "widgets", "--name", API);
  expect(init.stderr).toBe("");
  expect(init.code).toBe(0);
  const generated = corespec(project, "generate");
  expect(
    generated.stderr.split("\n").filter((l) => l !== "" && !l.startsWith("corespec: ")),
  ).toEqual([]);
  expect(generated.code).toBe(0);
  const started = await serve();
  startup = performance.now() - t0;
  server = started.child;
  base = started.base;
  expect(started.banner).toMatch(/^Serving the example\.com API on http/);
  console.log(`corespec init -> generate -> serve answering: ${(startup / 1000).toFixed(1)} s`);
}, 180_000);

afterAll(() => {
  server?.kill("SIGTERM");
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe("a spec project from corespec init", () => {
  it.skipIf(!hasKubectl && !process.env.CI)(
    "serves its kind: kubectl creates and gets widgets",
    () => {
      expect(kubectl("get", "widgets")).toMatchObject({
        code: 0,
        stderr: expect.stringContaining("No resources found"),
      });
      writeFileSync(
        join(dir, "widget.yaml"),
        "apiVersion: example.com/v1\nkind: Widget\nmetadata: { name: first }\nspec: { color: Blue }\n",
      );
      expect(kubectl("create", "-f", join(dir, "widget.yaml")).code).toBe(0);
      const got = kubectl("get", "widgets", "-o", "json");
      expect(got.code).toBe(0);
      const items = (
        JSON.parse(got.stdout) as {
          items: { metadata: { name: string }; spec: { size: number } }[];
        }
      ).items;
      // The spec's default (size 1) is set by the server.
      expect(items.map((w) => [w.metadata.name, w.spec.size])).toEqual([["first", 1]]);
      const table = kubectl("get", "widgets");
      expect(table.stdout).toMatch(/^NAME\s+SIZE\s+AGE\n(first)\s+1\s+/);
    },
  );

  it("names its own packages: the server depends on the API package of the same version", () => {
    const api = JSON.parse(readFileSync(join(project, "output/package.json"), "utf8")) as Record<
      string,
      unknown
    >;
    const srv = JSON.parse(
      readFileSync(join(project, "output/server/package.json"), "utf8"),
    ) as Record<string, unknown>;
    expect(api).toMatchObject({ name: API, version: "0.1.0", license: "Apache-2.0" });
    expect(srv).toMatchObject({ name: SERVER, version: "0.1.0", dependencies: { [API]: "0.1.0" } });
    expect(String(api.description)).toContain("example.com API");
    for (const file of [
      "output/README.md",
      "output/server/README.md",
      "output/package.json",
      "output/server/package.json",
      "output/openapi/openapi.json",
    ]) {
      expect(readFileSync(join(project, file), "utf8"), file).not.toMatch(
        /core\.io control-plane|@corespec\//,
      );
    }
  });

  it("serves a server package generated anywhere (--out), with the API package generated beside it", async () => {
    expect(
      corespec(project, "generate", "--specs", "specs", "--out", join(dir, "elsewhere")).code,
    ).toBe(0);
    const other = await serve(dir, ["--package", join(dir, "elsewhere/server")]);
    try {
      const list = await fetch(`${other.base}/apis/example.com/v1/namespaces/default/widgets`);
      expect(list.status).toBe(200);
      expect(((await list.json()) as { kind: string }).kind).toBe("WidgetList");
    } finally {
      other.child.kill("SIGTERM");
    }
  }, 120_000);

  it("validates documents with the project's package", () => {
    writeFileSync(
      join(dir, "bad.yaml"),
      "apiVersion: example.com/v1\nkind: Widget\nmetadata: { name: bad }\nspec: { size: 11 }\n",
    );
    const run = corespec(project, "validate", join(dir, "bad.yaml"));
    expect(run.code).toBe(1);
    expect(run.stdout + run.stderr).toContain("spec.size");
  });
});

describe("the project's packages, packed and installed", () => {
  let app: string;
  /** The server tarball's package.json. */
  let serverManifest: Record<string, unknown>;

  beforeAll(() => {
    app = join(dir, "app");
    mkdirSync(app);
    const packed = JSON.parse(
      npm(
        [
          "pack",
          "--json",
          "--pack-destination",
          app,
          join(project, "output"),
          join(project, "output/server"),
        ],
        dir,
      ),
    ) as { filename: string }[];
    expect(packed.map((p) => p.filename)).toEqual([
      "acme-widgets-0.1.0.tgz",
      "acme-widgets-server-0.1.0.tgz",
    ]);
    // Offline, reading nothing from a registry: the API package's one dependency, the CEL
    // parser, is corespec's own copy (it has no dependencies of its own).
    const cel = "@marcbachmann/cel-js";
    writeFileSync(
      join(app, "package.json"),
      JSON.stringify({
        name: "app",
        version: "1.0.0",
        private: true,
        dependencies: { [cel]: `file:${join(ROOT, "node_modules", cel)}` },
        overrides: { [cel]: `$${cel}` },
      }),
    );
    npm(["install", "--offline", "--no-audit", "--install-links", `./${packed[0]!.filename}`], app);
    serverManifest = JSON.parse(
      execFileSync("tar", ["-xOzf", join(app, packed[1]!.filename), "package/package.json"], {
        encoding: "utf8",
      }),
    ) as Record<string, unknown>;
  }, 180_000);

  it("the server tarball depends on the API package of its own version", () => {
    expect(serverManifest).toMatchObject({
      name: SERVER,
      version: "0.1.0",
      dependencies: { [API]: "0.1.0" },
    });
    expect(
      JSON.parse(readFileSync(join(app, "node_modules", API, "package.json"), "utf8")),
    ).toMatchObject({ name: API, version: "0.1.0" });
  });

  it("validates from ESM and from CommonJS", () => {
    const check = `const ok = validate({ apiVersion: "example.com/v1", kind: "Widget", metadata: { name: "a", namespace: "default" }, spec: { size: 3 } });
      const bad = validate({ apiVersion: "example.com/v1", kind: "Widget", metadata: { name: "a", namespace: "default" }, spec: { size: 11, color: "Pink" } });
      console.log(JSON.stringify({ ok: ok.valid, bad: bad.errors.map((e) => e.type + " " + e.field) }));`;
    const want = {
      ok: true,
      bad: ["FieldValueInvalid spec.size", "FieldValueNotSupported spec.color"],
    };
    writeFileSync(join(app, "esm.mjs"), `import { validate } from "${API}";\n${check}\n`);
    writeFileSync(join(app, "cjs.cjs"), `const { validate } = require("${API}");\n${check}\n`);
    for (const script of ["esm.mjs", "cjs.cjs"]) {
      const out = JSON.parse(
        execFileSync(process.execPath, [script], { cwd: app, encoding: "utf8" }),
      ) as typeof want;
      expect({ ...out, bad: [...out.bad].sort() }, script).toEqual(want);
    }
  });

  it("type-checks with tsc --strict: a validator narrows, and a group subpath resolves under node10 and nodenext", () => {
    const usage = `import { validate, validateWidget, type Widget } from "${API}";
import { v1 } from "${API}/example.com";
const input: unknown = JSON.parse("{}");
if (validateWidget.is(input)) {
  const size: number | undefined = input.spec.size; // narrowed to Widget
  console.log(size);
}
if (v1.validateWidget.is(input)) {
  const widget: v1.Widget = input;
  console.log(widget.metadata?.name);
}
// @ts-expect-error an unknown value is not a Widget before it is checked
const notYet: Widget = input;
const result: boolean = validate(input).valid;
// @ts-expect-error color is an enum
const wrong: Widget = { spec: { color: "Pink" } };
export { notYet, result, wrong };
`;
    const tsc = join(ROOT, "node_modules/typescript/bin/tsc");
    for (const [name, options] of [
      ["nodenext", { module: "NodeNext", moduleResolution: "NodeNext" }],
      ["node10", { module: "CommonJS", moduleResolution: "node10" }],
    ] as const) {
      const at = join(app, `ts-${name}`);
      mkdirSync(at);
      writeFileSync(join(at, "usage.ts"), usage);
      writeFileSync(
        join(at, "tsconfig.json"),
        JSON.stringify({
          compilerOptions: {
            ...options,
            strict: true,
            noEmit: true,
            target: "ES2022",
            skipLibCheck: false,
            types: [],
          },
          files: ["usage.ts"],
        }),
      );
      const run = spawnSync(process.execPath, [tsc, "-p", at], { encoding: "utf8" });
      expect(run.stdout + run.stderr, name).toBe("");
    }
  });
});
