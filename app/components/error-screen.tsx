import type { ReactNode } from "react";

/** The page an error boundary shows: what went wrong, a calm sentence, and the ways on (`children`). */
export function ErrorScreen({ title, text, children }: { title: string; text: string; children: ReactNode }) {
  return (
    <div className="container-page py-20 text-center">
      <h1 className="text-3xl font-semibold">{title}</h1>
      <p className="mt-4 text-ink-soft">{text}</p>
      {children}
    </div>
  );
}

/**
 * The words of the pages' error screens. A page whose loader failed has only the root's data, so its error screen's
 * messages come with the root's ("common", app/locales/namespaces.ts), not the page's: every page carries them.
 */
export const PAGE_ERRORS = {
  packageNotFound: /*i18n*/ "Package not found",
  packageGone: /*i18n*/ "This package is not available any more. Have a look at the others.",
  packageNotBookable: /*i18n*/ "This package cannot be booked any more. Have a look at the others.",
  seeAllPackages: /*i18n*/ "See all packages",
  linkNotValid: /*i18n*/ "Link not valid",
  linkExpired: /*i18n*/ "This link is not valid or has expired",
  linkHelp: /*i18n*/ "Please use the link in the latest e-mail about your booking, or contact us with its reference.",
  bookingNotFound: /*i18n*/ "Booking not found",
  noSuchBooking: /*i18n*/ "There is no booking with this reference in your account.",
  backToBookings: /*i18n*/ "Go back to Bookings",
  home: /*i18n*/ "Go to homepage",
  fileTooLarge: /*i18n*/ "That file is too large",
  failed: /*i18n*/ "Something went wrong",
  tryAgain: /*i18n*/ "Please try again in a moment.",
};
