// The language a request asks for, apart from the catalogues (utils/i18n.server.ts, which gives it with them), so that
// code that needs only the language (the sign-in's redirect, and the tests' sessions made by it) loads no catalogue.
import { getEnv } from "~/utils/env.server";
import { langOfPath } from "~/utils/i18n";
import { LANGUAGES, LOCALES, PSEUDO_COOKIE, PSEUDO_LOCALE, type Lang } from "~/utils/locales";

/** Whether the pseudo-locale is served (PSEUDO_LOCALE=on: the tests' server only, a deployment refuses it). */
const pseudoServed = () => getEnv().PSEUDO_LOCALE;

const PSEUDO_ASKED = new RegExp(`(?:^|;\\s*)${PSEUDO_COOKIE}=on(?:;|$)`);

/** The language of a request, from its address; the pseudo-locale's with its cookie, when the tests serve it. */
export function langOf(request: Request): Lang {
  if (pseudoServed() && PSEUDO_ASKED.test(request.headers.get("Cookie") ?? "")) return PSEUDO_LOCALE;
  return langOfPath(new URL(request.url).pathname);
}

/** A language named in a query (`?lang=fr`), English when it names none of ours. */
export function langNamed(name: string | null): Lang {
  if (name === PSEUDO_LOCALE) return pseudoServed() ? PSEUDO_LOCALE : LANGUAGES[0];
  return name && name in LOCALES ? (name as Lang) : LANGUAGES[0];
}
