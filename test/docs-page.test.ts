/**
 * The API reference page, output/docs/index.html (Redoc over the OpenAPI 3.1 document),
 * served over a local HTTP server and opened in headless Chromium: every served resource
 * and every configuration or review document kind of output/openapi/openapi.json is on the
 * page, nothing is requested outside the page's own directory, and a screenshot is saved
 * to test/.tmp/docs.png.
 *
 * The browser part needs the Debian package `chromium` (/usr/bin/chromium); without it, and
 * only outside CI, it is skipped with a message. In CI it always runs (.ci/run installs it).
 */
import { existsSync, mkdirSync, readFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { extname, join, normalize, sep } from "node:path";
import { createRequire } from "node:module";
import { pathToFileURL } from "node:url";
import { chromium, type Browser, type Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { OUTPUT, ROOT } from "./helpers/paths.js";

const DOCS = join(OUTPUT, "docs");
const SCREENSHOT = join(ROOT, "test/.tmp/docs.png");
const CHROMIUM = "/usr/bin/chromium";
const ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

interface Gvk {
  readonly group: string;
  readonly version: string;
  readonly kind: string;
}
type Schema = { [key: string]: unknown };
interface OpenApi {
  paths: Record<string, Record<string, Schema>>;
  components: { schemas: Record<string, Schema> };
}

const openapi = JSON.parse(readFileSync(join(OUTPUT, "openapi/openapi.json"), "utf8")) as OpenApi;
const apiVersion = (g: Gvk): string => (g.group === "" ? g.version : `${g.group}/${g.version}`);

/** The served resources: the kinds the operations name, with the operationIds of their create and list. */
const resources = (() => {
  const out = new Map<string, { gvk: Gvk; create?: string; list?: string }>();
  for (const item of Object.values(openapi.paths)) {
    for (const op of Object.values(item)) {
      const gvk = op["x-kubernetes-group-version-kind"] as Gvk | undefined;
      if (!gvk) continue;
      const entry = out.get(gvk.kind) ?? { gvk };
      if (op["x-kubernetes-action"] === "post") entry.create = op.operationId as string;
      if (
        op["x-kubernetes-action"] === "list" &&
        !String(op.operationId).endsWith("ForAllNamespaces")
      )
        entry.list = op.operationId as string;
      out.set(gvk.kind, entry);
    }
  }
  return [...out.values()];
})();

/** The configuration and review documents: component schemas with a kind that no path reaches. */
const documentKinds = (() => {
  const schemas = openapi.components.schemas;
  const prefix = "#/components/schemas/";
  const reached = new Set<string>();
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) value.forEach(visit);
    else if (value && typeof value === "object") {
      for (const [key, v] of Object.entries(value)) {
        if (key === "$ref" && typeof v === "string" && !reached.has(v.slice(prefix.length))) {
          reached.add(v.slice(prefix.length));
          visit(schemas[v.slice(prefix.length)]);
        } else visit(v);
      }
    }
  };
  visit(openapi.paths);
  return Object.entries(schemas)
    .filter(
      ([name, s]) =>
        !reached.has(name) &&
        Array.isArray(s["x-kubernetes-group-version-kind"]) &&
        typeof s.description === "string",
    )
    .map(([name, s]) => ({
      name,
      gvk: (s["x-kubernetes-group-version-kind"] as Gvk[])[0]!,
      properties: Object.keys((s.properties as Schema | undefined) ?? {}),
    }));
})();

describe("the API reference page files", () => {
  it("are the page and Redoc's standalone bundle, byte for byte as the redoc package ships it", () => {
    const require = createRequire(import.meta.url);
    const bundle = require.resolve("redoc/bundles/redoc.standalone.js");
    expect(readFileSync(join(DOCS, "redoc.standalone.js")).equals(readFileSync(bundle))).toBe(true);
    expect(readFileSync(join(DOCS, "redoc.standalone.js.LICENSE.txt"), "utf8")).toBe(
      readFileSync(`${bundle}.LICENSE.txt`, "utf8"),
    );
  });

  it("embed openapi.json and load nothing from elsewhere", () => {
    const html = readFileSync(join(DOCS, "index.html"), "utf8");
    const embedded =
      /<script id="openapi" type="application\/json">\n([\s\S]*?)\n\s*<\/script>/.exec(html)?.[1];
    const spec = JSON.parse(embedded ?? "null") as OpenApi;
    expect(spec.paths).toEqual(openapi.paths);
    expect(spec.components).toEqual(openapi.components);
    expect([...html.matchAll(/\b(?:src|href)="([^"]*)"/g)].map((m) => m[1])).toEqual([
      "data:,",
      "redoc.standalone.js",
    ]);
    expect(html).toContain(`http-equiv="Content-Security-Policy"`);
  });

  it("knows the 12 served resources (the seed's 8, ResourceSlice, ClusterRole and the two webhook configurations) and the configuration documents", () => {
    expect(resources.map((r) => r.gvk.kind).sort()).toEqual([
      "ClusterRole",
      "ClusterRoleBinding",
      "Event",
      "Lease",
      "LeaseCandidate",
      "MutatingWebhookConfiguration",
      "PriorityClass",
      "ResourcePoolStatusRequest",
      "ResourceSlice",
      "RuntimeClass",
      "ValidatingWebhookConfiguration",
      "VolumeAttributesClass",
    ]);
    for (const r of resources)
      expect([r.create, r.list], r.gvk.kind).toEqual([expect.any(String), expect.any(String)]);
    const kinds = new Set(documentKinds.map((d) => d.gvk.kind));
    for (const kind of [
      "AuthenticationConfiguration",
      "AuthorizationConfiguration",
      "ExecCredential",
      "Policy",
      "AdmissionReview",
      "TracingConfiguration",
      "EgressSelectorConfiguration",
    ]) {
      expect(kinds, kind).toContain(kind);
    }
  });
});

