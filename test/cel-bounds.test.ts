/**
 * The bounds of duration and quantity fields, published as x-kubernetes-validations
 * (the bound keywords, generator/keywords/bound.ts): they hold where the validators accept, and fail past the
 * bound, with the validators' message.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { loadSpecs } from "../generator/load/index.js";
import type { Field, Model, ObjectType } from "../generator/model/model.js";
import { fieldCelValidations } from "../generator/rules/cel-validations.js";
import { lookupOf } from "../generator/model/queries.js";
import { evaluateCelValues } from "./helpers/cel-eval.js";
import { SPECS } from "./helpers/paths.js";

let model: Model;
beforeAll(async () => {
  const loaded = await loadSpecs(SPECS);
  if (!loaded.model) throw new Error("the specs do not load");
  model = loaded.model;
});

function field(typeId: string, name: string): Field {
  const type = model.types.get(typeId) as ObjectType | undefined;
  const found = type?.fields.find((f) => f.name === name);
  if (!found) throw new Error(`no ${typeId}.${name}`);
  return found;
}

describe("duration bounds as CEL", () => {
  it("the authorization webhook's timeout: more than 0s is required, at most 30s", () => {
    const validations = fieldCelValidations(
      field("apiserver.core.io/v1.WebhookConfiguration", "timeout"),
      lookupOf(model),
    );
    expect(validations.map((v) => [v.rule, v.message])).toEqual([
      ["duration(self) >= duration('0s')", "must be greater than or equal to 0s"],
      ["duration(self) <= duration('30s')", "must be less than or equal to 30s"],
    ]);
    const max = validations[1]!;
    expect(evaluateCelValues(max.rule, { self: "30s" })).toBe(true);
    expect(evaluateCelValues(max.rule, { self: "31s" })).toBe(false);
    expect(evaluateCelValues(max.rule, { self: "1m" })).toBe(false);
  });
});

describe("a map's cumulative size as CEL", () => {
  it("VolumeAttributesClass parameters: keys and values together at most 256 KiB, in UTF-8 bytes", () => {
    const validations = fieldCelValidations(
      field("storage.core.io/v1.VolumeAttributesClass", "parameters"),
      lookupOf(model),
    );
    const total = validations.find((v) => v.rule.includes("join"))!;
    expect(total).toEqual({
      rule: "size(bytes(self.map(k, k + self[k]).join(''))) <= 262144",
      message: "may not be more than 262144 bytes",
    });
    expect(evaluateCelValues(total.rule, { self: { a: "x".repeat(262143) } })).toBe(true);
    expect(evaluateCelValues(total.rule, { self: { a: "x".repeat(262144) } })).toBe(false);
    expect(evaluateCelValues(total.rule, { self: { a: "é".repeat(131072) } })).toBe(false); // 262,145 bytes in 131,073 characters
  });
});
