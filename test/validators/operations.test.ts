/**
 * The query-parameter validators of the shared REST operations (specs/operations.yaml):
 * dryRun, fieldManager, fieldValidation, force and apply patches, delete options, and the
 * list and watch rules around resourceVersionMatch and sendInitialEvents.
 *
 * Query parameters are optional pointers in Kubernetes (`*bool`, `*int64`): a parameter that
 * is present counts as set, even when it is `false` or `0`.
 */
import { describe, expect, it } from "vitest";
import {
  validateCreateParameters,
  validateDeleteParameters,
  validateDeletecollectionParameters,
  validateListParameters,
  validatePatchParameters,
  validateReadParameters,
  validateReplaceParameters,
  validateWatchParameters,
} from "../../output/dist/validators/operations.js";
import {
  detailOf,
  expectErrors,
  Forbidden,
  Invalid,
  NotSupported,
  type Obj,
  Required,
  TooLong,
  TypeInvalid,
  type Want,
} from "./resource-fixtures.js";

interface Case {
  readonly name: string;
  readonly given: Obj;
  readonly want: readonly Want[];
}

type Validator = (value: unknown) => {
  valid: boolean;
  errors: { type: string; field: string; detail: string }[];
};

function cases(validate: Validator, table: readonly Case[]): void {
  it.each(table)("$name", ({ given, want }) => {
    expectErrors(validate(given), want);
  });
}

const APPLY = "application/apply-patch+yaml";
const MERGE = "application/merge-patch+json";
const JSON_PATCH = "application/json-patch+json";
const STRATEGIC = "application/strategic-merge-patch+json";

/** The parameters create, replace and patch share. */
function writeCases(extra: Obj): Case[] {
  const p = (o: Obj): Obj => ({ ...extra, ...o });
  return [
    { name: "no parameters are valid", given: p({}), want: [] },
    { name: "dryRun All is valid", given: p({ dryRun: "All" }), want: [] },
    {
      name: "dryRun of another directive: NotSupported",
      given: p({ dryRun: "Server" }),
      want: [NotSupported("dryRun")],
    },
    {
      name: "dryRun in lower case: NotSupported",
      given: p({ dryRun: "all" }),
      want: [NotSupported("dryRun")],
    },
    {
      name: "dryRun empty: NotSupported",
      given: p({ dryRun: "" }),
      want: [NotSupported("dryRun")],
    },
    {
      name: "dryRun not a string: TypeInvalid",
      given: p({ dryRun: true }),
      want: [TypeInvalid("dryRun")],
    },
    {
      name: "fieldManager of 128 characters is valid",
      given: p({ fieldManager: "m".repeat(128) }),
      want: [],
    },
    {
      name: "fieldManager of 129 characters: TooLong",
      given: p({ fieldManager: "m".repeat(129) }),
      want: [TooLong("fieldManager")],
    },
    {
      name: "fieldManager of 128 non-ASCII characters is valid (characters, not bytes)",
      given: p({ fieldManager: "é".repeat(128) }),
      want: [],
    },
    {
      name: "fieldManager with spaces and punctuation is valid (printable)",
      given: p({ fieldManager: "kubectl client-side-apply (v1.33)" }),
      want: [],
    },
    {
      name: "fieldManager with a newline: Invalid (printable characters only)",
      given: p({ fieldManager: "kubectl\nedit" }),
      want: [Invalid("fieldManager")],
    },
    {
      name: "fieldManager with a control character: Invalid",
      given: p({ fieldManager: "ctl\u0007" }),
      want: [Invalid("fieldManager")],
    },
    {
      name: "fieldManager with a tab: Invalid",
      given: p({ fieldManager: "a\tb" }),
      want: [Invalid("fieldManager")],
    },
    { name: "fieldValidation Strict is valid", given: p({ fieldValidation: "Strict" }), want: [] },
    { name: "fieldValidation Warn is valid", given: p({ fieldValidation: "Warn" }), want: [] },
    { name: "fieldValidation Ignore is valid", given: p({ fieldValidation: "Ignore" }), want: [] },
    {
      name: "fieldValidation of another value: NotSupported",
      given: p({ fieldValidation: "strict" }),
      want: [NotSupported("fieldValidation")],
    },
    { name: "pretty true is valid", given: p({ pretty: "true" }), want: [] },
    {
      name: "pretty not a string: TypeInvalid",
      given: p({ pretty: 1 }),
      want: [TypeInvalid("pretty")],
    },
  ];
}

