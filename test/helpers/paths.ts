/** Paths the tests share. */
import { fileURLToPath } from "node:url";

export const ROOT = fileURLToPath(new URL("../../", import.meta.url));
export const SPECS = `${ROOT}specs`;
export const OUTPUT = `${ROOT}output`;
export const FIXTURES = `${ROOT}test/fixtures`;
export const REALWORLD = fileURLToPath(new URL("../../../shared/realworld/", import.meta.url));
