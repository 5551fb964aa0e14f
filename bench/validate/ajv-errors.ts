/** ajv's errors as Kubernetes field paths. */
import type { ErrorObject } from "ajv";
import { fieldPath, pointerSegments, uniqueFields } from "./variant.js";

export function ajvFields(errors: readonly ErrorObject[] | null | undefined): string[] {
  return uniqueFields(
    (errors ?? []).map((e) => {
      const at = pointerSegments(e.instancePath);
      const params = e.params as { missingProperty?: string; additionalProperty?: string };
      if (e.keyword === "required" && params.missingProperty !== undefined)
        at.push(params.missingProperty);
      if (e.keyword === "additionalProperties" && params.additionalProperty !== undefined)
        at.push(params.additionalProperty);
      // propertyNames errors sit on the map itself, as Kubernetes reports a bad key.
      return fieldPath(at);
    }),
  );
}
