// Copied by corespec from templates/server/http/audit/log.ts. DO NOT EDIT: change the template and run `npm run generate`.

/**
 * The audit log (--audit-policy-file, --audit-log-path): one audit.core.io/v1 Event per request
 * and stage the policy keeps, written as JSON lines, as Kubernetes' log backend writes them
 * (staging/src/k8s.io/apiserver/pkg/audit/request.go, plugin/pkg/audit/log). Metadata at every
 * level but None; the request body from level Request; the response body at RequestResponse.
 * Stages: RequestReceived when the request is authenticated, ResponseComplete when it is
 * answered (ResponseStarted for a watch, whose stream goes on). The annotations the admission
 * webhooks add (ANNOTATIONS, the request context's auditAnnotations) are in the events after the
 * request is served, as the level allows.
 */
import { randomUUID } from "node:crypto";
import { createWriteStream, type WriteStream } from "node:fs";
import type { FastifyReply, FastifyRequest } from "fastify";
import { AuditAnnotations } from "../../apimachinery/audit-annotations.js";
import { microTime } from "../../apimachinery/meta-time.js";
import type { RequestAttributes } from "../auth/request-info.js";
import { auditDecision, type AuditDecision, type AuditPolicy, type Stage } from "./policy.js";

export interface AuditOptions {
  readonly policy: AuditPolicy;
  /** Where the JSON lines go; `-` for standard output. */
  readonly path: string;
}

/** The audit annotations of each audited request, for its request context. */
export const ANNOTATIONS: WeakMap<FastifyRequest, AuditAnnotations> = new WeakMap();

interface Entry {
  readonly decision: AuditDecision;
  readonly annotations: AuditAnnotations;
  readonly event: Record<string, unknown>;
  response?: unknown;
  failure?: unknown;
}

const parseJson = (text: unknown): unknown => {
  if (typeof text !== "string" && !Buffer.isBuffer(text)) return undefined;
  try {
    return JSON.parse(text.toString()) as unknown;
  } catch {
    return undefined;
  }
};

export class AuditLog {
  private readonly out: WriteStream | NodeJS.WriteStream;
  private readonly entries = new WeakMap<FastifyRequest, Entry>();

  constructor(private readonly options: AuditOptions) {
    this.out =
      options.path === "-" ? process.stdout : createWriteStream(options.path, { flags: "a" });
  }

  /** A request whose user and attributes are known: its RequestReceived event, per the policy. */
  begin(request: FastifyRequest, a: RequestAttributes): void {
    const decision = auditDecision(this.options.policy, a);
    if (decision.level === "None") return;
    const objectRef = a.isResourceRequest
      ? Object.fromEntries(
          Object.entries({
            resource: a.resource,
            namespace: a.namespace,
            name: a.name,
            apiGroup: a.apiGroup,
            apiVersion: a.apiVersion,
            subresource: a.subresource,
          }).filter(([, v]) => v !== ""),
        )
      : undefined;
    const user = {
      username: a.user.name,
      ...(a.user.uid !== undefined ? { uid: a.user.uid } : {}),
      groups: [...a.user.groups],
      ...(a.user.extra !== undefined ? { extra: a.user.extra } : {}),
    };
    const userAgent = request.headers["user-agent"];
    const event: Record<string, unknown> = {
      kind: "Event",
      apiVersion: "audit.core.io/v1",
      level: decision.level,
      auditID: randomUUID(),
      stage: "RequestReceived",
      requestURI: request.url,
      verb: a.verb,
      user,
      sourceIPs: [request.ip],
      ...(typeof userAgent === "string" ? { userAgent } : {}),
      ...(objectRef !== undefined ? { objectRef } : {}),
      requestReceivedTimestamp: microTime(),
    };
    const annotations = new AuditAnnotations();
    ANNOTATIONS.set(request, annotations);
    this.entries.set(request, { decision, event, annotations });
    this.write("RequestReceived", event, decision);
  }

  /** preHandler: the request body, from level Request. */
  body(request: FastifyRequest): void {
    const entry = this.entries.get(request);
    if (entry === undefined || entry.decision.level === "Metadata") return;
    const object = parseJson(request.body);
    if (object !== undefined) entry.event.requestObject = object;
  }

  /** onSend: the response body at RequestResponse, and a failure's Status at every level. */
  payload(request: FastifyRequest, reply: FastifyReply, payload: unknown): void {
    const entry = this.entries.get(request);
    if (entry === undefined) return;
    const full = entry.decision.level === "RequestResponse";
    if (!full && reply.statusCode < 400) return;
    const parsed = parseJson(payload);
    if (full) entry.response = parsed;
    if (reply.statusCode >= 400) entry.failure = parsed;
  }

  /** onResponse: the ResponseComplete event with the answer's status. */
  end(request: FastifyRequest, reply: FastifyReply, stage: Stage = "ResponseComplete"): void {
    const entry = this.entries.get(request);
    if (entry === undefined) return;
    this.entries.delete(request);
    const code = reply.statusCode;
    const answer = entry.failure as
      | { kind?: unknown; status?: unknown; message?: unknown; reason?: unknown }
      | undefined;
    const failed = answer?.kind === "Status" && answer.status === "Failure";
    const responseStatus = {
      metadata: {},
      code,
      ...(failed
        ? {
            status: "Failure",
            ...(typeof answer.message === "string" ? { message: answer.message } : {}),
            ...(typeof answer.reason === "string" ? { reason: answer.reason } : {}),
          }
        : {}),
    };
    const annotations = entry.annotations.at(entry.decision.level);
    const event = {
      ...entry.event,
      stage,
      ...(annotations !== undefined ? { annotations } : {}),
      responseStatus,
      ...(entry.response !== undefined ? { responseObject: entry.response } : {}),
    };
    this.write(stage, event, entry.decision);
  }

  close(): Promise<void> {
    if (this.out === process.stdout) return Promise.resolve();
    return new Promise((resolve) => (this.out as WriteStream).end(() => resolve()));
  }

  private write(stage: Stage, event: Record<string, unknown>, decision: AuditDecision): void {
    if (decision.omitStages.has(stage)) return;
    this.out.write(`${JSON.stringify({ ...event, stage, stageTimestamp: microTime() })}\n`);
  }
}
