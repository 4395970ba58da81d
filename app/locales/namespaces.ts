// Which messages a page carries in its data (docs/decisions/036-one-translator.md): a namespace is the files whose
// messages it holds, as `lingui extract` records each message's files in the catalogues. The root gives "common";
// each page's loader adds its own (`requestMessages(request, "book")`). Only what renders in the browser needs
// to be here: the server's own texts (e-mails, loaders, actions) are translated by `translator(lang)` with every
// message. A file is named whole, or a folder by its path ending in "/".
export const NAMESPACES = {
  common: [
    "app/root.tsx",
    "app/components/site-header.tsx",
    "app/components/site-footer.tsx",
    // The footer's: the operator's WhatsApp and licence (the booking pages' WhatsApp link too).
    "app/components/whatsapp-link.tsx",
    "app/components/operator-trust.tsx",
    "app/components/notification-bell.tsx",
    "app/components/notification-menu.tsx",
    // Every page has dates: the zone's name and a duration's words come with them.
    "app/utils/time.ts",
    // A page whose loader failed has only the root's data: the error screens' words come with it.
    "app/components/error-screen.tsx",
    "app/components/package-error.tsx",
    "app/components/package-error-screen.tsx",
    "app/components/site-link.tsx",
  ],
  home: [
    "app/routes/_index.tsx",
    "app/components/banner-list.tsx",
    "app/components/notice-text.tsx",
    "app/components/carousel.tsx",
    "app/components/package-card.tsx",
  ],
  package: ["app/routes/info.$uid.tsx", "app/utils/money.ts"],
  book: [
    "app/routes/book.$uid.tsx",
    "app/components/booking-sending-failed.tsx",
    "app/components/departure-calendar.tsx",
    "app/components/live-total.tsx",
    // The live total words the chosen departure's cancellation cut-off.
    "app/utils/guest-promises.ts",
    "app/utils/departure-choice.ts",
    "app/components/phone-field.tsx",
    "app/components/human-check.tsx",
    "app/components/terms-checkbox.tsx",
    "app/components/ui/",
    "app/utils/money.ts",
    "app/utils/pickup.ts",
    "app/utils/schedule.ts",
  ],
  booking: [
    "app/routes/booking-confirmation.$ref.tsx",
    "app/routes/manage.$token.tsx",
    "app/routes/user.booking.$ref.tsx",
    "app/components/add-to-calendar.tsx",
    "app/components/booking-detail.tsx",
    "app/components/cancellation-policy.tsx",
    "app/components/booking-payment.tsx",
    "app/routes/pay.$checkoutId.tsx",
    "app/utils/pay.ts",
    "app/utils/guest-cancel.ts",
    "app/components/booking-status.tsx",
    "app/components/ui/",
    "app/utils/booking-state.ts",
    "app/utils/money.ts",
    "app/utils/pickup.ts",
    // pickup.ts's pickupTimeFor lives there (the booking form's first load carries it).
    "app/utils/departure-choice.ts",
  ],
  contact: [
    "app/routes/contact.tsx",
    "app/routes/contact_.sent.tsx",
    "app/components/phone-field.tsx",
    "app/components/human-check.tsx",
    "app/components/ui/",
  ],
  about: ["app/routes/aboutus.tsx"],
  account: [
    "app/routes/login.tsx",
    "app/routes/signup-confirmation.tsx",
    "app/routes/verify-email.tsx",
    "app/routes/reset-password.tsx",
    "app/routes/resetlink.tsx",
    "app/routes/userprofile.tsx",
    "app/components/phone-field.tsx",
    "app/routes/userprofile_.delete.tsx",
    "app/routes/notifications.tsx",
    "app/components/dashboard/",
    "app/components/notice-card.tsx",
    "app/components/notice-text.tsx",
    "app/components/booking-status.tsx",
    "app/components/human-check.tsx",
    "app/components/terms-checkbox.tsx",
    "app/components/ui/",
    "app/utils/booking-state.ts",
    "app/utils/money.ts",
    "app/utils/admin-messages.ts",
  ],
  admin: [
    "app/components/admin/",
    "app/utils/manifest.ts",
    "app/utils/money.ts",
    "app/utils/schedule.ts",
    "app/utils/pickup.ts",
  ],
  // The translations' fields on the back office's forms, in each translated language's own words (routes/_admin.tsx).
  translations: ["app/components/admin/translation-fields.tsx"],
  // The form errors' messages (the public ids of utils/error-keys.ts): the pages whose forms check in the browser
  // with their rules in the page; the others fetch them with their rules (routes/resources.error-messages.ts).
  errors: ["app/utils/error-keys.ts"],
} satisfies Record<string, readonly string[]>;

export type Namespace = keyof typeof NAMESPACES;

const entries = Object.entries(NAMESPACES) as [Namespace, readonly string[]][];

/** The namespaces of a message, from the files that use it (its origins in the catalogue). */
export function namespacesOf(files: readonly string[]): Namespace[] {
  return entries
    .filter(([, paths]) =>
      files.some((file) => paths.some((path) => (path.endsWith("/") ? file.startsWith(path) : file === path))),
    )
    .map(([ns]) => ns);
}
