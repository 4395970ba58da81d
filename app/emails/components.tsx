import type { Translator } from "~/utils/i18n";
import { Body, Container, Head, Html, Link, Preview, Section, Text } from "@react-email/components";
import { Fragment, type ReactNode } from "react";
import { emailI18n, localeUrl } from "./i18n.server";
import { notYouLine } from "./layout";

// The parts every message is made of. Body paragraphs are plain <p>s, as they always were: they take the card's
// line height, and the plain text (render.server.ts) reads them as paragraphs. What is only for the eye (the
// header, the footer, the address under a button) carries data-skip-in-text, so the plain text stays as it was.

const palette = {
  sand: "#FBF7F0",
  lagoon: "#0B4F58",
  ink: "#1B2B34",
  soft: "#4A5A63",
  faint: "#5A6870",
  button: "#0E7C86",
  rule: "#C9D6DB",
};

/** The frame of every message: the site's name, a white card on sand, 560px wide, the footer. */
export function EmailLayout({
  siteName,
  preview,
  children,
  i18n,
}: {
  siteName: string;
  preview?: string;
  children: ReactNode;
  i18n?: Translator;
}) {
  i18n ??= emailI18n();
  const { lang } = i18n;
  return (
    <Html lang={lang}>
      <Head />
      {preview ? <Preview>{preview}</Preview> : null}
      <Body
        style={{
          margin: 0,
          backgroundColor: palette.sand,
          fontFamily: "system-ui,-apple-system,Segoe UI,Roboto,Arial,sans-serif",
          color: palette.ink,
        }}
      >
        <Container style={{ maxWidth: "560px", margin: "0 auto", padding: "24px" }}>
          <Text
            data-skip-in-text="true"
            style={{
              fontFamily: "Georgia,serif",
              fontSize: "20px",
              fontWeight: 600,
              color: palette.lagoon,
              margin: "0 0 16px",
            }}
          >
            {siteName}
          </Text>
          <Section style={{ backgroundColor: "#ffffff", borderRadius: "12px", padding: "24px", lineHeight: 1.6 }}>
            {children}
          </Section>
          <Text data-skip-in-text="true" style={{ fontSize: "12px", color: palette.faint, marginTop: "16px" }}>
            {i18n.t("{siteName}, Mauritius", { siteName })}
          </Text>
        </Container>
      </Body>
    </Html>
  );
}

/** Text with its line breaks kept (a visitor's message, an admin's message): text, never HTML. */
export function Lines({ text }: { text: string }) {
  const lines = text.split(/\r?\n/);
  return (
    <>
      {lines.map((line, i) => (
        // Lines are positional: the index is their identity.
        <Fragment key={i}>
          {i > 0 ? <br /> : null}
          {line}
        </Fragment>
      ))}
    </>
  );
}

/** Sentences of ours, a paragraph each (the promises of booking-facts.ts promiseLines). */
export function Paragraphs({ lines }: { lines: string[] }) {
  return (
    <>
      {lines.map((line) => (
        <p key={line}>{line}</p>
      ))}
    </>
  );
}

/** "Warm regards, / The … team". */
export function Signature({ siteName, i18n }: { siteName: string; i18n?: Translator }) {
  i18n ??= emailI18n();
  return (
    <p>
      {i18n.t("Warm regards,")}
      <br />
      {i18n.t("The {siteName} team", { siteName })}
    </p>
  );
}

/** The look of a table of facts in a message: a layout table (no header semantics for a mail client's reader), compact. */
export const tableLook = {
  role: "presentation",
  cellPadding: 6,
  style: { borderCollapse: "collapse", fontSize: "15px" },
} as const;

