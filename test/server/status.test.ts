/** Kubernetes Status bodies: codes, reasons, messages and details as k8s.io/apimachinery/pkg/api/errors builds them. */
import { describe, expect, it } from "vitest";
import type { FieldError } from "../../templates/runtime/errors.js";
import {
  alreadyExists,
  ApiError,
  badRequest,
  conflict,
  continueExpired,
  errorBody,
  expired,
  forbidden,
  gone,
  internalError,
  invalid,
  isApiError,
  methodNotAllowed,
  notAcceptable,
  notFound,
  requestEntityTooLarge,
  statusSuccess,
  toStatus,
  tooOldResourceVersion,
  unprocessableEntity,
  unsupportedMediaType,
  type Status,
} from "../../templates/server/apimachinery/status.js";

const failure = (code: number, reason: string, message: string, details?: object): Status =>
  ({
    kind: "Status",
    apiVersion: "v1",
    metadata: {},
    status: "Failure",
    message,
    reason,
    ...(details ? { details } : {}),
    code,
  }) as Status;

const required = (field: string): FieldError => ({ type: "FieldValueRequired", field, detail: "" });

describe("status builders", () => {
  const table: readonly (readonly [string, ApiError, Status])[] = [
    ["badRequest", badRequest("bad"), failure(400, "BadRequest", "bad")],
    [
      "notFound",
      notFound("leases.coordination.core.io", "x"),
      failure(404, "NotFound", 'leases.coordination.core.io "x" not found', {
        name: "x",
        group: "coordination.core.io",
        kind: "leases",
      }),
    ],
    [
      "notFound with explicit group and resource",
      notFound("leases.coordination.core.io", "x", "coordination.core.io", "leases"),
      failure(404, "NotFound", 'leases.coordination.core.io "x" not found', {
        name: "x",
        group: "coordination.core.io",
        kind: "leases",
      }),
    ],
    [
      "notFound in the core group",
      notFound("events", "e1"),
      failure(404, "NotFound", 'events "e1" not found', { name: "e1", kind: "events" }),
    ],
    [
      "notFound quotes like Go",
      notFound("leases.coordination.core.io", 'a"b\n'),
      failure(404, "NotFound", 'leases.coordination.core.io "a\\"b\\n" not found', {
        name: 'a"b\n',
        group: "coordination.core.io",
        kind: "leases",
      }),
    ],
    [
      "alreadyExists",
      alreadyExists("priorityclasses.scheduling.core.io", "high"),
      failure(409, "AlreadyExists", 'priorityclasses.scheduling.core.io "high" already exists', {
        name: "high",
        group: "scheduling.core.io",
        kind: "priorityclasses",
      }),
    ],
    [
      "conflict (stale resourceVersion)",
      conflict("leases.coordination.core.io", "x"),
      failure(
        409,
        "Conflict",
        'Operation cannot be fulfilled on leases.coordination.core.io "x": the object has been modified; please apply your changes to the latest version and try again',
        { name: "x", group: "coordination.core.io", kind: "leases" },
      ),
    ],
    [
      "conflict (precondition)",
      conflict(
        "leases.coordination.core.io",
        "x",
        "Precondition failed: UID in precondition: a, UID in object meta: b",
      ),
      failure(
        409,
        "Conflict",
        'Operation cannot be fulfilled on leases.coordination.core.io "x": Precondition failed: UID in precondition: a, UID in object meta: b',
        {
          name: "x",
          group: "coordination.core.io",
          kind: "leases",
        },
      ),
    ],
    [
      "invalid, one error",
      invalid("PriorityClass", "scheduling.core.io", "x", [required("value")]),
      failure(
        422,
        "Invalid",
        'PriorityClass.scheduling.core.io "x" is invalid: value: Required value',
        {
          name: "x",
          group: "scheduling.core.io",
          kind: "PriorityClass",
          causes: [{ reason: "FieldValueRequired", message: "Required value", field: "value" }],
        },
      ),
    ],
    [
      "invalid, several errors (and a repeated message once)",
      invalid("PriorityClass.scheduling.core.io", "x", [
        required("value"),
        {
          type: "FieldValueNotSupported",
          field: "preemptionPolicy",
          badValue: "Sometimes",
          detail: 'supported values: "Never", "PreemptLowerPriority"',
        },
        required("value"),
      ]),
      failure(
        422,
        "Invalid",
        'PriorityClass.scheduling.core.io "x" is invalid: [value: Required value, preemptionPolicy: Unsupported value: "Sometimes": supported values: "Never", "PreemptLowerPriority"]',
        {
          name: "x",
          group: "scheduling.core.io",
          kind: "PriorityClass",
          causes: [
            { reason: "FieldValueRequired", message: "Required value", field: "value" },
            {
              reason: "FieldValueNotSupported",
              message:
                'Unsupported value: "Sometimes": supported values: "Never", "PreemptLowerPriority"',
              field: "preemptionPolicy",
            },
            { reason: "FieldValueRequired", message: "Required value", field: "value" },
          ],
        },
      ),
    ],
    [
      "invalid, no errors",
      invalid("Event", "", "e", []),
      failure(422, "Invalid", 'Event "e" is invalid', { name: "e", kind: "Event" }),
    ],
    [
      "invalid, error at the root",
      invalid("Lease", "coordination.core.io", "", [
        { type: "FieldValueInvalid", field: "", badValue: 3, detail: "must be an object" },
      ]),
      failure(
        422,
        "Invalid",
        'Lease.coordination.core.io "" is invalid: <root>: Invalid value: 3: must be an object',
        {
          group: "coordination.core.io",
          kind: "Lease",
          causes: [{ reason: "FieldValueInvalid", message: "Invalid value: 3: must be an object" }],
        },
      ),
    ],
    ["gone", gone("too old"), failure(410, "Gone", "too old")],
    [
      "expired",
      expired("The resourceVersion for the provided list is too old."),
      failure(410, "Expired", "The resourceVersion for the provided list is too old."),
    ],
    [
      "tooOldResourceVersion",
      tooOldResourceVersion(5, 10),
      failure(410, "Expired", "too old resource version: 5 (10)"),
    ],
    [
      "continueExpired without a fresh token",
      continueExpired(),
      failure(
        410,
        "Expired",
        "The provided continue parameter is too old to display a consistent list result. You can start a new list without the continue parameter.",
      ),
    ],
    [
      "unsupportedMediaType (accepted types)",
      unsupportedMediaType(["application/json", "application/yaml"]),
      failure(
        415,
        "UnsupportedMediaType",
        "the body of the request was in an unknown format - accepted media types include: application/json, application/yaml",
      ),
    ],
    [
      "unsupportedMediaType (message)",
      unsupportedMediaType("no"),
      failure(415, "UnsupportedMediaType", "no"),
    ],
    [
      "notAcceptable",
      notAcceptable(["application/json"]),
      failure(
        406,
        "NotAcceptable",
        "only the following media types are accepted: application/json",
      ),
    ],
    [
      "requestEntityTooLarge",
      requestEntityTooLarge("limit is 3145728"),
      failure(413, "RequestEntityTooLarge", "Request entity too large: limit is 3145728"),
    ],
    [
      "methodNotAllowed",
      methodNotAllowed("leases.coordination.core.io", "deletecollection"),
      failure(
        405,
        "MethodNotAllowed",
        'deletecollection is not supported on resources of kind "leases.coordination.core.io"',
        { group: "coordination.core.io", kind: "leases" },
      ),
    ],
    [
      "internalError",
      internalError(new Error("boom")),
      failure(500, "InternalError", "Internal error occurred: boom", {
        causes: [{ message: "boom" }],
      }),
    ],
    [
      "forbidden",
      forbidden("leases.coordination.core.io", "x", "no"),
      failure(403, "Forbidden", 'leases.coordination.core.io "x" is forbidden: no', {
        name: "x",
        group: "coordination.core.io",
        kind: "leases",
      }),
    ],
    [
      "forbidden without a name",
      forbidden("leases.coordination.core.io", "", "no"),
      failure(403, "Forbidden", "leases.coordination.core.io is forbidden: no", {
        group: "coordination.core.io",
        kind: "leases",
      }),
    ],
    [
      "forbidden without a resource",
      forbidden("", "", "no"),
      failure(403, "Forbidden", "forbidden: no", {}),
    ],
    [
      "unprocessableEntity",
      unprocessableEntity("testing value /a failed: test failed"),
      failure(422, "Invalid", "the server rejected our request due to an error in our request", {
        causes: [{ message: "testing value /a failed: test failed" }],
      }),
    ],
  ];
  for (const [name, error, want] of table) {
    it(name, () => {
      expect(error).toBeInstanceOf(ApiError);
      expect(error).toBeInstanceOf(Error);
      expect(error.status).toEqual(want);
      expect(error.code).toBe(want.code);
      expect(error.message).toBe(want.message);
    });
  }

  it("writes the fields in Kubernetes' order", () => {
    const json = JSON.stringify(notFound("leases.coordination.core.io", "x"));
    expect(json).toBe(
      '{"kind":"Status","apiVersion":"v1","metadata":{},"status":"Failure","message":"leases.coordination.core.io \\"x\\" not found","reason":"NotFound","details":{"name":"x","group":"coordination.core.io","kind":"leases"},"code":404}',
    );
  });

  it("sends a fresh continue token in metadata.continue", () => {
    const error = continueExpired("fresh");
    expect(error.code).toBe(410);
    expect(error.status.reason).toBe("Expired");
    expect(error.status.metadata).toEqual({ continue: "fresh" });
    expect(error.status.message).toMatch(
      /use the continue token in this response to retrieve the remainder of the results/,
    );
    expect(expired("x", "tok").status.metadata.continue).toBe("tok");
  });

  it("errorBody is the message without its field", () => {
    expect(errorBody(required("spec.x"))).toBe("Required value");
    expect(
      errorBody({
        type: "FieldValueTooLong",
        field: "a",
        detail: "may not be more than 5 characters",
      }),
    ).toBe("Too long: may not be more than 5 characters");
  });
});

