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

// The specs about departures and seats. Each makes packages of its own per project (their titles name it), so the
// JavaScript and no-JavaScript runs of one spec never change the same package's departures: the two run side by side.
const DEPARTURES =
  /(admin-departures|admin-schedule|booking-confirm|departures-book|departures-live|french-booking|manage-booking|manifest|pickup|seo)\.spec\.ts$/;

export default defineConfig({
  testDir: "./tests/e2e",
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  reporter: process.env.CI ? [["list"]] : [["list"]],
  timeout: 45_000,
  expect: { timeout: 7_000 },
  // Reduced motion: no smooth scrolling, so that a check (axe's target sizes among them) never reads a page
  // halfway through a scroll to a focused message; the site honours the setting (tailwind.css).
  // A trace records every step's DOM and screen (a seventh of the run's CPU): on CI only for a failed test's retry.
  use: {
    baseURL: BASE_URL,
    trace: process.env.CI ? "on-first-retry" : "retain-on-failure",
    reducedMotion: "reduce",
    ...chromium,
  },
  projects: [
    // Integration tests: the built site answering plain HTTP requests (the no-JavaScript forms' posts and their
    // answers, loaders' data, e-mails in the fake Resend), with no browser at all.
    { name: "http", testDir: "./tests/integration" },
    // Each browser spec twice, JavaScript on and off, unless tagged: @js-only runs with it only, @html-only (a test
    // that only reads the server's page; hydration.spec.ts checks the scripts) without it only.
    ...[true, false].flatMap((javaScriptEnabled) => {
      const mode = javaScriptEnabled ? "js" : "no-js";
      const use = { ...devices["Desktop Chrome"], ...chromium, javaScriptEnabled };
      const grepInvert = javaScriptEnabled ? /@html-only/ : /@js-only/;
      return [
        { name: mode, use, grepInvert, testIgnore: DEPARTURES },
        { name: `departures-${mode}`, use, grepInvert, testMatch: DEPARTURES },
      ];
    }),
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
