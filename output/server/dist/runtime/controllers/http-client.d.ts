import {
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
export declare class HttpClient implements Client {
  private readonly config;
  private readonly base;
  private readonly agent;
  constructor(config: ClientConfig);
  /** Closes the idle connections. */
  close(): void;
  get(ref: ResourceRef, name: string, options?: CallOptions): Promise<Json>;
  list(ref: ResourceRef, query?: Query, options?: CallOptions): Promise<ListResult>;
  create(ref: ResourceRef, object: Json, options?: CallOptions): Promise<Json>;
  update(
    ref: ResourceRef,
    object: Json,
    options?: CallOptions & {
      readonly subresource?: "status";
    },
  ): Promise<Json>;
  delete(ref: ResourceRef, name: string, body?: Json, options?: CallOptions): Promise<void>;
  watch(
    ref: ResourceRef,
    query: Query,
    onEvent: (event: WatchEvent) => void | Promise<void>,
    signal: AbortSignal,
  ): Promise<void>;
  /** A call answered with JSON; an error answer rejects with its Status as an ApiError. */
  private call;
  private send;
}
