/** The YAML or JSON files the server commands read (a LeaderElectionConfiguration, a kubeconfig): bounded, parsed as spec files are. */
import { parseSourceText } from "../load/source-file.js";
import { readTextAtMost } from "../read-bounded.js";

/** The most a configuration file may hold: these are a few kilobytes. */
const MAX_CONFIG_BYTES = 1024 * 1024;

/** Reads a YAML or JSON file as spec files are read (bounded); a problem names the file, line and column. */
export async function readConfig(path: string): Promise<unknown> {
  const { file, diagnostics } = parseSourceText(
    await readTextAtMost(path, MAX_CONFIG_BYTES),
    path,
    path,
  );
  const first = diagnostics[0];
  if (first !== undefined) throw new Error(`${path}:${first.line}:${first.col}: ${first.message}`);
  return file.data;
}
