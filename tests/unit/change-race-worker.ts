// One process of the concurrency test of changeBooking (app/models/booking-change.server.test.ts): on the same SQLite
// file as the others, either books one seat at a time on the departure given ("book", how many tries), or moves the
// bookings named onto it ("move", by staff), as fast as it can; prints how many it got and how many were refused.
import { changeBooking, createBooking, DepartureUnavailableError } from "~/models/booking.server";

const [mode, packageId, date, ...rest] = process.argv.slice(2);
const notice = {
  email: () => ({ recipient: "a@b.mu", subject: "x", plainTextMessage: "x", htmlMessage: "x" }),
  bell: () => ({ title: "x", message: "x" }),
};
let done = 0;
let refused = 0;
if (mode === "book") {
  for (let i = 0; i < Number(rest[0]); i++) {
    try {
      createBooking(
        { name: "A", surname: "B", email: "a@b.mu", phone: "+23057123456", date, adults: 1, children: 0, infants: 0 },
        { packageId, packageTitle: "Race", userId: null, humanChecked: true, formKey: null },
      );
      done++;
    } catch (error) {
      if (!(error instanceof DepartureUnavailableError)) throw error;
      refused++;
    }
  }
} else {
  for (const reference of rest) {
    const actor = { id: null, email: "staff@example.mu" };
    const result = changeBooking(reference, { date, startTime: "08:30" }, { by: "staff", actor }, notice);
    if (result.outcome === "changed") done++;
    else if (result.outcome === "refused") refused++;
    else throw new Error(`unexpected ${result.outcome}`);
  }
}
process.stdout.write(JSON.stringify({ done, refused }));
