import { describe, expect, it } from "vitest";
import type { Booking } from "~/models/booking.server";
import { createPackage } from "~/models/package.server";
import { getEnv, getPublicEnv, reloadEnv } from "~/utils/env.server";
import { translator } from "~/utils/i18n.server";
import { addDays, todayIn } from "~/utils/time";
import {
  departuresWithChats,
  passengerChatsOn,
  pickupChatText,
  withChats,
  type PickupChat,
} from "./passenger-chat.server";
import { manifestOn } from "./manifest.server";
import { runSheetOn } from "./run-sheet.server";
import { bookingRow } from "../../tests/fixtures/bookings";
import { NO_FACTS, packageWords } from "../../tests/unit/model-fixtures";

// Staff's WhatsApp link per passenger on the manifest and the run sheet (issue 31): the guest's phone, the pickup typed
// in, in the booking's language.

const tz = "Indian/Mauritius";
const en = translator("en");
const fr = translator("fr");
const at = (link: string | null | undefined) => {
  const url = new URL(link ?? "about:blank");
  return { number: url.pathname.slice(1), text: url.searchParams.get("text") };
};

const priya: PickupChat = {
  reference: "K7QM-4XPT-9HRC",
  name: "Priya",
  packageTitle: "Île aux Cerfs Catamaran Day",
  date: "2026-12-05",
  startTime: "09:30",
  pickupPlace: "Shandrani Beachcomber",
  pickupTime: "07:45",
  pickupAddress: null,
  meetingPoint: "Trou d'Eau Douce jetty",
};

describe("the message to a passenger", () => {
  it("names the pickup time and place, the trip and the booking", () => {
    expect(pickupChatText(priya, tz, en)).toBe(
      "Hello Priya, your pickup for Île aux Cerfs Catamaran Day on Sat 5 Dec 2026 is at 07:45 (Mauritius time) at Shandrani Beachcomber. Booking K7QM-4XPT-9HRC.",
    );
  });

  it("says the departure's time while the pickup has none yet (an address the guest typed)", () => {
    const villa = { ...priya, pickupPlace: null, pickupTime: null, pickupAddress: "Villa Ylang, Flic en Flac" };
    expect(pickupChatText(villa, tz, en)).toBe(
      "Hello Priya, your pickup for Île aux Cerfs Catamaran Day on Sat 5 Dec 2026 is at Villa Ylang, Flic en Flac, before the departure at 09:30 (Mauritius time). Booking K7QM-4XPT-9HRC.",
    );
  });

  it("gives the meeting point's words to a guest who comes to it", () => {
    const walking = { ...priya, pickupPlace: null, pickupTime: null };
    expect(pickupChatText(walking, tz, en)).toBe(
      "Hello Priya, Île aux Cerfs Catamaran Day on Sat 5 Dec 2026 leaves at 09:30 (Mauritius time) from the meeting point: Trou d'Eau Douce jetty. Booking K7QM-4XPT-9HRC.",
    );
    expect(pickupChatText({ ...walking, meetingPoint: "" }, tz, en)).toBe(
      "Hello Priya, Île aux Cerfs Catamaran Day on Sat 5 Dec 2026 leaves at 09:30 (Mauritius time) from the meeting point. Booking K7QM-4XPT-9HRC.",
    );
    expect(pickupChatText({ ...walking, startTime: null }, tz, en)).toBe(
      "Hello Priya, about Île aux Cerfs Catamaran Day on Sat 5 Dec 2026. Booking K7QM-4XPT-9HRC.",
    );
  });

  it("is in French for a booking made in French", () => {
    expect(pickupChatText(priya, tz, fr)).toBe(
      "Bonjour Priya, votre prise en charge pour Île aux Cerfs Catamaran Day le sam. 5 déc. 2026 est à 07:45 (heure de Maurice) à Shandrani Beachcomber. Réservation K7QM-4XPT-9HRC.",
    );
  });
});

describe("the day's chats", () => {
  const date = addDays(todayIn(getEnv().TZ), 21);
  const packageId = createPackage(
    {
      ...packageWords("Chat lagoon day"),
      facts: { ...NO_FACTS, meetingPoint: "Grand Baie waterfront" },
      translations: { fr: { title: "Journée lagon", meetingPoint: "Front de mer de Grand Baie" } },
    },
    [],
  );
  const row = (own: Partial<Booking>) =>
    bookingRow({ packageId, packageTitle: "Chat lagoon day", date, state: "confirmed", ...own });
  const picked = row({ name: "Priya", pickupPlace: "LUX Grand Baie", pickupZone: "North", pickupTime: "08:05" });
  const french = row({ name: "Léa", language: "fr", phone: "+33 6 12 34 56 78" });
  const noPhone = row({ name: "Anon", phone: "" });

  it("links each guest's phone with their pickup typed in, in their language; none without a usable phone", () => {
    const chats = passengerChatsOn(date, tz);
    expect(at(chats.get(picked.reference))).toEqual({
      number: "23057123456",
      text: expect.stringContaining("is at 08:05 (Mauritius time) at LUX Grand Baie. Booking"),
    });
    expect(at(chats.get(french.reference))).toEqual({
      number: "33612345678",
      text: expect.stringContaining("Bonjour Léa, Journée lagon le "),
    });
    expect(at(chats.get(french.reference)).text).toContain(
      "du point de rendez-vous\u00a0: Front de mer de Grand Baie.",
    );
    expect(chats.has(noPhone.reference)).toBe(false);
  });

  it("are none with WHATSAPP_NUMBER=off", () => {
    process.env.WHATSAPP_NUMBER = "off";
    reloadEnv();
    try {
      expect(passengerChatsOn(date, tz).size).toBe(0);
      expect(getPublicEnv().whatsappNumber).toBeNull();
    } finally {
      delete process.env.WHATSAPP_NUMBER;
      reloadEnv();
    }
    expect(passengerChatsOn(date, tz).size).toBeGreaterThan(0);
  });

  it("reaches the manifest's and the run sheet's passengers", () => {
    const chats = passengerChatsOn(date, tz);
    const manifest = departuresWithChats(manifestOn(date), chats).find((d) => d.packageId === packageId)!;
    const byRef = new Map(manifest.passengers.map((p) => [p.reference, p.whatsapp]));
    expect(byRef.get(picked.reference)).toBe(chats.get(picked.reference));
    expect(byRef.get(noPhone.reference)).toBeNull();
    const pickups = withChats(runSheetOn(date), chats).filter((p) => p.packageTitle === "Chat lagoon day");
    expect(pickups.map((p) => [p.reference, at(p.whatsapp).text])).toEqual([
      [picked.reference, expect.stringContaining("your pickup for Chat lagoon day")],
    ]);
  });
});
