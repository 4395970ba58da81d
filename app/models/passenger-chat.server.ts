// Staff's WhatsApp chats with the day's passengers (the manifest, the run sheet): each booking's link to its guest's
// phone, the message typed in the booking's language with where and when they are picked up. Read-only, one statement.
import { eq } from "drizzle-orm";
import { bookings, packages } from "~/db/schema";
import { getDb } from "~/db/db.server";
import { getEnv } from "~/utils/env.server";
import type { Translator } from "~/utils/i18n";
import { translator } from "~/utils/i18n.server";
import { storedLang } from "~/utils/locales";
import { formatDepartureDate, zoneLabel } from "~/utils/time";
import { inLanguage } from "~/utils/translations";
import { chatNumber, whatsappLink } from "~/utils/whatsapp";
import { pickupColumns } from "./manifest.server";

/** What the message to a passenger says: the booking's pickup (or meeting point) and departure, in its language. */
export type PickupChat = {
  reference: string;
  /** The guest's first name. */
  name: string;
  packageTitle: string;
  date: string;
  startTime: string | null;
  pickupPlace: string | null;
  pickupTime: string | null;
  pickupAddress: string | null;
  /** The package's meeting point ("" when none is set). */
  meetingPoint: string;
};

/**
 * "Hello Priya, your pickup for Île aux Cerfs Catamaran Day on Sat 5 Dec 2026 is at 07:45 (Mauritius time) at
 * Shandrani Beachcomber. Booking K7QM-4XPT-9HRC." A pickup without its time yet says the departure's; a guest who
 * comes to the meeting point reads its words and the departure.
 */
export function pickupChatText(b: PickupChat, timeZone: string, i18n: Translator): string {
  const values = {
    name: b.name,
    package: b.packageTitle,
    date: formatDepartureDate(b.date, i18n),
    zone: zoneLabel(timeZone, i18n),
    start: b.startTime ?? "",
    time: b.pickupTime ?? "",
    place: b.pickupAddress || b.pickupPlace || b.meetingPoint,
  };
  const pickedUp = Boolean(b.pickupAddress || b.pickupPlace);
  let where: string;
  if (pickedUp && b.pickupTime)
    where = i18n.t("Hello {name}, your pickup for {package} on {date} is at {time} ({zone}) at {place}.", values);
  else if (pickedUp && b.startTime)
    where = i18n.t(
      "Hello {name}, your pickup for {package} on {date} is at {place}, before the departure at {start} ({zone}).",
      values,
    );
  else if (b.startTime && b.meetingPoint)
    where = i18n.t(
      "Hello {name}, {package} on {date} leaves at {start} ({zone}) from the meeting point: {place}.",
      values,
    );
  else if (b.startTime)
    where = i18n.t("Hello {name}, {package} on {date} leaves at {start} ({zone}) from the meeting point.", values);
  else where = i18n.t("Hello {name}, about {package} on {date}.", values);
  return `${where} ${i18n.t("Booking {reference}.", { reference: b.reference })}`;
}

/** What the message says of a booking: who is picked up where and when (as the manifest reads it), and its departure. */
const chatColumns = {
  ...pickupColumns,
  language: bookings.language,
  packageTitle: bookings.packageTitle,
  date: bookings.date,
  startTime: bookings.startTime,
};

/**
 * Each booking on `date` whose phone WhatsApp can reach, by reference: the link to its chat, the message typed in.
 * None with WHATSAPP_NUMBER=off: the operator does not use WhatsApp.
 */
export function passengerChatsOn(date: string, timeZone: string): Map<string, string> {
  const chats = new Map<string, string>();
  if (!getEnv().WHATSAPP_NUMBER) return chats;
  const rows = getDb()
    .select({ ...chatColumns, meetingPoint: packages.meetingPoint, translations: packages.translations })
    .from(bookings)
    .leftJoin(packages, eq(packages.id, bookings.packageId))
    .where(eq(bookings.date, date))
    .all();
  for (const { phone, language, translations, meetingPoint, packageTitle, ...row } of rows) {
    const number = chatNumber(phone);
    if (!number) continue;
    const lang = storedLang(language);
    // The package as its guest reads it: the title and meeting point of the booking's language.
    const told = inLanguage(
      { title: packageTitle, meetingPoint: meetingPoint ?? "", translations: translations ?? {} },
      lang,
    );
    const text = pickupChatText(
      { ...row, packageTitle: told.title, meetingPoint: told.meetingPoint },
      timeZone,
      translator(lang),
    );
    chats.set(row.reference, whatsappLink(number, text));
  }
  return chats;
}

/** The passengers with their chat's link (`whatsapp`; null: no phone WhatsApp can reach). */
export function withChats<P extends { reference: string }>(
  passengers: readonly P[],
  chats: ReadonlyMap<string, string>,
): (P & { whatsapp: string | null })[] {
  return passengers.map((p) => ({ ...p, whatsapp: chats.get(p.reference) ?? null }));
}

/** A day's departures (the manifest) with each passenger's chat. */
export function departuresWithChats<D extends { passengers: readonly { reference: string }[] }>(
  departures: readonly D[],
  chats: ReadonlyMap<string, string>,
): (Omit<D, "passengers"> & { passengers: (D["passengers"][number] & { whatsapp: string | null })[] })[] {
  return departures.map((d) => ({ ...d, passengers: withChats(d.passengers, chats) }));
}
