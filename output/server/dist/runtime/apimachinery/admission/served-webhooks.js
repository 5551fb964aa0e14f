// Copied by corespec from templates/server/apimachinery/admission/served-webhooks.ts. DO NOT EDIT: change the template and run `npm run generate`.
export const ADMISSION_REGISTRATION = "admissionregistration.core.io";
const key = (resource) => ({
  group: ADMISSION_REGISTRATION,
  version: "v1",
  resource,
  namespaced: false,
});
const VALIDATING = key("validatingwebhookconfigurations");
const MUTATING = key("mutatingwebhookconfigurations");
/** The resources Kubernetes never sends to webhooks (rules.IsExemptAdmissionConfigurationResource). */
const EXEMPT = new Set([
  "validatingwebhookconfigurations",
  "mutatingwebhookconfigurations",
  "validatingadmissionpolicies",
  "validatingadmissionpolicybindings",
  "mutatingadmissionpolicies",
  "mutatingadmissionpolicybindings",
]);
/** Whether requests for this resource are never sent to admission webhooks. */
export const isExemptAdmissionConfigurationResource = (group, resource) =>
  group === ADMISSION_REGISTRATION && EXEMPT.has(resource);
export class ServedWebhooks {
  storage;
  configurations;
  /** Bumped by every change the watches see; the list is current when made at the latest. */
  generation = 0;
  builtGeneration = -1;
  watching = 0;
  watchers = [];
  building;
  constructor(storage) {
    this.storage = storage;
  }
  /** The stored configurations, without waiting when the list is current. */
  current() {
    if (this.watching === 0) this.watch();
    if (
      this.configurations !== undefined &&
      this.watching === 2 &&
      this.builtGeneration === this.generation
    )
      return this.configurations;
    this.building ??= this.build().finally(() => (this.building = undefined));
    return this.building;
  }
  /** Watches both resources from now on; any event makes the list stale, an ended watch too. */
  watch() {
    const ended = () => {
      for (const w of this.watchers.splice(0)) w.stop();
      this.watching = 0;
      this.generation++;
    };
    for (const resource of [VALIDATING, MUTATING]) {
      try {
        this.watchers.push(
          this.storage.watch(
            resource,
            { sendInitialEvents: false },
            () => this.generation++,
            ended,
          ),
        );
        this.watching++;
      } catch {
        // A cache still filling refuses watches (429): the lists are then made for every request
        // until a later request's watches start.
        ended();
        return;
      }
    }
  }
  async build() {
    const generation = this.generation;
    const lists = await Promise.all([this.listAll(VALIDATING), this.listAll(MUTATING)]);
    const [validating, mutating] = lists.map((items) => items);
    this.configurations = [
      ...validating.map((c) => ({
        ...c,
        kind: "ValidatingWebhookConfiguration",
      })),
      ...mutating.map((c) => ({
        ...c,
        kind: "MutatingWebhookConfiguration",
      })),
    ];
    this.builtGeneration = generation;
    return this.configurations;
  }
  /**
   * Every stored configuration, in pages of 500 as client-go's reflector lists: a paged list goes
   * to the storage below while the watch cache fills, where an unpaged one would get a 429.
   */
  async listAll(resource) {
    const items = [];
    let token;
    do {
      const page = await this.storage.list(resource, {
        limit: 500,
        ...(token !== undefined ? { continue: token } : {}),
      });
      items.push(...page.items);
      token = page.continue;
    } while (token !== undefined && token !== "");
    return items;
  }
}
