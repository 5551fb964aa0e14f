/**
 * The controllers of the generated server (templates/server/controllers): what the server's
 * index imports and runs when the specs serve the kinds a controller needs. Today one: the
 * ResourcePoolStatusRequest controller (seed 000 §3), which reads ResourceSlices, writes
 * request status, and elects its leader through a Lease configured by a
 * LeaderElectionConfiguration document.
 */
import type { Model } from "../model/model.js";
import { typeId } from "../model/names.js";

/** The kinds (by the server's kind key) and the configuration type the controllers run on. */
const NEEDS = {
  leases: { group: "coordination.core.io", version: "v1", name: "Lease" },
  requests: { group: "resource.core.io", version: "v1alpha3", name: "ResourcePoolStatusRequest" },
  slices: { group: "resource.core.io", version: "v1", name: "ResourceSlice" },
} as const;
const CONFIG = { group: "componentbase.config.core.io", version: "v1alpha1", name: "LeaderElectionConfiguration" } as const;

export interface ControllerCode {
  readonly imports: readonly string[];
  /** The ServerOptions member. */
  readonly option: readonly string[];
  /** Statements of createServer after `app` is created, over `handlers` and `options`. */
  readonly wiring: readonly string[];
}

/** The controller code of the server index, or undefined when the specs lack what the controllers need. */
export function controllerCode(model: Model): ControllerCode | undefined {
  const served = (t: { group: string; version: string; name: string }) => model.types.get(typeId(t.group, t.version, t.name))?.kind === "object";
  if (!Object.values(NEEDS).every(served) || !model.types.has(typeId(CONFIG.group, CONFIG.version, CONFIG.name))) return undefined;
  const key = (t: { group: string; version: string; name: string }) => JSON.stringify(`${t.group}/${t.version}/${t.name}`);
  return {
    imports: [
      `import { createControllers, type ControllerOptions } from "./runtime/controllers/manager.js";`,
      `import { ${CONFIG.version} as componentbase } from "@corespec/api/${CONFIG.group}";`,
      `export { DEFAULT_LEASE, type ControllerOptions } from "./runtime/controllers/manager.js";`,
    ],
    option: [
      `  /**`,
      `   * The controllers the server runs (the ResourcePoolStatusRequest controller, behind leader election through a Lease):`,
      `   * true or settings to run them, false for none. \`serve()\` runs them unless told not to; \`createServer()\` only when asked.`,
      `   */`,
      `  readonly controllers?: boolean | ControllerOptions;`,
    ],
    wiring: [
      `  const controllerOptions = options.controllers ?? false;`,
      `  if (controllerOptions !== false) {`,
      `    const controllers = createControllers(`,
      `      {`,
      ...Object.entries(NEEDS).map(([name, t]) => `        ${name}: handlers.get(${key(t)})!,`),
      `        leaderElectionConfig: { setDefaults: componentbase.setDefaults${CONFIG.name}, validate: componentbase.validate${CONFIG.name} },`,
      `      },`,
      `      controllerOptions === true ? {} : controllerOptions,`,
      `    );`,
      `    app.addHook("onReady", async () => controllers.start());`,
      `    app.addHook("preClose", async () => controllers.stop());`,
      `  }`,
    ],
  };
}
