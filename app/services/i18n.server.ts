// The server half of app/utils/i18n.ts: the French catalogues, compiled once per process, and what each page,
// e-mail and form answer needs of them. The catalogues never reach the browser except as a page's own messages.
import { compileMessage, type CompiledMessage } from "@lingui/message-utils/compileMessage";
import { englishPath, langOfPath, localePath, makeT, needsCompiling, type Lang, type Messages, type PageMessages, type T } from "~/utils/i18n";
import { remember } from "~/utils/remember.server";
import { CATALOGUES, type Namespace } from "~/locales/catalogues.server";

export type { Namespace };

type Compiled = Record<Lang, Record<Namespace, Messages>>;

/**
 * Each namespace compiled in both languages: French from the catalogue (a French text missing or empty is left
 * out, so the English shows), English from the ids themselves, only those with a plural or a select (the others
 * are their own text, which makeT fills without a catalogue).
 */
/** A compiled message that is only text, as that text (fewer bytes in each page's data). */
function compact(message: CompiledMessage): CompiledMessage | string {
  return message.length === 1 && typeof message[0] === "string" ? message[0] : message;
}

function compileAll(): Compiled {
  const compiled = { en: {}, fr: {} } as Compiled;
  for (const [ns, catalogue] of Object.entries(CATALOGUES) as [Namespace, Record<string, string>][]) {
    const en: Messages = {};
    const fr: Messages = {};
    for (const [id, french] of Object.entries(catalogue)) {
      if (needsCompiling(id)) en[id] = compileMessage(id);
      if (french) fr[id] = compact(compileMessage(french));
    }
    compiled.en[ns] = en;
    compiled.fr[ns] = fr;
  }
  return compiled;
}

const compiled = () => remember("i18n-catalogues", compileAll);

/** The language of a request, from its address. */
export function langOf(request: Request): Lang {
  return langOfPath(new URL(request.url).pathname);
}

/** A request's address in another language (the same page, the same query). */
export function requestPathIn(request: Request, lang: Lang): string {
  const url = new URL(request.url);
  return localePath(lang, englishPath(url.pathname)) + url.search;
}

/** The messages a page shows, for its loader's data (`i18n`): the namespaces it renders, in its language. */
export function pageMessages(lang: Lang, ...namespaces: Namespace[]): PageMessages {
  const all = compiled()[lang];
  const messages: Messages = {};
  for (const ns of namespaces) Object.assign(messages, all[ns]);
  return { lang, messages };
}

/** The same for a request: its language from its address. */
export function requestMessages(request: Request, ...namespaces: Namespace[]): PageMessages {
  return pageMessages(langOf(request), ...namespaces);
}

const everything = (lang: Lang) => remember(`i18n-all-${lang}`, () => pageMessages(lang, ...(Object.keys(CATALOGUES) as Namespace[])).messages);

/**
 * A translator with every namespace, for what the server writes itself: e-mails, form errors, flashes. An
 * English id with placeholders that no catalogue lists yet is compiled when first used.
 */
export function serverT(lang: Lang): T {
  const t = makeT(lang, everything(lang));
  return (id, values) => {
    if (values && needsCompiling(id) && !(id in everything(lang))) return makeT(lang, { [id]: compileMessage(id) })(id, values);
    return t(id, values);
  };
}

/** The translator of a request's language. */
export function requestT(request: Request): T {
  return serverT(langOf(request));
}
