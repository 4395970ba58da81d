// Run by `npm run build` after `remix build`: writes a Brotli (quality 11) and a gzip (level 9) copy beside
// every fingerprinted script, stylesheet and SVG in public/build. server.js sends them as they are, so the
// best compression costs nothing per request (on the fly, compression uses Brotli quality 4: about 15%
// bigger). Files without copies are still compressed on the fly.
import fs from "node:fs/promises";
import path from "node:path";
import url from "node:url";
import { promisify } from "node:util";
import zlib from "node:zlib";

const root = path.resolve(path.dirname(url.fileURLToPath(import.meta.url)), "..");
const dir = path.join(root, "public", "build");
const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
const COMPRESSIBLE = /\.(js|css|svg|json)$/;

async function* walk(folder) {
  for (const entry of await fs.readdir(folder, { withFileTypes: true })) {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else if (COMPRESSIBLE.test(entry.name)) yield full;
  }
}

const files = [];
for await (const file of walk(dir)) files.push(file);
let before = 0;
let after = 0;
await Promise.all(
  files.map(async (file) => {
    // Small files too (compression skips those under 1 KB): the many little chunks of a page add up.
    const input = await fs.readFile(file);
    const [br, gz] = await Promise.all([
      brotli(input, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: input.byteLength,
          [zlib.constants.BROTLI_PARAM_MODE]:
            file.endsWith(".svg") || file.endsWith(".css")
              ? zlib.constants.BROTLI_MODE_TEXT
              : zlib.constants.BROTLI_MODE_GENERIC,
        },
      }),
      gzip(input, { level: zlib.constants.Z_BEST_COMPRESSION }),
    ]);
    // A copy is kept only when it is smaller than the file itself.
    if (br.byteLength < input.byteLength) await fs.writeFile(file + ".br", br);
    if (gz.byteLength < input.byteLength) await fs.writeFile(file + ".gz", gz);
    before += input.byteLength;
    after += Math.min(br.byteLength, input.byteLength);
  }),
);
console.log(
  `[compress] ${files.length} assets: ${Math.round(before / 1024)} KB, ${Math.round(after / 1024)} KB with Brotli`,
);
