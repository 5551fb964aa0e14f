/**
 * Variant 0: corespec's generated validators, imported from the package's group entries as
 * users do (output/dist/groups/<group>.js), no compilation at run time. They check everything: structure,
 * formats, the ObjectMeta rules of each kind and the cross-field rules of the specs,
 * CEL syntax included.
 */
import { v1beta1 as apiserverV1beta1 } from "../../output/dist/groups/apiserver.core.io.js";
import { v1 as eventsV1 } from "../../output/dist/groups/events.core.io.js";
import { v1 as schedulingV1 } from "../../output/dist/groups/scheduling.core.io.js";
import type { Kind } from "./cases.js";
import { uniqueFields, type Variant } from "./variant.js";

/** A validator of any type (each one's `.is` narrows to its own type). */
type AnyValidator = (doc: unknown) => ReturnType<typeof schedulingV1.validatePriorityClass>;

const validators: Record<Kind, AnyValidator> = {
  PriorityClass: schedulingV1.validatePriorityClass,
  Event: eventsV1.validateEvent,
  AuthenticationConfiguration: apiserverV1beta1.validateAuthenticationConfiguration,
};

export function load(): Variant {
  const run = (v: AnyValidator) => (doc: unknown) => v(doc).errors.length;
  const fields = (v: AnyValidator) => (doc: unknown) =>
    uniqueFields(v(doc).errors.map((e) => e.field));
  return {
    run: {
      PriorityClass: run(validators.PriorityClass),
      Event: run(validators.Event),
      AuthenticationConfiguration: run(validators.AuthenticationConfiguration),
    },
    fields: {
      PriorityClass: fields(validators.PriorityClass),
      Event: fields(validators.Event),
      AuthenticationConfiguration: fields(validators.AuthenticationConfiguration),
    },
  };
}
