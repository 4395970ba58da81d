// The locale list (docs/decisions/036-one-translator.md): the site's languages and what each needs besides its
// catalogue (app/locales/<lang>.json). Pure data, read by the translator (utils/i18n.ts), the server's catalogues
// (utils/i18n.server.ts), Lingui's extractor (lingui.config.ts), the sitemap and the header's switch.

/** The site's languages, English first (today's paths and the `x-default`); every other one under `/<code>`. */
export const LANGUAGES = ["en", "fr"] as const;
export type Language = (typeof LANGUAGES)[number];

/**
 * The pseudo-locale, for the tests only (`PSEUDO_LOCALE=on`, refused in a deployment): every message wrapped in
 * ⟦…⟧, made from the English catalogue, on any page asked for with the cookie `PSEUDO_COOKIE` (no address of its
 * own, so the build's routes are the site's). A page that shows English outside the brackets has a text that skips
 * the translator.
 */
export const PSEUDO_LOCALE = "xx";
export const PSEUDO_COOKIE = "pseudo-locale";

/** A language a page can be rendered in: the site's and the tests' pseudo-locale. */
export type Lang = Language | typeof PSEUDO_LOCALE;

export type LocaleInfo = {
  /** The page's `lang` attribute. */
  html: string;
  /** Open Graph's `og:locale`. */
  og: string;
  /** The language's name in itself, as the switch shows it. */
  name: string;
  /** The locale `Intl` formats numbers and dates with. */
  intl: string;
};

export const LOCALES: Record<Lang, LocaleInfo> = {
  en: { html: "en-GB", og: "en_GB", name: "English", intl: "en-GB" },
  fr: { html: "fr", og: "fr_FR", name: "Français", intl: "fr-FR" },
  // English's shapes (its dates, its numbers), wrapped by the translator; "en-XA" is the usual pseudo-locale tag.
  [PSEUDO_LOCALE]: { html: "en-XA", og: "en_XA", name: "Pseudo", intl: "en-GB" },
};

/** Every language with a path prefix of its own (`/fr`): the site's languages but the first, English. */
export const PREFIXED: readonly Lang[] = LANGUAGES.slice(1);

/** A stored language (a booking's "en", "fr", or anything older) as one of ours: English unless it is one. */
export function storedLang(stored: string | null | undefined): Lang {
  return stored && stored in LOCALES ? (stored as Lang) : LANGUAGES[0];
}

/** Whether a language is the pseudo-locale (its texts wrapped, its dates and numbers too). */
export const isPseudo = (lang: Lang) => lang === PSEUDO_LOCALE;
