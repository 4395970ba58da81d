import fs from "node:fs";
import { expect, test } from "@playwright/test";
import { freshDataDir, openDb, startSite } from "../e2e/site-process";
import { bookingValues } from "../e2e/booking-form";
import { uniqueEmail } from "../e2e/support";
import { Visitor } from "./visitor";

// WHATSAPP_NUMBER=off (an operator without WhatsApp): no wa.me link anywhere, neither the guests' (footer, Contact, the
// confirmation) nor staff's per passenger; the licence and the address stay. A site of this test's own, without the demo
// seed; the links with the setting on: tests/integration/whatsapp.spec.ts.

const PACKAGE = "whatsapp-off-lagoon-day";
const ADMIN = { email: "admin@site.test", password: "site-admin-password" };

test("WHATSAPP_NUMBER=off removes every WhatsApp link, and the licence stays", async ({ playwright }) => {
  test.setTimeout(120_000);
  const dataDir = freshDataDir("whatsapp-off");
  const site = await startSite({ dataDir, env: { WHATSAPP_NUMBER: "off", SEED_DEMO: "off" } });
  const db = openDb(site.dataDir);
  // A package without a schedule: booked on any date.
  db.prepare(
    "insert into packages (id, title, short_description, status) values (?, 'No-chat Lagoon Day', 'A day on the lagoon', 'active')",
  ).run(PACKAGE);
  db.close();
  const visitor = await Visitor.start(playwright, { baseURL: site.url });
  const admin = await Visitor.start(playwright, { baseURL: site.url });
  try {
    const v = bookingValues({ email: uniqueEmail("no-chat") });
    const booked = await visitor.submit(await visitor.open(`/book/${PACKAGE}`), "Send booking request", {
      ...v,
      terms: true,
    });
    expect(booked.url).toMatch(/\/booking-confirmation\//);
    const home = await visitor.open("/");
    const contact = await visitor.open("/contact");
    for (const page of [booked, home, contact]) {
      expect(page.$('a[href^="https://wa.me/"]').length, page.url).toBe(0);
      expect(page.text("footer"), page.url).toContain("Licensed by the Tourism Authority of Mauritius, licence");
    }
    expect(contact.text("main dl")).not.toContain("WhatsApp");

    const loggedIn = await admin.submit(await admin.open("/Login"), "Log in", { ...ADMIN, terms: true });
    expect(loggedIn.url).toMatch(/\/admin\//);
    const manifest = await admin.open(`/admin/departures?date=${v.date}`);
    // The passenger is listed with their phone, and no chat.
    expect(manifest.text("main table")).toContain(v.phone);
    expect(manifest.$('a[href^="https://wa.me/"]').length).toBe(0);
  } finally {
    await visitor.close();
    await admin.close();
    await site.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});
