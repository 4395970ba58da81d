import type { MetaFunction } from "@remix-run/node";
import { metaT, type Translator } from "~/utils/i18n";
import { publicPageMeta } from "~/utils/seo";

/** The `meta` of a public page whose title and description are its own fixed words, in the page's language. */
export function fixedPageMeta(path: string, words: (i18n: Translator) => { title: string; description: string }) {
  const meta: MetaFunction = ({ matches }) => publicPageMeta(matches, { ...words(metaT(matches)), path });
  return meta;
}
