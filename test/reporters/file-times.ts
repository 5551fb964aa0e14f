/**
 * A vitest reporter that ends a run with each test file's time, slowest first, and the sum:
 * what CI prints so that a file growing slow is seen the day it does (`npm test` uses it beside
 * the default reporter).
 */
import type { Reporter, TestModule } from "vitest/node";
import { relative } from "node:path";

export default class FileTimes implements Reporter {
  onTestRunEnd(modules: ReadonlyArray<TestModule>): void {
    const rows = modules
      .map((m) => {
        const d = m.diagnostic();
        return {
          file: relative(process.cwd(), m.moduleId),
          ms: d.duration + d.collectDuration + d.setupDuration + d.prepareDuration,
        };
      })
      .sort((a, b) => b.ms - a.ms);
    if (rows.length === 0) return;
    const total = rows.reduce((sum, r) => sum + r.ms, 0);
    const lines = rows.map((r) => `${(r.ms / 1000).toFixed(1).padStart(7)} s  ${r.file}`);
    process.stdout.write(
      `\nTime per test file, slowest first (${rows.length} files, ${(total / 1000).toFixed(0)} s in all, summed over workers):\n${lines.join("\n")}\n`,
    );
  }
}
