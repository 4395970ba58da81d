// The server half of the one translator (utils/i18n.ts; docs/decisions/036-one-translator.md): the catalogues that
// `lingui extract` writes (app/locales/<lang>.json), compiled once per process by Lingui's compiler, and what each
// page, e-mail, calendar file, CSV and form answer needs of them. In utils, below every layer, so that routes,
// services, models and e-mails all translate through it. The catalogues reach the browser only as a page's messages.
import { compileMessage, type CompiledMessage } from "@lingui/message-utils/compileMessage";
import english from "~/locales/en.json";
import french from "~/locales/fr.json";
import { namespacesOf, NAMESPACES, type Namespace } from "~/locales/namespaces";
import { langNamed, langOf } from "~/utils/request-lang.server";
import {
  englishPath,
  localePath,
  makeTranslator,
  needsCompiling,
  type Messages,
  type PageMessages,
  type Translator,
} from "~/utils/i18n";
import { isPseudo, LANGUAGES, type Lang, type Language } from "~/utils/locales";

export type { Namespace };

/** A catalogue as Lingui's JSON format writes it: by id, the translation and the files that use the message. */
type Catalogue = Record<string, { message?: string; translation?: string; origin?: readonly (readonly string[])[] }>;

/** Each language's catalogue. A new language: its file from `npm run i18n:extract`, translated, and a line here. */
const CATALOGUES: Record<Language, Catalogue> = { en: english, fr: french };

/** A compiled message that is only text, as that text (fewer bytes in each page's data). */
function compact(message: CompiledMessage): CompiledMessage | string {
  return message.length === 1 && typeof message[0] === "string" ? message[0] : message;
}

type Compiled = { all: Messages; byNamespace: Record<Namespace, Messages> };

/**
 * A language's messages, compiled: from its catalogue (a message not translated yet is left out, so its English
 * shows), the pseudo-locale's from the English, each wrapped in ⟦…⟧. English itself carries only the messages with
 * a plural or a select: the others are their own text, which the translator fills without a catalogue.
 */
function compileLanguage(lang: Lang): Compiled {
  const byNamespace = Object.fromEntries(Object.keys(NAMESPACES).map((ns) => [ns, {}])) as Record<Namespace, Messages>;
  const all: Messages = {};
  const add = (id: string, text: string, namespaces: readonly Namespace[]) => {
    const message = compact(compileMessage(text));
    all[id] = message;
    for (const ns of namespaces) byNamespace[ns][id] = message;
  };
  const source = CATALOGUES[LANGUAGES[0]];
  for (const [id, entry] of Object.entries(source)) {
    const englishText = entry.message ?? entry.translation ?? id;
    const text = isPseudo(lang)
      ? `⟦${englishText}⟧`
      : lang === LANGUAGES[0]
        ? needsCompiling(englishText)
          ? englishText
          : undefined
        : CATALOGUES[lang as Language][id]?.translation;
    if (text) add(id, text, namespacesOf((entry.origin ?? []).map(([file]) => file)));
  }
  return { all, byNamespace };
}

const compiled = new Map<Lang, Compiled>();
function messagesOf(lang: Lang): Compiled {
  let c = compiled.get(lang);
  if (!c) compiled.set(lang, (c = compileLanguage(lang)));
  return c;
}

/** Every message of a language, compiled (the tests compare them with Lingui's own runtime). */
export function allMessages(lang: Lang): Readonly<Messages> {
  return messagesOf(lang).all;
}

const translators = new Map<Lang, Translator>();

/**
 * The translator of a language with every message, for what the server writes itself: e-mails, calendar files,
 * CSV headers, form errors, flashes, the texts a loader prepares. An English id with placeholders that no catalogue
 * lists (a message passed by value) is compiled when first used.
 */
export function translator(lang: Lang): Translator {
  let found = translators.get(lang);
  if (!found) {
    const { all } = messagesOf(lang);
    const base = makeTranslator(lang, all);
    found = {
      ...base,
      t(id, values) {
        const key = typeof id === "string" ? id : id.id;
        if (values && !(key in all) && typeof id === "string" && needsCompiling(id)) all[id] = compileMessage(id);
        return base.t(id, values);
      },
    };
    translators.set(lang, found);
  }
  return found;
}

/** The messages a page shows, for its loader's data (`i18n`): the namespaces it renders, in its language. */
export function pageMessages(lang: Lang, ...namespaces: Namespace[]): PageMessages {
  const { byNamespace } = messagesOf(lang);
  const messages: Messages = {};
  for (const ns of namespaces) Object.assign(messages, byNamespace[ns]);
  return { lang, messages };
}

export { langNamed, langOf };

/** The same for a request: its language from its address. */
export function requestMessages(request: Request, ...namespaces: Namespace[]): PageMessages {
  return pageMessages(langOf(request), ...namespaces);
}

/** The translator of a request's language. */
export function requestTranslator(request: Request): Translator {
  return translator(langOf(request));
}

/** A request's address in another language (the same page, the same query). */
export function requestPathIn(request: Request, lang: Lang): string {
  const url = new URL(request.url);
  return localePath(lang, englishPath(url.pathname)) + url.search;
}
