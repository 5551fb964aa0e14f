/**
 * A minimal HTTP/1.1 client for the load generator: keep-alive connections over raw
 * sockets, one request at a time per connection, responses framed by Content-Length or
 * chunked encoding. Much cheaper per request than node:http or fetch, so that on a 2-core
 * machine the load generator does not become the bottleneck before the server does.
 */
import { connect, type Socket } from "node:net";
import { performance } from "node:perf_hooks";

export interface Response {
  readonly status: number;
  readonly body: Buffer;
}

const HEADER_END = Buffer.from("\r\n\r\n");
const CRLF = Buffer.from("\r\n");

/** A request's bytes: head and body in one buffer, built once and reusable. */
export function requestBytes(
  port: number,
  method: string,
  path: string,
  body?: string,
  contentType = "application/json",
): Buffer {
  const payload = body === undefined ? undefined : Buffer.from(body);
  const head =
    `${method} ${path} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nAccept: application/json\r\nConnection: keep-alive\r\n` +
    (payload ? `Content-Type: ${contentType}\r\nContent-Length: ${payload.length}\r\n` : "") +
    "\r\n";
  return payload
    ? Buffer.concat([Buffer.from(head, "latin1"), payload])
    : Buffer.from(head, "latin1");
}

function openSocket(port: number): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = connect({ port, host: "127.0.0.1", noDelay: true });
    socket.once("connect", () => {
      socket.removeListener("error", reject);
      resolve(socket);
    });
    socket.once("error", reject);
  });
}

/** One keep-alive connection. */
export class Connection {
  private buf: Buffer = Buffer.alloc(0);
  private pending: { resolve: (r: Response) => void; reject: (e: Error) => void } | undefined;
  private bodyStart = -1;
  private status = 0;
  private length = -1;
  private chunked = false;

  private constructor(private readonly socket: Socket) {
    socket.on("data", (chunk: Buffer) => {
      this.buf = this.buf.length === 0 ? chunk : Buffer.concat([this.buf, chunk]);
      this.parse();
    });
    const fail = (error: Error) => {
      const p = this.pending;
      this.pending = undefined;
      p?.reject(error);
    };
    socket.on("error", fail);
    socket.on("close", () => fail(new Error("connection closed")));
  }

  static async open(port: number): Promise<Connection> {
    return new Connection(await openSocket(port));
  }

  request(bytes: Buffer): Promise<Response> {
    if (this.pending) throw new Error("one request at a time");
    return new Promise((resolve, reject) => {
      this.pending = { resolve, reject };
      this.socket.write(bytes);
    });
  }

  close(): void {
    this.socket.destroy();
  }

  private parse(): void {
    if (!this.pending) return;
    if (this.bodyStart < 0) {
      const end = this.buf.indexOf(HEADER_END);
      if (end < 0) return;
      const head = this.buf.toString("latin1", 0, end);
      this.status = Number(head.slice(9, 12));
      const length = /\r\ncontent-length:\s*(\d+)/i.exec(head);
      this.length = length ? Number(length[1]) : -1;
      this.chunked = /\r\ntransfer-encoding:\s*chunked/i.test(head);
      this.bodyStart = end + 4;
    }
    let body: Buffer;
    let next: number;
    if (this.length >= 0) {
      next = this.bodyStart + this.length;
      if (this.buf.length < next) return;
      body = this.buf.subarray(this.bodyStart, next);
    } else if (this.chunked) {
      const parts: Buffer[] = [];
      let at = this.bodyStart;
      for (;;) {
        const lineEnd = this.buf.indexOf(CRLF, at);
        if (lineEnd < 0) return;
        const size = parseInt(this.buf.toString("latin1", at, lineEnd), 16);
        const dataEnd = lineEnd + 2 + size;
        if (this.buf.length < dataEnd + 2) return;
        if (size === 0) {
          next = dataEnd + 2;
          break;
        }
        parts.push(this.buf.subarray(lineEnd + 2, dataEnd));
        at = dataEnd + 2;
      }
      body = Buffer.concat(parts);
    } else {
      throw new Error("response without Content-Length or chunked encoding");
    }
    const pending = this.pending;
    this.pending = undefined;
    this.buf = this.buf.subarray(next);
    this.bodyStart = -1;
    pending.resolve({ status: this.status, body });
  }
}

/**
 * A watch stream: a GET answered with a chunked stream that stays open. It records when the
 * bytes it waits for (`expect`) arrive; it does not decode the stream further.
 */
export class WatchStream {
  private tail = "";
  private headers = false;
  private marker: string | undefined;
  private onMarker: ((at: number) => void) | undefined;
  received = 0;

  private constructor(
    private readonly socket: Socket,
    ready: (ok: boolean, status: string) => void,
  ) {
    socket.on("data", (chunk: Buffer) => {
      const now = performance.now();
      this.received += chunk.length;
      let text = this.tail + chunk.toString("latin1");
      if (!this.headers) {
        const end = text.indexOf("\r\n\r\n");
        if (end < 0) {
          this.tail = text;
          return;
        }
        this.headers = true;
        const statusLine = text.slice(0, text.indexOf("\r\n"));
        ready(statusLine.startsWith("HTTP/1.1 200"), statusLine);
        text = text.slice(end + 4);
      }
      if (this.marker !== undefined && text.includes(this.marker)) {
        const done = this.onMarker!;
        this.marker = undefined;
        this.onMarker = undefined;
        done(now);
      }
      this.tail = text.length > 256 ? text.slice(-256) : text;
    });
  }

  /** Opens the stream and resolves once its response headers have arrived. */
  static async open(port: number, path: string): Promise<WatchStream> {
    const socket = await openSocket(port);
    return new Promise((resolve, reject) => {
      const stream = new WatchStream(socket, (ok, status) =>
        ok ? resolve(stream) : reject(new Error(`watch ${path}: ${status}`)),
      );
      socket.once("error", reject);
      socket.write(requestBytes(port, "GET", path));
    });
  }

  /** Calls back with the arrival time of the first chunk containing `marker`. */
  expect(marker: string, onMarker: (at: number) => void): void {
    this.marker = marker;
    this.onMarker = onMarker;
  }

  close(): void {
    this.socket.destroy();
  }
}
