import { expect, test } from "@playwright/test";
import { bookingValues } from "../e2e/booking-form";
import { uniqueEmail } from "../e2e/support";
import { Visitor, type Page } from "./visitor";

// 'Show total' on /book as a browser without JavaScript sends it (issue 31): the demo catamaran's west coast
// supplement priced as the booking would be (priceFor), the hotel's pickup time for the chosen departure in the
// answer and in the pickup choice, the policy until that departure's cut-off; every field as typed, nothing saved.
const CATAMARAN = "ile-aux-cerfs-catamaran";

const option = (page: Page, text: RegExp) =>
  page.$('select[name="pickup"] option').filter((_, el) => text.test(page.$(el).text()));

test("'Show total' gives the total with the pickup surcharge, the pickup time and the departure's policy, keeping the form", async ({
  playwright,
}) =>
  Visitor.visiting(playwright, undefined, async (visitor) => {
    const form = await visitor.open(`/book/${CATAMARAN}`);
    expect(form.$('[data-testid="shown-total"]')).toHaveLength(0);
    expect(option(form, /^Sugar Beach/).text()).toBe("Sugar Beach · + MUR 500 per person");
    const departure = form.$('button[name="departure"]').first().attr("value")!;
    const [date, start] = departure.split("T");
    const v = bookingValues({ email: uniqueEmail("total"), date, message: "Two of us are vegetarian." });
    const answer = await visitor.submit(form, "Show total", {
      ...v,
      pickup: option(form, /^Sugar Beach/).attr("value")!,
    });
    expect(answer.status).toBe(200);
    expect(answer.url).toMatch(new RegExp(`/book/${CATAMARAN}$`));
    expect(answer.text('[data-testid="shown-total"]')).toBe(
      "2 adults × MUR 3,500 + 1 child × MUR 1,900 + pickup surcharge 3 × MUR 500 = MUR 10,400",
    );
    const pickup = answer.text('[data-testid="shown-pickup"]');
    const time = /^Sugar Beach \(West\) at (\d{2}:\d{2}), Mauritius time$/.exec(pickup)?.[1];
    expect(time, pickup).toBeDefined();
    expect(time! < start).toBe(true);
    expect(option(answer, /^Sugar Beach/).text()).toBe(`Sugar Beach · ${time} · + MUR 500 per person`);
    expect(answer.text('[data-testid="booking-summary"]')).toMatch(
      new RegExp(`Free cancellation until .+, ${start} Mauritius time \\(24 hours before the departure\\)\\.`),
    );
    // Everything typed is kept; nothing was refused.
    for (const name of ["name", "surname", "email", "phone", "date"] as const)
      expect(answer.$(`input[name="${name}"]`).attr("value")).toBe(v[name]);
    expect(answer.text('textarea[name="message"]')).toBe(v.message);
    expect(answer.$('select[name="adults"] option[selected]').attr("value")).toBe("2");
    expect(answer.text()).not.toContain("There is a problem");
  }));
