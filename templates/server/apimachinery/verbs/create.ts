/**
 * create: a new object from a body, as Kubernetes' generic store creates it
 * (k8s.io/apiserver pkg/registry/generic/registry/store.go Create, rest.BeforeCreate): the
 * path's namespace, a generated name, defaults, the strategy's preparation, validation, then
 * the fields only the server sets (uid, creationTimestamp, managedFields).
 */
import { setManagedFields, updateManagedFields, type Applied } from "../apply/index.js";
import { groupResource } from "../kinds.js";
import { alreadyExists } from "../status.js";
import { dropDisabledFields } from "../feature-gates.js";
import { metaTime } from "../meta-time.js";
import { generateName, prepareForCreate } from "../strategy.js";
import type { StoredObject } from "../../storage/storage.js";
import type { RequestContext } from "../request.js";
import { admitMutation, admitted, admitValidation } from "./admit.js";
import { check, inheritNamespace, meta, shaped, storeErrors, type Resource } from "./resource.js";

/** Creates the object; its managedFields as an apply computed them, else as this write records them. */
export function create(
  r: Resource,
  ctx: RequestContext,
  body: StoredObject,
  applied?: Applied,
): Promise<StoredObject> {
  return storeErrors(r, async () => {
    const { info, storage, key } = r;
    let object = shaped(body, info);
    if (await admitted(r, "CREATE")) {
      // The mutating webhooks see the object as sent and defaulted; what they return is shaped and defaulted again.
      inheritNamespace(ctx, meta(object), info);
      info.setDefaults(object);
      object = shaped(await admitMutation(r, ctx, "CREATE", object), info);
    }
    const m = meta(object);
    inheritNamespace(ctx, m, info);
    // What only the server sets (rest.BeforeCreate): no deletion fields on a new object.
    delete m.deletionTimestamp;
    delete m.deletionGracePeriodSeconds;
    if (
      (m.name === undefined || m.name === "") &&
      typeof m.generateName === "string" &&
      m.generateName !== ""
    )
      m.name = generateName(m.generateName);
    info.setDefaults(object);
    prepareForCreate(info, object);
    dropDisabledFields(info.gatedFields, r.gates, object);
    setManagedFields(
      m,
      applied
        ? applied.managedFields
        : updateManagedFields(info, ctx, undefined, object, String(m.name ?? m.generateName ?? "")),
    );
    check(r, info.validate(object), String(m.name ?? m.generateName ?? ""));
    m.uid = crypto.randomUUID();
    m.creationTimestamp = metaTime();
    delete m.resourceVersion;
    await admitValidation(r, ctx, "CREATE", object);
    if (ctx.dryRun) {
      if (await storage.get(key, m.namespace as string | undefined, String(m.name)))
        throw alreadyExists(groupResource(info), String(m.name), info.group, key.resource);
      return object;
    }
    return storage.create(key, object);
  });
}
