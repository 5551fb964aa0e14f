#!/usr/bin/env node
// The corespec command. The generator is TypeScript, run through tsx's loader.
import { register } from "tsx/esm/api";

register();
await import("../generator/cli.ts");
