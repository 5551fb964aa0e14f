/** The runtime of `unique` rules: which items are duplicates, where they are reported, with which value. */
import { describe, expect, it } from "vitest";
import { newCollector } from "../../templates/runtime/errors.js";
import { checkUnique, hasDuplicate, uniqueBy } from "../../templates/runtime/unique.js";

const found = (items: unknown, by: ReturnType<typeof uniqueBy>, path = "spec") => {
  const c = newCollector();
  checkUnique(c, items, path, by);
  return c.errors.map((e) => [e.type, e.field, e.badValue]);
};

describe("checkUnique", () => {
  it("reports each later item with a key an earlier one has, at the key, with the key", () => {
    const by = uniqueBy({ list: "jwt", key: ["issuer", "url"] });
    const items = [
      { issuer: { url: "a" } },
      { issuer: { url: "b" } },
      { issuer: { url: "a" } },
      { issuer: { url: "a" } },
    ];
    expect(found(items, by)).toEqual([
      ["FieldValueDuplicate", "spec.jwt[2].issuer.url", "a"],
      ["FieldValueDuplicate", "spec.jwt[3].issuer.url", "a"],
    ]);
    expect(found(items, by, "")).toEqual([
      ["FieldValueDuplicate", "jwt[2].issuer.url", "a"],
      ["FieldValueDuplicate", "jwt[3].issuer.url", "a"],
    ]);
  });

  it("does not compare items without the key, with an empty one, or with a repeatable one", () => {
    const by = uniqueBy({ list: "authorizers", key: ["type"], repeatable: ["Webhook"] });
    expect(
      found(
        [{}, {}, { type: "" }, { type: "" }, { type: "Webhook" }, { type: "Webhook" }, "x", null],
        by,
      ),
    ).toEqual([]);
    expect(found([{ type: "RBAC" }, { type: "RBAC" }], by)).toEqual([
      ["FieldValueDuplicate", "spec.authorizers[1].type", "RBAC"],
    ]);
  });

  it("counts an alias as the value it stands for", () => {
    const by = uniqueBy({
      list: "egressSelections",
      key: ["name"],
      aliases: { master: "controlplane" },
    });
    expect(found([{ name: "master" }, { name: "controlplane" }], by)).toEqual([
      ["FieldValueDuplicate", "spec.egressSelections[1].name", "controlplane"],
    ]);
  });

  it("compares several fields together and reports the item (kept as <object>), and items by content without a key", () => {
    const tolerations = uniqueBy({ list: "tolerations", keys: ["key", "effect"] });
    const a = { key: "k", effect: "NoSchedule" };
    expect(found([a, { key: "k" }, { ...a, value: "v" }], tolerations)).toEqual([
      ["FieldValueDuplicate", "spec.tolerations[2]", "<object>"],
    ]);
    const byContent = uniqueBy({ list: "items" });
    expect(
      found(
        [
          { a: 1, b: 2 },
          { b: 2, a: 1 },
        ],
        byContent,
      ),
    ).toEqual([["FieldValueDuplicate", "spec.items[1]", '{"a":1,"b":2}']]);
  });

  it("ignores what is not a list", () => {
    expect(found({ 0: "a", 1: "a" }, uniqueBy({ list: "x" }))).toEqual([]);
  });
});

describe("hasDuplicate", () => {
  it("says whether any item repeats a key, for rules that report the whole list once", () => {
    const controllers = uniqueBy({
      list: "ownerReferences",
      key: ["controller"],
      repeatable: [false],
    });
    expect(
      hasDuplicate(
        [{ controller: true }, { controller: false }, { controller: false }],
        controllers,
      ),
    ).toBe(false);
    expect(hasDuplicate([{ controller: true }, {}, { controller: true }], controllers)).toBe(true);
    expect(hasDuplicate("not a list", controllers)).toBe(false);
  });
});
