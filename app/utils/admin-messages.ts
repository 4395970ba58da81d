// The guard's texts (SPEC section 8), shared by the server check and the screens.
export const NOT_LOGGED_IN = "You Must login First";
export const NOT_ADMIN = "Not Authorised. You must be an admin to access this page.";
