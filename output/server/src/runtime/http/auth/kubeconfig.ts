// Copied by corespec from templates/server/http/auth/kubeconfig.ts. DO NOT EDIT: change the template and run `npm run generate`.

/**
 * Where a webhook is and how to reach it, from a kubeconfig file (its current context, else its
 * first cluster and user), as k8s.io/apiserver pkg/util/webhook reads `connectionInfo`:
 * `server`, `certificate-authority(-data)`, `client-certificate(-data)`, `client-key(-data)`,
 * `token`.
 */
import { readFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { parse } from "yaml";
import type { ClientSettings } from "./client.js";

interface Named<T> {
  readonly name?: string;
  readonly cluster?: T;
  readonly user?: T;
  readonly context?: T;
}

type Entries = Readonly<Record<string, unknown>>;

export interface WebhookEndpoint extends ClientSettings {
  readonly server: string;
}

function pick(
  list: unknown,
  name: string | undefined,
  field: "cluster" | "user" | "context",
): Entries {
  const entries = Array.isArray(list) ? (list as Named<Entries>[]) : [];
  const entry =
    (name === undefined ? undefined : entries.find((e) => e.name === name)) ?? entries[0];
  return entry?.[field] ?? {};
}

export function readKubeconfig(path: string): WebhookEndpoint {
  const doc = (parse(readFileSync(path, "utf8")) ?? {}) as Entries;
  const currentContext =
    typeof doc["current-context"] === "string" ? doc["current-context"] : undefined;
  const context = pick(doc.contexts, currentContext, "context");
  const cluster = pick(
    doc.clusters,
    typeof context.cluster === "string" ? context.cluster : undefined,
    "cluster",
  );
  const user = pick(doc.users, typeof context.user === "string" ? context.user : undefined, "user");
  const base = dirname(path);
  const material = (entries: Entries, key: string): string | undefined => {
    const data = entries[`${key}-data`];
    if (typeof data === "string") return Buffer.from(data, "base64").toString("utf8");
    const file = entries[key];
    return typeof file === "string" ? readFileSync(resolve(base, file), "utf8") : undefined;
  };
  if (typeof cluster.server !== "string")
    throw new Error(`${path}: the kubeconfig names no cluster server`);
  const ca = material(cluster, "certificate-authority");
  const cert = material(user, "client-certificate");
  const key = material(user, "client-key");
  return {
    server: cluster.server,
    ...(ca !== undefined ? { ca } : {}),
    ...(cert !== undefined ? { cert } : {}),
    ...(key !== undefined ? { key } : {}),
    ...(typeof user.token === "string" ? { token: user.token } : {}),
  };
}
