import { defineConfig, devices } from "@playwright/test";
import { BASE_URL } from "./tests/setup/e2e-env.js";

const chromium = {
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
    ],
  },
};

export default defineConfig({
  testDir: "./tests/e2e",
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  reporter: process.env.CI ? [["list"]] : [["list"]],
  timeout: 45_000,
  expect: { timeout: 7_000 },
  use: { baseURL: BASE_URL, trace: "retain-on-failure", ...chromium },
  projects: [
    { name: "js", use: { ...devices["Desktop Chrome"], ...chromium, javaScriptEnabled: true } },
    { name: "no-js", use: { ...devices["Desktop Chrome"], ...chromium, javaScriptEnabled: false }, grepInvert: /@js-only/ },
    {
      name: "mobile",
      use: { ...devices["Pixel 5"], ...chromium, viewport: { width: 360, height: 740 } },
      grep: /@mobile/,
    },
  ],
  webServer: {
    command: "node tests/setup/e2e-server.js",
    url: `${BASE_URL}/resources/healthcheck`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: "pipe",
    stderr: "pipe",
  },
});
