import type { Booking } from "~/models/booking.server";

// One sample booking for the e-mails' previews (the admin page /admin/emails, `npm run email:preview`) and their
// tests: a test names only what it checks, over this one.

/** The hotel pickup of a confirmed sample booking. */
export const samplePickup = {
  pickupPlaceId: 1,
  pickupPlace: "Shandrani Beachcomber",
  pickupZone: "South-East",
  pickupTime: "07:45",
} as const;

/** A pending English request for two adults and a child, without a pickup; `over` replaces any field. */
export function sampleBooking(over: Partial<Booking> = {}): Booking {
  return {
    reference: "K7QM-4XPT-9HRC",
    userId: null,
    name: "Priya",
    surname: "Doolub",
    email: "priya.doolub@example.mu",
    phone: "+230 5712 3456",
    message: "We are staying at the Shandrani.\nIs there a vegetarian lunch?",
    packageId: "ile-aux-cerfs-catamaran",
    packageTitle: "Île aux Cerfs Catamaran Day",
    date: "2030-05-04",
    adults: 2,
    children: 1,
    infants: 0,
    time: "2030-04-20T08:12:00.000Z",
    startTime: "08:30",
    priceAdult: 3500,
    priceChild: 1750,
    priceInfant: 0,
    total: 8750,
    status: "Pending",
    state: "pending",
    humanChecked: true,
    formKey: null,
    pickupPlaceId: null,
    pickupPlace: null,
    pickupZone: null,
    pickupTime: null,
    reminderEmailId: null,
    language: "en",
    source: "website",
    sourceName: "",
    sourceReference: "",
    pickupTimeFixed: false,
    pickupAddress: null,
    pickupSurcharge: null,
    checkIn: null,
    phoneReminders: false,
    checkInAt: null,
    depositDue: 0,
    confirmedAt: null,
    paid: 0,
    refunded: 0,
    paymentState: "unpaid",
    ...over,
  };
}
