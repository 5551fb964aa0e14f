/**
 * The package root's dispatch (templates/runtime/dispatch.ts): it knows every kind and type
 * name without loading a group-version, and loads a group-version's module only when an object
 * or a type of it is asked for, once; the generated registry lists every type.
 */
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { describe, expect, it } from "vitest";
import { createApi, registryOf } from "../../output/src/runtime/dispatch.js";
import {
  formatFieldError,
  type Collector,
  type ValidationResult,
} from "../../output/src/runtime/errors.js";
import { OUTPUT } from "../helpers/paths.js";

/** A group-version module as the generator makes them: `validate<Type>At` and friends. */
function moduleOf(types: readonly string[]): object {
  const module: Record<string, unknown> = {};
  for (const type of types) {
    module[`validate${type}At`] = (value: unknown, path: string, c: Collector) => {
      if ((value as { bad?: boolean }).bad)
        c.errors.push({
          type: "FieldValueInvalid",
          field: path ? `${path}.bad` : "bad",
          badValue: true,
          detail: `bad ${type}`,
        });
    };
    module[`setDefaults${type}`] = (value: Record<string, unknown>) =>
      void (value.defaulted = type);
    module[`update${type}At`] = (value: unknown, old: unknown, path: string, c: Collector) => {
      if ((value as { id?: unknown }).id !== (old as { id?: unknown }).id)
        c.errors.push({
          type: "FieldValueInvalid",
          field: "id",
          badValue: (value as { id?: unknown }).id,
          detail: "field is immutable",
        });
    };
    module[`unknownFields${type}At`] = (value: object, path: string, found: string[]) => {
      for (const key of Object.keys(value))
        if (key !== "id") found.push(path ? `${path}.${key}` : key);
    };
  }
  return module;
}

/** `unlisted`: group-versions registered without their type names (as `corespec validate` registers one). */
function world(failures = 0, unlisted: readonly string[] = []) {
  const loads: string[] = [];
  const gv = (apiVersion: string, kinds: string[], types: string[]) => ({
    apiVersion,
    kinds,
    ...(unlisted.includes(apiVersion) ? {} : { types }),
    load: () => {
      loads.push(apiVersion);
      if (failures-- > 0)
        throw new Error(
          "Cannot require() ES Module /pkg/dist/api/b.core.io/v1.js because it is not yet fully loaded.\nThis is caused by a bug in Node.js",
        );
      return moduleOf(types);
    },
  });
  const api = createApi(
    registryOf([
      gv("v1", [], ["Toleration", "Spec"]),
      gv("a.core.io/v1", ["Thing"], ["Thing", "Spec"]),
      gv("a.core.io/v1beta1", ["Thing"], ["Thing"]),
      gv("b.core.io/v1", ["Other"], ["Other"]),
    ]),
  );
  return { api, loads };
}

