// The site's translator for the end-to-end tests' expected texts. They cannot import the server's (utils/i18n.server.ts):
// Node's loader takes the catalogues' JSON only with an import attribute, which the app's bundler does not read. The
// same catalogue, compiled by the same compiler: English needs only its plurals, French its translations.
import fs from "node:fs";
import { compileMessage } from "@lingui/message-utils/compileMessage";
import { makeTranslator, needsCompiling, type Translator } from "~/utils/i18n";

type Catalogue = Record<string, { message?: string; translation: string }>;
const read = (lang: string) => JSON.parse(fs.readFileSync(`app/locales/${lang}.json`, "utf8")) as Catalogue;

/** English, as the site's translator writes it. */
export function english(): Translator {
  const messages = Object.entries(read("en")).filter(([, m]) => needsCompiling(m.message ?? m.translation));
  return makeTranslator(
    "en",
    Object.fromEntries(messages.map(([id, m]) => [id, compileMessage(m.message ?? m.translation)])),
  );
}

/** French, as the site's translator writes it. */
export function french(): Translator {
  return makeTranslator(
    "fr",
    Object.fromEntries(Object.entries(read("fr")).map(([id, m]) => [id, compileMessage(m.translation)])),
  );
}
