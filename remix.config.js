// The visitor and client pages again under /fr, in French (docs/decisions/025-languages.md): the same route modules,
// each under an id of its own ("fr/" + its id); today's English paths stay as they are.
const FRENCH_PAGES = {
  _index: "",
  aboutus: "aboutus",
  "book.$uid": "book/:uid",
  "booking-confirmation.$ref": "booking-confirmation/:ref",
  contact: "contact",
  "contact_.sent": "contact/sent",
  "info.$uid": "info/:uid",
  login: "login",
  "manage.$token": "manage/:token",
  notifications: "notifications",
  "reset-password": "reset-password",
  resetlink: "resetlink",
  "signup-confirmation": "signup-confirmation",
  "user.booking.$ref": "user/booking/:ref",
  userprofile: "userprofile",
  "userprofile_.delete": "userprofile/delete",
  "verify-email": "verify-email",
};

/** @type {import('@remix-run/dev').AppConfig} */
export default {
  routes: (defineRoutes) =>
    defineRoutes((route) => {
      for (const [file, path] of Object.entries(FRENCH_PAGES)) {
        route(path ? `fr/${path}` : "fr", `routes/${file}.tsx`, { id: `fr/routes/${file}` });
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
