/**
 * The bodies of issue 35's hostile requests, shared by the stall tests (hostile-stall.test.ts)
 * and `npm run bench:server` (bench/server/hostile.ts).
 */
import { Buffer } from "node:buffer";

/** An apply of a PriorityClass whose description is a `!!binary` scalar of about 977 KiB (under the YAML body bound). */
export function binaryApplyBody(name: string): string {
  const text = "x".repeat(Math.floor(977 * 1024 * 0.74));
  return `apiVersion: scheduling.core.io/v1\nkind: PriorityClass\nmetadata: {name: ${name}}\nvalue: 1\ndescription: !!binary ${Buffer.from(text).toString("base64")}\n`;
}

/** `count` Update entries of a Lease's managedFields, each owning a label of its own. */
export function managedFieldsFlood(count: number): unknown[] {
  return Array.from({ length: count }, (_, i) => ({
    manager: `x-${i}`,
    operation: "Update",
    apiVersion: "coordination.core.io/v1",
    fieldsType: "FieldsV1",
    fieldsV1: { "f:metadata": { "f:labels": { [`f:k${i}`]: {} } } },
  }));
}

/** An apply that takes label `l1` of the Lease `name` from the manager that set it: a conflict. */
export function conflictingLeaseApply(name: string): string {
  return `apiVersion: coordination.core.io/v1\nkind: Lease\nmetadata: {name: ${name}, labels: {l1: other}}\n`;
}
