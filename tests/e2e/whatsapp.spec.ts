import { expect, test } from "./fixtures";
import { bookPackage } from "./book-package";
import { mailWithSubject, mauritiusDate, ownDailyPackage } from "./support";

// The guest's WhatsApp link after a real booking (issue 31): on the confirmation and on the private link's page, a chat
// with the operator (WHATSAPP_NUMBER, the shared site's +230 5712 3456) whose message starts typed, naming the
// booking's reference, in the page's language. The footer, Contact and staff's links: tests/integration/whatsapp.spec.ts.

const LINK = /\/manage\/([A-Za-z0-9_-]{43})/;
const chat = (text: string) => `https://wa.me/23057123456?text=${encodeURIComponent(text)}`;

test.describe("WhatsApp about a booking", () => {
  const pkg = ownDailyPackage("WhatsApp Lagoon Morning", ["09:30"], 20, { priceAdult: 2000 });

  test("the confirmation and the manage page's 'WhatsApp us about this booking' carry its reference", async ({
    page,
    javaScriptEnabled,
  }) => {
    const { values, reference } = await bookPackage(page, javaScriptEnabled, pkg.id, {
      date: mauritiusDate(12),
      children: "0",
    });
    const hello = chat(`Hello, about my booking ${reference}: `);
    const onConfirmation = page.getByRole("link", { name: "WhatsApp us about this booking" });
    await expect(onConfirmation).toHaveAttribute("href", hello);
    await expect(onConfirmation).toHaveAttribute("rel", "noopener");
    // The footer's stays a plain chat: the page cache shares it.
    await expect(page.locator("footer").getByRole("link", { name: "WhatsApp us" })).toHaveAttribute(
      "href",
      "https://wa.me/23057123456",
    );

    const mail = await mailWithSubject(values.email, `Booking Ref ${reference}`);
    const token = LINK.exec(mail.text)![1];
    await page.goto(`/manage/${token}`);
    await expect(page.getByRole("link", { name: "WhatsApp us about this booking" })).toHaveAttribute("href", hello);

    // In French, the message is French.
    await page.goto(`/fr/manage/${token}`);
    await expect(
      page.getByRole("link", { name: "Écrivez-nous sur WhatsApp à propos de cette réservation" }),
    ).toHaveAttribute("href", chat(`Bonjour, au sujet de ma réservation ${reference}\u00a0: `));
  });
});
