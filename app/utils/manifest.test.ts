import { describe, expect, it } from "vitest";
import { manifestCsvRows, manifestDate, pickupSummary, seatsText } from "./manifest";
import { translator } from "~/utils/i18n.server";

const en = translator("en");

const p = (reference: string, pickupTime: string | null) => ({
  reference,
  name: "Ana",
  surname: "Lee",
  phone: "+230 5712 3456",
  adults: 2,
  children: 0,
  infants: 1,
  pickupPlace: pickupTime ? "LUX Grand Baie" : null,
  pickupZone: pickupTime ? "North" : null,
  pickupTime,
  pickupAddress: null,
  message: "",
  status: "Confirmed",
  checkIn: null,
  checkInAt: null,
  paymentState: "unpaid" as const,
  toCollect: 700_000,
});

describe("the manifest's words", () => {
  it("says the seats left of the departure's, sold out, closed, or only what is booked", () => {
    const base = { seats: 12, seatsTaken: 8, seatsLeft: 4, closed: false, note: "" };
    expect(seatsText(base, en)).toBe("4 seats left of 12");
    expect(seatsText({ ...base, seatsTaken: 12, seatsLeft: 0 }, en)).toBe("Sold out: 12 of 12 seats booked");
    expect(seatsText({ ...base, closed: true, note: "Strong winds" }, en)).toBe(
      "Closed: Strong winds. 4 seats left of 12",
    );
    expect(seatsText({ seats: null, seatsTaken: 5, seatsLeft: null, closed: false, note: "" }, en)).toBe(
      "5 seats booked",
    );
  });

  it("sums up the pickups and the CSV has a row per passenger with its departure", () => {
    const d = {
      packageTitle: "Blue Bay",
      startTime: "09:00",
      meetingPoint: "Blue Bay jetty",
      seats: 10,
      seatsTaken: 4,
      seatsLeft: 6,
      closed: false,
      note: "",
      toCollect: 700_000,
    };
    const checkedIn = {
      ...p("A", "07:50"),
      checkIn: "checked-in" as const,
      checkInAt: "2026-12-05T04:12:00Z",
      paymentState: "paid" as const,
      toCollect: 0,
    };
    const villa = { ...p("C", null), pickupAddress: "Villa Frangipane, Pointe aux Piments" };
    const passengers = [checkedIn, p("B", null)];
    expect(pickupSummary({ ...d, passengers })).toBe(
      "1 pickup, the first at 07:50; 1 booking at the meeting point (Blue Bay jetty).",
    );
    expect(manifestCsvRows([{ ...d, passengers }], en, "Indian/Mauritius")).toEqual([
      [
        "Departure",
        "Reference",
        "Name",
        "Phone",
        "Adults",
        "Children",
        "Infants",
        "Pickup",
        "Pickup time",
        "Message",
        "Status",
        "Check-in",
        "Payment",
        "To collect (MUR)",
      ],
      [
        "Blue Bay, 09:00",
        "A",
        "Ana Lee",
        "+230 5712 3456",
        2,
        0,
        1,
        "LUX Grand Baie, North",
        "07:50",
        "",
        "Confirmed",
        "Checked in at 08:12",
        "Paid",
        0,
      ],
      [
        "Blue Bay, 09:00",
        "B",
        "Ana Lee",
        "+230 5712 3456",
        2,
        0,
        1,
        "Meeting point",
        "",
        "",
        "Confirmed",
        "",
        "Unpaid",
        7000,
      ],
    ]);
    // An address the guest typed: shown whole, its time still to set.
    expect(manifestCsvRows([{ ...d, passengers: [villa] }], en, "Indian/Mauritius")[1].slice(7, 9)).toEqual([
      "Another address: Villa Frangipane, Pointe aux Piments",
      "Time to set",
    ]);
    expect(pickupSummary({ ...d, passengers: [villa] })).toBe("1 pickup.");
  });

  it("takes a real date from the address, else today in Mauritius", () => {
    const now = new Date("2026-12-04T21:00:00Z"); // already the 5th in Port Louis
    expect(manifestDate("2026-12-24", "Indian/Mauritius", now)).toBe("2026-12-24");
    for (const bad of [null, "", "2026-02-30", "24/12/2026", "0050-01-01"])
      expect(manifestDate(bad, "Indian/Mauritius", now)).toBe("2026-12-05");
  });
});