/** Label and value rows; the plain text reads "Label: value", one a line, under the title if there is one. */
export function DetailsTable({ rows, title }: { rows: [string, string][]; title?: string }) {
  if (title) {
    // The title and the rows are one block of the plain text: "Your booking:" with its first row on the next line.
    return (
      <div data-text-format="titled">
        <p>{title}</p>
        <DetailsTable rows={rows} />
      </div>
    );
  }
  return (
    <table {...tableLook} data-text-format="details">
      <tbody>
        {rows.map(([label, value]) => (
          <tr key={label}>
            <th align="left" style={{ color: palette.soft, fontWeight: 600, verticalAlign: "top" }}>
              {label}
            </th>
            <td>
              <Lines text={value} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * What a visitor typed, quoted in an e-mail to the address they typed: introduced as theirs, set apart ("> " lines,
 * a bar in HTML), never in our own voice, so a stranger's text cannot pass for the operator's.
 */
export function QuotedVisitorText({ intro, rows }: { intro: string; rows: [string, string][] }) {
  return (
    <>
      <p>{intro}</p>
      <blockquote
        style={{
          margin: "0 0 16px",
          padding: "4px 0 4px 12px",
          borderLeft: `4px solid ${palette.rule}`,
          color: palette.soft,
        }}
      >
        <DetailsTable rows={rows} />
      </blockquote>
    </>
  );
}

/** A titled list; the plain text reads the title, then "- item" lines right under it ("What to bring:"). */
export function ListWithTitle({ title, items }: { title: ReactNode; items: ReactNode[] }) {
  return (
    <div data-text-format="titled">
      <p>{title}</p>
      <ul>
        {items.map((item, i) => (
          // Items are positional: the index is their identity.
          <li key={i}>{item}</li>
        ))}
      </ul>
    </div>
  );
}

/** Our team's own words set apart (a refusal's reason): a bar in HTML, "> " lines in the plain text. */
export function QuotedText({ text }: { text: string }) {
  return (
    <blockquote style={{ margin: "0 0 16px", padding: "4px 0 4px 12px", borderLeft: `4px solid ${palette.rule}` }}>
      <Lines text={text} />
    </blockquote>
  );
}

/**
 * The guest's private page for the booking, near the end of every e-mail about it: "Manage your booking: {address}"
 * in the plain text, a button in HTML. Nothing when the message is built without one (previews of other messages, tests).
 */
export function ManageBookingLink({ href, i18n }: { href?: string | null; i18n?: Translator }) {
  i18n ??= emailI18n();
  return href ? (
    <ButtonLink href={href} i18n={i18n}>
      {i18n.t("Manage your booking")}
    </ButtonLink>
  ) : null;
}

/**
 * A message to a guest, in their language: a plain "Hello," (their name was typed into a public form, with the
 * address beside it), what happened (`intro`, also the inbox preview unless `preview` says otherwise), the rest, the
 * pay button when the sender asks for one (`pay`), the booking's manage link when there is one, the "not you" line
 * where a stranger could have caused it, the signature.
 */
export function GuestMessage({
  siteName,
  intro,
  preview = intro,
  manageLink,
  pay,
  notYou = false,
  i18n,
  children,
}: {
  siteName: string;
  intro?: string;
  preview?: string;
  manageLink?: string | null;
  pay?: PayPurpose | null;
  notYou?: boolean;
  i18n: Translator;
  children?: ReactNode;
}) {
  return (
    <EmailLayout siteName={siteName} preview={preview} i18n={i18n}>
      <p>{i18n.t("Hello,")}</p>
      {intro ? <p>{intro}</p> : null}
      {children}
      <PayButton purpose={pay} manageLink={manageLink} i18n={i18n} />
      <ManageBookingLink href={localeUrl(i18n.lang, manageLink)} i18n={i18n} />
      {notYou ? <p>{i18n.t(notYouLine)}</p> : null}
      <Signature siteName={siteName} i18n={i18n} />
    </EmailLayout>
  );
}

/** The one thing to do, as a button; the plain text reads "Label: address", the HTML adds the address under it. */
export function ButtonLink({ href, children, i18n }: { href: string; children: string; i18n?: Translator }) {
  i18n ??= emailI18n();
  return (
    <>
      <p>
        <Link
          href={href}
          data-text-format="labelled"
          style={{
            display: "inline-block",
            background: palette.button,
            color: "#ffffff",
            padding: "12px 20px",
            borderRadius: "999px",
            textDecoration: "none",
            fontWeight: 600,
          }}
        >
          {children}
        </Link>
      </p>
      <p data-skip-in-text="true" style={{ fontSize: "13px", color: palette.soft, overflowWrap: "anywhere" }}>
        {i18n.t("Or open this address: {href}", { href })}
      </p>
    </>
  );
}

/** What a guest's e-mail asks them to pay online: the deposit, or the rest. */
export type PayPurpose = "deposit" | "balance";

/**
 * 'Pay deposit' / 'Pay balance' to the Payment section of the booking's manage page, when the sender says online
 * payment is set up and something is owed (services/checkout.server.ts emailPayButton); nothing otherwise.
 */
export function PayButton({
  purpose,
  manageLink,
  i18n,
}: {
  purpose?: PayPurpose | null;
  manageLink?: string | null;
  i18n: Translator;
}) {
  if (!purpose || !manageLink) return null;
  return (
    <ButtonLink href={`${localeUrl(i18n.lang, manageLink)}#payment`} i18n={i18n}>
      {purpose === "deposit" ? i18n.t("Pay deposit") : i18n.t("Pay balance")}
    </ButtonLink>
  );
}
