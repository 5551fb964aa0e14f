/**
 * The package root's dispatch (templates/runtime/dispatch.ts): it knows every kind without
 * loading a group-version, and loads a group-version's module only when an object or a type of
 * it is asked for, once.
 */
import { describe, expect, it } from "vitest";
import { createApi, registryOf } from "../../output/src/runtime/dispatch.js";
import { formatFieldError, type Collector } from "../../output/src/runtime/errors.js";

/** A group-version module as the generator makes them: `validate<Type>At` and friends. */
function moduleOf(types: readonly string[]): object {
  const module: Record<string, unknown> = {};
  for (const type of types) {
    module[`validate${type}At`] = (value: unknown, path: string, c: Collector) => {
      if ((value as { bad?: boolean }).bad) c.errors.push({ type: "FieldValueInvalid", field: path ? `${path}.bad` : "bad", badValue: true, detail: `bad ${type}` });
    };
    module[`setDefaults${type}`] = (value: Record<string, unknown>) => void (value.defaulted = type);
  }
  return module;
}

function world(failures = 0) {
  const loads: string[] = [];
  const gv = (apiVersion: string, kinds: string[], types: string[]) => ({
    apiVersion,
    kinds,
    load: () => {
      loads.push(apiVersion);
      if (failures-- > 0) throw new Error("Cannot require() ES Module /pkg/dist/api/b.core.io/v1.js because it is not yet fully loaded.\nThis is caused by a bug in Node.js");
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
    expect(api.validate({ apiVersion: "b.core.io/v1", kind: "Other" })).toEqual({ valid: true, errors: [] });
    expect(api.validate({ apiVersion: "b.core.io/v1", kind: "Other", bad: true }).errors.map((e) => e.detail)).toEqual(["bad Other"]);
    expect(api.applyDefaults({ apiVersion: "b.core.io/v1", kind: "Other" })).toMatchObject({ defaulted: "Other" });
    expect(loads).toEqual(["b.core.io/v1"]);
  });

  it("answers an unknown apiVersion or kind without loading anything", () => {
    const { api, loads } = world();
    expect(api.validate({ apiVersion: "a.core.io/v2", kind: "Thing" }).errors).toMatchObject([{ type: "FieldValueNotSupported", field: "apiVersion", detail: 'supported values: "a.core.io/v1", "a.core.io/v1beta1"' }]);
    expect(api.validate({ apiVersion: "a.core.io/v1", kind: "Nope" }).errors).toMatchObject([{ type: "FieldValueNotSupported", field: "kind", detail: 'supported values: "Thing"' }]);
    expect(api.validate({ apiVersion: "a.core.io/v1", kind: "Spec" }).errors).toMatchObject([{ type: "FieldValueNotSupported", field: "kind" }]);
    expect(loads).toEqual([]);
  });

  it("loads only the group-version a qualified type name names", () => {
    const { api, loads } = world();
    expect(api.validateAs("a.core.io/v1.Spec", { bad: true }).errors.map((e) => e.detail)).toEqual(["bad Spec"]);
    expect(loads).toEqual(["a.core.io/v1"]);
    expect(api.validateAs("/v1.Toleration", {}).valid).toBe(true);
    expect(api.validateAs("core/v1.Toleration", { bad: true }).valid).toBe(false);
    expect(loads).toEqual(["a.core.io/v1", "v1"]);
    expect(api.validateAs("a.core.io/v1beta1.Spec", {}).errors).toMatchObject([{ type: "FieldValueInvalid", field: "", detail: 'unknown type name "a.core.io/v1beta1.Spec"' }]);
    expect(api.validateAs("c.core.io/v1.Spec", {}).errors).toMatchObject([{ detail: 'unknown type name "c.core.io/v1.Spec"' }]);
    expect(loads).toEqual(["a.core.io/v1", "v1", "a.core.io/v1beta1"]);
  });

  it("reports a module that fails to load as an InternalError, never a throw, and loads it again at the next call", () => {
    const { api, loads } = world(2);
    const pc = { apiVersion: "b.core.io/v1", kind: "Other", bad: true };
    expect(api.validate(pc)).toEqual({
      valid: false,
      errors: [{ type: "InternalError", field: "", detail: "cannot load the package's generated code: Cannot require() ES Module /pkg/dist/api/b.core.io/v1.js because it is not yet fully loaded." }],
    });
    const [error] = api.validateAs("Other", {}).errors;
    expect(error).toMatchObject({ type: "InternalError", field: "" });
    expect(formatFieldError(error!)).toMatch(/^<root>: Internal error: cannot load the package's generated code: Cannot require\(\) ES Module/);
    expect(api.validate(pc).errors.map((e) => e.detail)).toEqual(["bad Other"]);
    expect(loads).toEqual(["b.core.io/v1", "v1", "b.core.io/v1"]);
  });

  it("looks a bare type name up in every group-version, and names the choices of an ambiguous one", () => {
    const { api, loads } = world();
    expect(api.validateAs("Other", { bad: true }).errors.map((e) => e.detail)).toEqual(["bad Other"]);
    expect(api.validateAs("Spec", {}).errors).toMatchObject([{ detail: 'type name "Spec" is ambiguous; qualify it as one of /v1.Spec, a.core.io/v1.Spec' }]);
    expect(api.validateAs("v1.Spec", {}).errors).toMatchObject([{ detail: 'unknown type name "v1.Spec"' }]);
    expect([...loads].sort()).toEqual(["a.core.io/v1", "a.core.io/v1beta1", "b.core.io/v1", "v1"]);
  });
});
