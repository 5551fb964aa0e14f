/**
 * The validation benchmark's documents mean what they say, as the benchmark checks before it
 * times anything: every valid document is valid for every variant, and every invalid one has
 * errors on the fields its mutations broke (corespec), on corespec's fields (the hand-written
 * ceiling, which must do the same work to be a ceiling), and on corespec's fields less those
 * only rules see (ajv and zod). A spec that starts answering as Kubernetes does must take the
 * cases and the ceiling along, or the figures compare unequal work.
 */
import { describe, expect, it } from "vitest";
import { buildCases } from "../bench/validate/cases.js";
import { sameFields, wantedFields, type Variant } from "../bench/validate/variant.js";

const cases = buildCases();
type Module = { load: () => Variant | Promise<Variant> };
const VARIANTS: Record<string, () => Promise<Module>> = {
  corespec: () => import("../bench/validate/corespec.js"),
  handwritten: () => import("../bench/validate/handwritten.js"),
  ajv: () => import("../bench/validate/ajv.js"),
  "ajv-fast": () => import("../bench/validate/ajv-fast.js"),
  zod: () => import("../bench/validate/zod.js"),
};
const load = async (id: string): Promise<Variant> => (await VARIANTS[id]!()).load();

describe("the validation benchmark's cases", async () => {
  const corespec = await load("corespec");
  const fieldsOf = (variant: Variant) =>
    new Map(cases.map((c) => [c.name, c.docs.map((d) => variant.fields[c.kind](d))]));
  const corespecFields = fieldsOf(corespec);

  it.each(Object.keys(VARIANTS))(
    "%s accepts every valid document and reports each invalid one on the fields it should",
    async (id) => {
      const fields = id === "corespec" ? corespecFields : fieldsOf(await load(id));
      const differences: string[] = [];
      for (const c of cases) {
        c.docs.forEach((_, i) => {
          const got = fields.get(c.name)![i]!;
          const diff = c.valid
            ? got.length
              ? `rejected, errors on ${got.join(", ")}`
              : undefined
            : sameFields(wantedFields(id, c.expected[i]!, corespecFields.get(c.name)![i]!), got);
          if (diff) differences.push(`${c.name} #${i}: ${diff}`);
        });
      }
      expect(differences).toEqual([]);
    },
  );
});
