import { expect, test, type APIRequest } from "@playwright/test";
import { bookingValues } from "../e2e/booking-form";
import { emailsTo, linkIn, mauritiusDate, uniqueEmail } from "../e2e/support";
import { Visitor, type Page } from "./visitor";

// The demo's promised west coast supplement, priced (issue 29, docs/decisions/040-zone-surcharge.md), read as a browser
// without JavaScript gets it: the pickup choice says it in English and French, the confirmation, the e-mail and the
// manage link's page count it in the total; another address is refused where a package picks nobody up. How a
// browser shows it, with JavaScript and without: tests/e2e/booking-desk-pickup.spec.ts.
const CATAMARAN = "ile-aux-cerfs-catamaran";
const GARDEN = "pamplemousses-port-louis";
const ADDRESS = "Villa Ylang, Route Royale, Flic en Flac";

/** A visitor for `run`, closed after it. */
async function withVisitor(playwright: { request: APIRequest }, run: (visitor: Visitor) => Promise<void>) {
  const visitor = await Visitor.start(playwright);
  try {
    await run(visitor);
  } finally {
    await visitor.close();
  }
}

/** Sends the booking form as a person types it, `days` ahead, with `pickup`'s fields; the values typed and the answer. */
async function sendBooking(
  visitor: Visitor,
  form: Page,
  pickup: Record<string, string>,
  days: number,
  button?: string,
) {
  const v = bookingValues({ email: uniqueEmail("zone"), date: mauritiusDate(days), message: "" });
  const answer = await visitor.submit(form, button ?? "Send booking request", { ...v, ...pickup, terms: true });
  return { v, answer };
}

/** The manage link's page of the booking whose e-mail went to `email`, and that e-mail. */
async function managePage(visitor: Visitor, email: string) {
  const [mail] = await emailsTo(email);
  return { mail, page: await visitor.open(linkIn(mail.text, "/manage/")) };
}

const option = (page: Page, text: RegExp) =>
  page.$('select[name="pickup"] option').filter((_, el) => text.test(page.$(el).text()));

test("the catamaran's west coast supplement: on the choice, the confirmation, the e-mail and the manage page", async ({
  playwright,
}) =>
  withVisitor(playwright, async (visitor) => {
    const form = await visitor.open(`/book/${CATAMARAN}`);
    const sugarBeach = option(form, /^Sugar Beach/);
    expect(sugarBeach.text()).toBe("Sugar Beach · + MUR 500 per person");
    // The east coast is next door: no supplement.
    expect(option(form, /^Long Beach/).text()).toBe("Long Beach");
    expect(option(form, /^Another address$/)).toHaveLength(1);
    const french = await visitor.open(`/fr/book/${CATAMARAN}`);
    expect(option(french, /^Sugar Beach/).text()).toBe("Sugar Beach · + MUR 500 par personne");

    const { v, answer } = await sendBooking(visitor, form, { pickup: sugarBeach.attr("value")! }, 21);
    expect(answer.url).toMatch(/\/booking-confirmation\//);
    // 2 × 3,500 + 1 × 1,900 + 3 × 500.
    const total = "2 adults × MUR 3,500 + 1 child × MUR 1,900 + pickup surcharge 3 × MUR 500 = MUR 10,400";
    expect(answer.text('[data-testid="booking-total"]')).toBe(total);
    const manage = await managePage(visitor, v.email);
    expect(manage.mail.text).toContain("Pickup surcharge: 3 × MUR 500 = MUR 1,500");
    expect(manage.mail.text).toContain(`Total: ${total}`);
    expect(manage.page.text('[data-testid="booking-total"]')).toBe(total);
  }));

test("another address is refused for a package that picks nobody up, which offers no such choice", async ({
  playwright,
}) =>
  withVisitor(playwright, async (visitor) => {
    const form = await visitor.open(`/book/${GARDEN}`);
    expect(form.$('select[name="pickup"]')).toHaveLength(0);
    expect(form.$('input[name="pickupAddress"]')).toHaveLength(0);
    // A post made by hand sends one anyway: refused, nothing saved, what was typed kept.
    const { v, answer } = await sendBooking(visitor, form, { pickup: "address", pickupAddress: ADDRESS }, 22);
    expect(answer.url).not.toMatch(/\/booking-confirmation\//);
    expect(answer.text()).toContain("Please choose one of the pickup places listed, or the meeting point");
    expect(answer.$('input[name="name"]').attr("value")).toBe(v.name);
  }));

test("another address on the manage link's page, in the guest's language, until staff set its time", async ({
  playwright,
}) =>
  withVisitor(playwright, async (visitor) => {
    const form = await visitor.open(`/fr/book/${CATAMARAN}`);
    const pickup = { pickup: "address", pickupAddress: ADDRESS };
    const { v, answer } = await sendBooking(visitor, form, pickup, 23, "Envoyer la demande de réservation");
    expect(answer.url).toMatch(/\/fr\/booking-confirmation\//);
    const told = `${ADDRESS} — nous vous indiquerons l’heure de prise en charge`;
    expect(answer.text('[data-testid="booking-pickup"]')).toBe(told);
    const manage = await managePage(visitor, v.email);
    expect(manage.mail.text).toContain(told);
    expect(manage.page.text()).toContain(told);
  }));
