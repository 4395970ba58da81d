// The server build's entry module, for the commands that run the application's code outside the server
// (`npm run admin`, `npm run backup`, `npm run restore`, `npm run email:preview`): the same code the site runs,
// on the same settings. Without NODE_ENV they run on the embedded defaults, as `npm start` does (server.js).
import fs from "node:fs";
import path from "node:path";
import url from "node:url";

export async function serverBuild() {
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
  return build.entry.module;
}
