// Every message a form's check can give, by its id: the English text with its placeholders (docs/decisions/025-languages.md:
// a message's id is its English). Schemas and the form door name them through errorMessage() (app/utils/error-message.ts),
// which only takes an id listed here and the values its placeholders name; the text is made where it is shown, in the
// page's language. A placeholder named `date` (or ending in `Date`) holds an ISO day, said in the page's language.
// The public ids are marked for Lingui's extractor (`/*i18n*/`), so they are messages of the one catalogue set
// (app/locales/<lang>.json, namespace "errors") like any other; the back office's are English only, their own text.
// Only types, tests and the extractor read these lists: they never reach a page.

/** The forms guests and clients fill in, and the form door's own refusals: each has its French (a test says so). */
export const errorKeys = [
  // Zod's own issues, by their code (app/schemas/error-map.ts)
  /*i18n*/ "Invalid input",
  /*i18n*/ "Please keep this under {max} characters",
  /*i18n*/ "Up to {max} items",
  // Fields every form shares (app/schemas/fields.ts)
  /*i18n*/ "Please enter your email address",
  /*i18n*/ "That email address is too long",
  /*i18n*/ "Invalid email address",
  /*i18n*/ "Please enter your phone number",
  /*i18n*/ "Invalid phone number",
  // A field a page fills in itself (an action's intent, a record's id) missing or wrong (app/schemas/fields.ts)
  /*i18n*/ "This page is out of date. Please reload it and try again.",
  // The booking form (app/schemas/booking.ts)
  /*i18n*/ "Please enter your first name",
  /*i18n*/ "Please enter your last name",
  /*i18n*/ "Please choose a date",
  /*i18n*/ "Please choose {date} or later: we need 2 days to prepare your day",
  /*i18n*/ "We take bookings up to {date}",
  /*i18n*/ "Please choose a start time",
  /*i18n*/ "Please choose a pickup place from the list, or the meeting point",
  /*i18n*/ "Please enter the address where we pick you up",
  /*i18n*/ "Please choose the number of adults",
  /*i18n*/ "Please choose the number of children",
  /*i18n*/ "Please choose the number of infants",
  /*i18n*/ "Please choose between {min} and {max} adults",
  /*i18n*/ "Please choose between {min} and {max} children",
  /*i18n*/ "Please choose between {min} and {max} infants",
  /*i18n*/ "Please choose at most {max} infants: two per adult",
  /*i18n*/ "Please keep your message under 2000 characters",
  /*i18n*/ "Please accept the terms and agreement.",
  // Moving one's own booking (app/schemas/guest-booking.ts), and staff's change (app/schemas/admin.ts)
  /*i18n*/ "Please choose a departure",
  // The contact form (app/schemas/contact.ts)
  /*i18n*/ "Please enter your name",
  /*i18n*/ "Please write your message",
  // Log in, sign up, passwords (app/schemas/auth.ts, app/utils/password-policy.ts)
  /*i18n*/ "Please enter your password",
  /*i18n*/ "Please type the password again",
  /*i18n*/ "The two passwords are not the same",
  /*i18n*/ "Use at least {min} characters",
  /*i18n*/ "Use at most {max} characters",
  /*i18n*/ "This password is too common: it is one of the first a stranger would try",
  /*i18n*/ "Use more than one repeated character",
  /*i18n*/ "Do not use your e-mail address in your password",
  // The profile form (app/schemas/profile.ts)
  /*i18n*/ "This picture is larger than {size}. Please choose a smaller one.",
  /*i18n*/ "Please choose a PNG, JPG, GIF or WebP picture.",
  // The form door: human check, rate limit, a form used twice (app/services/human-check.server.ts, app/models/form-key.server.ts)
  /*i18n*/ "Please complete the reCAPTCHA.",
  /*i18n*/ "That was faster than a person can type. Please check the form and send it again.",
  /*i18n*/ "This form has expired or was already sent. Please check it and send it again.",
  /*i18n*/ "Too many requests from your connection. Please wait a little and try again.",
  /*i18n*/ "This form was already used to send another request. Please check your details and send it again.",
  // Reading the form and its files (app/utils/request.server.ts, app/utils/upload.server.ts); the refusal page's title
  /*i18n*/ "Not accepted",
  /*i18n*/ "Please send the form as a web form.",
  /*i18n*/ "This form could not be read.",
  /*i18n*/ "This form is too large to be sent. Please shorten it and try again.",
  /*i18n*/ "The form could not be read. Please try again.",
  /*i18n*/ "This upload is too large ({size}). Files can be up to {max} each, {count} at a time.",
  /*i18n*/ "This upload is too large. Files can be up to {max} each, {count} at a time.",
  /*i18n*/ "A text field is too long (over {size}).",
  /*i18n*/ "The form's text is too long (over {size}).",
  /*i18n*/ "You can add up to {count} files at a time.",
  /*i18n*/ "“{file}” is {size}: files can be up to {max}.",
  // Paying online from a guest's booking page (app/services/checkout.server.ts startCheckout)
  /*i18n*/ "{provider} did not answer. Nothing was charged: please try again.",
  /*i18n*/ "Nothing is owed on this booking now.",
  /*i18n*/ "This booking cannot be paid online now.",
] as const;

