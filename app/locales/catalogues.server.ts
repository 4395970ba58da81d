// The French catalogues by namespace: what a page, an e-mail or a form answer asks for (app/services/i18n.server.ts).
// Server-only: a page receives the compiled messages of its own namespaces with its data, never the catalogues.
import about from "./fr/about";
import account from "./fr/account";
import book from "./fr/book";
import booking from "./fr/booking";
import common from "./fr/common";
import contact from "./fr/contact";
import emails from "./fr/emails";
import errors from "./fr/errors";
import home from "./fr/home";
import pkg from "./fr/package";

export const CATALOGUES = { common, home, package: pkg, book, booking, contact, about, account, errors, emails } satisfies Record<
  string,
  Record<string, string>
>;

export type Namespace = keyof typeof CATALOGUES;
