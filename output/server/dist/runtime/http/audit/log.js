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
import { createWriteStream } from "node:fs";
import { AuditAnnotations } from "../../apimachinery/audit-annotations.js";
import { microTime } from "../../apimachinery/meta-time.js";
import { auditDecision } from "./policy.js";
/** The audit annotations of each audited request, for its request context. */
export const ANNOTATIONS = new WeakMap();
const parseJson = (text) => {
  if (typeof text !== "string" && !Buffer.isBuffer(text)) return undefined;
  try {
    return JSON.parse(text.toString());
  } catch {
    return undefined;
  }
};
export class AuditLog {
  options;
  out;
  entries = new WeakMap();
  constructor(options) {
    this.options = options;
    this.out =
      options.path === "-" ? process.stdout : createWriteStream(options.path, { flags: "a" });
  }
  /** A request whose user and attributes are known: its RequestReceived event, per the policy. */
  begin(request, a) {
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
    const event = {
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
    this.entries.set(request, {
      decision,
      event,
      annotations,
    });
    this.write("RequestReceived", event, decision);
  }
  /** preHandler: the request body, from level Request. */
  body(request) {
    const entry = this.entries.get(request);
    if (entry === undefined || entry.decision.level === "Metadata") return;
    const object = parseJson(request.body);
    if (object !== undefined) entry.event.requestObject = object;
  }
  /** onSend: the response body at RequestResponse, and a failure's Status at every level. */
  payload(request, reply, payload) {
    const entry = this.entries.get(request);
    if (entry === undefined) return;
    const full = entry.decision.level === "RequestResponse";
    if (!full && reply.statusCode < 400) return;
    const parsed = parseJson(payload);
    if (full) entry.response = parsed;
    if (reply.statusCode >= 400) entry.failure = parsed;
  }
  /** onResponse: the ResponseComplete event with the answer's status. */
  end(request, reply, stage = "ResponseComplete") {
    const entry = this.entries.get(request);
    if (entry === undefined) return;
    this.entries.delete(request);
    const code = reply.statusCode;
    const answer = entry.failure;
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
  close() {
    if (this.out === process.stdout) return Promise.resolve();
    return new Promise((resolve) => this.out.end(() => resolve()));
  }
  write(stage, event, decision) {
    if (decision.omitStages.has(stage)) return;
    this.out.write(
      `${JSON.stringify({
        ...event,
        stage,
        stageTimestamp: microTime(),
      })}\n`,
    );
  }
}
