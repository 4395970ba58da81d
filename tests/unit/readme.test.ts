// The README stands on its own: it states the budgets itself, and neither it nor any other file of the
// repository sends the reader to a document that is not in the repository.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

const root = path.resolve(__dirname, "../..");
const readme = fs.readFileSync(path.join(root, "README.md"), "utf8");

// Names of the product documents kept outside the repository.
const OUTSIDE = /\bDECISIONS\b|\bSPEC\b|\bSTACK\.md\b|\bSTYLE\.md\b|\.\.\/shared\b/;

describe("README", () => {
  it("states the page and server budgets itself", () => {
    const text = readme.replace(/\s+/g, " ");
    for (const budget of [
      "LCP 1.5 s or less",
      "CLS 0",
      "TBT under 100 ms",
      "14 KB compressed",
      "under 100 KB compressed",
      "small fixed number of SQL statements",
      "paged in SQL",
      "`immutable`",
      "one short transaction each",
    ]) {
      expect(text, budget).toContain(budget);
    }
  });

  it("names only files and folders that are in the repository", () => {
    const named = [
      ...readme.matchAll(/`((?:app|docs|scripts|tests|drizzle|lighthouse-results|bench-results)\/[^`*{}…]*)`/g),
    ].map((m) => m[1]);
    expect(named.length).toBeGreaterThan(5);
    const missing = named.filter((name) => !fs.existsSync(path.join(root, name)));
    expect(missing).toEqual([]);
  });

  it("is not sent to documents outside the repository, nor is any other tracked file", () => {
    const files = execFileSync("git", ["ls-files"], { cwd: root, encoding: "utf8" })
      .split("\n")
      .filter((f) => /\.(md|ts|tsx|js|json|toml|sh|css)$|^\.ci\/|Dockerfile/.test(f) && f !== "package-lock.json");
    expect(files.length).toBeGreaterThan(50);
    const citing = files.filter(
      (f) => fs.existsSync(path.join(root, f)) && OUTSIDE.test(fs.readFileSync(path.join(root, f), "utf8")),
    );
    expect(citing).toEqual([]);
  });
});
