import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["test/**/*.test.ts"],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // The generator holds caches (ts-morph project, prettier results); forks keep runs isolated.
    pool: "forks",
    reporters: ["default", "./test/reporters/file-times.ts"],
  },
});
