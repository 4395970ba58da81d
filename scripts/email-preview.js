// Writes every e-mail the site sends, with demo data (app/emails/previews.tsx), as .html and .txt files:
//   npm run email:preview [-- folder]     (default ./email-previews; run after npm run build)
// The admin page /admin/emails shows the same messages.
import fs from "node:fs";
import path from "node:path";
import url from "node:url";

const folder = path.resolve(process.argv[2] ?? "email-previews");
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
fs.mkdirSync(folder, { recursive: true });
for (const preview of build.entry.module.emailPreviews()) {
  const mail = preview.build();
  const html = path.join(folder, `${preview.name}.html`);
  const text = path.join(folder, `${preview.name}.txt`);
  fs.writeFileSync(html, mail.htmlMessage);
  fs.writeFileSync(text, `${mail.plainTextMessage}\n`);
  console.log(`${preview.name}: "${mail.subject}"\n  ${path.relative(process.cwd(), html)}\n  ${path.relative(process.cwd(), text)}`);
}
process.exit(0);
