import type { FastifyReply, FastifyRequest } from "fastify";
import { AuditAnnotations } from "../../apimachinery/audit-annotations.js";
import type { RequestAttributes } from "../auth/request-info.js";
import { type AuditPolicy, type Stage } from "./policy.js";
export interface AuditOptions {
  readonly policy: AuditPolicy;
  /** Where the JSON lines go; `-` for standard output. */
  readonly path: string;
}
/** The audit annotations of each audited request, for its request context. */
export declare const ANNOTATIONS: WeakMap<FastifyRequest, AuditAnnotations>;
export declare class AuditLog {
  private readonly options;
  private readonly out;
  private readonly entries;
  constructor(options: AuditOptions);
  /** A request whose user and attributes are known: its RequestReceived event, per the policy. */
  begin(request: FastifyRequest, a: RequestAttributes): void;
  /** preHandler: the request body, from level Request. */
  body(request: FastifyRequest): void;
  /** onSend: the response body at RequestResponse, and a failure's Status at every level. */
  payload(request: FastifyRequest, reply: FastifyReply, payload: unknown): void;
  /** onResponse: the ResponseComplete event with the answer's status. */
  end(request: FastifyRequest, reply: FastifyReply, stage?: Stage): void;
  close(): Promise<void>;
  private write;
}
