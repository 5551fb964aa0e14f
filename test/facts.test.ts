/**
 * The facts the emitters read of each type (generator/model/facts.ts), on the real specs: kept
 * once per model's lookup, and the same answers as a fresh walk; and the common parts of
 * group-versions (generator/model/parts.ts).
 */
import { describe, expect, it } from "vitest";
import { loadSpecs, loadSpecTexts } from "../generator/load/index.js";
import {
  hasDefaults,
  knownFieldsOf,
  needsUpdateCheck,
  patchMetaOf,
  stepInto,
} from "../generator/model/facts.js";
import type { Model, ObjectType } from "../generator/model/model.js";
import { commonPartOf, isCommon } from "../generator/model/parts.js";
import { lookupOf, type TypeLookup } from "../generator/model/queries.js";
import { typeModule } from "../generator/emit/api-names.js";
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
      expect([hasDefaults(type, lookup), needsUpdateCheck(type, lookup)], type.id).toEqual([
        hasDefaults(type, fresh),
        needsUpdateCheck(type, fresh),
      ]);
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
    expect(patch?.fields?.ownerReferences).toMatchObject({
      mergeKey: "uid",
      strategy: "merge",
      listType: "map",
      listMapKeys: ["uid"],
    });
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

describe("a group-version's common part (model/parts.ts)", () => {
  const gv = (group: string, version: string) =>
    model!.groupVersions.find((g) => g.group === group && g.version === version)!;

  it("holds the types other group-versions name, and what those name within it", () => {
    const common = commonPartOf(model!, gv("meta.core.io", "v1"))!;
    const names = [...common].map((id) => id.slice("meta.core.io/v1.".length));
    // Named by other groups: ObjectMeta, ListMeta, Condition, Status, LabelSelector (a ClusterRole's
    // aggregationRule); named by those: OwnerReference, StatusCause.
    for (const name of [
      "ObjectMeta",
      "ListMeta",
      "Condition",
      "Status",
      "OwnerReference",
      "ManagedFieldsEntry",
      "StatusCause",
      "LabelSelector",
    ])
      expect(names).toContain(name);
    // Named only within meta.core.io, or by nothing: the discovery documents, DeleteOptions.
    for (const name of ["DeleteOptions", "APIGroupList", "WatchEvent"])
      expect(names).not.toContain(name);
    expect(isCommon(model!, "meta.core.io/v1.ObjectMeta")).toBe(true);
    expect(isCommon(model!, "meta.core.io/v1.DeleteOptions")).toBe(false);
  });

  it("splits only where the rest is worth a module of its own, and never a twin", () => {
    // core/v1 would keep two aliases, coordination.core.io/v1 three types of 15 fields.
    expect(commonPartOf(model!, gv("", "v1"))).toBeUndefined();
    expect(commonPartOf(model!, gv("coordination.core.io", "v1"))).toBeUndefined();
    expect(commonPartOf(model!, gv("apiserver.core.io", "v1"))).toBeUndefined();
    expect(
      model!.groupVersions
        .filter((g) => commonPartOf(model!, g))
        .map((g) => `${g.group}/${g.version}`),
    ).toEqual(["meta.core.io/v1"]);
  });

  it("the generated modules of a type come from its part", () => {
    const objectMeta = typeOf("meta.core.io/v1.ObjectMeta");
    const deleteOptions = typeOf("meta.core.io/v1.DeleteOptions");
    expect(typeModule(model!, "validators", objectMeta)).toBe(
      "src/validators/meta.core.io/v1.common.ts",
    );
    expect(typeModule(model!, "fields", objectMeta)).toBe("src/fields/meta.core.io/v1.common.ts");
    expect(typeModule(model!, "types", objectMeta)).toBe("src/types/meta.core.io/v1.ts");
    expect(typeModule(model!, "validators", deleteOptions)).toBe(
      "src/validators/meta.core.io/v1.ts",
    );
  });
});
