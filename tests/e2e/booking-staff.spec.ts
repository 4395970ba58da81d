import { expect, siteRows, test } from "./admin-support";
import { STAFF_EMAIL } from "../setup/e2e-env.js";
import { bookPackage } from "./book-package";
import { createAccount, emailsTo, logIn } from "./support";

const PACKAGE = "ile-aux-cerfs-catamaran";
const OUTBOX_STATUS = "select status from outbox where recipient = ? and subject = ?";

test.describe("the operator hears of each new booking", () => {
  test("a booking request e-mails STAFF_EMAIL with the booking and a link to it, once; the guest's e-mail is unchanged", async ({
    page,
    javaScriptEnabled,
  }) => {
    const { values: v, reference } = await bookPackage(page, javaScriptEnabled, PACKAGE, {
      name: "Anjali",
      surname: "Ramgoolam",
      message: "We stay at the Shandrani.",
    });

    const [guestMail] = await emailsTo(v.email);
    expect(guestMail.subject).toBe(`Booking Ref ${reference}`);

    // Every booking of the suite notifies the same address: this one is found by its subject.
    const subject = `New booking request ${reference}`;
    let staff: Awaited<ReturnType<typeof emailsTo>> = [];
    await expect
      .poll(async () => {
        staff = (await emailsTo(STAFF_EMAIL)).filter((m) => m.subject === subject);
        return staff.length;
      })
      .toBeGreaterThan(0);
    // Just one, for good: the outbox holds one such e-mail and it is sent (a sent e-mail is never sent again).
    await expect
      .poll(() => siteRows<{ status: string }>(OUTBOX_STATUS, STAFF_EMAIL, subject).map((r) => r.status))
      .toEqual(["sent"]);
    expect((await emailsTo(STAFF_EMAIL)).filter((m) => m.subject === subject)).toHaveLength(1);
    const [mail] = staff;
    expect(mail.to).toEqual([STAFF_EMAIL]);
    expect(mail.text).toContain("Package: Île aux Cerfs Catamaran Day");
    expect(mail.text).toContain(`Adults: ${v.adults}\nChildren: ${v.children}\nInfants: ${v.infants}`);
    expect(mail.text).toContain("Total: ");
    expect(mail.text).toContain("> Name: Anjali Ramgoolam");
    expect(mail.text).toContain(`> Email: ${v.email}`);
    expect(mail.text).toContain(`> Phone: ${v.phone}`);
    expect(mail.text).toContain("> Message: We stay at the Shandrani.");
    const link = /Open the booking: (\S+)/.exec(mail.text)?.[1] ?? "";
    expect(new URL(link).pathname).toBe(`/update/booking/${reference}`);
    expect(mail.html).toContain(`href="${link}"`);

    // The link opens the booking in the back office.
    await logIn(page, await createAccount({ role: "admin" }), javaScriptEnabled);
    await page.goto(new URL(link).pathname);
    await expect(page.getByRole("heading", { level: 1, name: `Booking ${reference}` })).toBeVisible();
  });
});
