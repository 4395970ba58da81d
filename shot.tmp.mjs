import { chromium } from "@playwright/test";
const [, , url, out, width = "360"] = process.argv;
const b = await chromium.launch({ executablePath: "/usr/bin/chromium" });
const p = await b.newPage({ viewport: { width: Number(width), height: 800 } });
await p.goto(url);
await p.screenshot({ path: out, fullPage: false });
console.log(await p.evaluate(() => document.documentElement.scrollWidth));
await b.close();
