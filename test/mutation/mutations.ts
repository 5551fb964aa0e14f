/**
 * Deliberate bugs, one at a time (issue 37 s7): each replaces one exact text of one file, and
 * names the narrow tests that must catch it. test/mutation/run.ts applies each and runs them.
 */
export interface Mutation {
  readonly id: string;
  readonly file: string;
  readonly find: string;
  readonly replace: string;
  readonly tests: readonly string[];
}

const FINALIZERS = "test/server-http/finalizers.test.ts";
const UPDATES = "test/server-http/update-semantics.test.ts";
const SEMANTICS = "test/server-http/semantics.test.ts";
/** The cacher over a lagging cache, on the memory store and on etcd (test/server/cacher.test.ts). */
const CACHER = "test/server/cacher.test.ts";

export const MUTATIONS: readonly Mutation[] = [
  {
    id: "a second delete stamps the deletion again",
    file: "templates/server/apimachinery/verbs/delete.ts",
    find: "m.deletionTimestamp ??= metaTime();",
    replace: "m.deletionTimestamp = metaTime();",
    tests: [FINALIZERS],
  },
  {
    id: "the first mark bumps no generation",
    file: "templates/server/apimachinery/verbs/delete.ts",
    find: "m.generation > 0)\n    m.generation += 1;",
    replace: "m.generation > 0)\n    m.generation += 0;",
    tests: [FINALIZERS],
  },
  {
    id: "a spec change bumps no generation",
    file: "templates/server/apimachinery/strategy.ts",
    find: "? Number(previous) + 1\n",
    replace: "? Number(previous)\n",
    tests: [UPDATES, FINALIZERS],
  },
  {
    id: "a main-resource write keeps a sent status",
    file: "templates/server/apimachinery/strategy.ts",
    find: "else object.status = old.status;",
    replace: "else if (object.status === undefined) object.status = old.status;",
    tests: [UPDATES],
  },
  {
    id: 'a PUT with resourceVersion "" passes the must-be-specified rule',
    file: "templates/server/apimachinery/strategy.ts",
    find: '(rv !== undefined && rv !== "")) return;',
    replace: "(rv !== undefined)) return;",
    tests: [UPDATES],
  },
  {
    id: "a shard range's end is inclusive",
    file: "templates/server/apimachinery/shard-selector.ts",
    find: "hash < term.end",
    replace: "hash <= term.end",
    tests: ["test/server/caught-bugs.test.ts"],
  },
  {
    id: "a delete that keeps the object answers 200 to cascading deletion",
    file: "templates/server/http/serve-verb.ts",
    find: "values.orphanDependents === false ? 202 : 200",
    replace: "values.orphanDependents === false ? 200 : 200",
    tests: [FINALIZERS],
  },
  {
    id: "delete preconditions on the uid are not checked",
    file: "templates/server/apimachinery/verbs/delete.ts",
    find: "if (pre?.uid !== undefined && pre.uid !== oldMeta.uid) {",
    replace: "if (pre?.uid !== undefined && pre.uid === oldMeta.uid && false) {",
    tests: [SEMANTICS],
  },
  {
    id: "any dryRun value is taken",
    file: "templates/server/http/decode-request.ts",
    find: 'if (values.every((v) => v === "All")) return;',
    replace: "return;",
    tests: [SEMANTICS],
  },
  {
    id: "an apply conflict prints an Update manager's time",
    file: "templates/server/apimachinery/apply/managed-fields.ts",
    find: 'if (entry.operation === "Update") out += ` using ${entry.apiVersion}`;',
    replace:
      'if (entry.operation === "Update") out += ` using ${entry.apiVersion} at ${entry.time ?? ""}`;',
    tests: ["test/server/server-side-apply.test.ts", "test/server-http/server-side-apply.test.ts"],
  },
  {
    id: "Update managers are not capped",
    file: "templates/server/apimachinery/apply/cap-managers.ts",
    find: "export const DEFAULT_MAX_UPDATE_MANAGERS = 10;",
    replace: "export const DEFAULT_MAX_UPDATE_MANAGERS = 100000;",
    tests: ["test/server/managed-fields.test.ts", "test/server-http/managed-fields.test.ts"],
  },
  {
    id: "leader election takes over after renewDeadline, not leaseDuration",
    file: "templates/server/controllers/leader-election.ts",
    find: "this.observed.at + this.settings.leaseDurationMs > this.now()",
    replace: "this.observed.at + this.settings.renewDeadlineMs > this.now()",
    tests: ["test/server/leader-election.test.ts"],
  },
  {
    id: "the request TTL comparison is inverted (fresh requests deleted)",
    file: "templates/server/controllers/pool-status-controller.ts",
    find: "this.now() - since < ttl) continue;",
    replace: "this.now() - since > ttl) continue;",
    tests: ["test/server/pool-status.test.ts", "test/server-http/pool-status-controller.test.ts"],
  },
  {
    id: "a write to a key deleted meanwhile answers 409, not 404 (etcd)",
    file: "templates/server/storage/etcd/etcd-store.ts",
    find: "if (res.responses[0]?.response_range.kvs.length === 0) throw StoreError.notFound(key, name);",
    replace: "",
    tests: [CACHER],
  },
  {
    id: "an update trusting a lagging cache for its precondition (etcd)",
    file: "templates/server/storage/etcd/etcd-store.ts",
    find: '(expected !== undefined && expected !== "" && expected !== metaOf(old).resourceVersion)\n',
    replace: "false\n",
    tests: [CACHER],
  },
  {
    id: "the watch-list bookmark lacks client-go's annotation",
    file: "templates/server/apimachinery/verbs/watch.ts",
    find: '\n                  "k8s.io/initial-events-end": "true",\n',
    replace: "\n",
    tests: ["test/server-http/watch-flow.test.ts"],
  },
  {
    id: "includeObject=None is ignored",
    file: "templates/server/apimachinery/table.ts",
    find: ': include === "None"\n          ? null\n          : {',
    replace: ": false\n          ? null\n          : {",
    tests: ["test/server-http/tables.test.ts"],
  },
  {
    id: "the controller's Failed path writes a Complete condition",
    file: "templates/server/controllers/pool-status-controller.ts",
    find: 'condition("Failed", "CalculationFailed", message, this.now())',
    replace: 'condition("Complete", "CalculationComplete", message, this.now())',
    tests: ["test/server-http/pool-status-controller.test.ts"],
  },
  {
    id: "a DNS label's published pattern allows a trailing dash",
    file: "generator/keywords/formats/patterns.ts",
    find: 'export const LABEL = "[a-z0-9]([-a-z0-9]*[a-z0-9])?";',
    replace: 'export const LABEL = "[a-z0-9]([-a-z0-9]*)?";',
    tests: ["test/schemas.test.ts"],
  },
  {
    id: "managedFields entries matched without their subresource",
    file: "templates/server/apimachinery/apply/managed-fields.ts",
    find: " && e.subresource === ctx.subresource",
    replace: "",
    tests: ["test/server/managed-fields.test.ts", "test/server-http/managed-fields.test.ts"],
  },
  {
    id: "validate exits 1, not 2, when an invalid document and an unreadable input meet",
    file: "generator/validate/report.ts",
    find: "return this.unreadable > 0 ? 2 : this.invalid + this.errors > 0 ? 1 : 0;",
    replace: "return this.invalid + this.errors > 0 ? 1 : this.unreadable > 0 ? 2 : 0;",
    tests: ["test/validate-report.test.ts"],
  },
];
