/**
 * Alias loops: an alias whose chain of aliases leads back to itself (`A: {type: B}`,
 * `B: {type: A}`) names no type at all (TypeScript refuses it, TS2456, and a validator would
 * check nothing). A list or map of the alias itself is a recursive type, not a loop.
 */
import type { AliasType, TypeId } from "../model/model.js";
import type { DraftObjectType } from "./build-types.js";
import { CODES } from "./codes.js";
import type { LoadContext } from "./context.js";

const nameOf = (id: TypeId): string => id.slice(id.lastIndexOf(".") + 1);

/** Reports every alias on a loop, at its declaration, with the loop spelled out. */
export function checkAliasLoops(
  ctx: LoadContext,
  drafts: ReadonlyMap<TypeId, DraftObjectType | AliasType>,
): void {
  const next = (id: TypeId): TypeId | undefined => {
    const type = drafts.get(id);
    return type?.kind === "alias" && type.shape.kind === "ref" ? type.shape.target : undefined;
  };
  for (const decl of ctx.declarations.values()) {
    if (drafts.get(decl.id)?.kind !== "alias") continue;
    const chain: TypeId[] = [decl.id];
    for (let id = next(decl.id); id !== undefined; id = next(id)) {
      if (id === decl.id) {
        const names = [...chain, decl.id].map(nameOf).join(" -> ");
        ctx.error(
          decl.file,
          decl.path,
          CODES.aliasLoop,
          `type "${decl.name}" is an alias of itself (${names}): give one of them fields or another type`,
          "key",
        );
        break;
      }
      if (chain.includes(id)) break; // a loop further on, reported at its own members
      chain.push(id);
    }
  }
}
