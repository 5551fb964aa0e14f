// Copied by corespec from templates/server/controllers/http-client.ts. DO NOT EDIT: change the template and run `npm run generate`.

/**
 * The controller manager's client of the API over HTTP or HTTPS (the REST calls of client-go's
 * rest.Config-built clients): a bearer token or a client certificate, the server's CA (or no
 * verification), JSON bodies, keep-alive connections, a timeout per call, and watches read
 * line by line at the pace the controller takes the events.
 */
import { Agent as HttpAgent, request as httpRequest, type IncomingMessage } from "node:http";
import { Agent as HttpsAgent, request as httpsRequest } from "node:https";
import { StringDecoder } from "node:string_decoder";
import {
  CONTROLLER_MANAGER,
  resourcePath,
  statusError,
  type CallOptions,
  type Client,
  type Json,
  type ListResult,
  type Query,
  type ResourceRef,
  type WatchEvent,
} from "./client.js";

/** Where the API is and how to authenticate to it (what a kubeconfig's cluster and user give: kubeconfig.ts). */
export interface ClientConfig {
  /** The API server's URL: `https://host:6443`, `http://127.0.0.1:8080` (a path prefix is kept). */
  readonly server: string;
  readonly token?: string;
  /** PEM: the CA that signed the server's certificate, and this client's certificate and key. */
  readonly ca?: string | Buffer;
  readonly cert?: string | Buffer;
  readonly key?: string | Buffer;
  readonly insecureSkipTlsVerify?: boolean;
  /** The name the server's certificate is checked against (and sent by SNI) instead of the URL's host (a kubeconfig's `tls-server-name`). */
  readonly serverName?: string;
  readonly userAgent?: string;
  /** How long a call other than a watch may take (30 s by default, as client-go's default timeout for leader election calls is bounded by renewDeadline). */
  readonly timeoutMs?: number;
}

/** The longest watch event line read (an object is at most a few MiB; this bounds what a broken server can make the client hold). */
const MAX_LINE_CHARS = 64 * 1024 * 1024;

export class HttpClient implements Client {
  private readonly base: URL;
  private readonly agent: HttpAgent;

  constructor(private readonly config: ClientConfig) {
    this.base = new URL(config.server);
    if (this.base.protocol !== "http:" && this.base.protocol !== "https:")
      throw new Error(`the API server's URL must be http or https: ${config.server}`);
    this.agent =
      this.base.protocol === "https:"
        ? new HttpsAgent({
            keepAlive: true,
            ...(config.ca !== undefined ? { ca: config.ca } : {}),
            ...(config.cert !== undefined ? { cert: config.cert } : {}),
            ...(config.key !== undefined ? { key: config.key } : {}),
            ...(config.serverName !== undefined ? { servername: config.serverName } : {}),
            rejectUnauthorized: config.insecureSkipTlsVerify !== true,
          })
        : new HttpAgent({ keepAlive: true });
  }

  /** Closes the idle connections. */
  close(): void {
    this.agent.destroy();
  }

  get(ref: ResourceRef, name: string, options?: CallOptions): Promise<Json> {
    return this.call("GET", resourcePath(ref, name), {}, undefined, options);
  }

  async list(ref: ResourceRef, query: Query = {}, options?: CallOptions): Promise<ListResult> {
    const list = await this.call("GET", resourcePath(ref), query, undefined, options);
    return {
      metadata: (list.metadata ?? {}) as ListResult["metadata"],
      items: Array.isArray(list.items) ? (list.items as Json[]) : [],
    };
  }

  create(ref: ResourceRef, object: Json, options?: CallOptions): Promise<Json> {
    return this.call("POST", resourcePath(ref), {}, object, options);
  }

  update(
    ref: ResourceRef,
    object: Json,
    options?: CallOptions & { readonly subresource?: "status" },
  ): Promise<Json> {
    const name = String((object.metadata as Json | undefined)?.name);
    return this.call("PUT", resourcePath(ref, name, options?.subresource), {}, object, options);
  }

  async delete(ref: ResourceRef, name: string, body?: Json, options?: CallOptions): Promise<void> {
    await this.call("DELETE", resourcePath(ref, name), {}, body, options);
  }

  async watch(
    ref: ResourceRef,
    query: Query,
    onEvent: (event: WatchEvent) => void | Promise<void>,
    signal: AbortSignal,
  ): Promise<void> {
    let response: IncomingMessage;
    try {
      response = await this.send(
        "GET",
        resourcePath(ref),
        { ...query, watch: true },
        undefined,
        signal,
      );
    } catch (error) {
      if (signal.aborted) return;
      throw error;
    }
    if (response.statusCode !== 200)
      throw statusError(await readJson(response), response.statusCode ?? 500);
    const decoder = new StringDecoder("utf8");
    let pending = "";
    try {
      for await (const chunk of response as AsyncIterable<Buffer>) {
        pending += decoder.write(chunk);
        let newline: number;
        while ((newline = pending.indexOf("\n")) >= 0) {
          const line = pending.slice(0, newline).trim();
          pending = pending.slice(newline + 1);
          if (line === "") continue;
          const event = JSON.parse(line) as WatchEvent;
          if (event.type === "ERROR") throw statusError(event.object, 500);
          await onEvent(event);
        }
        if (pending.length > MAX_LINE_CHARS)
          throw new Error(`a watch event of more than ${MAX_LINE_CHARS} characters`);
      }
    } catch (error) {
      if (signal.aborted) return;
      throw error;
    } finally {
      response.destroy();
    }
  }

  /** A call answered with JSON; an error answer rejects with its Status as an ApiError. */
  private async call(
    method: string,
    path: string,
    query: Query,
    body: Json | undefined,
    options?: CallOptions,
  ): Promise<Json> {
    const timeout = AbortSignal.timeout(this.config.timeoutMs ?? 30_000);
    const signal =
      options?.signal !== undefined ? AbortSignal.any([options.signal, timeout]) : timeout;
    const response = await this.send(method, path, query, body, signal);
    const json = await readJson(response);
    if ((response.statusCode ?? 500) >= 400) throw statusError(json, response.statusCode ?? 500);
    return (json ?? {}) as Json;
  }

  private send(
    method: string,
    path: string,
    query: Query,
    body: Json | undefined,
    signal: AbortSignal,
  ): Promise<IncomingMessage> {
    const url = new URL(this.base.href);
    url.pathname = `${this.base.pathname.replace(/\/$/, "")}${path}`;
    for (const [key, value] of Object.entries(query)) url.searchParams.set(key, String(value));
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const headers: Record<string, string> = {
      accept: "application/json",
      "user-agent": this.config.userAgent ?? CONTROLLER_MANAGER,
    };
    if (this.config.token !== undefined) headers.authorization = `Bearer ${this.config.token}`;
    if (payload !== undefined) {
      headers["content-type"] = "application/json";
      headers["content-length"] = String(Buffer.byteLength(payload));
    }
    const request = url.protocol === "https:" ? httpsRequest : httpRequest;
    return new Promise((resolve, reject) => {
      const req = request(url, { method, headers, agent: this.agent, signal }, resolve);
      req.on("error", reject);
      req.end(payload);
    });
  }
}

/** The body of an answer as JSON (undefined when it is empty or not JSON). */
async function readJson(response: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of response as AsyncIterable<Buffer>) chunks.push(chunk);
  const text = Buffer.concat(chunks).toString("utf8");
  try {
    return text === "" ? undefined : (JSON.parse(text) as unknown);
  } catch {
    return undefined;
  }
}