/** The back office's forms: English only, as the back office is (docs/decisions/025-languages.md). */
export const staffErrorKeys = [
  // Tasks and updates (app/schemas/admin-board.ts)
  "Please describe the task",
  "Please write the update",
  // A booking's forms and the e-mail form (app/schemas/admin.ts), the manifest's (app/schemas/departure-day.ts)
  "Please enter a status",
  "Please keep comments under 2000 characters",
  "Please give a reason for declining",
  "Please give a reason for cancelling",
  // A declined booking confirmed when its departure has too few seats (app/routes/_admin.update.booking.$ref.tsx)
  "Not confirmed: the departure on {date} at {time} has 1 seat left, and this party needs {needed}. The booking is still {state}; nothing was changed or sent.",
  "Not confirmed: the departure on {date} at {time} has {count} seats left, and this party needs {needed}. The booking is still {state}; nothing was changed or sent.",
  "Not confirmed: the departure on {date} has 1 seat left, and this party needs {needed}. The booking is still {state}; nothing was changed or sent.",
  "Not confirmed: the departure on {date} has {count} seats left, and this party needs {needed}. The booking is still {state}; nothing was changed or sent.",
  // A booking changed by staff: the departure asked for, or its seats (app/models/booking.server.ts changeBooking)
  "There is no departure on {date} at {time}. Please choose one from the list.",
  "The departure on {date} at {time} is closed. Please choose another.",
  "Only 1 seat left on {date} at {time}, and this party needs {needed}. Nothing was changed or sent.",
  "Only {count} seats left on {date} at {time}, and this party needs {needed}. Nothing was changed or sent.",
  "Please give the pickup time as HH:MM, or leave it empty",
  "Please enter the first name",
  "Please enter the last name",
  "Please enter the phone number",
  "Please enter a Subject",
  "Please write a message",
  "Please give the reason guests will read",
  "That guide or vehicle is no longer listed: please choose again",
  // Guides and vehicles (app/schemas/crew.ts)
  "Please enter the guide's name",
  "Please enter the vehicle's name",
  // Banners and notifications (app/schemas/banner.ts)
  "Please enter a title",
  "Please enter a message",
  "Use a path on this site (/contact) or an https:// address",
  // Pickup places (app/schemas/pickup.ts; a name taken, app/routes/_admin.admin.pickups.tsx)
  "Please choose a zone",
  "Please enter the place's name",
  "{zone} already has a place called “{name}”",
  // A package's departures (app/schemas/departure-changes.ts; the model's refusals, app/models/schedule.server.ts)
  "Please give a whole number of seats, 0 or more",
  "Please give a start time (HH:MM)",
  "{date} is past: its departures can no longer be changed.",
  "1 seat is already booked on {date}: the departure cannot have fewer.",
  "{count} seats are already booked on {date}: the departure cannot have fewer.",
  "1 seat is already booked on {date}: the departure cannot be removed.",
  "{count} seats are already booked on {date}: the departure cannot be removed.",
  // Policies and uploads (app/schemas/policy.ts, app/routes/_admin.admin.policies.tsx, app/routes/_admin.admin.uploads.tsx)
  "Please provide both a policy name and a file.",
  "Use letters, digits, - or _ in the policy name (for example privacyPolicy).",
  "Error uploading file. Please try again.",
  "An error occurred while deleting item: {reason}",
  // Roles (app/schemas/admin.ts)
  "Please type a role.",
  // Staff's New booking (app/schemas/booking-desk.ts)
  "Please choose a package",
  "Please enter the guest's first name",
  "Please enter the guest's last name",
  "Please choose where the booking came from",
  "Please enter the hotel or agent's name",
  "Please enter their reference",
  // The package form (app/schemas/package.ts)
  "Title is required",
  "Please keep the title under 120 characters",
  "Please keep the short description under 400 characters",
  "Please keep the description under 10000 characters",
  "Please keep each item under 500 characters",
  "Please enter a duration between 15 and 1440 minutes",
  "Please keep the meeting point under 300 characters",
  "Please enter the adult price in whole rupees, 0 or more, or leave it empty",
  "Please enter the child price in whole rupees, 0 or more, or leave it empty",
  "Please enter the infant price in whole rupees, 0 or more, or leave it empty",
  "Please enter a cut-off between 0 and 720 hours",
  "Please enter the free cancellation between 0 and 720 hours",
  "Please choose at least one weekday",
  "Please enter one or more start times as HH:MM, e.g. 08:30, 13:30",
  "Please enter at most {max} start times",
  "Please enter the seats per departure, from 1 to {max}",
  "Please enter a date as YYYY-MM-DD, or leave it empty",
  "Please choose a last date on or after the first",
  "Up to {max} departure rules",
  "Please enter the minutes before the start, from 0 to {max}, or leave it empty for no pickup there",
  "Please enter the surcharge per person in whole rupees, from 0 to {max}, or leave it empty for none",
  "Please keep the French title under 120 characters",
  "Please keep the French short description under 400 characters",
  "Please keep the French description under 10000 characters",
  "Please keep the French meeting point under 300 characters",
  // The package pages' refusals (app/routes/_admin.admin.add.tsx, app/routes/_admin.edit.$packageId.tsx)
  "Nothing was saved. What you typed is kept below, but a browser cannot keep chosen images: please choose them again.",
  "What you typed is kept below, but a browser cannot keep chosen images: please choose them again.",
  "Nothing was saved. The form could not be read, so please fill it in again.",
  "Nothing was saved. Please make your changes again.",
  "Tick the box to confirm that this package is to be removed for good.",
  "Only a deleted package can be removed permanently: delete it first.",
  "This change of status is not possible any more: the package was changed meanwhile. Reload the page and try again.",
  // Banners' and policies' French (app/schemas/banner.ts, policy.ts; the title's is the package's)
  "Please keep the French message under 600 characters",
  "Please keep the French action label under 60 characters",
] as const;

export type ErrorId = (typeof errorKeys)[number] | (typeof staffErrorKeys)[number];
