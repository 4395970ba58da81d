// One process of the concurrency test of changeBooking (app/models/booking-change.server.test.ts): moves the bookings
// named onto the departure given, by staff, one after another as fast as it can, on the same SQLite file as the
// others (tests/unit/oversell-worker.ts books beside it); prints how many moved and how many were refused.
import { changeBooking } from "~/models/booking.server";

const [date, ...references] = process.argv.slice(2);
const notice = {
  email: () => ({ recipient: "a@b.mu", subject: "x", plainTextMessage: "x", htmlMessage: "x" }),
  bell: () => ({ title: "x", message: "x" }),
};
const actor = { id: null, email: "staff@example.mu" };
let sold = 0;
let refused = 0;
for (const reference of references) {
  const result = changeBooking(reference, { date, startTime: "08:30" }, { by: "staff", actor }, notice);
  if (result.outcome === "changed") sold++;
  else if (result.outcome === "refused") refused++;
  else throw new Error(`unexpected ${result.outcome}`);
}
process.stdout.write(JSON.stringify({ sold, refused }));