describe("validateCreateParameters", () => {
  cases(validateCreateParameters, [
    ...writeCases({ contentType: "application/json" }),
    {
      name: "several bad parameters: every error",
      given: { dryRun: "Yes", fieldManager: "x".repeat(200), fieldValidation: "Loud" },
      want: [NotSupported("dryRun"), TooLong("fieldManager"), NotSupported("fieldValidation")],
    },
  ]);
  it("a non-object: TypeInvalid at the root", () => {
    expectErrors(validateCreateParameters("dryRun=All"), [TypeInvalid("")]);
  });
  it("the dryRun error lists All", () => {
    expect(detailOf(validateCreateParameters({ dryRun: "Server" }), "dryRun")).toBe(
      'supported values: "All"',
    );
  });
  it("the fieldManager TooLong error names 128 characters", () => {
    expect(
      detailOf(validateCreateParameters({ fieldManager: "m".repeat(129) }), "fieldManager"),
    ).toBe("may not be more than 128 characters");
  });
});

describe("validateReplaceParameters", () => {
  cases(validateReplaceParameters, writeCases({ contentType: "application/yaml" }));
});

describe("validatePatchParameters", () => {
  cases(validatePatchParameters, [
    ...writeCases({ contentType: MERGE }),
    // fieldManager is required for apply patches only
    {
      name: "an apply patch without fieldManager: Required",
      given: { contentType: APPLY },
      want: [Required("fieldManager")],
    },
    {
      name: "an apply patch with an empty fieldManager: Required",
      given: { contentType: APPLY, fieldManager: "" },
      want: [Required("fieldManager")],
    },
    {
      name: "an apply patch with fieldManager is valid",
      given: { contentType: APPLY, fieldManager: "kubectl" },
      want: [],
    },
    {
      name: "an apply patch with a too long fieldManager: TooLong",
      given: { contentType: APPLY, fieldManager: "m".repeat(129) },
      want: [TooLong("fieldManager")],
    },
    {
      name: "a merge patch without fieldManager is valid",
      given: { contentType: MERGE },
      want: [],
    },
    {
      name: "a JSON patch without fieldManager is valid",
      given: { contentType: JSON_PATCH },
      want: [],
    },
    {
      name: "a strategic merge patch without fieldManager is valid",
      given: { contentType: STRATEGIC },
      want: [],
    },
    // force only with apply patches
    {
      name: "an apply patch with force true is valid",
      given: { contentType: APPLY, fieldManager: "kubectl", force: true },
      want: [],
    },
    {
      name: "an apply patch with force false is valid",
      given: { contentType: APPLY, fieldManager: "kubectl", force: false },
      want: [],
    },
    {
      name: "a merge patch with force true: Forbidden",
      given: { contentType: MERGE, force: true },
      want: [Forbidden("force")],
    },
    {
      name: "a JSON patch with force true: Forbidden",
      given: { contentType: JSON_PATCH, force: true },
      want: [Forbidden("force")],
    },
    {
      name: "a strategic merge patch with force true: Forbidden",
      given: { contentType: STRATEGIC, force: true },
      want: [Forbidden("force")],
    },
    {
      name: "a merge patch with force false: Forbidden (force must be unset, not false)",
      given: { contentType: MERGE, force: false },
      want: [Forbidden("force")],
    },
    {
      name: "force not a boolean: TypeInvalid",
      given: { contentType: APPLY, fieldManager: "kubectl", force: "true" },
      want: [TypeInvalid("force")],
    },
    {
      name: "an apply patch with every problem: every error",
      given: { contentType: APPLY, dryRun: "None", fieldValidation: "Never" },
      want: [Required("fieldManager"), NotSupported("dryRun"), NotSupported("fieldValidation")],
    },
  ]);
  it("the errors say why", () => {
    expect(detailOf(validatePatchParameters({ contentType: APPLY }), "fieldManager")).toBe(
      "is required for apply patch",
    );
    expect(detailOf(validatePatchParameters({ contentType: MERGE, force: true }), "force")).toBe(
      "may not be specified for non-apply patch",
    );
  });
});

