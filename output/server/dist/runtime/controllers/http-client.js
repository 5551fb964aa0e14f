// Copied by corespec from templates/server/controllers/http-client.ts. DO NOT EDIT: change the template and run `npm run generate`.
/**
 * The controller manager's client of the API over HTTP or HTTPS (the REST calls of client-go's
 * rest.Config-built clients): a bearer token or a client certificate, the server's CA (or no
 * verification), JSON bodies, keep-alive connections, a timeout per call, and watches read
 * line by line at the pace the controller takes the events.
 */
import { Agent as HttpAgent, request as httpRequest } from "node:http";
import { Agent as HttpsAgent, request as httpsRequest } from "node:https";
import { StringDecoder } from "node:string_decoder";
import { CONTROLLER_MANAGER, resourcePath, statusError } from "./client.js";
/** The longest watch event line read (an object is at most a few MiB; this bounds what a broken server can make the client hold). */
const MAX_LINE_CHARS = 64 * 1024 * 1024;
export class HttpClient {
  config;
  base;
  agent;
  constructor(config) {
    this.config = config;
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
  close() {
    this.agent.destroy();
  }
  get(ref, name, options) {
    return this.call("GET", resourcePath(ref, name), {}, undefined, options);
  }
  async list(ref, query = {}, options) {
    const list = await this.call("GET", resourcePath(ref), query, undefined, options);
    return {
      metadata: list.metadata ?? {},
      items: Array.isArray(list.items) ? list.items : [],
    };
  }
  create(ref, object, options) {
    return this.call("POST", resourcePath(ref), {}, object, options);
  }
  update(ref, object, options) {
    const name = String(object.metadata?.name);
    return this.call("PUT", resourcePath(ref, name, options?.subresource), {}, object, options);
  }
  async delete(ref, name, body, options) {
    await this.call("DELETE", resourcePath(ref, name), {}, body, options);
  }
  async watch(ref, query, onEvent, signal) {
    let response;
    try {
      response = await this.send(
        "GET",
        resourcePath(ref),
        {
          ...query,
          watch: true,
        },
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
      for await (const chunk of response) {
        pending += decoder.write(chunk);
        let newline;
        while ((newline = pending.indexOf("\n")) >= 0) {
          const line = pending.slice(0, newline).trim();
          pending = pending.slice(newline + 1);
          if (line === "") continue;
          const event = JSON.parse(line);
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
  async call(method, path, query, body, options) {
    const timeout = AbortSignal.timeout(this.config.timeoutMs ?? 3e4);
    const signal =
      options?.signal !== undefined ? AbortSignal.any([options.signal, timeout]) : timeout;
    const response = await this.send(method, path, query, body, signal);
    const json = await readJson(response);
    if ((response.statusCode ?? 500) >= 400) throw statusError(json, response.statusCode ?? 500);
    return json ?? {};
  }
  send(method, path, query, body, signal) {
    const url = new URL(this.base.href);
    url.pathname = `${this.base.pathname.replace(/\/$/, "")}${path}`;
    for (const [key, value] of Object.entries(query)) url.searchParams.set(key, String(value));
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const headers = {
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
      const req = request(
        url,
        {
          method,
          headers,
          agent: this.agent,
          signal,
        },
        resolve,
      );
      req.on("error", reject);
      req.end(payload);
    });
  }
}
/** The body of an answer as JSON (undefined when it is empty or not JSON). */
async function readJson(response) {
  const chunks = [];
  for await (const chunk of response) chunks.push(chunk);
  const text = Buffer.concat(chunks).toString("utf8");
  try {
    return text === "" ? undefined : JSON.parse(text);
  } catch {
    return undefined;
  }
}
