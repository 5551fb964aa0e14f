/**
 * The changes a comparison finds, as it records them: which rule, where in the API, the old and
 * new values, and the spec elements on both sides (their positions found only for what is
 * reported, as the model's origins find theirs).
 */
import type { Origin, TypeId } from "../model/model.js";
import { isAlphaVersion, RULES, type Level, type RuleName } from "./rules.js";

/** A spec element on one side, and the keys below it the change is about (`maxLength`, `enum.2`). */
export interface Site {
  readonly origin: Origin;
  readonly keys?: readonly (string | number)[];
}

/** A place in a spec file, as reported: 1-based line and column. */
export interface Place {
  readonly file: string;
  readonly line: number;
  readonly column: number;
}

export interface Change {
  /** The rule: its name is the change's stable code. */
  readonly kind: RuleName;
  readonly level: Level;
  /** Breaks existing clients or stored objects of a served non-alpha version: makes the diff fail. */
  readonly breaking: boolean;
  /** In an alpha version (`v1alpha1`): reported, never failing. */
  readonly alpha: boolean;
  /** `group/version` (`core/v1` for the core group); "" for the shared operations. */
  readonly groupVersion: string;
  /** The element: `coordination.core.io/v1.LeaseSpec.holderIdentity`, `...preferences[].name`. */
  readonly path: string;
  readonly old?: unknown;
  readonly new?: unknown;
  readonly why: string;
  readonly reference: string;
  readonly sites: { readonly old?: Site; readonly new?: Site };
  /** The named type whose generated declaration changes, when the rule changes types. */
  readonly typeId?: TypeId;
}

/** Where a change is within the API: its group-version and element path, and the sites on both sides. */
export interface Where {
  readonly group: string;
  readonly version: string;
  readonly path: string;
  readonly old?: Site;
  readonly new?: Site;
  readonly typeId?: TypeId;
}

/** Collects the changes of one comparison, in the order found. */
export class Changes {
  readonly list: Change[] = [];

  add(
    kind: RuleName,
    where: Where,
    values: { readonly old?: unknown; readonly new?: unknown } = {},
    detail?: string,
  ): void {
    const rule = RULES[kind];
    const alpha = where.version !== "" && isAlphaVersion(where.version);
    const sites = {
      ...(where.old ? { old: where.old } : {}),
      ...(where.new ? { new: where.new } : {}),
    };
    this.list.push({
      kind,
      level: rule.level,
      breaking: rule.level === "breaking" && !alpha,
      alpha,
      groupVersion:
        where.version === "" ? "" : `${where.group === "" ? "core" : where.group}/${where.version}`,
      path: where.path,
      ...("old" in values ? { old: values.old } : {}),
      ...("new" in values ? { new: values.new } : {}),
      why: detail === undefined ? rule.message : `${detail}: ${rule.message}`,
      reference: rule.reference,
      sites,
      ...(rule.changesTypes && where.typeId !== undefined ? { typeId: where.typeId } : {}),
    });
  }
}

/** A site `keys` further down: the same element, a key below it. */
export function below(
  site: Site | undefined,
  ...keys: readonly (string | number)[]
): Site | undefined {
  return site && { origin: site.origin, keys: [...(site.keys ?? []), ...keys] };
}

/** A where whose sites are `keys` further down on both sides. */
export function whereBelow(
  where: Where,
  path: string,
  ...keys: readonly (string | number)[]
): Where {
  const old = below(where.old, ...keys);
  const next = below(where.new, ...keys);
  return {
    group: where.group,
    version: where.version,
    path,
    ...(old ? { old } : {}),
    ...(next ? { new: next } : {}),
    ...(where.typeId ? { typeId: where.typeId } : {}),
  };
}

/** A where at `path`, with a site on each side that exists (`undefined` keys: that side has none). */
export function whereAt(
  where: Where,
  path: string,
  oldKeys: readonly (string | number)[] | undefined,
  newKeys: readonly (string | number)[] | undefined,
): Where {
  const old = oldKeys && below(where.old, ...oldKeys);
  const next = newKeys && below(where.new, ...newKeys);
  return {
    group: where.group,
    version: where.version,
    path,
    ...(old ? { old } : {}),
    ...(next ? { new: next } : {}),
    ...(where.typeId ? { typeId: where.typeId } : {}),
  };
}
