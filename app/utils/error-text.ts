// The error catalogue's French for a message written in English (app/locales/fr/errors.ts). The same on the server
// (a form's answer, app/services/form.server.ts) and in the browser (the checks while typing, whose rules write
// English): the id is the English message; a message with values is found by its pattern and its values kept.
import { useMatches } from "@remix-run/react";
import { useMemo } from "react";
import { makeTranslator, pageMessagesOf, useT, type Lang, type T } from "~/utils/i18n";
import { formatDate } from "~/utils/time";

type Template = { id: string; names: string[]; pattern: RegExp };

const cache = new WeakMap<readonly string[], Template[]>();

/** The ids with values, each as a pattern that finds the values in the English message. */
function templatesOf(ids: readonly string[]): Template[] {
  let templates = cache.get(ids);
  if (!templates) {
    templates = ids
      .filter((id) => id.includes("{"))
      .map((id): Template => {
        const names: string[] = [];
        const source = id
          .split(/(\{\w+\})/)
          .map((part) => {
            const name = /^\{(\w+)\}$/.exec(part)?.[1];
            if (!name) return part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
            names.push(name);
            return "(.+?)";
          })
          .join("");
        return { id, names, pattern: new RegExp(`^${source}$`) };
      });
    cache.set(ids, templates);
  }
  return templates;
}

const MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];

/** A date as the English messages write it ("Sat 5 December 2026", formatDate) in the language, or as it was. */
function dateIn(text: string, lang: Lang): string {
  const m = /^\w+,? (\d{1,2}) (\w+) (\d{4})$/.exec(text);
  const month = m ? MONTHS.indexOf(m[2]) : -1;
  if (!m || month < 0) return text;
  return formatDate(`${m[3]}-${String(month + 1).padStart(2, "0")}-${m[1].padStart(2, "0")}`, makeTranslator(lang, {}));
}

/**
 * One error message in a language, given the catalogue's ids. English stays as written; a message the
 * catalogue does not know (one already written in French) passes through unchanged.
 */
export function translateError(message: string, lang: Lang, t: T, ids: readonly string[]): string {
  if (lang === "en") return message;
  if (ids.includes(message)) return t(message);
  for (const { id, names, pattern } of templatesOf(ids)) {
    const found = pattern.exec(message);
    if (!found) continue;
    const values = Object.fromEntries(names.map((name, i) => [name, name === "date" ? dateIn(found[i + 1], lang) : found[i + 1]]));
    return t(id, values);
  }
  return message;
}

/** A submission's messages (the browser's checks, written in English) told in the page's language, in place. */
export function localiseErrors<S extends object>(submission: S, translate: (message: string) => string): S {
  const { status, error } = submission as { status?: string; error?: Record<string, string[] | null> | null };
  if (status !== "success" && error) for (const [name, messages] of Object.entries(error)) if (messages) error[name] = messages.map(translate);
  return submission;
}

/** The ids a page's messages know (a French page with a form carries the error catalogue: its loader gives it). */
export function useMessageIds(): readonly string[] {
  const matches = useMatches();
  return useMemo(() => Object.keys(pageMessagesOf(matches).messages), [matches]);
}

/**
 * For a form whose rules are in the page (not fetched later): its checks' messages in the page's language.
 * The forms of the budgeted pages get the same from their fetched rules (utils/deferred-rules.ts).
 */
export function useLocalisedChecks() {
  const { t, lang } = useT();
  const ids = useMessageIds();
  return <S extends object>(submission: S): S => (lang === "en" ? submission : localiseErrors(submission, (message) => translateError(message, lang, t, ids)));
}
