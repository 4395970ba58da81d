// The e-mails' language (docs/decisions/025-languages.md): a booking's e-mails in the language it was made in
// (`bookings.language`), an account's or a contact message's in the language of the page that caused them. The
// translator is the site's one (utils/i18n.server.ts); the wordings (party, total, pickup, seats) are the pages' own.
import { statusWords } from "~/utils/booking-state";
import { localePath, type Lang, type Translator } from "~/utils/i18n";
import { translator } from "~/utils/i18n.server";
import { LANGUAGES, storedLang } from "~/utils/locales";

/** The translator of a language (English when left out). */
export function emailI18n(lang: Lang = LANGUAGES[0]): Translator {
  return translator(lang);
}

/** The translator of a booking's e-mails: the language it was made in. */
export function bookingI18n(b: { language?: string | null }): Translator {
  return translator(storedLang(b.language));
}

/** A page of the site as the message's language has it ("https://…/manage/x" → "https://…/fr/manage/x"). */
export function localeUrl(lang: Lang, url: string): string;
export function localeUrl(lang: Lang, url: string | null | undefined): string | null | undefined;
export function localeUrl(lang: Lang, url: string | null | undefined) {
  if (!url) return url;
  const found = /^(https?:\/\/[^/?#]+)(\/[^?#]*)?(.*)$/.exec(url);
  if (!found) return localePath(lang, url);
  return found[1] + localePath(lang, found[2] || "/") + found[3];
}

/** A status the site writes itself in the message's language; an admin's own words as they are. */
export function statusText(status: string, i18n: Translator): string {
  return (Object.values(statusWords) as string[]).includes(status) ? i18n.t(status) : status;
}
