/**
 * A fake of the controllers' API client (templates/server/controllers/client.ts) for unit
 * tests: objects in a Map, each write a new resourceVersion, a PUT whose resourceVersion is not
 * the stored one answers 409 Conflict, as the API server does. Only get, create and update
 * (what leader election uses); `calls` counts them, `hang` makes the next calls never answer.
 */
import {
  ApiError,
  type Client,
  type Json,
  type ResourceRef,
} from "../../output/server/dist/runtime/controllers/client.js";

export class FakeClient implements Client {
  readonly objects = new Map<string, Json>();
  calls = 0;
  private revision = 0;

  private key(ref: ResourceRef, name: string): string {
    return `${ref.group}/${ref.resource}/${ref.namespace ?? ""}/${name}`;
  }

  async get(ref: ResourceRef, name: string): Promise<Json> {
    this.calls++;
    const object = this.objects.get(this.key(ref, name));
    if (object === undefined) throw new ApiError(404, "NotFound", `${name} not found`);
    return structuredClone(object);
  }

  async create(ref: ResourceRef, object: Json): Promise<Json> {
    this.calls++;
    const name = String((object.metadata as Json).name);
    if (this.objects.has(this.key(ref, name)))
      throw new ApiError(409, "AlreadyExists", `${name} already exists`);
    return this.store(ref, name, object);
  }

  async update(ref: ResourceRef, object: Json): Promise<Json> {
    this.calls++;
    const name = String((object.metadata as Json).name);
    const stored = this.objects.get(this.key(ref, name));
    if (stored === undefined) throw new ApiError(404, "NotFound", `${name} not found`);
    const sent = (object.metadata as Json).resourceVersion;
    if (sent !== undefined && sent !== (stored.metadata as Json).resourceVersion)
      throw new ApiError(409, "Conflict", "the object has been modified");
    return this.store(ref, name, object);
  }

  private store(ref: ResourceRef, name: string, object: Json): Json {
    const stored = {
      ...structuredClone(object),
      metadata: { ...(object.metadata as Json), resourceVersion: String(++this.revision) },
    };
    this.objects.set(this.key(ref, name), stored);
    return structuredClone(stored);
  }

  list(): never {
    throw new Error("not in the fake");
  }
  delete(): never {
    throw new Error("not in the fake");
  }
  watch(): never {
    throw new Error("not in the fake");
  }
}
