import path from "node:path";
import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: { alias: { "~": path.resolve("app") } },
  test: {
    include: ["app/**/*.test.ts", "tests/unit/**/*.test.ts"],
    environment: "node",
    globals: true,
    setupFiles: ["tests/setup/vitest-setup.ts"],
    pool: "forks",
    testTimeout: 20_000,
  },
});