const hasChromium = existsSync(CHROMIUM);
const skip = !hasChromium && !process.env.CI;
if (skip)
  console.warn(
    `docs page browser test SKIPPED: ${CHROMIUM} is absent (apt-get install -y chromium); it always runs in CI`,
  );

describe.skipIf(skip)("the API reference page in headless Chromium", () => {
  let server: Server;
  let base: string;
  let browser: Browser;
  const served: string[] = [];

  beforeAll(async () => {
    const types: Record<string, string> = {
      ".html": "text/html; charset=utf-8",
      ".js": "text/javascript; charset=utf-8",
      ".txt": "text/plain; charset=utf-8",
    };
    server = createServer((req, res) => {
      const path = decodeURIComponent(new URL(req.url ?? "/", "http://x").pathname);
      const file = normalize(join(DOCS, path === "/" ? "index.html" : path));
      served.push(path);
      if (!file.startsWith(DOCS + sep) || !existsSync(file)) {
        res.writeHead(404).end();
        return;
      }
      res
        .writeHead(200, { "content-type": types[extname(file)] ?? "application/octet-stream" })
        .end(readFileSync(file));
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    browser = await chromium.launch({ executablePath: CHROMIUM, args: ARGS });
  });

  afterAll(async () => {
    await browser?.close();
    await new Promise((resolve) => server?.close(resolve));
  });

  /** Opens the page, recording every request and page error; requests outside `allowed` are aborted. */
  async function open(
    url: string,
    allowed: (u: string) => boolean,
  ): Promise<{ page: Page; outside: string[]; errors: string[] }> {
    const page = await browser.newPage({ viewport: { width: 1400, height: 1000 } });
    const outside: string[] = [];
    const errors: string[] = [];
    page.on("pageerror", (e) => errors.push(e.message));
    page.on("console", (m) => {
      // Redoc's sidebar logo comes from cdn.redoc.ly; the page's CSP refuses it and Redoc hides it.
      if (m.type() === "error" && !m.text().includes("cdn.redoc.ly/redoc/logo-mini.svg"))
        errors.push(m.text());
    });
    await page.route("**/*", (route) => {
      const u = route.request().url();
      if (allowed(u) || u.startsWith("data:") || u.startsWith("blob:")) return route.continue();
      outside.push(u);
      return route.abort();
    });
    await page.goto(url);
    await page.waitForSelector('[data-section-id^="operation/"]', { timeout: 60_000 });
    return { page, outside, errors };
  }

  it("shows every resource and every configuration document, fetching nothing from the network", async () => {
    const { page, outside, errors } = await open(`${base}/`, (u) => u.startsWith(`${base}/`));
    const sectionText = async (id: string): Promise<string> => {
      const section = await page.$(`[data-section-id="${id}"]`);
      return section ? await section.innerText() : `(no section ${id})`;
    };

    for (const { gvk, create, list } of resources) {
      expect(await sectionText(`operation/${create!}`), `${gvk.kind} create`).toContain(
        `create ${/^[AEIOU]/.test(gvk.kind) ? "an" : "a"} ${gvk.kind}`,
      );
      expect(await sectionText(`operation/${list!}`), `${gvk.kind} list`).toContain(
        `list or watch objects of kind ${gvk.kind}`,
      );
    }

    // Each document kind has its own section (a heading of its group-version's tag) with
    // the schema rendered: the sentence naming kind and apiVersion, then its properties.
    const documentSections = await page.$$eval('[data-section-id^="tag/documents_"]', (els) =>
      els.map((e) => ({
        id: e.getAttribute("data-section-id")!,
        text: (e as HTMLElement).innerText,
      })),
    );
    for (const { name, gvk, properties } of documentKinds) {
      const sentence = `The kind ${gvk.kind}, apiVersion ${apiVersion(gvk)}.`;
      const section = documentSections.find(
        (s) => s.id.endsWith(`/${gvk.kind}`) && s.text.includes(sentence),
      );
      expect(section, `${name}: a section with "${sentence}"`).toBeDefined();
      for (const property of properties.slice(0, 5))
        expect(section!.text, `${name}.${property}`).toContain(property);
    }
    // Every heading section (kinds and the other types no path uses) holds its own text.
    const headings = documentSections.filter((s) => s.id.split("/").length === 3);
    expect(headings.length).toBeGreaterThanOrEqual(documentKinds.length);
    for (const { id, text } of headings) {
      const name = id.split("/")[2]!;
      expect(text, id).toMatch(new RegExp(`^${name}\\n+The (kind|type) ${name}[,.]`));
    }

    mkdirSync(join(ROOT, "test/.tmp"), { recursive: true });
    await page.screenshot({ path: SCREENSHOT });
    await page.close();

    expect(errors).toEqual([]);
    expect(outside).toEqual([]);
    expect(served).toEqual(expect.arrayContaining(["/", "/redoc.standalone.js"]));
    expect(served.filter((p) => p !== "/" && !existsSync(join(DOCS, p)))).toEqual([]);
    console.log(
      `docs page: ${resources.length} resources and ${documentKinds.length} document kinds shown; screenshot ${SCREENSHOT}`,
    );
  });

  it("also works opened from disk (file://)", async () => {
    const url = pathToFileURL(join(DOCS, "index.html")).href;
    const { page, outside, errors } = await open(url, (u) =>
      u.startsWith(pathToFileURL(DOCS).href),
    );
    expect(
      await page.$$eval('[data-section-id^="operation/"]', (els) => els.length),
    ).toBeGreaterThan(0);
    await page.close();
    expect(errors).toEqual([]);
    expect(outside).toEqual([]);
  });
});
