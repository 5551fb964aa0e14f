/**
 * `--skip KINDS`, as kubeconform's `-skip`: a comma-separated list of kinds (`Lease`: every
 * apiVersion) or of kinds qualified by their apiVersion (`coordination.core.io/v1/Lease`,
 * `v1/Event`: that apiVersion only). Names match exactly, as Kubernetes spells kinds.
 */
export interface SkipEntry {
  readonly kind: string;
  readonly apiVersion?: string;
}

/** The entries of a `--skip` value; throws on an empty entry or a trailing `/`. */
export function parseSkip(value: string): SkipEntry[] {
  const entries: SkipEntry[] = [];
  for (const raw of value.split(",")) {
    const item = raw.trim();
    if (item === "") continue;
    const slash = item.lastIndexOf("/");
    const kind = item.slice(slash + 1);
    const apiVersion = slash < 0 ? undefined : item.slice(0, slash);
    if (kind === "" || apiVersion === "")
      throw new Error(`"${item}" is not a kind or apiVersion/kind`);
    entries.push(apiVersion === undefined ? { kind } : { kind, apiVersion });
  }
  return entries;
}

/** Whether a document of this apiVersion and kind is skipped. */
export function isSkipped(
  entries: readonly SkipEntry[],
  apiVersion: string | undefined,
  kind: string | undefined,
): boolean {
  if (kind === undefined) return false;
  return entries.some(
    (e) => e.kind === kind && (e.apiVersion === undefined || e.apiVersion === apiVersion),
  );
}
