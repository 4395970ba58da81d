// The design card's packages are binding: each is a dependency of the project, and the human check's
// widget is @marsidev/react-turnstile 1.6.x.
import fs from "node:fs";
import path from "node:path";

const root = path.resolve(__dirname, "../..");
const pkg = JSON.parse(fs.readFileSync(path.join(root, "package.json"), "utf8"));
const declared = { ...pkg.dependencies, ...pkg.devDependencies } as Record<string, string>;

const CARD = [
  "@remix-run/node",
  "@remix-run/react",
  "@remix-run/serve",
  "react",
  "react-dom",
  "drizzle-orm",
  "better-sqlite3",
  "remix-auth",
  "remix-auth-form",
  "@conform-to/react",
  "@conform-to/zod",
  "resend",
  "@marsidev/react-turnstile",
  "tailwindcss",
  "vitest",
  "playwright",
];

/** The source files of the app, all of them. */
function appFiles(dir = path.join(root, "app")): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? appFiles(full) : /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

describe("the design card's packages", () => {
  it("are all dependencies of the project", () => {
    // Playwright is used through its test runner, which brings it.
    const missing = CARD.filter((name) => !declared[name] && !(name === "playwright" && declared["@playwright/test"]));
    expect(missing).toEqual([]);
  });

  it("include @marsidev/react-turnstile 1.6.x, which draws the Turnstile widget", () => {
    expect(pkg.dependencies["@marsidev/react-turnstile"]).toMatch(/^[~^]?1\.6\.\d+$/);
    const installed = JSON.parse(
      fs.readFileSync(path.join(root, "node_modules/@marsidev/react-turnstile/package.json"), "utf8"),
    );
    expect(installed.version).toMatch(/^1\.6\./);
    const importers = appFiles().filter((file) =>
      /from "@marsidev\/react-turnstile"/.test(fs.readFileSync(file, "utf8")),
    );
    expect(importers.map((file) => path.relative(root, file))).toEqual(["app/components/turnstile-widget.tsx"]);
  });
});
