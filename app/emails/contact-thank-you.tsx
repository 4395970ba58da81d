import type { Lang, Translator } from "~/utils/i18n";
import { GuestMessage, QuotedVisitorText } from "./components";
import { emailI18n } from "./i18n.server";
import { visitorName } from "./layout";
import { renderEmail } from "./render.server";

export type ContactMessage = { name: string; email: string; phone: string; message: string };

/** The thank-you to the address the visitor typed: our words only, then their text quoted as "What you sent us". */
export function ContactThankYou({
  message: m,
  siteName,
  i18n = emailI18n(),
}: {
  message: ContactMessage;
  siteName: string;
  i18n?: Translator;
}) {
  const intro = i18n.t("Thank you for getting in touch with {siteName}. Our team will revert as soon as possible.", {
    siteName,
  });
  return (
    <GuestMessage siteName={siteName} intro={intro} notYou i18n={i18n}>
      <QuotedVisitorText
        intro={i18n.t("What you sent us through our contact form:")}
        rows={[
          [i18n.t("Name"), visitorName(m.name)],
          [i18n.t("Email"), m.email],
          [i18n.t("Phone"), m.phone || i18n.t("(not given)")],
          [i18n.t("Message"), m.message],
        ]}
      />
    </GuestMessage>
  );
}

/**
 * The subject is our fixed words and the message's reference (its number): it stands beside our name in the inbox,
 * so nothing the visitor typed goes into it ("Message from Refund ready: call +230…" read as ours, however the name
 * was cleaned); their words stay quoted in the body. In the language of the contact page it was sent from (`lang`).
 */
export function contactThankYouEmail(m: ContactMessage, siteName: string, lang: Lang, reference: number | string) {
  const i18n = emailI18n(lang);
  return {
    recipient: m.email,
    subject: i18n.t("We received your message (ref. {reference})", { reference: String(reference) }),
    ...renderEmail(<ContactThankYou message={m} siteName={siteName} i18n={i18n} />),
    // A stranger may type anyone's address: this address gets only so many of these an hour.
    limitPerRecipient: true,
  };
}
