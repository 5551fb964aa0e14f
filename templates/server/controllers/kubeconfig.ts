/**
 * The client settings of a kubeconfig file (apiVersion v1, kind Config), as client-go's
 * clientcmd reads them (k8s.io/client-go/tools/clientcmd: the current context, or the one
 * named, picks a cluster and a user; `--master` overrides the cluster's server, as
 * BuildConfigFromFlags does; file paths are relative to the kubeconfig's directory). What this
 * takes: the cluster's `server`, `certificate-authority(-data)`, `tls-server-name` and
 * `insecure-skip-tls-verify`; the user's `token`, `tokenFile` and `client-certificate(-data)` /
 * `client-key(-data)` (the one without the other is an error, as client-go's validation says).
 * A file that cannot be read is an error naming the field. The document is parsed by the
 * caller (the YAML loader of the command).
 */
import { readFileSync } from "node:fs";
import { isAbsolute, join } from "node:path";
import type { ClientConfig } from "./http-client.js";

type Json = { [key: string]: unknown };

export interface KubeconfigOptions {
  /** The directory relative file paths are read from (the kubeconfig's). */
  readonly dir: string;
  /** The context to use instead of `current-context`. */
  readonly context?: string;
  /** The API server's URL, overriding the cluster's `server`. */
  readonly master?: string;
}

const isObject = (value: unknown): value is Json =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** The entry named `name` of a kubeconfig list (`clusters`, `users`, `contexts`): its inner object. */
function named(document: Json, list: string, inner: string, name: string): Json {
  const entries = Array.isArray(document[list]) ? (document[list] as unknown[]) : [];
  const entry = entries.find((e) => isObject(e) && e.name === name);
  if (!isObject(entry) || !isObject(entry[inner]))
    throw new Error(`the kubeconfig has no ${inner} named ${JSON.stringify(name)} in ${list}`);
  return entry[inner];
}

function text(value: unknown, field: string): string | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== "string") throw new Error(`the kubeconfig's ${field} must be a string`);
  return value;
}

/** The file a field names (relative to the kubeconfig's directory); an error naming the field when it cannot be read. */
function readField(path: string, field: string, dir: string): Buffer {
  const file = isAbsolute(path) ? path : join(dir, path);
  try {
    return readFileSync(file);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    throw new Error(
      `the kubeconfig's ${field} ${file}: ${code === "ENOENT" ? "no such file" : code === "EACCES" ? "permission denied" : (error as Error).message}`,
    );
  }
}

/** PEM from `<field>-data` (base64) or the file `<field>`. */
function pem(entry: Json, field: string, dir: string): Buffer | undefined {
  const data = text(entry[`${field}-data`], `${field}-data`);
  if (data !== undefined) return Buffer.from(data, "base64");
  const path = text(entry[field], field);
  return path === undefined ? undefined : readField(path, field, dir);
}

/** The client settings of a parsed kubeconfig document. Throws an Error naming what is missing or wrong. */
export function kubeconfigClient(document: unknown, options: KubeconfigOptions): ClientConfig {
  if (!isObject(document)) throw new Error("a kubeconfig is a mapping (kind: Config)");
  const contextName = options.context ?? text(document["current-context"], "current-context");
  if (contextName === undefined || contextName === "") {
    if (options.master !== undefined) return { server: options.master };
    throw new Error("the kubeconfig sets no current-context");
  }
  const context = named(document, "contexts", "context", contextName);
  const cluster = named(document, "clusters", "cluster", String(context.cluster));
  const user =
    context.user === undefined ? {} : named(document, "users", "user", String(context.user));
  const server = options.master ?? text(cluster.server, "server");
  if (server === undefined || server === "")
    throw new Error(`the kubeconfig's cluster ${JSON.stringify(context.cluster)} has no server`);
  const tokenFile = text(user.tokenFile, "tokenFile");
  const token =
    text(user.token, "token") ??
    (tokenFile !== undefined
      ? readField(tokenFile, "tokenFile", options.dir).toString("utf8").trim()
      : undefined);
  if (token === "")
    throw new Error(
      `the kubeconfig's ${user.token !== undefined ? "token" : "tokenFile"} is empty`,
    );
  const ca = pem(cluster, "certificate-authority", options.dir);
  const cert = pem(user, "client-certificate", options.dir);
  const key = pem(user, "client-key", options.dir);
  if ((cert === undefined) !== (key === undefined))
    throw new Error(
      `the kubeconfig's user ${JSON.stringify(context.user)} has ${cert === undefined ? "client-key but no client-certificate" : "client-certificate but no client-key"}`,
    );
  const serverName = text(cluster["tls-server-name"], "tls-server-name");
  return {
    server,
    ...(token !== undefined ? { token } : {}),
    ...(ca !== undefined ? { ca } : {}),
    ...(cert !== undefined ? { cert } : {}),
    ...(key !== undefined ? { key } : {}),
    ...(serverName !== undefined && serverName !== "" ? { serverName } : {}),
    ...(cluster["insecure-skip-tls-verify"] === true ? { insecureSkipTlsVerify: true } : {}),
  };
}
