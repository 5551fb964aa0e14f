/** `ignoredWhen`: fields the defaulters leave without default when a condition holds. */
import { describeCondition } from "../../model/describe.js";
import { when } from "../check.js";
import { code, documented, list, listOf, ref, type RuleDefinition } from "../context.js";

/** No CEL: it only stops the default of a top-level field from being applied. */
export const ignoredWhen: RuleDefinition<"ignoredWhen", { fields: string[] }> = {
  kind: "ignoredWhen",
  body: documented(
    {
      required: ["fields", "when"],
      properties: { fields: listOf(ref("path")), when: ref("when") },
    },
    {
      description:
        "The fields have no effect when the condition holds: the defaulters apply no default to them.",
      examples: [
        { ignoredWhen: { when: { field: "type", equals: "Server" }, fields: ["cacheSize"] } },
      ],
      keys: {
        fields: "The fields left without default.",
        when: "The condition under which they are.",
      },
      artifacts: ["defaulters", "types"],
    },
  ),
  load: (b, l) => ({ fields: l.paths(b.fields, "fields"), when: l.when() }),
  reportsFieldError: false,
  describe: (r) =>
    `${list(r.fields.map((f) => code(f.text)))} ${r.fields.length > 1 ? "are" : "is"} ignored when ${describeCondition(r.when)}.`,
  skipsDefault: (r, jsonName) =>
    r.fields.some((f) => f.segments.length === 1 && f.segments[0]!.key === jsonName)
      ? when(r.when)
      : undefined,
};