describe("statusSuccess", () => {
  it("is a Success Status without a code", () => {
    expect(
      statusSuccess({ name: "x", group: "coordination.core.io", kind: "leases", uid: "u" }),
    ).toEqual({
      kind: "Status",
      apiVersion: "v1",
      metadata: {},
      status: "Success",
      details: { name: "x", group: "coordination.core.io", kind: "leases", uid: "u" },
    });
    expect(statusSuccess({ group: "", kind: "events", uid: "" })).toEqual({
      kind: "Status",
      apiVersion: "v1",
      metadata: {},
      status: "Success",
      details: { kind: "events" },
    });
    expect(statusSuccess()).toEqual({
      kind: "Status",
      apiVersion: "v1",
      metadata: {},
      status: "Success",
    });
  });
});

describe("ApiError", () => {
  it("keeps a Status it is given", () => {
    const status = failure(410, "Expired", "too old resource version: 1 (2)");
    expect(ApiError.fromStatus(status).code).toBe(410);
    expect(ApiError.fromStoreError({ message: "ignored", status }).status).toBe(status);
  });

  it("builds a Status from a storage error's reason", () => {
    const e = ApiError.fromStoreError({
      reason: "Expired",
      message: "continue too old",
      continue: "next",
    });
    expect(e.code).toBe(410);
    expect(e.status).toEqual({
      ...failure(410, "Expired", "continue too old"),
      metadata: { continue: "next" },
    });
    expect(ApiError.fromStoreError({ reason: "Weird", message: "m" }).status).toEqual(
      failure(500, "InternalError", "m"),
    );
    expect(ApiError.fromStoreError({ reason: "toString", message: "m" }).status).toEqual(
      failure(500, "InternalError", "m"),
    );
    expect(ApiError.fromStoreError({ reason: "Gone", message: "m" }).code).toBe(410);
    expect(
      ApiError.fromStoreError({ reason: "Expired", message: "m", continueToken: "t" }).status
        .metadata,
    ).toEqual({ continue: "t" });
    expect(
      ApiError.fromStoreError({
        reason: "NotFound",
        message: "m",
        details: { name: "x", group: "", kind: "events" },
      }).status,
    ).toEqual(failure(404, "NotFound", "m", { name: "x", kind: "events" }));
    expect(
      ApiError.fromStoreError({
        reason: "Invalid",
        message: "m",
        details: { causes: [{ reason: "FieldValueInvalid", message: "bad", field: "a" }] },
      }).status.details,
    ).toEqual({ causes: [{ reason: "FieldValueInvalid", message: "bad", field: "a" }] });
  });

  it("toStatus turns anything thrown into a Status", () => {
    expect(toStatus(badRequest("b"))).toEqual(failure(400, "BadRequest", "b"));
    expect(toStatus(new TypeError("x is undefined"))).toEqual(
      failure(500, "InternalError", "Internal error occurred: x is undefined", {
        causes: [{ message: "x is undefined" }],
      }),
    );
    expect(toStatus("plain")).toEqual(
      failure(500, "InternalError", "Internal error occurred: plain", {
        causes: [{ message: "plain" }],
      }),
    );
    expect(isApiError(badRequest("b"))).toBe(true);
    expect(isApiError(new Error("b"))).toBe(false);
  });
});
