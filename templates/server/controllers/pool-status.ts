/**
 * The pool status of a ResourcePoolStatusRequest, computed from the ResourceSlices of its
 * driver as KEP-5677 (DRA resource availability visibility) specifies the controller's
 * computation (kubernetes/enhancements keps/sig-scheduling/5677, "Controller Implementation"):
 *
 * - slices are grouped into pools by pool name; only the slices of a pool's highest generation
 *   count, and a pool with fewer of them than its `resourceSliceCount` is incomplete;
 * - device counts: every device of the pool; unavailable are those with a NoSchedule or
 *   NoExecute taint; allocated are none, since this server serves no ResourceClaims;
 * - `partitionSummary`, for pools that publish shared counters and resolve a partition type
 *   attribute (a slice's `partitionTypeAttribute`, which governs the whole pool, else the
 *   request's `defaultPartitionTypeAttribute`): per (attribute, type) group, the devices of the
 *   group and how many of them still fit the counters, greedily, each group against the same
 *   counters;
 * - `shareableSummary`, for pools with devices that allow multiple allocations;
 * - pools sorted by driver then name, the first `spec.limit` reported, `poolCount` all of them.
 *
 * View errors (`PartitionTypeMissing:`, `PartitionCostMismatch:`, over-cap) become the pool's
 * `validationError` and clear the view; the device counts stay.
 */
import {
  addQuantity,
  compareQuantity,
  parseQuantity,
  quantityToString,
  subtractQuantity,
  type Quantity,
} from "@corespec/api/runtime/quantity.js";
import { isObject } from "@corespec/api/runtime/values.js";

type Json = { [key: string]: unknown };

/** The request's filters, as its spec holds them (after defaulting). */
export interface PoolStatusRequestSpec {
  readonly driver: string;
  readonly poolName?: string;
  readonly limit?: number;
  readonly defaultPartitionTypeAttribute?: string;
}

/** The most entries of partitionSummary and shareableSummary.capacity (their spec's maxItems). */
const MAX_SUMMARY_ITEMS = 32;
/** The most bytes of a pool's validationError (its spec's maxBytes). */
const MAX_VALIDATION_ERROR_BYTES = 256;
const DEFAULT_LIMIT = 100;

export type PoolStatusResult =
  /** Every pool is complete: the status to write. */
  | { readonly complete: true; readonly status: Json; readonly message: string }
  /** Some pool has fewer slices than it declares: try again later, write nothing. */
  | { readonly complete: false; readonly incomplete: readonly string[] };

interface Pool {
  readonly name: string;
  readonly generation: number;
  readonly declaredSlices: number;
  readonly slices: Json[];
}

/** The status of the request over the slices (any order; those of other drivers are skipped). */
export function computePoolStatus(
  spec: PoolStatusRequestSpec,
  slices: readonly Json[],
): PoolStatusResult {
  const steps = poolStatusSteps(spec, slices);
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}

/**
 * The same computation in slices of about `sliceMs` of work, letting the event loop run
 * between them (the controller's watches and Lease renewals), so that a pool of any size
 * delays nothing else the process does by more than a slice.
 */
export async function computePoolStatusInSlices(
  spec: PoolStatusRequestSpec,
  slices: readonly Json[],
  sliceMs = 10,
): Promise<PoolStatusResult> {
  const steps = poolStatusSteps(spec, slices);
  let since = performance.now();
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
    if (performance.now() - since >= sliceMs) {
      await new Promise((resolve) => setImmediate(resolve));
      since = performance.now();
    }
  }
}

/** Slices read between two chances to yield. */
const STEP_SLICES = 64;

/** The computation as steps: it pauses (yields) every STEP_SLICES slices and after each pool. */
function* poolStatusSteps(
  spec: PoolStatusRequestSpec,
  slices: readonly Json[],
): Generator<void, PoolStatusResult> {
  const pools = yield* poolsOf(spec, slices);
  const incomplete = pools.filter((p) => p.slices.length < p.declaredSlices);
  if (incomplete.length > 0)
    return {
      complete: false,
      incomplete: incomplete.map(
        (p) =>
          `${p.name}: ${p.slices.length} of ${p.declaredSlices} slices of generation ${p.generation}`,
      ),
    };
  const listed: Json[] = [];
  for (const pool of pools.slice(0, spec.limit ?? DEFAULT_LIMIT)) {
    listed.push(yield* poolStatus(spec, pool));
    yield;
  }
  const status: Json = { poolCount: pools.length };
  if (listed.length > 0) status.pools = listed;
  const withErrors = listed.filter((p) => p.validationError !== undefined).length;
  const message = `Calculated status for ${pools.length} pools${withErrors > 0 ? ` (${withErrors} incomplete)` : ""}`;
  return { complete: true, status, message };
}

