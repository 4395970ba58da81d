import { expect, test } from "@playwright/test";
import { BASE_URL } from "../setup/e2e-env.js";
import { expectUnchanged, postCancel } from "../e2e/admin-support";
import { bookingStatus, insertBooking } from "../e2e/bookings-db";
import { createAccount } from "../e2e/support";
import { Visitor } from "./visitor";

// The client dashboard's refusals, read from the site's answers (nothing of them needs a browser to show): someone
// else's booking is a 404 whose cancel changes nothing, and a visitor who is not logged in is sent to log in. What a
// client does on these pages, with JavaScript and without: tests/e2e/dashboard.spec.ts.

/** The address a page was answered at, without the site's origin. */
const addressOf = (url: string) => url.replace(BASE_URL, "");

for (const role of ["user", "admin"]) {
  test(`another ${role === "admin" ? "account, even an admin," : "client"} gets 404 for someone else's booking, and their cancel is refused without change`, async ({
    playwright,
  }) => {
    const owner = await createAccount();
    const booking = insertBooking(owner.id);
    // Admins work on bookings in the back office; this page is the client's own view.
    const intruder = await Visitor.start(playwright, { signedInAs: await createAccount({ role }) });
    try {
      const page = await intruder.open(`/user/booking/${booking.reference}`);
      expect(page.status).toBe(404);
      expect(page.text("h1")).toBe("Booking not found");
      expect(page.text()).not.toContain(booking.packageTitle);
      expect(
        page
          .$("a")
          .filter((_, a) => page.$(a).text().trim() === "Go back to Bookings")
          .attr("href"),
      ).toBe("/userprofile?view=bookings");

      const post = await postCancel(intruder.request, booking.reference);
      expect(post.status()).toBe(404);
      expectUnchanged(booking.reference, "Pending");

      // The intruder's own list does not show it either.
      expect((await intruder.open("/userprofile?view=bookings")).text("main")).toContain("You have no bookings yet.");
      expect((await intruder.open("/user/booking/NOPE-NOPE-NOPE")).status).toBe(404);
    } finally {
      await intruder.close();
    }
  });
}

test("a visitor who is not logged in is sent to /Login with the way back, and can change nothing", async ({
  playwright,
}) => {
  const visitor = await Visitor.start(playwright);
  try {
    expect(addressOf((await visitor.open("/userprofile?view=bookings")).url)).toBe(
      "/Login?redirectTo=%2Fuserprofile%3Fview%3Dbookings",
    );
    expect(addressOf((await visitor.open("/user/booking/K7QM-4XPT-9HRC")).url)).toBe(
      "/Login?redirectTo=%2Fuser%2Fbooking%2FK7QM-4XPT-9HRC",
    );

    const booking = insertBooking((await createAccount()).id);
    const post = await postCancel(visitor.request, booking.reference);
    expect(post.status()).toBe(302);
    expect(post.headers().location).toBe(
      `/Login?redirectTo=${encodeURIComponent(`/user/booking/${booking.reference}`)}`,
    );
    expect(bookingStatus(booking.reference)).toBe("Pending");

    const profilePost = await visitor.request.post("/userprofile", { multipart: { name: "Visitor" }, maxRedirects: 0 });
    expect(profilePost.status()).toBe(302);
    expect(profilePost.headers().location).toMatch(/^\/Login\?redirectTo=/);
  } finally {
    await visitor.close();
  }
});
