// The admin guard's texts (verbatim from the specification). Kept out of admin.server.ts so that browser code can import
// them: a `.server` module is empty in the browser bundle, so its constants are undefined there.
export const NOT_LOGGED_IN = "You Must login First";
export const NOT_ADMIN = "Not Authorised. You must be an admin to access this page.";
/** Why the last admin cannot delete their own account (models/user.server.ts refuses it; the page says it). */
export const LAST_ADMIN_MESSAGE =
  /*i18n*/ "You are the last admin: make someone else an admin before you delete your account.";
