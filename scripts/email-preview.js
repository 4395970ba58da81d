// Writes every e-mail the site sends, with demo data (app/emails/previews.server.tsx), as .html and .txt files:
//   npm run email:preview [-- folder]     (default ./email-previews; run after npm run build)
// The admin page /admin/emails shows the same messages.
import fs from "node:fs";
import path from "node:path";
import { serverBuild } from "./server-build.js";

const folder = path.resolve(process.argv[2] ?? "email-previews");
const app = await serverBuild();
fs.mkdirSync(folder, { recursive: true });
for (const preview of app.emailPreviews()) {
  const mail = preview.build();
  const html = path.join(folder, `${preview.name}.html`);
  const text = path.join(folder, `${preview.name}.txt`);
  fs.writeFileSync(html, mail.htmlMessage);
  fs.writeFileSync(text, `${mail.plainTextMessage}\n`);
  console.log(
    `${preview.name}: "${mail.subject}"\n  ${path.relative(process.cwd(), html)}\n  ${path.relative(process.cwd(), text)}`,
  );
}
process.exit(0);
