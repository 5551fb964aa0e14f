/**
 * The OpenAPI documents hold up in the tools people import them into:
 * - @apidevtools/swagger-parser validates every document (3.1, 3.0, Swagger 2.0 and the
 *   per-group-version ones) against its version's schema and rules;
 * - Redocly's linter, `recommended` rules, reports no error (warnings are printed by rule);
 * - openapi-typescript turns openapi.json into types that compile with `tsc --strict`, and a
 *   typed create and list call through openapi-fetch type-check against them.
 */
import { execFile } from "node:child_process";
import { mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";
import { promisify } from "node:util";
import { pathToFileURL } from "node:url";
import SwaggerParser from "@apidevtools/swagger-parser";
import { createConfig, lint, type Config } from "@redocly/openapi-core";
import openapiTS, { astToString } from "openapi-typescript";
import { beforeAll, describe, expect, it } from "vitest";
import { OUTPUT, ROOT } from "./helpers/paths.js";

const OPENAPI = OUTPUT;
const TMP = join(ROOT, "test/.tmp/openapi-types");

/**
 * Every OpenAPI document of the packages, relative to output/: the API package's
 * openapi/openapi.json, and the server package's server/openapi/ (openapi-3.0.json,
 * swagger.json, v3/apis/<group>/<version>.json).
 */
const documents = ["openapi", "server/openapi"]
  .flatMap((dir) =>
    readdirSync(join(OUTPUT, dir), { recursive: true })
      .map(String)
      .filter((f) => f.endsWith(".json"))
      .map((f) => `${dir}/${f.split("\\").join("/")}`),
  )
  .sort();

const versionOf = (file: string): string => {
  const doc = JSON.parse(readFileSync(join(OPENAPI, file), "utf8")) as {
    openapi?: string;
    swagger?: string;
  };
  return doc.openapi ?? doc.swagger ?? "?";
};

describe("the documents", () => {
  it("are the three whole documents and one per served group-version", () => {
    expect(documents).toEqual(
      expect.arrayContaining([
        "openapi/openapi.json",
        "server/openapi/openapi-3.0.json",
        "server/openapi/swagger.json",
      ]),
    );
    expect(
      documents.filter((f) => f.startsWith("server/openapi/v3/apis/")).length,
    ).toBeGreaterThanOrEqual(8);
    expect(documents.filter((f) => f.startsWith("openapi/"))).toEqual(["openapi/openapi.json"]);
    expect(versionOf("openapi/openapi.json")).toBe("3.1.0");
    expect(versionOf("server/openapi/openapi-3.0.json")).toBe("3.0.3");
    expect(versionOf("server/openapi/swagger.json")).toBe("2.0");
    const sizes = documents.map(
      (f) => `${f}: ${statSync(join(OPENAPI, f)).size} bytes (${versionOf(f)})`,
    );
    console.log(`OpenAPI documents:\n  ${sizes.join("\n  ")}`);
  });
});

describe("@apidevtools/swagger-parser", () => {
  it.each(documents)("validates %s", async (file) => {
    // validate() checks the document against its version's JSON Schema, then the rules the
    // schema cannot express (unique operationIds, path parameters declared, ...).
    const api = await SwaggerParser.validate(join(OPENAPI, file));
    expect(api.info.title).toMatch(/core\.io/);
  });
});

describe("Redocly lint (recommended rules)", () => {
  let config: Config;
  beforeAll(async () => {
    // One rule off: Kubernetes' discovery roots end in a slash (`/apis/scheduling.core.io/v1/`),
    // as its own documents publish them and clients call them.
    config = await createConfig({
      extends: ["recommended"],
      rules: { "no-path-trailing-slash": "off" },
    });
  });

  it.each(documents)("reports no error on %s", async (file) => {
    const problems = await lint({ ref: join(OPENAPI, file), config });
    const warnings: Record<string, number> = {};
    for (const p of problems.filter((p) => p.severity === "warn"))
      warnings[p.ruleId] = (warnings[p.ruleId] ?? 0) + 1;
    const errors = problems
      .filter((p) => p.severity === "error")
      .map((p) => `${p.ruleId}: ${p.message} at ${p.location[0]?.pointer ?? "?"}`);
    console.log(
      `redocly ${file}: ${errors.length} errors, ${problems.length - errors.length} warnings ${JSON.stringify(warnings)}`,
    );
    expect(errors).toEqual([]);
    // The only warning allowed: component schemas no path uses, which are the config and
    // review documents (ExecCredential, Policy, ...) the documents publish on purpose.
    expect(Object.keys(warnings).filter((rule) => rule !== "no-unused-components")).toEqual([]);
  });
});

const USAGE = `import createClient from "openapi-fetch";
import type { components, paths } from "./api.js";

type Lease = components["schemas"]["io.core.coordination.v1.Lease"];
type PriorityClassList = paths["/apis/scheduling.core.io/v1/priorityclasses"]["get"]["responses"][200]["content"]["application/json"];
type CreateBody = paths["/apis/scheduling.core.io/v1/priorityclasses"]["post"]["requestBody"]["content"]["application/json"];
type PatchTypes = keyof NonNullable<paths["/apis/coordination.core.io/v1/namespaces/{namespace}/leases/{name}"]["patch"]["requestBody"]>["content"];

const client = createClient<paths>({ baseUrl: "https://127.0.0.1:6443" });

export async function createLease(): Promise<Lease | undefined> {
  const { data, error } = await client.POST("/apis/coordination.core.io/v1/namespaces/{namespace}/leases", {
    params: { path: { namespace: "default" }, query: { dryRun: "All", fieldManager: "corespec", fieldValidation: "Strict" } },
    body: { apiVersion: "coordination.core.io/v1", kind: "Lease", metadata: { name: "leader" }, spec: { holderIdentity: "a", leaseDurationSeconds: 15 } },
  });
  if (error) throw new Error(error.message ?? error.reason ?? "failed");
  return data;
}

export async function priorityValues(): Promise<(number | undefined)[]> {
  const { data } = await client.GET("/apis/scheduling.core.io/v1/priorityclasses", {
    params: { query: { limit: 10, labelSelector: "tier=high", resourceVersionMatch: "NotOlderThan" } },
  });
  const list: PriorityClassList | undefined = data;
  return (list?.items ?? []).map((pc) => pc.value);
}

export const body: CreateBody = { value: 1000, preemptionPolicy: "Never", metadata: { name: "high" } };
export const patchTypes: PatchTypes[] = ["application/json-patch+json", "application/merge-patch+json", "application/strategic-merge-patch+json", "application/apply-patch+yaml"];

export async function rejected(): Promise<void> {
  // @ts-expect-error leaseDurationSeconds is a number
  await client.POST("/apis/coordination.core.io/v1/namespaces/{namespace}/leases", { params: { path: { namespace: "default" } }, body: { spec: { leaseDurationSeconds: "15" } } });
  // @ts-expect-error the namespace path parameter is required
  await client.POST("/apis/coordination.core.io/v1/namespaces/{namespace}/leases", { body: {} });
  // @ts-expect-error limit is an integer
  await client.GET("/apis/scheduling.core.io/v1/priorityclasses", { params: { query: { limit: "ten" } } });
  // @ts-expect-error resourceVersionMatch is an enum
  await client.GET("/apis/scheduling.core.io/v1/priorityclasses", { params: { query: { resourceVersionMatch: "Newest" } } });
}
`;

describe("openapi-typescript", () => {
  it("turns openapi.json into types that compile with tsc --strict, with a typed create and list call", async () => {
    const ast = await openapiTS(pathToFileURL(join(OPENAPI, "openapi/openapi.json")));
    const types = astToString(ast);
    expect(types).toContain("createSchedulingV1PriorityClass");
    rmSync(TMP, { recursive: true, force: true });
    mkdirSync(TMP, { recursive: true });
    writeFileSync(join(TMP, "api.ts"), types);
    writeFileSync(join(TMP, "usage.ts"), USAGE);
    const tsconfig = {
      compilerOptions: {
        strict: true,
        noEmit: true,
        target: "ES2022",
        module: "NodeNext",
        moduleResolution: "NodeNext",
        lib: ["ES2022", "DOM"],
        types: [],
        skipLibCheck: false,
        noUncheckedIndexedAccess: true,
      },
      files: ["api.ts", "usage.ts"],
    };
    writeFileSync(join(TMP, "tsconfig.json"), JSON.stringify(tsconfig, null, 2));
    const tsc = join(ROOT, "node_modules/typescript/bin/tsc");
    const result = await promisify(execFile)(
      process.execPath,
      [tsc, "-p", join(TMP, "tsconfig.json"), "--pretty", "false"],
      { cwd: TMP },
    ).then(
      () => "",
      (e: { stdout?: string; stderr?: string }) =>
        `${e.stdout ?? ""}${e.stderr ?? ""}` || String(e),
    );
    expect(result.split(TMP).join(relative(ROOT, TMP))).toBe("");
  });
});