/** The pools of the request's driver (and pool name), at their latest generation, sorted by name. */
function* poolsOf(spec: PoolStatusRequestSpec, slices: readonly Json[]): Generator<void, Pool[]> {
  const byName = new Map<string, { generation: number; declaredSlices: number; slices: Json[] }>();
  let seen = 0;
  for (const slice of slices) {
    if (++seen % STEP_SLICES === 0) yield;
    const s = slice.spec as Json | undefined;
    if (!isObject(s) || s.driver !== spec.driver || !isObject(s.pool)) continue;
    const name = s.pool.name;
    if (typeof name !== "string" || (spec.poolName !== undefined && name !== spec.poolName))
      continue;
    const generation = Number(s.pool.generation ?? 0);
    const declared = Number(s.pool.resourceSliceCount ?? 1);
    const pool = byName.get(name);
    // resourceSliceCount is read from the first slice seen at the latest generation.
    if (pool === undefined || generation > pool.generation)
      byName.set(name, { generation, declaredSlices: declared, slices: [slice] });
    else if (generation === pool.generation) pool.slices.push(slice);
  }
  return [...byName]
    .map(([name, p]) => ({ name, ...p }))
    .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
}

function devicesOf(slice: Json): Json[] {
  const devices = (slice.spec as Json).devices;
  return Array.isArray(devices) ? devices.filter(isObject) : [];
}

function* poolStatus(spec: PoolStatusRequestSpec, pool: Pool): Generator<void, Json> {
  const devices: Json[] = [];
  let unavailable = 0;
  for (let i = 0; i < pool.slices.length; i++) {
    if (i % STEP_SLICES === STEP_SLICES - 1) yield;
    for (const device of devicesOf(pool.slices[i]!)) {
      devices.push(device);
      if (isTainted(device)) unavailable++;
    }
  }
  const nodes = new Set(pool.slices.map((s) => (s.spec as Json).nodeName));
  const node = nodes.size === 1 ? [...nodes][0] : undefined;
  const status: Json = {
    driver: spec.driver,
    poolName: pool.name,
    ...(typeof node === "string" ? { nodeName: node } : {}),
    generation: pool.generation,
    resourceSliceCount: pool.slices.length,
    totalDevices: devices.length,
    allocatedDevices: 0,
    availableDevices: devices.length - unavailable,
    unavailableDevices: unavailable,
  };
  const errors: string[] = [];
  const partitions = partitionSummary(spec, pool);
  if (typeof partitions === "string") errors.push(partitions);
  else if (partitions !== undefined) status.partitionSummary = partitions;
  const shareable = shareableSummary(devices);
  if (typeof shareable === "string") errors.push(shareable);
  else if (shareable !== undefined) status.shareableSummary = shareable;
  if (errors.length > 0)
    status.validationError = truncateBytes(errors.join("; "), MAX_VALIDATION_ERROR_BYTES);
  return status;
}

/** A NoSchedule or NoExecute taint makes a device unavailable; None and unknown effects do not. */
function isTainted(device: Json): boolean {
  return (
    Array.isArray(device.taints) &&
    device.taints.some(
      (t) => isObject(t) && (t.effect === "NoSchedule" || t.effect === "NoExecute"),
    )
  );
}

/** A device's attribute by fully qualified name: written so, or bare in the driver's own domain. */
function attributeOf(device: Json, qualified: string, driver: string): unknown {
  if (!isObject(device.attributes)) return undefined;
  const attributes = device.attributes;
  if (isObject(attributes[qualified])) return attributes[qualified];
  const slash = qualified.indexOf("/");
  if (qualified.slice(0, slash) === driver && isObject(attributes[qualified.slice(slash + 1)]))
    return attributes[qualified.slice(slash + 1)];
  return undefined;
}

/** Counter set -> counter -> amount. */
type Counters = Map<string, Map<string, Quantity>>;

/** The amounts of a map of `{ value: Quantity }` (counters, capacities) by name, added to `into`. */
function amounts(map: Json, into: Map<string, Quantity> = new Map()): Map<string, Quantity> {
  for (const [name, entry] of Object.entries(map)) {
    const q = isObject(entry) ? parseQuantity(entry.value as string) : undefined;
    if (q !== undefined) into.set(name, into.has(name) ? addQuantity(into.get(name)!, q) : q);
  }
  return into;
}

function consumptionOf(device: Json): Counters | undefined {
  if (!Array.isArray(device.consumesCounters) || device.consumesCounters.length === 0)
    return undefined;
  const out: Counters = new Map();
  for (const c of device.consumesCounters) {
    if (!isObject(c) || typeof c.counterSet !== "string" || !isObject(c.counters)) continue;
    out.set(c.counterSet, amounts(c.counters, out.get(c.counterSet)));
  }
  return out;
}

function sameCounters(a: Counters, b: Counters): boolean {
  if (a.size !== b.size) return false;
  for (const [set, counters] of a) {
    const other = b.get(set);
    if (other === undefined || other.size !== counters.size) return false;
    for (const [name, q] of counters)
      if (!other.has(name) || compareQuantity(q, other.get(name)!) !== 0) return false;
  }
  return true;
}

/** The pool's shared counters: every slice's sets, by name. */
function sharedCountersOf(pool: Pool): Counters {
  const out: Counters = new Map();
  for (const slice of pool.slices) {
    const sets = (slice.spec as Json).sharedCounters;
    if (!Array.isArray(sets)) continue;
    for (const set of sets) {
      if (!isObject(set) || typeof set.name !== "string" || !isObject(set.counters)) continue;
      out.set(set.name, amounts(set.counters));
    }
  }
  return out;
}