/** The delete options that delete and delete collection share. */
const deleteCases: Case[] = [
  { name: "no parameters are valid", given: {}, want: [] },
  { name: "dryRun All is valid", given: { dryRun: "All" }, want: [] },
  {
    name: "dryRun of another directive: NotSupported",
    given: { dryRun: "Client" },
    want: [NotSupported("dryRun")],
  },
  {
    name: "gracePeriodSeconds 0 (immediately) is valid",
    given: { gracePeriodSeconds: 0 },
    want: [],
  },
  { name: "gracePeriodSeconds 30 is valid", given: { gracePeriodSeconds: 30 }, want: [] },
  {
    name: "gracePeriodSeconds negative: Invalid",
    given: { gracePeriodSeconds: -1 },
    want: [Invalid("gracePeriodSeconds")],
  },
  {
    name: "gracePeriodSeconds fractional: TypeInvalid",
    given: { gracePeriodSeconds: 1.5 },
    want: [TypeInvalid("gracePeriodSeconds")],
  },
  {
    name: "gracePeriodSeconds a string: TypeInvalid",
    given: { gracePeriodSeconds: "30" },
    want: [TypeInvalid("gracePeriodSeconds")],
  },
  { name: "propagationPolicy Orphan is valid", given: { propagationPolicy: "Orphan" }, want: [] },
  {
    name: "propagationPolicy Background is valid",
    given: { propagationPolicy: "Background" },
    want: [],
  },
  {
    name: "propagationPolicy Foreground is valid",
    given: { propagationPolicy: "Foreground" },
    want: [],
  },
  {
    name: "propagationPolicy of another value: NotSupported",
    given: { propagationPolicy: "Cascade" },
    want: [NotSupported("propagationPolicy")],
  },
  { name: "orphanDependents alone is valid", given: { orphanDependents: true }, want: [] },
  { name: "orphanDependents false alone is valid", given: { orphanDependents: false }, want: [] },
  {
    name: "orphanDependents not a boolean: TypeInvalid",
    given: { orphanDependents: "true" },
    want: [TypeInvalid("orphanDependents")],
  },
  // Kubernetes' ValidateDeleteOptions: Invalid on propagationPolicy (mutually exclusive).
  {
    name: "orphanDependents true with propagationPolicy: Invalid (mutually exclusive)",
    given: { orphanDependents: true, propagationPolicy: "Background" },
    want: [Invalid("propagationPolicy")],
  },
  {
    name: "orphanDependents false with propagationPolicy: Invalid (false is set too)",
    given: { orphanDependents: false, propagationPolicy: "Foreground" },
    want: [Invalid("propagationPolicy")],
  },
  {
    name: "ignoreStoreReadErrorWithClusterBreakingPotential alone is valid",
    given: { ignoreStoreReadErrorWithClusterBreakingPotential: true },
    want: [],
  },
  {
    name: "ignoreStoreReadError... not a boolean: TypeInvalid",
    given: { ignoreStoreReadErrorWithClusterBreakingPotential: "yes" },
    want: [TypeInvalid("ignoreStoreReadErrorWithClusterBreakingPotential")],
  },
  {
    name: "ignoreStoreReadError... true with dryRun: Forbidden dryRun",
    given: { ignoreStoreReadErrorWithClusterBreakingPotential: true, dryRun: "All" },
    want: [Forbidden("dryRun")],
  },
  {
    name: "ignoreStoreReadError... true with gracePeriodSeconds: Forbidden",
    given: { ignoreStoreReadErrorWithClusterBreakingPotential: true, gracePeriodSeconds: 10 },
    want: [Forbidden("gracePeriodSeconds")],
  },
  {
    name: "ignoreStoreReadError... true with gracePeriodSeconds 0: Forbidden (0 is set too)",
    given: { ignoreStoreReadErrorWithClusterBreakingPotential: true, gracePeriodSeconds: 0 },
    want: [Forbidden("gracePeriodSeconds")],
  },
  {
    name: "ignoreStoreReadError... true with propagationPolicy: Forbidden",
    given: { ignoreStoreReadErrorWithClusterBreakingPotential: true, propagationPolicy: "Orphan" },
    want: [Forbidden("propagationPolicy")],
  },
  {
    name: "ignoreStoreReadError... true with orphanDependents: Forbidden",
    given: { ignoreStoreReadErrorWithClusterBreakingPotential: true, orphanDependents: true },
    want: [Forbidden("orphanDependents")],
  },
  {
    name: "ignoreStoreReadError... false with the other options is valid",
    given: {
      ignoreStoreReadErrorWithClusterBreakingPotential: false,
      dryRun: "All",
      gracePeriodSeconds: 5,
      propagationPolicy: "Background",
    },
    want: [],
  },
];

describe("validateDeleteParameters", () => {
  cases(validateDeleteParameters, deleteCases);
  it("the mutual exclusion error is Kubernetes' (ValidateDeleteOptions)", () => {
    expect(
      detailOf(
        validateDeleteParameters({ orphanDependents: true, propagationPolicy: "Orphan" }),
        "propagationPolicy",
      ),
    ).toBe("orphanDependents and deletionPropagation cannot be both set");
  });
});

