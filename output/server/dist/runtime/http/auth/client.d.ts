export interface ClientSettings {
  /** PEM certificates trusted for the server's certificate; the system's roots when unset. */
  readonly ca?: string;
  readonly cert?: string;
  readonly key?: string;
  readonly token?: string;
  readonly timeoutMs?: number;
}
/** GETs (or POSTs a body to) a URL and parses the JSON answer; throws on a status other than 2xx. */
export declare function fetchJson(
  url: string,
  settings: ClientSettings,
  body?: unknown,
): Promise<unknown>;
