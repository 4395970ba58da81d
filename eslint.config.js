// The rules a Remix app uses (Remix's own template: recommended JS, React, hooks, JSX a11y, import and
// TypeScript), Prettier's formatting left to Prettier, and the layers of app/ (README, "Code map").
import js from "@eslint/js";
import prettier from "eslint-config-prettier";
import importPlugin from "eslint-plugin-import";
import jsxA11y from "eslint-plugin-jsx-a11y";
import react from "eslint-plugin-react";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

// Imports run one way: routes → components → services → models → db, with the schemas below the models
// and utils below everything. The e-mail texts and the seed data sit beside the services (they read the
// models' types; models never import them). A layer never imports one above it.
const layers = {
  routes: [],
  components: ["routes"],
  emails: ["routes", "components", "services"],
  services: ["routes", "components"],
  seed: ["routes", "components", "services"],
  models: ["routes", "components", "services", "emails", "seed"],
  db: ["routes", "components", "services", "models", "emails", "seed"],
  schemas: ["routes", "components", "services", "models", "db", "emails", "seed"],
  utils: ["routes", "components", "services", "models", "db", "schemas", "emails", "seed"],
};
const zones = Object.entries(layers).flatMap(([layer, above]) =>
  above.map((from) => ({
    target: `./app/${layer}`,
    from: `./app/${from}`,
    message: `app/${layer} sits below app/${from}.`,
  })),
);

export default tseslint.config(
  {
    ignores: [
      "build/",
      "public/build/",
      ".cache/",
      "node_modules/",
      "test-results/",
      "playwright-report/",
      "tests/.tmp/",
      "bench-results/",
      "lighthouse-results/",
      "data/",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx}"],
    ...react.configs.flat.recommended,
    ...react.configs.flat["jsx-runtime"],
    plugins: { react, "react-hooks": reactHooks, "jsx-a11y": jsxA11y },
    languageOptions: {
      ...react.configs.flat.recommended.languageOptions,
      globals: { ...globals.browser, ...globals.node },
    },
    settings: {
      react: { version: "detect" },
      formComponentFunctions: ["Form"],
      linkComponents: [
        { name: "Link", linkAttribute: "to" },
        { name: "NavLink", linkAttribute: "to" },
      ],
    },
    rules: {
      ...react.configs.flat.recommended.rules,
      ...react.configs.flat["jsx-runtime"].rules,
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      // Types say what props are.
      "react/prop-types": "off",
      // Apostrophes and quotes are the copy's own; React escapes them. Only what would change the markup is refused.
      "react/no-unescaped-entities": ["error", { forbid: [">", "}"] }],
    },
  },
  {
    files: ["**/*.{js,ts,tsx}"],
    ...importPlugin.flatConfigs.recommended,
    settings: {
      "import/resolver": { typescript: { alwaysTryTypes: true }, node: true },
      "import/internal-regex": "^~/",
    },
    rules: {
      ...importPlugin.flatConfigs.recommended.rules,
      ...importPlugin.flatConfigs.typescript.rules,
      "import/no-restricted-paths": ["error", { zones }],
      // TypeScript checks that names exist; these repeat it slowly.
      "import/named": "off",
      "import/namespace": "off",
      "import/default": "off",
      "import/no-named-as-default-member": "off",
    },
  },
  {
    files: ["**/*.{js,cjs,mjs}", "server.js", "scripts/**", "tests/**"],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    rules: {
      // `_unused` is how a deliberately ignored value is named.
      // Matching control characters is how hostile input is refused or cleaned (links, subjects, tests of both).
      "no-control-regex": "off",
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrors: "none", ignoreRestSiblings: true },
      ],
    },
  },
  {
    // A message is written `i18n.t("…")` (or marked `/*i18n*/ "…"`), the shapes Lingui's extractor reads: a bare
    // `t("…")` would be missing from the catalogues (docs/decisions/036-one-translator.md).
    files: ["app/**/*.{ts,tsx}"],
    // TODO(issue 28, error codes): the form errors' translation, being rewritten by its owner, still passes a `t` around.
    ignores: [
      "app/**/*.test.{ts,tsx}",
      "app/utils/error-text.ts",
      "app/utils/deferred-rules.ts",
      "app/services/form.server.ts",
    ],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector: "CallExpression[callee.type='Identifier'][callee.name='t']",
          message: "Write a message as i18n.t(…): lingui extract reads that shape.",
        },
        {
          selector: "VariableDeclarator > ObjectPattern > Property[key.name='t']",
          message: "Keep the translator whole (i18n.t(…)): lingui extract reads that shape.",
        },
      ],
    },
  },
  {
    // The public pages' server code lives in each page's own `.server.ts` module: a server module shared by
    // two pages would be an empty file of its own in the browser build, one more request on a slow phone
    // (docs/decisions/012-page-budgets.md). Types cost nothing and stay allowed.
    files: [
      "app/root.tsx",
      "app/routes/_index.tsx",
      "app/routes/info.$uid.tsx",
      "app/routes/book.$uid.tsx",
      "app/routes/contact.tsx",
      "app/routes/aboutus.tsx",
    ],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          paths: [
            {
              name: "@remix-run/node",
              allowTypeImports: true,
              message: "Import it in the page's own .server.ts module.",
            },
          ],
          patterns: [
            {
              group: ["~/models/*", "~/services/*", "~/db/*", "~/emails/*", "~/**/*.server"],
              allowTypeImports: true,
              message: "A public page's server code goes in its own .server.ts module beside it.",
            },
          ],
        },
      ],
    },
  },
  prettier,
);
