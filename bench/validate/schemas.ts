/** The generated JSON Schemas (output/schemas), as ajv and the benchmark's tools load them. */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { Kind } from "./cases.js";

export const SCHEMAS_DIR = fileURLToPath(new URL("../../output/schemas/", import.meta.url));

/** The schema ($id) of each benchmarked kind. */
export const SCHEMA_IDS: Readonly<Record<Kind, string>> = {
  PriorityClass: "scheduling.core.io/v1/PriorityClass.json",
  Event: "events.core.io/v1/Event.json",
  AuthenticationConfiguration: "apiserver.core.io/v1beta1/AuthenticationConfiguration.json",
};

/** Every generated schema, each with its relative $id, so relative $refs resolve. */
export function allSchemas(): object[] {
  return readdirSync(SCHEMAS_DIR, { recursive: true })
    .map(String)
    .filter((f) => f.endsWith(".json"))
    .sort()
    .map((f) => JSON.parse(readFileSync(join(SCHEMAS_DIR, f), "utf8")) as object);
}
