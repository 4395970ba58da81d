// One process of the oversell test (app/models/schedule.server.test.ts): books one seat at a time on the
// departure given, as fast as it can, on the same SQLite file as the others, and prints how many it got.
import { createBooking, DepartureUnavailableError } from "~/models/booking.server";

const [packageId, date, tries] = process.argv.slice(2);
let sold = 0;
let refused = 0;
for (let i = 0; i < Number(tries); i++) {
  try {
    createBooking(
      { name: "A", surname: "B", email: "a@b.mu", phone: "+23057123456", date, adults: 1, children: 0, infants: 0 },
      { packageId, packageTitle: "Race", userId: null, humanChecked: true, formKey: null },
    );
    sold++;
  } catch (error) {
    if (!(error instanceof DepartureUnavailableError)) throw error;
    refused++;
  }
}
process.stdout.write(JSON.stringify({ sold, refused }));
