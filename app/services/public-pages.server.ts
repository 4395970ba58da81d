// What the loaders and actions of the root and the public pages (/, /info, /book, /contact, /aboutus) use
// on the server, in one module. In the browser build each `.server` module (and @remix-run/node) becomes an
// empty stand-in, and one imported by more than one route becomes a file of its own: a dozen requests of
// 100 bytes (and 270 bytes of headers each) on every public page. Imported from here they are one.
// A new server import on those pages belongs here too, and so does one used only by a loader or an action:
// the browser build would keep even an unused import as a request of its own.
export { getZodConstraint } from "@conform-to/zod/v4";
export { json, redirect } from "@remix-run/node";
export { getBanners } from "~/models/banner.server";
export { bookingWindow, createBooking } from "~/models/booking.server";
export { saveContactMessage } from "~/models/contact.server";
export { submitForm } from "~/services/form.server";
export { FORM_KEY_REUSED_MESSAGE, FormKeyReusedError } from "~/models/form-key.server";
export { getUnread } from "~/models/notification.server";
export { getActivePackage, getActivePackages } from "~/models/package.server";
export { getPolicyUrl, getPolicyUrls, TERMS_POLICY } from "~/models/policy.server";
export { bookingSchema } from "~/schemas/booking";
export { contactSchema } from "~/schemas/contact";
export { getUser } from "~/services/auth.server";
export { sendEmail, sendRecorded } from "~/services/email.server";
export { getEnv, getPublicEnv } from "~/utils/env.server";
export { isDevelopmentCheck, signServedAt } from "~/services/human-check.server";
export { getSessionUserId, readFlash, readPrefs, writePrefs } from "~/services/session.server";
