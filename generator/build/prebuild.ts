/**
 * The last step of `npm run build`: compiles the runtime that every generated package holds,
 * once, so that a generation compiles only the code it generated, and bundles the API
 * package's runtime into one module (generator/build/compile.ts, generator/build/runtime-bundle.ts); and
 * compiles the spec meta-schema's check (generator/load/meta-schema.ts); then bundles the
 * command that bin/corespec.js runs (generator/build/cli-bundle.ts).
 */
import { bundleCli, CLI_BUNDLE } from "./cli-bundle.js";
import { PREBUILT_RUNTIME, prebuildRuntime } from "./compile.js";
import { runtimeCopies } from "../emit/runtime.js";
import { PREBUILT_META_SCHEMA, prebuildMetaSchema } from "../load/meta-schema.js";

const started = performance.now();
const count = await prebuildRuntime(runtimeCopies());
process.stdout.write(
  `corespec: compiled the runtime (${count} files) into ${PREBUILT_RUNTIME} in ${Math.round(performance.now() - started)} ms\n`,
);
const checkStarted = performance.now();
prebuildMetaSchema();
process.stdout.write(
  `corespec: compiled the spec meta-schema's check into ${PREBUILT_META_SCHEMA} in ${Math.round(performance.now() - checkStarted)} ms\n`,
);
const bundleStarted = performance.now();
await bundleCli();
process.stdout.write(
  `corespec: bundled the command into ${CLI_BUNDLE} in ${Math.round(performance.now() - bundleStarted)} ms\n`,
);
