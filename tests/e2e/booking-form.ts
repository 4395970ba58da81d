import type { Page } from "@playwright/test";
import { mauritiusDate, submitLikeAPerson, uniqueEmail } from "./support";

// The booking form filled in and sent like a person does; used by every spec that needs a booking.

/** What a person types into the booking form, by field name (the no-browser tests send these too). */
export function bookingValues(over: Partial<Record<string, string>> = {}) {
  return {
    name: "Priya",
    surname: "Doolub",
    email: uniqueEmail("book"),
    phone: "+23057123456",
    date: mauritiusDate(10),
    adults: "2",
    children: "1",
    infants: "0",
    message: "Pick-up from Le Touessrok, please.",
    ...over,
  };
}

export async function fillBooking(page: Page, over: Partial<Record<string, string>> = {}) {
  const v = bookingValues(over);
  await page.getByLabel("First name").fill(v.name);
  await page.getByLabel("Last name").fill(v.surname);
  await page.getByLabel("Email").fill(v.email);
  await page.getByLabel("Phone").fill(v.phone);
  await page.getByLabel("Date").fill(v.date);
  await page.getByLabel("Adults").selectOption(v.adults);
  await page.getByLabel(/^Children/).selectOption(v.children);
  await page.getByLabel(/^Infants/).selectOption(v.infants);
  await page.getByLabel("Message (optional)").fill(v.message);
  return v;
}

export async function send(page: Page, javaScriptEnabled: boolean, { terms = true, human = true } = {}) {
  if (terms) await page.getByLabel(/I accept the terms and agreement/).check();
  await submitLikeAPerson(page, javaScriptEnabled, "Send booking request", { human });
}
