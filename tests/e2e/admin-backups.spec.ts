import fs from "node:fs";
import path from "node:path";
import { expect, test, type Page } from "./fixtures";
import { startFakeS3 } from "../fakes/s3.js";
import { setBackupRecord } from "./app-db";
import { freshDataDir, startSite, type SiteProcess } from "./site-process";
import { createAccount, waitLikeAPerson } from "./support";
import { formatDateTime } from "~/utils/time";

// The admin home's Backups section, on a site of its own (its backup records are its own, whatever other specs do)
// whose off-machine copies go to a fake S3 server on loopback: "Back up now", the last backup's time, the copy off
// the machine and its failure, and the warnings once a day has passed without a success. JavaScript on and off.

const TZ = "Indian/Mauritius";
const hoursAgo = (h: number) => new Date(Date.now() - h * 3600_000).toISOString();

/** Signs in on a site without Turnstile keys: its development check is a checkbox with JavaScript, nothing without. */
async function logIn(page: Page, account: { email: string; password: string }, javaScriptEnabled: boolean) {
  await page.goto("/Login");
  await page.getByLabel("Email").fill(account.email);
  await page.getByLabel("Password").fill(account.password);
  await page.getByLabel(/I accept the terms and agreement/).check();
  if (javaScriptEnabled) await page.getByLabel(/I am not a robot/).check();
  else await waitLikeAPerson(page);
  await page.getByRole("button", { name: "Log in", exact: true }).click();
  await page.waitForURL((url) => !url.pathname.toLowerCase().startsWith("/login"));
}

test("the admin home shows the last backup and its copy off the machine, Back up now takes one, and a day without a success is a warning", async ({
  browser,
  javaScriptEnabled,
}) => {
  test.setTimeout(120_000);
  const dataDir = freshDataDir(`admin-backups-${javaScriptEnabled ? "js" : "no-js"}`);
  const s3 = await startFakeS3();
  let site: SiteProcess | undefined;
  try {
    // No demo packages: their images would take seconds to make, and each snapshot would copy them.
    site = await startSite({ dataDir, env: { BACKUP_INTERVAL_MINUTES: "0", SEED_DEMO: "off", ...s3.env("site") } });
    const admin = await createAccount({ dataDir, role: "admin" });
    const context = await browser.newContext({ baseURL: site.url, javaScriptEnabled });
    const page = await context.newPage();
    await logIn(page, admin, javaScriptEnabled);
    await page.goto("/admin/home");
    const section = page.getByRole("region", { name: "Backups" });
    await expect(section).toContainText("No backup has been taken yet.");
    await expect(section).toContainText("Nothing has been copied off the machine yet.");
    await expect(section).toContainText("Scheduled backups are off; kept for 48 hours, then one a day for 30 days.");
    await expect(section.getByRole("alert")).toHaveCount(0);

    // Back up now: the snapshot is in the data folder and in the storage, and its time is on the page.
    await section.getByRole("button", { name: "Back up now" }).click();
    const taken = page.getByRole("status").filter({ hasText: /^Backup taken \(/ });
    await expect(taken).toContainText("and copied off the machine.");
    const name = /\(([^)]+)\)/.exec((await taken.textContent())!)![1];
    const manifest = JSON.parse(fs.readFileSync(path.join(dataDir, "backups", name, "manifest.json"), "utf8"));
    const at = formatDateTime(manifest.startedAt, TZ);
    await expect(section).toContainText(`Last backup: ${at}, Mauritius time (${name})`);
    await expect(section).toContainText(`Copied off the machine at ${at}, Mauritius time.`);
    expect(await s3.keys(`site/snapshots/${name}/`)).toEqual([
      `site/snapshots/${name}/app.db.gz`,
      `site/snapshots/${name}/manifest.json`,
    ]);

    // The storage goes away: the snapshot is still taken, the failed copy is said in the flash and on the page.
    await s3.close();
    await section.getByRole("button", { name: "Back up now" }).click();
    const failed = page.getByRole("alert").filter({ hasText: "but copying it off the machine failed" });
    await expect(failed).toContainText("ECONNREFUSED");
    const second = /\(([^)]+)\)/.exec((await failed.textContent())!)![1];
    expect(second).not.toBe(name);
    expect(fs.existsSync(path.join(dataDir, "backups", second, "manifest.json"))).toBe(true);
    await expect(section).toContainText(`(${second})`);
    await expect(section).toContainText("Not copied off the machine:");
    await expect(section).toContainText("ECONNREFUSED");
    // Failing for less than a day: not yet a warning.
    await expect(section.getByRole("alert")).toHaveCount(0);

    // More than a day without a success, on the machine and off it: each is a warning.
    const lastOk = hoursAgo(30);
    setBackupRecord(
      "local",
      {
        at: hoursAgo(1),
        ok: false,
        error: "No space left on device",
        lastOkAt: lastOk,
        lastOkName: name,
        failingSince: hoursAgo(29),
      },
      dataDir,
    );
    setBackupRecord(
      "offsite",
      { at: hoursAgo(1), ok: false, error: "connect ECONNREFUSED", failingSince: hoursAgo(26) },
      dataDir,
    );
    await page.reload();
    const warnings = section.getByRole("alert");
    await expect(warnings).toHaveCount(2);
    await expect(warnings.nth(0)).toHaveText(
      `No backup has succeeded for more than a day: the last one was taken ${formatDateTime(lastOk, TZ)}, Mauritius time. The last attempt failed: No space left on device`,
    );
    await expect(warnings.nth(1)).toHaveText(
      "Nothing has been copied off the machine for more than a day. The last attempt failed: connect ECONNREFUSED",
    );

    // Each backup an admin took is in the audit log.
    await page.goto("/admin/audit?action=backup");
    await expect(page.getByText(`Backup taken: ${name}`)).toBeVisible();
    await expect(page.getByText(`Backup taken: ${second}`)).toBeVisible();
    await context.close();
  } finally {
    await site?.stop();
    await s3.close().catch(() => {});
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});
