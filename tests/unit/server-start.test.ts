// `npm start` (node server.js) refuses a build it cannot serve, with a message that says what to do,
// instead of answering "Unexpected Server Error" on every page.
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

const serverJs = path.resolve(__dirname, "../../server.js");

/** Runs server.js in `cwd` (where it looks for build/) until it exits or 15 s pass. */
function start(cwd: string) {
  return new Promise<{ code: number | null; output: string }>((resolve) => {
    const env: NodeJS.ProcessEnv = { ...process.env, PORT: "0", HOST: "127.0.0.1", DATA_DIR: path.join(cwd, "data") };
    delete (env as Record<string, unknown>).NODE_ENV;
    const child = spawn(process.execPath, [serverJs], { cwd, env });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk));
    const timer = setTimeout(() => child.kill("SIGKILL"), 15_000);
    child.on("exit", (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    });
  });
}

/** A folder with a build/index.js that says which mode it was built in, as Remix's server build does. */
function folderWithBuild(mode: string) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "server-start-"));
  fs.mkdirSync(path.join(dir, "build"));
  fs.writeFileSync(
    path.join(dir, "build/index.js"),
    `export const mode = ${JSON.stringify(mode)};
export const entry = { module: { prepare() {}, default() { return new Response("page"); } } };
export const routes = {};
export const assets = { entry: { module: "/build/entry.js", imports: [] }, routes: {}, url: "/build/manifest.js", version: "1" };
export const publicPath = "/build/";
export const assetsBuildDirectory = "public/build";
export const future = {};
`,
  );
  return dir;
}

describe("npm start", () => {
  it("refuses the development build that `npm run dev` leaves, and says to run `npm run build`", async () => {
    const dir = folderWithBuild("development");
    try {
      const { code, output } = await start(dir);
      expect(code).toBe(1);
      expect(output).toContain("development build");
      expect(output).toContain("Run `npm run build` first, then `npm start`.");
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it("says to run `npm run build` when there is no build at all", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "server-start-"));
    try {
      const { code, output } = await start(dir);
      expect(code).toBe(1);
      expect(output).toContain("Run `npm run build` first, then `npm start`.");
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
