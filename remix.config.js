// The visitor and client pages again under each other language's prefix (/fr; docs/decisions/025-languages.md and
// 036-one-translator.md): the same route modules, each under an id of its own ("fr/" + its id); today's English paths
// stay as they are. The prefixes are the locale list's (app/utils/locales.ts, PREFIXED; a test keeps them the same).
const PREFIXES = ["fr"];
const LOCALISED_PAGES = {
  _index: "",
  aboutus: "aboutus",
  "book.$uid": "book/:uid",
  "booking-confirmation.$ref": "booking-confirmation/:ref",
  contact: "contact",
  "contact_.sent": "contact/sent",
  "info.$uid": "info/:uid",
  login: "login",
  "manage.$token": "manage/:token",
  "pay.$checkoutId": "pay/:checkoutId",
  notifications: "notifications",
  "reset-password": "reset-password",
  resetlink: "resetlink",
  "signup-confirmation": "signup-confirmation",
  "user.booking.$ref": "user/booking/:ref",
  userprofile: "userprofile",
  "userprofile_.delete": "userprofile/delete",
  "verify-email": "verify-email",
  $: "*",
};

/** @type {import('@remix-run/dev').AppConfig} */
export default {
  routes: (defineRoutes) =>
    defineRoutes((route) => {
      for (const prefix of PREFIXES) {
        for (const [file, path] of Object.entries(LOCALISED_PAGES)) {
          route(path ? `${prefix}/${path}` : prefix, `routes/${file}.tsx`, { id: `${prefix}/routes/${file}` });
        }
      }
    }),
  // A route's server half (`contact.server.ts` beside `contact.tsx`) is part of its route, not a route.
  ignoredRouteFiles: ["**/.*", "**/*.test.{ts,tsx}", "**/*.server.{ts,tsx}"],
  serverModuleFormat: "esm",
  tailwind: true,
  postcss: true,
  future: {
    v3_fetcherPersist: true,
    v3_relativeSplatPath: true,
    v3_throwAbortReason: true,
    v3_lazyRouteDiscovery: true,
  },
};
