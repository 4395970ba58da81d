import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { reloadEnv } from "~/utils/env.server";
import { sessionSecret } from "~/utils/secret.server";
import { readFlash, setFlash } from "~/services/session.server";

describe("flash messages", () => {
  it("come back on the next request as they were set", async () => {
    const cookie = await setFlash({ message: "Image deleted", kind: "success" });
    const { flash } = await readFlash(new Request("http://x/", { headers: { Cookie: cookie.split(";")[0] } }));
    expect(flash).toEqual({ message: "Image deleted", kind: "success" });
  });

  it("stay under the 4 KB a browser keeps, even for a message naming a very long file", async () => {
    const long = `uploads/${"a-very-long-folder-name/".repeat(300)}photo.webp deleted`;
    const cookie = await setFlash({ message: long });
    expect(cookie.split(";")[0].length).toBeLessThan(4096);
    const { flash } = await readFlash(new Request("http://x/", { headers: { Cookie: cookie.split(";")[0] } }));
    expect(flash?.message.startsWith("uploads/a-very-long-folder-name/")).toBe(true);
    expect(flash?.message.endsWith("…")).toBe(true);

    const accented = await setFlash({ message: "Île-aux-Bénitiers-à-Pointe-d’Esny ".repeat(100) });
    expect(accented.split(";")[0].length).toBeLessThan(4096);
  });
});

describe("the generated session secret (no SESSION_SECRET)", () => {
  const saved = { ...process.env };
  let dir = "";
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "secret-"));
    process.env.DATA_DIR = dir;
    delete process.env.SESSION_SECRET;
    reloadEnv();
  });
  afterEach(() => {
    Object.assign(process.env, saved);
    reloadEnv();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it("is made once, written whole (no temporary file left), and read back the same", () => {
    const secret = sessionSecret();
    expect(secret).toMatch(/^[0-9a-f]{64}$/);
    expect(fs.readdirSync(dir)).toEqual([".session-secret"]);
    expect(fs.readFileSync(path.join(dir, ".session-secret"), "utf8")).toBe(secret);
    expect(fs.statSync(path.join(dir, ".session-secret")).mode & 0o777).toBe(0o600);
  });

  it("is refused at start when the file is empty or short (what a full disk left), never used to sign", () => {
    fs.writeFileSync(path.join(dir, ".session-secret"), "");
    expect(() => sessionSecret()).toThrow(/is empty .*Delete the file/);
    fs.writeFileSync(path.join(dir, ".session-secret"), "abc123\n");
    expect(() => sessionSecret()).toThrow(/is too short/);
  });
});
