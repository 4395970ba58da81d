// `npm run dev` reloads the browser: its pages carry Remix's live-reload script, the Content-Security-Policy
// lets it reach the dev server's socket, and an edited route shows in the open page by itself. It runs the
// real `remix dev --manual -c "node ./server.js"` in a copy of the project (its builds and the edit stay out
// of the working tree) on free ports, and the page in Debian's Chromium.
import crypto from "node:crypto";
import { chromium, type Browser } from "@playwright/test";
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";

const root = path.resolve(__dirname, "../..");
const ROUTE = "app/routes/aboutus.tsx";
const TEXT = "Mauritius, shared by the people who live here";

function freePort() {
  return new Promise<number>((resolve, reject) => {
    const server = net.createServer();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** The project without its builds, data and tests; node_modules is linked. */
function copyProject() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "dev-server-"));
  for (const entry of [
    "app",
    "drizzle",
    "server.js",
    "remix.config.js",
    "remix.env.d.ts",
    "tailwind.config.ts",
    "tailwind.admin.config.ts",
    "postcss.config.js",
    "tsconfig.json",
    "package.json",
  ]) {
    fs.cpSync(path.join(root, entry), path.join(dir, entry), { recursive: true });
  }
  fs.mkdirSync(path.join(dir, "public"));
  for (const file of fs.readdirSync(path.join(root, "public"))) {
    if (file !== "build")
      fs.cpSync(path.join(root, "public", file), path.join(dir, "public", file), { recursive: true });
  }
  fs.symlinkSync(path.join(root, "node_modules"), path.join(dir, "node_modules"), "dir");
  return dir;
}

async function waitFor<T>(what: string, check: () => Promise<T | undefined> | T | undefined, timeoutMs: number) {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > end) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

describe("npm run dev", () => {
  let dir: string;
  let dev: ChildProcess | undefined;
  let browser: Browser | undefined;
  let output = "";

  afterAll(async () => {
    await browser?.close();
    if (dev?.pid && dev.exitCode === null) {
      // The dev server and the app server it started form one process group.
      process.kill(-dev.pid, "SIGTERM");
      await new Promise((r) => dev!.once("exit", r));
    }
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  });

  it("serves pages that reload themselves after an edit", { timeout: 180_000 }, async () => {
    dir = copyProject();
    const [appPort, devPort] = [await freePort(), await freePort()];
    // remix dev sets NODE_ENV=development for the app server.
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      PORT: String(appPort),
      HOST: "127.0.0.1",
      DATA_DIR: path.join(dir, "data"),
      SEED_DEMO: "off",
      NO_COLOR: "1",
    };
    delete (env as Record<string, unknown>).NODE_ENV;
    const child = spawn(
      path.join(root, "node_modules/.bin/remix"),
      ["dev", "--manual", "-c", "node ./server.js", "--port", String(devPort)],
      {
        cwd: dir,
        detached: true,
        env,
      },
    );
    dev = child;
    child.stdout.on("data", (chunk: Buffer) => (output += chunk));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk));
    const page = `http://127.0.0.1:${appPort}/aboutus`;

    const first = await waitFor(
      "the dev server's first page",
      async () => {
        if (child.exitCode !== null) throw new Error(`remix dev stopped:\n${output}`);
        const response = await fetch(page).catch(() => undefined);
        return response?.ok ? response : undefined;
      },
      120_000,
    );
    const html = await first.text();
    // The live-reload script, allowed by its hash in the page's policy, pointed at the dev server.
    const liveReload = /<script>(\s*function remixLiveReloadConnect[\s\S]*?)<\/script>/.exec(html)?.[1];
    expect(liveReload).toBeTruthy();
    const hash = crypto.createHash("sha256").update(liveReload!).digest("base64");
    expect(first.headers.get("content-security-policy")).toContain(`'sha256-${hash}'`);
    expect(html).toContain(`LIVE_RELOAD_ORIGIN = "http://localhost:${devPort}/"`);
    expect(first.headers.get("content-security-policy")).toMatch(/connect-src [^;]*ws:\/\/localhost:\*/);

    // In the browser: the open page shows the edit by itself (a reload or a hot update), with no CSP refusal.
    browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: ["--no-sandbox"],
    });
    const tab = await browser.newPage();
    const refused: string[] = [];
    tab.on("console", (message) => {
      if (/Content.Security.Policy|web socket error/i.test(message.text())) refused.push(message.text());
    });
    // Notes when the page's socket to the dev server is open, so that the edit comes after it.
    await tab.addInitScript(() => {
      const Native = window.WebSocket;
      window.WebSocket = class extends Native {
        constructor(...args: ConstructorParameters<typeof WebSocket>) {
          super(...args);
          this.addEventListener("open", () => document.documentElement.setAttribute("data-socket-open", ""));
        }
      };
    });
    await tab.goto(page);
    await tab.waitForSelector("html[data-socket-open]", { state: "attached", timeout: 30_000 });
    const file = path.join(dir, ROUTE);
    fs.writeFileSync(file, fs.readFileSync(file, "utf8").replace(TEXT, `${TEXT}, edited`));
    await tab.waitForFunction((text) => document.querySelector("h1")?.textContent?.includes(text), `${TEXT}, edited`, {
      timeout: 90_000,
    });
    expect(refused).toEqual([]);
  });
});