/** The list options that list (without watch) and delete collection share. */
const listCases: Case[] = [
  { name: "limit 500 is valid", given: { limit: 500 }, want: [] },
  { name: "limit 0 is valid (no limit)", given: { limit: 0 }, want: [] },
  { name: "limit negative: Invalid", given: { limit: -1 }, want: [Invalid("limit")] },
  { name: "limit a string: TypeInvalid", given: { limit: "500" }, want: [TypeInvalid("limit")] },
  {
    name: "limit with continue is valid",
    given: { limit: 500, continue: "eyJ2IjoibWV0YS5rOHMuaW8vdjEifQ" },
    want: [],
  },
  {
    name: "labelSelector and fieldSelector are valid",
    given: { labelSelector: "app=web", fieldSelector: "metadata.name=web-1" },
    want: [],
  },
  {
    name: "timeoutSeconds a string: TypeInvalid",
    given: { timeoutSeconds: "30" },
    want: [TypeInvalid("timeoutSeconds")],
  },
  { name: "resourceVersion alone is valid", given: { resourceVersion: "12345" }, want: [] },
  {
    name: "resourceVersionMatch NotOlderThan with resourceVersion is valid",
    given: { resourceVersion: "12345", resourceVersionMatch: "NotOlderThan" },
    want: [],
  },
  {
    name: "resourceVersionMatch Exact with resourceVersion is valid",
    given: { resourceVersion: "12345", resourceVersionMatch: "Exact" },
    want: [],
  },
  {
    name: "resourceVersionMatch without resourceVersion: Forbidden",
    given: { resourceVersionMatch: "NotOlderThan" },
    want: [Forbidden("resourceVersionMatch")],
  },
  {
    name: "resourceVersionMatch with an empty resourceVersion: Forbidden",
    given: { resourceVersion: "", resourceVersionMatch: "Exact" },
    want: [Forbidden("resourceVersionMatch")],
  },
  {
    name: "resourceVersionMatch of another value: NotSupported",
    given: { resourceVersion: "12345", resourceVersionMatch: "Newest" },
    want: [NotSupported("resourceVersionMatch")],
  },
  {
    name: "resourceVersionMatch with continue: Forbidden",
    given: { resourceVersion: "12345", resourceVersionMatch: "NotOlderThan", continue: "token" },
    want: [Forbidden("resourceVersionMatch")],
  },
  {
    name: "resourceVersionMatch Exact with resourceVersion 0: NotSupported",
    given: { resourceVersion: "0", resourceVersionMatch: "Exact" },
    want: [NotSupported("resourceVersionMatch")],
  },
  {
    name: "resourceVersionMatch NotOlderThan with resourceVersion 0 is valid",
    given: { resourceVersion: "0", resourceVersionMatch: "NotOlderThan" },
    want: [],
  },
];

describe("validateDeletecollectionParameters", () => {
  cases(validateDeletecollectionParameters, [
    ...deleteCases,
    ...listCases,
    {
      name: "sendInitialEvents true: Forbidden (a delete collection never watches)",
      given: { sendInitialEvents: true },
      want: [Forbidden("sendInitialEvents")],
    },
    {
      name: "sendInitialEvents false: Forbidden (set, though false)",
      given: { sendInitialEvents: false },
      want: [Forbidden("sendInitialEvents")],
    },
  ]);
});

describe("validateListParameters", () => {
  cases(validateListParameters, [
    { name: "no parameters are valid", given: {}, want: [] },
    ...listCases,
    {
      name: "allowWatchBookmarks without watch is valid (ignored)",
      given: { allowWatchBookmarks: true },
      want: [],
    },
    {
      name: "allowWatchBookmarks not a boolean: TypeInvalid",
      given: { allowWatchBookmarks: "true" },
      want: [TypeInvalid("allowWatchBookmarks")],
    },
    {
      name: "watch not a boolean: TypeInvalid",
      given: { watch: "true" },
      want: [TypeInvalid("watch")],
    },
    {
      name: "sendInitialEvents true without watch: Forbidden",
      given: { sendInitialEvents: true },
      want: [Forbidden("sendInitialEvents")],
    },
    {
      name: "sendInitialEvents true with watch false: Forbidden",
      given: { sendInitialEvents: true, watch: false },
      want: [Forbidden("sendInitialEvents")],
    },
    {
      name: "sendInitialEvents false without watch: Forbidden (set, though false)",
      given: { sendInitialEvents: false },
      want: [Forbidden("sendInitialEvents")],
    },
    {
      name: "sendInitialEvents not a boolean: TypeInvalid",
      given: { sendInitialEvents: "true", watch: true },
      want: [TypeInvalid("sendInitialEvents")],
    },
  ]);
  it("the sendInitialEvents error says it is for watch only", () => {
    expect(detailOf(validateListParameters({ sendInitialEvents: true }), "sendInitialEvents")).toBe(
      "sendInitialEvents is forbidden for list",
    );
  });
});

