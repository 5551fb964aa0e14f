/**
 * The controllers of the generated server (templates/server/controllers): what the server's
 * index imports and runs when the specs serve the kinds a controller needs
 * (generator/model/controllers.ts).
 */
import { CONTROLLER_CONFIG as CONFIG, CONTROLLER_KINDS as NEEDS, controllersServed } from "../model/controllers.js";
import type { Model } from "../model/model.js";
import { projectOf } from "../model/project.js";

export interface ControllerCode {
  readonly imports: readonly string[];
  /** The ServerOptions member. */
  readonly option: readonly string[];
  /** Statements of createServer after `app` is created, over `handlers` and `options`. */
  readonly wiring: readonly string[];
}

/** The controller code of the server index, or undefined when the specs lack what the controllers need. */
export function controllerCode(model: Model): ControllerCode | undefined {
  if (!controllersServed(model)) return undefined;
  const key = (t: { group: string; version: string; name: string }) => JSON.stringify(`${t.group}/${t.version}/${t.name}`);
  return {
    imports: [
      `import { createControllers, type ControllerOptions } from "./runtime/controllers/manager.js";`,
      `import { ${CONFIG.version} as componentbase } from "${projectOf(model).api.name}/${CONFIG.group}";`,
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
