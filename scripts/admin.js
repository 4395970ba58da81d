// Creates or promotes an admin by e-mail, for an operator with shell access:
//   npm run admin -- you@example.com
// A new account gets a random password, printed once; an existing account keeps its password.
import fs from "node:fs";
import path from "node:path";
import url from "node:url";

const email = process.argv[2];
if (!email || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) {
  console.error("Usage: npm run admin -- you@example.com");
  process.exit(1);
}
const buildPath = path.resolve("build/index.js");
if (!fs.existsSync(buildPath)) {
  console.error("Build the site first: npm run build");
  process.exit(1);
}
if (!process.env.NODE_ENV) {
  process.env.NODE_ENV = "production";
  process.env.EMBEDDED_DEFAULTS = "1";
}
const build = await import(url.pathToFileURL(buildPath).href);
const result = await build.entry.module.promoteAdmin(email);
if (result.password) {
  console.log(`Created the admin ${email}. Password (shown only this once): ${result.password}`);
} else {
  console.log(`${email} is now an admin.`);
}
process.exit(0);
