/** Paths the tests share. */
import { fileURLToPath } from "node:url";

export const ROOT = fileURLToPath(new URL("../../", import.meta.url));
export const SPECS = `${ROOT}specs`;
export const OUTPUT = `${ROOT}output`;
export const FIXTURES = `${ROOT}test/fixtures`;
/** Real documents from public repositories, with SOURCES.md (copied from the project's shared corpus). */
export const REALWORLD = `${ROOT}test/realworld`;
