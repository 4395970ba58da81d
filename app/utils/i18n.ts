// The React side of the one translator (utils/translator.ts): a page's `useT()`. Everything else is re-exported, so
// pages import one module; code that runs without React (the rules, the dates) imports utils/translator.ts, so
// its lazy chunks never reach React.
import { useMatches } from "@remix-run/react";
import { useMemo } from "react";
import { localePath, makeTranslator, pageMessagesOf, type Translator } from "~/utils/translator";

export * from "~/utils/translator";

/** A page's translator, with `href` for its links (an English path made the page's language). */
export type PageTranslator = Translator & { href: (path: string) => string };

/**
 * A page's translator. The messages come with the loaders' data, so the first paint is in the right language with
 * no request more.
 */
export function useT(): PageTranslator {
  const matches = useMatches();
  const { lang, messages } = pageMessagesOf(matches);
  // The messages object is new on each render; its keys say whether anything changed.
  const key = `${lang}|${Object.keys(messages).length}|${matches.map((m) => m.id).join(",")}`;
  return useMemo(
    () => ({ ...makeTranslator(lang, messages), href: (path: string) => localePath(lang, path) }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- keyed on what the messages are made of (above)
    [key],
  );
}
