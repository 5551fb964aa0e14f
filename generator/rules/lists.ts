/** Rules about the items of lists: uniqueness by a key, and a required item. */
import { code, list, literal, WHEN, type RuleDefinition } from "./context.js";

export const unique: RuleDefinition<"unique"> = {
  kind: "unique",
  describe: (r) => `Items of ${code(r.list.text)} must be unique${r.key ? ` by ${code(r.key.text)}` : ""}${WHEN[r.on]}.`,
  writeValidation(w, r, ctx) {
    const items = ctx.locals.name("items");
    const seen = ctx.locals.name("seen");
    const i = ctx.locals.name("i");
    const id = ctx.locals.name("id");
    const duplicate = ctx.scope.use("errors", "duplicate");
    const index = ctx.scope.use("errors", "index");
    const keyPath = r.key ? r.key.segments.map((s) => s.key) : [];
    w.writeLine(`const ${items} = ${ctx.valueOf(r.list)};`);
    w.write(`if (Array.isArray(${items}))`).block(() => {
      w.writeLine(`const ${seen} = new Set<unknown>();`);
      w.write(`for (let ${i} = 0; ${i} < ${items}.length; ${i}++)`).block(() => {
        const read = keyPath.length ? `${ctx.scope.use("values", "read")}(${items}[${i}], ${JSON.stringify(keyPath)})` : `${items}[${i}]`;
        w.writeLine(`const ${id}: unknown = ${read};`);
        w.write(`if (${id} === undefined || ${id} === null || ${id} === "")`).block(() => w.writeLine("continue;"));
        const at = keyPath.length ? `${index}(${ctx.pathOf(r.list)}, ${i}) + ${JSON.stringify(`.${keyPath.join(".")}`)}` : `${index}(${ctx.pathOf(r.list)}, ${i})`;
        w.write(`if (${seen}.has(${id}))`).block(() => w.writeLine(`${duplicate}(c, ${at}, ${id});`));
        w.writeLine(`${seen}.add(${id});`);
      });
    });
  },
};

export const listContains: RuleDefinition<"listContains"> = {
  kind: "listContains",
  describe: (r) => `${code(r.list.text)} must hold an item whose ${code(r.key.text)} is ${list(r.anyOf.map(literal), "or")}${WHEN[r.on]}.`,
  writeValidation(w, r, ctx) {
    const items = ctx.locals.name("items");
    const read = ctx.scope.use("values", "read");
    const required = ctx.scope.use("errors", "required");
    const keyPath = JSON.stringify(r.key.segments.map((s) => s.key));
    const wanted = ctx.scope.enumConstant(`${r.list.segments.map((s) => s.key).join("_").toUpperCase()}_REQUIRED`, r.anyOf);
    const detail = r.detail ?? `must contain an item whose ${r.key.text} is ${list(r.anyOf.map((v) => JSON.stringify(v)), "or")}`;
    w.writeLine(`const ${items} = ${ctx.valueOf(r.list)};`);
    w.write(`if (!Array.isArray(${items}) || !${items}.some((item: unknown) => (${wanted} as readonly unknown[]).includes(${read}(item, ${keyPath}))))`).block(() =>
      w.writeLine(`${required}(c, ${ctx.pathOf(r.list)}, ${JSON.stringify(detail)});`),
    );
  },
};
