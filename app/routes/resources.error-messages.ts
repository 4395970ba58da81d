import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { sharedPage } from "~/utils/cache-policy.server";
import { langNamed, pageMessages } from "~/utils/i18n.server";

/**
 * The form errors' messages of a language (the one catalogue set's "errors" namespace, compiled), for the browser's
 * checks on the pages whose rules come later (utils/deferred-rules.ts): they fetch these with the rules, so the
 * page's HTML stays under its budget. `?lang=fr`, any of the site's languages by its code. They change only with a
 * release, and say nothing of anyone: shared, by language.
 */
export const cache = sharedPage({ dropOn: [], query: ["lang"] });

export async function loader({ request }: LoaderFunctionArgs) {
  const { lang, messages } = pageMessages(langNamed(new URL(request.url).searchParams.get("lang")), "errors");
  return json({ lang, messages }, { headers: { "Cache-Control": "public, max-age=3600" } });
}