describe("validateWatchParameters", () => {
  const w = (o: Obj): Obj => ({ watch: true, ...o });
  cases(validateWatchParameters, [
    { name: "watch alone is valid", given: w({}), want: [] },
    {
      name: "watch from a resourceVersion is valid",
      given: w({ resourceVersion: "12345" }),
      want: [],
    },
    { name: "allowWatchBookmarks is valid", given: w({ allowWatchBookmarks: true }), want: [] },
    { name: "limit with watch is valid (ignored)", given: w({ limit: 100 }), want: [] },
    {
      name: "continue with watch: Forbidden",
      given: w({ continue: "token" }),
      want: [Forbidden("continue")],
    },
    {
      name: "sendInitialEvents with resourceVersionMatch NotOlderThan is valid",
      given: w({ sendInitialEvents: true, resourceVersionMatch: "NotOlderThan" }),
      want: [],
    },
    {
      name: "sendInitialEvents with NotOlderThan and a resourceVersion is valid",
      given: w({
        sendInitialEvents: true,
        resourceVersionMatch: "NotOlderThan",
        resourceVersion: "12345",
      }),
      want: [],
    },
    {
      name: "sendInitialEvents without resourceVersionMatch: Forbidden resourceVersionMatch (validateWatchOptions)",
      given: w({ sendInitialEvents: true }),
      want: [Forbidden("resourceVersionMatch")],
    },
    {
      name: "sendInitialEvents with resourceVersionMatch Exact: NotSupported",
      given: w({
        sendInitialEvents: true,
        resourceVersionMatch: "Exact",
        resourceVersion: "12345",
      }),
      want: [NotSupported("resourceVersionMatch")],
    },
    {
      name: "sendInitialEvents false with NotOlderThan is valid (false is set)",
      given: w({ sendInitialEvents: false, resourceVersionMatch: "NotOlderThan" }),
      want: [],
    },
    {
      name: "sendInitialEvents false without resourceVersionMatch: Forbidden",
      given: w({ sendInitialEvents: false }),
      want: [Forbidden("resourceVersionMatch")],
    },
    {
      name: "resourceVersionMatch without sendInitialEvents: Forbidden",
      given: w({ resourceVersionMatch: "NotOlderThan", resourceVersion: "12345" }),
      want: [Forbidden("resourceVersionMatch")],
    },
    {
      name: "resourceVersionMatch Exact without sendInitialEvents: NotSupported and Forbidden",
      given: w({ resourceVersionMatch: "Exact", resourceVersion: "12345" }),
      want: [NotSupported("resourceVersionMatch"), Forbidden("resourceVersionMatch")],
    },
    {
      name: "resourceVersionMatch with continue: Forbidden both",
      given: w({
        sendInitialEvents: true,
        resourceVersionMatch: "NotOlderThan",
        continue: "token",
      }),
      want: [Forbidden("continue"), Forbidden("resourceVersionMatch")],
    },
    {
      name: "resourceVersionMatch of an unknown value: NotSupported",
      given: w({ sendInitialEvents: true, resourceVersionMatch: "Newest" }),
      want: [NotSupported("resourceVersionMatch")],
    },
    { name: "timeoutSeconds is valid", given: w({ timeoutSeconds: 300 }), want: [] },
  ]);
  it("the sendInitialEvents requirement names NotOlderThan", () => {
    expect(
      detailOf(validateWatchParameters(w({ sendInitialEvents: true })), "resourceVersionMatch"),
    ).toBe("sendInitialEvents requires setting resourceVersionMatch to NotOlderThan");
  });
});

describe("validateReadParameters", () => {
  cases(validateReadParameters, [
    { name: "no parameters are valid", given: {}, want: [] },
    { name: "pretty is valid", given: { pretty: "true" }, want: [] },
    {
      name: "pretty not a string: TypeInvalid",
      given: { pretty: true },
      want: [TypeInvalid("pretty")],
    },
  ]);
});
