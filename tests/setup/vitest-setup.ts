import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll } from "vitest";

// Each test file gets its own real SQLite file in a fresh temporary folder.
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "mauritius-test-"));
process.env.DATA_DIR = dir;
process.env.NODE_ENV = "test";
process.env.SCRYPT_LOG_N = "10";
process.env.SESSION_SECRET = "test-secret-that-is-32-characters-long";

afterAll(() => {
  fs.rmSync(dir, { recursive: true, force: true });
});