describe("the dispatch of the package root", () => {
  it("knows every kind without loading any group-version", () => {
    const { api, loads } = world();
    expect(api.kinds()).toEqual([
      { apiVersion: "a.core.io/v1", kind: "Thing" },
      { apiVersion: "a.core.io/v1beta1", kind: "Thing" },
      { apiVersion: "b.core.io/v1", kind: "Other" },
    ]);
    expect(loads).toEqual([]);
  });

  it("loads the group-version of the object it is given, once", () => {
    const { api, loads } = world();
    expect(api.validate({ apiVersion: "b.core.io/v1", kind: "Other" })).toEqual({
      valid: true,
      errors: [],
    });
    expect(
      api
        .validate({ apiVersion: "b.core.io/v1", kind: "Other", bad: true })
        .errors.map((e) => e.detail),
    ).toEqual(["bad Other"]);
    expect(api.applyDefaults({ apiVersion: "b.core.io/v1", kind: "Other" })).toMatchObject({
      defaulted: "Other",
    });
    expect(loads).toEqual(["b.core.io/v1"]);
  });

  it("answers an unknown apiVersion or kind without loading anything", () => {
    const { api, loads } = world();
    expect(api.validate({ apiVersion: "a.core.io/v2", kind: "Thing" }).errors).toMatchObject([
      {
        type: "FieldValueNotSupported",
        field: "apiVersion",
        detail: 'supported values: "a.core.io/v1", "a.core.io/v1beta1"',
      },
    ]);
    expect(api.validate({ apiVersion: "a.core.io/v1", kind: "Nope" }).errors).toMatchObject([
      { type: "FieldValueNotSupported", field: "kind", detail: 'supported values: "Thing"' },
    ]);
    expect(api.validate({ apiVersion: "a.core.io/v1", kind: "Spec" }).errors).toMatchObject([
      { type: "FieldValueNotSupported", field: "kind" },
    ]);
    expect(loads).toEqual([]);
  });

  it("loads only the group-version a qualified type name names", () => {
    const { api, loads } = world();
    expect(api.validateAs("a.core.io/v1.Spec", { bad: true }).errors.map((e) => e.detail)).toEqual([
      "bad Spec",
    ]);
    expect(loads).toEqual(["a.core.io/v1"]);
    expect(api.validateAs("/v1.Toleration", {}).valid).toBe(true);
    expect(api.validateAs("core/v1.Toleration", { bad: true }).valid).toBe(false);
    expect(loads).toEqual(["a.core.io/v1", "v1"]);
    expect(api.validateAs("a.core.io/v1beta1.Spec", {}).errors).toMatchObject([
      {
        type: "FieldValueInvalid",
        field: "",
        detail: 'unknown type name "a.core.io/v1beta1.Spec"',
      },
    ]);
    expect(api.validateAs("c.core.io/v1.Spec", {}).errors).toMatchObject([
      { detail: 'unknown type name "c.core.io/v1.Spec"' },
    ]);
    expect(loads).toEqual(["a.core.io/v1", "v1", "a.core.io/v1beta1"]);
  });

  it("reports a module that fails to load as an InternalError, never a throw, and loads it again at the next call", () => {
    const { api, loads } = world(2);
    const pc = { apiVersion: "b.core.io/v1", kind: "Other", bad: true };
    expect(api.validate(pc)).toEqual({
      valid: false,
      errors: [
        {
          type: "InternalError",
          field: "",
          detail:
            "cannot load the package's generated code: Cannot require() ES Module /pkg/dist/api/b.core.io/v1.js because it is not yet fully loaded.",
        },
      ],
    });
    const [error] = api.validateAs("Other", {}).errors;
    expect(error).toMatchObject({ type: "InternalError", field: "" });
    expect(formatFieldError(error!)).toMatch(
      /^<root>: Internal error: cannot load the package's generated code: Cannot require\(\) ES Module/,
    );
    expect(api.validate(pc).errors.map((e) => e.detail)).toEqual(["bad Other"]);
    expect(loads).toEqual(["b.core.io/v1", "b.core.io/v1", "b.core.io/v1"]);
  });

  it("binds a type's functions without loading anything, and loads its group-version at the first call", () => {
    const { api, loads } = world();
    const validateSpec = api.validator("a.core.io/v1.Spec");
    const validateSpecUpdate = api.updateValidator("a.core.io/v1.Spec");
    const defaultSpec = api.defaulter("a.core.io/v1.Spec");
    const findUnknownFieldsSpec = api.unknownFieldsFinder("a.core.io/v1.Spec");
    const validateToleration = api.validator("core/v1.Toleration");
    expect(loads).toEqual([]);
    expect(validateSpec({ bad: true }).errors.map((e) => e.detail)).toEqual(["bad Spec"]);
    expect(validateSpecUpdate({ id: 1 }, { id: 2 }).errors).toMatchObject([
      { field: "id", detail: "field is immutable" },
    ]);
    expect(defaultSpec({ id: 1 })).toEqual({ id: 1, defaulted: "Spec" });
    expect(findUnknownFieldsSpec({ id: 1, extra: 2 })).toEqual(["extra"]);
    expect(loads).toEqual(["a.core.io/v1"]);
    expect(validateToleration({}).valid).toBe(true);
    expect(loads).toEqual(["a.core.io/v1", "v1"]);
    expect(api.validator("a.core.io/v1.Nope")({}).errors).toMatchObject([
      { type: "FieldValueInvalid", detail: 'unknown type name "a.core.io/v1.Nope"' },
    ]);
  });

  it("loads, for a bare type name, only the group-versions that define it, and names the choices of an ambiguous one", () => {
    const { api, loads } = world();
    expect(api.validateAs("Other", { bad: true }).errors.map((e) => e.detail)).toEqual([
      "bad Other",
    ]);
    expect(loads).toEqual(["b.core.io/v1"]);
    expect(api.validateAs("Spec", {}).errors).toMatchObject([
      { detail: 'type name "Spec" is ambiguous; qualify it as one of /v1.Spec, a.core.io/v1.Spec' },
    ]);
    expect(api.validateAs("v1.Spec", {}).errors).toMatchObject([
      { detail: 'unknown type name "v1.Spec"' },
    ]);
    expect(api.validateAs("Nope", {}).errors).toMatchObject([
      { detail: 'unknown type name "Nope"' },
    ]);
    expect(loads).toEqual(["b.core.io/v1", "v1", "a.core.io/v1"]);
  });

  it("loads a group-version registered without its type names to look a bare name up in it", () => {
    const { api, loads } = world(0, ["a.core.io/v1beta1"]);
    expect(api.validateAs("Other", {}).valid).toBe(true);
    expect(loads).toEqual(["a.core.io/v1beta1", "b.core.io/v1"]);
    expect(api.validateAs("Thing", { bad: true }).errors).toMatchObject([
      {
        detail:
          'type name "Thing" is ambiguous; qualify it as one of a.core.io/v1.Thing, a.core.io/v1beta1.Thing',
      },
    ]);
  });
});

