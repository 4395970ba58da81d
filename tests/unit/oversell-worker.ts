// One process of the oversell tests (app/models/schedule.server.test.ts, booking-desk.server.test.ts): books one seat
// at a time on the departure given, as fast as it can, on the same SQLite file as the others, and prints how many it
// got. Through the public form's door, or the desk's when the fourth argument is "staff" (every other one confirmed).
import { createBooking, DepartureUnavailableError } from "~/models/booking.server";

const [packageId, date, tries, door = "public"] = process.argv.slice(2);
let sold = 0;
let refused = 0;
for (let i = 0; i < Number(tries); i++) {
  try {
    createBooking(
      { name: "A", surname: "B", email: "a@b.mu", phone: "+23057123456", date, adults: 1, children: 0, infants: 0 },
      {
        packageId,
        packageTitle: "Race",
        userId: null,
        humanChecked: true,
        formKey: null,
        staff: door === "staff" ? { admin: { id: null, email: "desk@example.mu" }, confirm: i % 2 === 0 } : undefined,
      },
    );
    sold++;
  } catch (error) {
    if (!(error instanceof DepartureUnavailableError)) throw error;
    refused++;
  }
}
process.stdout.write(JSON.stringify({ sold, refused }));
