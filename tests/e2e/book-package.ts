import { expect, type Page } from "@playwright/test";
import { fillBooking, send } from "./booking-form";

/**
 * A package booked through its public form like a guest does: the form filled (`over` as fillBooking takes it),
 * sent, and the confirmation's reference read. The values typed come back for the e-mail checks.
 */
export async function bookPackage(
  page: Page,
  javaScriptEnabled: boolean,
  packageId: string,
  over: Partial<Record<string, string>> = {},
) {
  await page.goto(`/book/${packageId}`);
  const values = await fillBooking(page, over);
  await send(page, javaScriptEnabled);
  await expect(page.getByText("Your booking request has been successfully sent")).toBeVisible();
  const reference = (await page.getByTestId("booking-reference").textContent())!.trim();
  return { values, reference };
}