describe("the generated registry", () => {
  it("lists every type of every group-version, so that a bare type name finds each", async () => {
    const dist = join(OUTPUT, "dist");
    // The root's registry, asked through validateAs: a bare name it does not list is "unknown";
    // one that several group-versions define is ambiguous, and the error names each of them.
    const root = (await import(pathToFileURL(join(dist, "index.js")).href)) as {
      validateAs: (name: string, obj: unknown) => ValidationResult;
    };
    const unknown = (name: string) =>
      root
        .validateAs(name, undefined)
        .errors.some((e) => e.detail === `unknown type name "${name}"`);
    let checked = 0;
    // Each group-version's module; a common part's (`v1.common.js`) is in its group-version's too.
    for (const file of readdirSync(join(dist, "api"), { recursive: true })
      .map(String)
      .filter((f) => f.endsWith(".js") && !f.endsWith(".common.js"))) {
      const module = (await import(pathToFileURL(join(dist, "api", file)).href)) as Record<
        string,
        unknown
      > & { groupVersion: { apiVersion: string } };
      const { apiVersion } = module.groupVersion;
      const prefix = apiVersion.includes("/") ? apiVersion : `/${apiVersion}`;
      for (const name of Object.keys(module).flatMap(
        (key) => /^validate(\w+)At$/.exec(key)?.[1] ?? [],
      )) {
        expect(unknown(`${prefix}.${name}`), `${apiVersion} ${name}`).toBe(false);
        const bare = root
          .validateAs(name, undefined)
          .errors.find((e) => e.detail.startsWith(`type name "${name}" is ambiguous`));
        expect(
          unknown(name) || (bare !== undefined && !bare.detail.includes(`${prefix}.${name}`)),
          `${apiVersion} ${name}`,
        ).toBe(false);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(200);
    expect(unknown("core/v1.NoSuchType")).toBe(true);
  });
});