/** The partitionable devices of the pool with the attribute that groups each. */
function groupingOf(
  spec: PoolStatusRequestSpec,
  pool: Pool,
): { device: Json; attribute: string }[] {
  const declared = pool.slices.some(
    (s) => typeof (s.spec as Json).partitionTypeAttribute === "string",
  );
  const out: { device: Json; attribute: string }[] = [];
  for (const slice of pool.slices) {
    // A slice's declaration governs the whole pool: then slices without one stay ungrouped.
    const own = (slice.spec as Json).partitionTypeAttribute;
    const attribute = declared
      ? typeof own === "string"
        ? own
        : undefined
      : spec.defaultPartitionTypeAttribute;
    if (attribute === undefined) continue;
    for (const device of devicesOf(slice))
      if (consumptionOf(device) !== undefined) out.push({ device, attribute });
  }
  return out;
}

function partitionSummary(spec: PoolStatusRequestSpec, pool: Pool): Json[] | string | undefined {
  const grouped = groupingOf(spec, pool);
  if (grouped.length === 0) return undefined;
  const shared = sharedCountersOf(pool);
  if (shared.size === 0)
    return `PartitionTypeMissing: the pool resolves partition type attribute ${grouped[0]!.attribute} but publishes no sharedCounters`;
  const groups = new Map<
    string,
    { attribute: string; type: string; cost: Counters; devices: Json[] }
  >();
  for (const { device, attribute } of grouped) {
    const value = attributeOf(device, attribute, spec.driver) as Json | undefined;
    if (value === undefined || typeof value.string !== "string")
      return `PartitionTypeMissing: device ${String(device.name)} has no string attribute ${attribute}`;
    const key = `${attribute}\u0000${value.string}`;
    const cost = consumptionOf(device)!;
    const group = groups.get(key);
    if (group === undefined)
      groups.set(key, { attribute, type: value.string, cost, devices: [device] });
    else if (!sameCounters(group.cost, cost))
      return `PartitionCostMismatch: devices of partition type ${value.string} (${attribute}) consume different counters`;
    else group.devices.push(device);
  }
  if (groups.size > MAX_SUMMARY_ITEMS)
    return `PartitionSummaryOverCap: ${groups.size} partition types, more than the ${MAX_SUMMARY_ITEMS} partitionSummary holds`;
  const entries = [...groups.values()].map((g) => ({
    attribute: g.attribute,
    type: g.type,
    total: g.devices.length,
    allocatable: allocatable(g.cost, g.devices.length, shared),
  }));
  return entries.sort(
    (a, b) => compareStrings(a.attribute, b.attribute) || compareStrings(a.type, b.type),
  );
}

/** How many fresh devices of one cost still fit the counters, one after the other (each group starts from the same counters). */
function allocatable(cost: Counters, fresh: number, shared: Counters): number {
  const available: Counters = new Map(
    [...shared].map(([name, counters]) => [name, new Map(counters)]),
  );
  let count = 0;
  for (let i = 0; i < fresh; i++) {
    for (const [set, counters] of cost) {
      for (const [name, q] of counters) {
        const left = available.get(set)?.get(name);
        if (left === undefined || compareQuantity(left, q) < 0) return count;
      }
    }
    for (const [set, counters] of cost)
      for (const [name, q] of counters)
        available.get(set)!.set(name, subtractQuantity(available.get(set)!.get(name)!, q));
    count++;
  }
  return count;
}

function shareableSummary(devices: readonly Json[]): Json | string | undefined {
  const shareable = devices.filter((d) => d.allowMultipleAllocations === true);
  if (shareable.length === 0) return undefined;
  const totals = new Map<string, Quantity>();
  for (const device of shareable) if (isObject(device.capacity)) amounts(device.capacity, totals);
  if (totals.size > MAX_SUMMARY_ITEMS)
    return `ShareableSummaryOverCap: ${totals.size} capacities, more than the ${MAX_SUMMARY_ITEMS} shareableSummary.capacity holds`;
  // Nothing is consumed: no claim is allocated on this server.
  const capacity = [...totals]
    .sort(([a], [b]) => compareStrings(a, b))
    .map(([name, total]) => ({
      name,
      total: quantityToString(total),
      consumed: "0",
      available: quantityToString(total),
    }));
  return {
    fullyAvailableDevices: shareable.length,
    partiallyAvailableDevices: 0,
    ...(capacity.length > 0 ? { capacity } : {}),
  };
}

function compareStrings(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** The longest prefix of `text` within `max` UTF-8 bytes, not splitting a character. */
function truncateBytes(text: string, max: number): string {
  if (Buffer.byteLength(text) <= max) return text;
  let out = "";
  let bytes = 0;
  for (const ch of text) {
    const n = Buffer.byteLength(ch);
    if (bytes + n > max) break;
    out += ch;
    bytes += n;
  }
  return out;
}
