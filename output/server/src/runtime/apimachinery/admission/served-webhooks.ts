// Copied by corespec from templates/server/apimachinery/admission/served-webhooks.ts. DO NOT EDIT: change the template and run `npm run generate`.

/**
 * The ValidatingWebhookConfigurations and MutatingWebhookConfigurations this server stores (served
 * at /apis/admissionregistration.core.io/v1), as Kubernetes' webhook admission plugins read them
 * from informers (admission/configuration/{validating,mutating}_webhook_manager.go): listed once,
 * then listed again after a watch of either resource saw a change, so that a configuration
 * created, updated or deleted applies to the requests that follow, without a restart. While no
 * watch runs, they are listed for every request. The API validated and defaulted them when they
 * were written.
 */
import type { ResourceKey, Storage, StoredObject, Watcher } from "../../storage/storage.js";
import type { WebhookConfiguration } from "./webhook-types.js";

export const ADMISSION_REGISTRATION = "admissionregistration.core.io";

const key = (resource: string): ResourceKey => ({
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
export const isExemptAdmissionConfigurationResource = (group: string, resource: string): boolean =>
  group === ADMISSION_REGISTRATION && EXEMPT.has(resource);

export class ServedWebhooks {
  private configurations?: readonly WebhookConfiguration[];
  /** Bumped by every change the watches see; the list is current when made at the latest. */
  private generation = 0;
  private builtGeneration = -1;
  private watching = 0;
  private watchers: Watcher[] = [];
  private building?: Promise<readonly WebhookConfiguration[]>;

  constructor(private readonly storage: Storage) {}

  /** The stored configurations, without waiting when the list is current. */
  current(): readonly WebhookConfiguration[] | Promise<readonly WebhookConfiguration[]> {
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
  private watch(): void {
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

  private async build(): Promise<readonly WebhookConfiguration[]> {
    const generation = this.generation;
    const lists = await Promise.all([this.listAll(VALIDATING), this.listAll(MUTATING)]);
    const [validating, mutating] = lists.map((items) => items as unknown as WebhookConfiguration[]);
    this.configurations = [
      ...validating!.map((c) => ({ ...c, kind: "ValidatingWebhookConfiguration" as const })),
      ...mutating!.map((c) => ({ ...c, kind: "MutatingWebhookConfiguration" as const })),
    ];
    this.builtGeneration = generation;
    return this.configurations;
  }

  /**
   * Every stored configuration, in pages of 500 as client-go's reflector lists: a paged list goes
   * to the storage below while the watch cache fills, where an unpaged one would get a 429.
   */
  private async listAll(resource: ResourceKey): Promise<StoredObject[]> {
    const items: StoredObject[] = [];
    let token: string | undefined;
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
