/**
 * The `and` and `or` of the two expression trees of the rules (the neutral form's predicates,
 * ./check.ts, and the CEL's expressions, ./cel.ts): nested junctions of the same kind
 * flattened, true and false folded away, so that both print the way people write them.
 */

type Constant = { readonly k: "bool"; readonly v: boolean };
type Tree = { readonly k: string };

const isConstant = (x: Tree): x is Constant => x.k === "bool";

/** `k` of the terms; `distinct` drops repeated terms where the tree can tell them apart. */
export function junction<T extends Tree>(
  k: "and" | "or",
  xs: readonly T[],
  distinct: (xs: T[]) => T[] = (ys) => ys,
): T {
  // true is the unit of `and` and decides `or`; false the other way round.
  const unit = k === "and";
  const flat = distinct(
    xs
      .flatMap((x) => (x.k === k ? (x as unknown as { xs: T[] }).xs : [x]))
      .filter((x) => !(isConstant(x) && x.v === unit)),
  );
  if (flat.some(isConstant)) return { k: "bool", v: !unit } as unknown as T;
  if (flat.length === 0) return { k: "bool", v: unit } as unknown as T;
  return flat.length === 1 ? flat[0]! : ({ k, xs: flat } as unknown as T);
}
