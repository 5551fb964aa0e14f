// Copied by corespec from templates/server/apimachinery/strategy.ts. DO NOT EDIT: change the template and run `npm run generate`.

/**
 * What a kind's REST strategy decides on writes, from its spec (Kubernetes'
 * rest.RESTCreateStrategy and RESTUpdateStrategy, and the generic store's Update in
 * k8s.io/apiserver/pkg/registry/generic/registry/store.go): whether an update may omit
 * metadata.resourceVersion, whether a PUT creates a missing object, how metadata.generation
 * is kept, and a status that only its subresource writes.
 */
import { cloneJson, deepEqual, isObject } from "@corespec/api/runtime/values.js";
import type { KindInfo } from "./kinds.js";
import { ApiError, failure } from "./status.js";
import { goQuote } from "../../readers/go-quote.js";

type Meta = { [key: string]: unknown };
type Object_ = { [key: string]: unknown; metadata?: unknown };

const metaOf = (object: Object_): Meta => object.metadata as Meta;

/** Before a create (PrepareForCreate): no status when only /status writes it; generation 1 when the kind keeps one. */
export function prepareForCreate(info: KindInfo, object: Object_): void {
  if (info.statusSubresource) delete object.status;
  const m = metaOf(object);
  if (info.generation === "none") delete m.generation;
  else m.generation = 1;
}

/**
 * Before an update (PrepareForUpdate): the stored status when only /status writes it (and this
 * is not a write through /status); the
 * stored generation, bumped when the kind counts changes and anything beyond metadata and
 * status changed.
 */
export function prepareForUpdate(
  info: KindInfo,
  object: Object_,
  old: Object_,
  subresource?: "status",
): void {
  if (info.statusSubresource && subresource !== "status") {
    if (old.status === undefined) delete object.status;
    else object.status = old.status;
  }
  const m = metaOf(object);
  const previous = metaOf(old).generation;
  if (info.generation === "none" || previous === undefined) delete m.generation;
  else
    m.generation =
      info.generation === "spec" && !sameBeyondMetadata(object, old)
        ? Number(previous) + 1
        : previous;
}

/**
 * An update whose object has no resourceVersion, for a kind whose strategy does not allow
 * unconditional updates: 422, worded as the generic store words it (the version is a Go
 * uint64, which the field error prints as `0x0`).
 */
export function requireResourceVersion(info: KindInfo, object: Object_, name: string): void {
  const rv = metaOf(object).resourceVersion;
  if (info.unconditionalUpdate || (rv !== undefined && rv !== "")) return;
  const qualified = info.group === "" ? info.kind : `${info.kind}.${info.group}`;
  const body = "Invalid value: 0x0: must be specified for an update";
  throw new ApiError(
    failure(
      422,
      "Invalid",
      `${qualified} ${goQuote(name)} is invalid: metadata.resourceVersion: ${body}`,
      {
        name,
        group: info.group,
        kind: info.kind,
        causes: [{ reason: "FieldValueInvalid", message: body, field: "metadata.resourceVersion" }],
      },
    ),
  );
}

/** Whether two objects agree but for metadata and status (key order does not matter). */
function sameBeyondMetadata(a: Object_, b: Object_): boolean {
  const { metadata: _am, status: _as, ...x } = a;
  const { metadata: _bm, status: _bs, ...y } = b;
  return deepEqual(x, y);
}

/**
 * A write through the status subresource (the status strategy's PrepareForUpdate): the stored
 * object with the status sent, and the resourceVersion sent as the precondition; the rest of
 * what was sent (spec, labels, annotations, finalizers) is ignored.
 */
export function statusOnly<O extends Object_>(body: O, old: O): O {
  const object: Object_ = cloneJson(old);
  if (body.status === undefined) delete object.status;
  else object.status = body.status;
  const sent = isObject(body.metadata) ? body.metadata.resourceVersion : undefined;
  if (sent !== undefined) (object.metadata as Meta).resourceVersion = sent;
  return object as O;
}

/** A name from generateName: the base and five random characters (names.SimpleNameGenerator's alphabet, without vowels). */
export function generateName(base: string): string {
  const alphabet = "bcdfghjklmnpqrstvwxz2456789";
  let out = base;
  for (let i = 0; i < 5; i++) out += alphabet[Math.floor(Math.random() * alphabet.length)];
  return out;
}
