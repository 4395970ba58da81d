// The e-mails' language (docs/decisions/025-languages.md): a booking's e-mails in the language it was made in
// (`bookings.language`), an account's or a contact message's in the language of the page that caused them.
// The same translator as the server's (app/services/i18n.server.ts, which this layer may not import): the English
// text is the id, the French comes from app/locales/fr/emails.ts. An English message is exactly the English text,
// built by the same functions as before; the French words of money, people and pickups are built here.
import { compileMessage } from "@lingui/message-utils/compileMessage";
import emails from "~/locales/fr/emails";
import type { Booking } from "~/models/booking.server";
import { statusWords } from "~/utils/booking-state";
import { localePath, makeT, type Lang, type Messages, type T } from "~/utils/i18n";
import { bandCount, bookingTotalText, formatMur, formatPrice, PRICE_ON_REQUEST, quote, type AgeBand, type PricedBooking } from "~/utils/money";
import { peopleSummary } from "~/utils/people";
import { pickupText, type BookingPickup } from "~/utils/pickup";
import { remember } from "~/utils/remember.server";
import { seatsLabel } from "~/utils/schedule";

/** What every message component is given: its language and the translator of it. */
export type EmailI18n = { t: T; lang: Lang };

/** A stored language ("en", "fr", or anything older) as one of ours: English unless French. */
export function emailLang(language: string | null | undefined): Lang {
  return language === "fr" ? "fr" : "en";
}

function compiled(lang: Lang): Messages {
  return remember(`email-messages-${lang}`, () => {
    const messages: Messages = {};
    for (const [id, french] of Object.entries(emails as Record<string, string>)) {
      const text = lang === "fr" && french ? french : id;
      if (lang === "fr" ? Boolean(french) : id.includes("{")) messages[id] = compileMessage(text);
    }
    return messages;
  });
}

/** The translator of the e-mails in a language (serverT's, over the "emails" namespace). */
export function emailT(lang: Lang): T {
  return remember(`email-t-${lang}`, () => {
    const messages = compiled(lang);
    const t = makeT(lang, messages);
    // An English id with placeholders that the catalogue does not list is compiled when first used.
    return (id: string, values?: Record<string, unknown>) =>
      values && id.includes("{") && !(id in messages) ? makeT(lang, { [id]: compileMessage(id) })(id, values) : t(id, values);
  });
}

/** The language and translator of a language. */
export function emailI18n(lang: Lang = "en"): EmailI18n {
  return { t: emailT(lang), lang };
}

/** The language and translator of a booking's e-mails: the language it was made in. */
export function bookingI18n(b: { language?: string | null }): EmailI18n {
  return emailI18n(emailLang(b.language));
}

/** A page of the site as the message's language has it ("https://…/manage/x" → "https://…/fr/manage/x"). */
export function localeUrl(lang: Lang, url: string): string;
export function localeUrl(lang: Lang, url: string | null | undefined): string | null | undefined;
export function localeUrl(lang: Lang, url: string | null | undefined) {
  if (!url || lang === "en") return url;
  const found = /^(https?:\/\/[^/?#]+)(\/[^?#]*)?(.*)$/.exec(url);
  if (!found) return localePath(lang, url);
  return found[1] + localePath(lang, found[2] || "/") + found[3];
}

/** A status the site writes itself in the message's language; an admin's own words as they are. */
export function statusText(status: string, { t }: EmailI18n): string {
  return (Object.values(statusWords) as string[]).includes(status) ? t(status) : status;
}

const BAND_WORDS: Record<AgeBand, string> = {
  adult: "{count, plural, one {# adult} other {# adults}}",
  child: "{count, plural, one {# child} other {# children}}",
  infant: "{count, plural, one {# infant} other {# infants}}",
};

/** "1 child", "2 children" (bandCount) in the message's language. */
export function bandCountText(band: AgeBand, count: number, { t, lang }: EmailI18n): string {
  return lang === "en" ? bandCount(band, count) : t(BAND_WORDS[band], { count });
}

/** "2 adults, 1 child, 0 infants": the party as the booking keeps it (every band). */
export function partyText(b: Pick<Booking, "adults" | "children" | "infants">, i18n: EmailI18n): string {
  return [bandCountText("adult", b.adults, i18n), bandCountText("child", b.children, i18n), bandCountText("infant", b.infants, i18n)].join(", ");
}

/** "2 adults, 1 child": the party, bands with nobody left out (peopleSummary). */
export function peopleText(b: Pick<Booking, "adults" | "children" | "infants">, i18n: EmailI18n): string {
  if (i18n.lang === "en") return peopleSummary(b);
  const parts = [bandCountText("adult", b.adults, i18n)];
  if (b.children) parts.push(bandCountText("child", b.children, i18n));
  if (b.infants) parts.push(bandCountText("infant", b.infants, i18n));
  return parts.join(", ");
}

/** The total as the booking keeps it (bookingTotalText): "2 adults × MUR 3,500 + … = MUR 8,750", or "Price on request". */
export function totalText(b: PricedBooking, i18n: EmailI18n): string {
  const { t, lang } = i18n;
  if (lang === "en") return bookingTotalText(b);
  const q = b.total === null ? null : quote({ adult: b.priceAdult, child: b.priceChild, infant: b.priceInfant }, b);
  if (!q || q.total !== b.total) return b.total === null ? t(PRICE_ON_REQUEST) : formatPrice(b.total, lang);
  const parts = q.lines.map((l) =>
    l.unit === 0
      ? t("{people} free", { people: bandCountText(l.band, l.count, i18n) })
      : `${bandCountText(l.band, l.count, i18n)} × ${formatMur(l.unit, lang)}`,
  );
  return `${parts.join(" + ")} = ${formatPrice(q.total, lang)}`;
}

/** The pickup as every page and e-mail words it (pickupText), in the message's language. */
export function pickupWords(b: BookingPickup, i18n: EmailI18n): string {
  const { t, lang } = i18n;
  if (lang === "en") return pickupText(b);
  if (!b.pickupPlace) return b.meetingPoint ? t("none — meeting point: {place}", { place: b.meetingPoint }) : t("none — meeting point");
  const place = b.pickupZone ? `${b.pickupPlace} (${t(b.pickupZone)})` : b.pickupPlace;
  return b.pickupTime ? t("{place} at {time}, Mauritius time", { place, time: b.pickupTime }) : place;
}

/** A pickup zone's name in the message's language. */
export function zoneText(zone: string, { t }: EmailI18n): string {
  return t(zone);
}

/** "12 seats left", "1 seat left", "Sold out" (seatsLabel). */
export function seatsText(n: number, { t, lang }: EmailI18n): string {
  if (lang === "en") return seatsLabel(n);
  return n <= 0 ? t("Sold out") : t("{count, plural, one {# seat left} other {# seats left}}", { count: n });
}
