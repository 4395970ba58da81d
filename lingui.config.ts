// Lingui's extractor (`npm run i18n:extract`, docs/decisions/036-one-translator.md): it reads every message the code
// writes (`i18n.t("…")`, `/*i18n*/ "…"`) and keeps app/locales/<lang>.json in step, English being the source.
import { defineConfig } from "@lingui/cli";
import type { CatalogFormatter } from "@lingui/conf";
import { formatter } from "@lingui/format-json";
import { LANGUAGES } from "./app/utils/locales";

const json = formatter({ style: "lingui", lineNumbers: false });

/**
 * Lingui's JSON, without what changes when only the code around a message does (the expressions given as its
 * values, an origin repeated for each use in one file): a catalogue changes when its messages or their files do.
 */
const format: CatalogFormatter = {
  ...json,
  serialize(catalog, ctx) {
    const slim = Object.fromEntries(
      Object.entries(catalog).map(([id, { placeholders: _placeholders, comments, origin, ...entry }]) => [
        id,
        {
          ...entry,
          ...(comments?.length ? { comments } : {}),
          origin: [...new Set(origin?.map(([file]) => file))].sort().map((file) => [file]),
        },
      ]),
    );
    return json.serialize(slim as typeof catalog, ctx);
  },
};

export default defineConfig({
  sourceLocale: LANGUAGES[0],
  locales: [...LANGUAGES],
  catalogs: [
    {
      path: "<rootDir>/app/locales/{locale}",
      include: ["<rootDir>/app"],
      exclude: ["**/*.test.ts", "**/*.test.tsx", "<rootDir>/app/locales/**"],
    },
  ],
  format,
  orderBy: "messageId",
});
