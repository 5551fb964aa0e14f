/**
 * Progress of a long generation on stderr: nothing for a run that ends within a second, then
 * the stage the run is in and how long it has taken, and each stage after it
 * (`corespec: formatting 142 modules (1.4 s)`). On a terminal the line is rewritten in place.
 */
export interface Progress {
  /** The run enters a stage ("loading specs", "formatting 142 modules", ...). */
  stage(name: string): void;
  /** The run is over: clears the line on a terminal. */
  done(): void;
}

/** Reports nothing: library callers and tests that want no output. */
export const SILENT: Progress = { stage() {}, done() {} };

/** How long a run stays quiet. */
const QUIET_MS = 1000;

export function stderrProgress(err: NodeJS.WriteStream = process.stderr): Progress {
  // The global performance (not node:perf_hooks' binding), so that a test can fake the clock.
  const start = performance.now();
  const tty = err.isTTY === true;
  let current = "";
  let shown = false;
  const show = () => {
    shown = true;
    const line = `corespec: ${current} (${((performance.now() - start) / 1000).toFixed(1)} s)`;
    err.write(tty ? `\r\x1b[2K${line}` : `${line}\n`);
  };
  const timer = setTimeout(show, QUIET_MS);
  timer.unref();
  return {
    stage(name) {
      current = name;
      if (shown) show();
    },
    done() {
      clearTimeout(timer);
      if (shown && tty) err.write("\r\x1b[2K");
    },
  };
}
