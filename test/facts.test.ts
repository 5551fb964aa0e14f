/**
 * The facts the emitters read of each type (generator/model/facts.ts), on the real specs: kept
 * once per model's lookup, and the same answers as a fresh walk.
 */
import { describe, expect, it } from "vitest";
import { loadSpecs, loadSpecTexts } from "../generator/load/index.js";
import { hasDefaults, knownFieldsOf, needsUpdateCheck, patchMetaOf, stepInto } from "../generator/model/facts.js";
import type { Model, ObjectType } from "../generator/model/model.js";
import { lookupOf, type TypeLookup } from "../generator/model/queries.js";
import { SPECS } from "./helpers/paths.js";

const { model } = await loadSpecs(SPECS);
const typeOf = (id: string) => model!.types.get(id) as ObjectType;

describe("type facts", () => {
  it("one lookup per model, so facts are worked out once for every emitter", () => {
    expect(lookupOf(model!)).toBe(lookupOf(model!));
    expect(lookupOf({ types: model!.types } as Model)).not.toBe(lookupOf(model!));
  });

  it("answers as a fresh lookup does, for every object type", () => {
    const lookup = lookupOf(model!);
    for (const type of model!.types.values()) {
      if (type.kind !== "object") continue;
      const fresh: TypeLookup = (id) => model!.types.get(id);
      expect([hasDefaults(type, lookup), needsUpdateCheck(type, lookup)], type.id).toEqual([hasDefaults(type, fresh), needsUpdateCheck(type, fresh)]);
    }
  });

  it("knows which types default and which need an update check", () => {
    const lookup = lookupOf(model!);
    const objectMeta = typeOf("meta.core.io/v1.ObjectMeta");
    expect(needsUpdateCheck(objectMeta, lookup)).toBe(true); // name, namespace, uid... are immutable
    expect(hasDefaults(typeOf("meta.core.io/v1.OwnerReference"), lookup)).toBe(false);
  });

  it("a once-set field, at any depth, needs an update check", () => {
    const { model: small } = loadSpecTexts([
      {
        relative: "facts.core.io/v1.yaml",
        display: "facts.core.io/v1.yaml",
        text: `group: facts.core.io
version: v1
types:
  Outer:
    doc: Holds an inner object.
    fields:
      inner: { type: Inner, doc: The inner object. }
  Inner:
    doc: Has a field set once.
    fields:
      owner: { type: string, immutable: once-set, doc: Set once. }
`,
      },
    ]);
    const lookup = lookupOf(small!);
    const type = (name: string) => small!.types.get(`facts.core.io/v1.${name}`) as ObjectType;
    expect(needsUpdateCheck(type("Inner"), lookup)).toBe(true);
    expect(needsUpdateCheck(type("Outer"), lookup)).toBe(true);
  });

  it("gives the known fields and the strategic-merge metadata of ObjectMeta", () => {
    const lookup = lookupOf(model!);
    const objectMeta = typeOf("meta.core.io/v1.ObjectMeta");
    const known = knownFieldsOf(objectMeta, lookup);
    expect(known !== 0 && Object.keys(known.fields!)).toContain("ownerReferences");
    expect(known !== 0 && known.fields!.labels).toBe(0); // a map of strings: nothing below is unknown
    const patch = patchMetaOf(objectMeta, lookup);
    expect(patch?.fields?.ownerReferences).toMatchObject({ mergeKey: "uid", strategy: "merge", listType: "map", listMapKeys: ["uid"] });
    expect(patch?.fields?.labels).toEqual({ member: true }); // a map: the write that adds it owns it
  });

  it("steps into a shape through aliases: objects, list items, map values, leaves", () => {
    const lookup = lookupOf(model!);
    const objectMeta = typeOf("meta.core.io/v1.ObjectMeta");
    const field = (name: string) => objectMeta.fields.find((f) => f.jsonName === name)!.shape;
    expect(stepInto(field("ownerReferences"), lookup).kind).toBe("array");
    expect(stepInto(field("labels"), lookup).kind).toBe("map");
    expect(stepInto(field("name"), lookup).kind).toBe("leaf");
  });
});
