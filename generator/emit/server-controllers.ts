/**
 * The controller manager of the generated server package (templates/server/controllers):
 * `server/src/controller-manager.ts` binds the resources the controllers use and the generated
 * defaulting and validation of their LeaderElectionConfiguration, when the specs serve the
 * kinds a controller needs (generator/model/controllers.ts). It imports no layer of the API
 * server: the controllers are a client of the API over HTTP, run by `corespec
 * controller-manager` in a process of their own, as kube-controller-manager is.
 */
import {
  CONTROLLER_CONFIG as CONFIG,
  CONTROLLER_KINDS as NEEDS,
  controllersServed,
} from "../model/controllers.js";
import type { Model } from "../model/model.js";
import { typeId } from "../model/names.js";
import { SERVER_SOURCES } from "./api-names.js";
import type { GeneratedFile } from "./emitter.js";
import { moduleOf } from "./ts-source.js";
import { projectOf } from "../model/project.js";

/** The module's path in the output. */
export const CONTROLLER_MANAGER_MODULE = `${SERVER_SOURCES}controller-manager.ts`;

/** What the package's entry (templates/server/entry/index.ts) re-exports from it, through `controller-exports.ts`. */
const EXPORTED = [
  "checkLeaderElectionConfiguration",
  "createControllerManager",
  "DEFAULT_LEASE",
  "HttpClient",
  "kubeconfigClient",
];
const EXPORTED_TYPES = ["ClientConfig", "ControllerManager", "ControllerManagerOptions"];

/**
 * `server/src/controller-exports.ts`, which the package's entry re-exports whole: the
 * controller manager's names when the specs allow one, else none.
 */
export function controllerExportsModule(
  served: boolean,
  sources: readonly string[],
): GeneratedFile {
  const path = `${SERVER_SOURCES}controller-exports.ts`;
  if (!served)
    return moduleOf(
      path,
      [
        {
          statements: [
            "/** None: the specs serve none of the kinds the controllers need (generator/model/controllers.ts). */\nexport {};",
          ],
        },
      ],
      sources,
    );
  const namedExports = [
    ...EXPORTED.map((name) => ({ name })),
    ...EXPORTED_TYPES.map((name) => ({ name, isTypeOnly: true })),
  ];
  return moduleOf(
    path,
    [{ exports: [{ moduleSpecifier: "./controller-manager.js", namedExports }] }],
    sources,
  );
}

/** The controller manager module, or undefined when the specs lack what the controllers need. */
export function controllerManagerModule(
  model: Model,
  sources: readonly string[],
): GeneratedFile | undefined {
  if (!controllersServed(model)) return undefined;
  const ref = (t: { group: string; version: string; name: string }) => {
    const type = model.types.get(typeId(t.group, t.version, t.name));
    const plural = type?.kind === "object" ? type.apiKind?.resource?.plural : undefined;
    return JSON.stringify({ group: t.group, version: t.version, resource: plural });
  };
  const statements = [
    `import { ${CONFIG.version} as componentbase } from "${projectOf(model).api.name}/${CONFIG.group}";`,
    `import { createControllerManager as create, leaderElectionSettings, type ControllerManager, type ControllerManagerOptions, type ControllerWiring } from "./runtime/controllers/manager.js";`,
    "",
    `export { HttpClient, type ClientConfig } from "./runtime/controllers/http-client.js";`,
    `export { kubeconfigClient, type KubeconfigOptions } from "./runtime/controllers/kubeconfig.js";`,
    `export { ApiError, type Client, type ResourceRef, type WatchEvent } from "./runtime/controllers/client.js";`,
    `export { DEFAULT_LEASE, type ControllerManager, type ControllerManagerOptions } from "./runtime/controllers/manager.js";`,
    "",
    `/** The resources the controllers read and write, and how their leader election configuration is defaulted and validated. */`,
    `const WIRING: ControllerWiring = {`,
    `  resources: { ${Object.entries(NEEDS)
      .map(([name, t]) => `${name}: ${ref(t)}`)
      .join(", ")} },`,
    `  leaderElectionConfig: { setDefaults: componentbase.setDefaults${CONFIG.name}, validate: componentbase.validate${CONFIG.name} },`,
    `};`,
    "",
    `/**`,
    ` * The controller manager (the ResourcePoolStatusRequest controller, behind leader election through a Lease), a client of`,
    ` * the API: \`createControllerManager({ client: new HttpClient({ server: "http://127.0.0.1:8080" }) }).start()\`.`,
    ` * Throws on an invalid leader election configuration.`,
    ` */`,
    `export function createControllerManager(options: ControllerManagerOptions): ControllerManager {`,
    `  return create(WIRING, options);`,
    `}`,
    "",
    `/** Throws an Error naming each invalid field of a LeaderElectionConfiguration document, as the controller manager reads it. */`,
    `export function checkLeaderElectionConfiguration(document: unknown): void {`,
    `  leaderElectionSettings(document, "check", WIRING.leaderElectionConfig);`,
    `}`,
  ];
  return moduleOf(CONTROLLER_MANAGER_MODULE, [{ statements }], sources);
}
