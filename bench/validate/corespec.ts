/**
 * Variant 0: corespec's generated validators, imported from the package as users do
 * (output/dist/index.js), no compilation at run time. They check everything: structure,
 * formats, the ObjectMeta rules of each kind and the cross-field rules of the specs,
 * CEL syntax included.
 */
import { apiserverV1beta1, eventsV1, schedulingV1 } from "../../output/dist/index.js";
import type { Kind } from "./cases.js";
import { uniqueFields, type Variant } from "./variant.js";

const validators: Record<Kind, typeof schedulingV1.validatePriorityClass> = {
  PriorityClass: schedulingV1.validatePriorityClass,
  Event: eventsV1.validateEvent,
  AuthenticationConfiguration: apiserverV1beta1.validateAuthenticationConfiguration,
};

export function load(): Variant {
  const run = (v: typeof schedulingV1.validatePriorityClass) => (doc: unknown) => v(doc).errors.length;
  const fields = (v: typeof schedulingV1.validatePriorityClass) => (doc: unknown) => uniqueFields(v(doc).errors.map((e) => e.field));
  return {
    run: { PriorityClass: run(validators.PriorityClass), Event: run(validators.Event), AuthenticationConfiguration: run(validators.AuthenticationConfiguration) },
    fields: { PriorityClass: fields(validators.PriorityClass), Event: fields(validators.Event), AuthenticationConfiguration: fields(validators.AuthenticationConfiguration) },
  };
}
