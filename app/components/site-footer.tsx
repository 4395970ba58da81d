import { Link } from "@remix-run/react";
import type { PolicyLink as Policy } from "~/models/policy.server";
import { OperatorTrust } from "~/components/operator-trust";
import { WhatsAppLink } from "~/components/whatsapp-link";
import { useT } from "~/utils/i18n";

type Props = {
  siteName: string;
  contactEmail: string;
  contactPhone: string;
  /** The Tourism Authority's licence and the office's address (LICENCE_NUMBER, STREET_ADDRESS). */
  licenceNumber: string;
  streetAddress: string;
  policies: { terms: Policy | null; privacy: Policy | null; cookie: Policy | null };
  devHumanCheck: boolean;
};

// The operator's pages elsewhere (their names are the same in every language).
const SOCIAL = [
  ["Facebook", "https://www.facebook.com/"],
  ["Twitter", "https://twitter.com/"],
  ["Instagram", "https://www.instagram.com/"],
] as const;

/** A policy's link: its title in the page's language, or the site's own words (`children`) when it has none. */
function PolicyLink({ policy, children }: { policy: Policy | null; children: string }) {
  // Until the operator uploads this policy the entry has no target (as the specification says).
  if (!policy) return <span className="text-sand-dark/80">{children}</span>;
  return (
    <a href={policy.href} className="hover:text-white hover:underline" target="_blank" rel="noreferrer">
      {policy.title || children}
    </a>
  );
}

export function SiteFooter({
  siteName,
  contactEmail,
  contactPhone,
  licenceNumber,
  streetAddress,
  policies,
  devHumanCheck,
}: Props) {
  const i18n = useT();
  const { href } = i18n;
  return (
    <footer className="mt-20 bg-lagoon-dark text-sand">
      <div className="container-page grid gap-10 py-12 sm:grid-cols-3">
        <div>
          <p className="font-serif text-xl font-semibold text-white">{siteName}</p>
          <p className="mt-2 text-sm text-sand/90">
            {i18n.t("Day trips and holiday packages around Mauritius, planned by people who live here.")}
          </p>
          <p className="mt-4 text-sm">
            <a className="hover:text-white hover:underline" href={`mailto:${contactEmail}`}>
              {contactEmail}
            </a>
            <br />
            <a className="hover:text-white hover:underline" href={`tel:${contactPhone.replace(/\s+/g, "")}`}>
              {contactPhone}
            </a>
          </p>
          {/* No booking here: the footer is the same for everyone (the page cache keeps it). */}
          <WhatsAppLink className="mt-1 inline-block text-sm hover:text-white hover:underline focus-visible:outline-white" />
          <OperatorTrust licenceNumber={licenceNumber} streetAddress={streetAddress} className="mt-4 text-sm" />
        </div>
        <nav aria-label={i18n.t("Footer")}>
          <ul className="space-y-2 text-sm">
            <li>
              <Link className="hover:text-white hover:underline" to={`${href("/")}#packages`}>
                {i18n.t("Packages")}
              </Link>
            </li>
            <li>
              <Link className="hover:text-white hover:underline" to={href("/aboutus")}>
                {i18n.t("About us")}
              </Link>
            </li>
            <li>
              <Link className="hover:text-white hover:underline" to={href("/contact")}>
                {i18n.t("Contact us")}
              </Link>
            </li>
            <li>
              <PolicyLink policy={policies.terms}>{i18n.t("Terms and conditions")}</PolicyLink>
            </li>
            <li>
              <PolicyLink policy={policies.privacy}>{i18n.t("Privacy policy")}</PolicyLink>
            </li>
            <li>
              <PolicyLink policy={policies.cookie}>{i18n.t("Cookie policy")}</PolicyLink>
            </li>
          </ul>
        </nav>
        <div>
          <p className="text-sm font-semibold text-white">{i18n.t("Follow us")}</p>
          <ul className="mt-2 flex gap-4 text-sm">
            {SOCIAL.map(([name, url]) => (
              <li key={name}>
                <a className="hover:text-white hover:underline" href={url} rel="noreferrer">
                  {name}
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <div className="border-t border-white/10">
        <div className="container-page flex flex-wrap items-center justify-between gap-2 py-4 text-xs text-sand/80">
          <p>{i18n.t("© {year} {siteName}. Mauritius.", { year: new Date().getFullYear(), siteName })}</p>
          {devHumanCheck ? (
            <p role="note" className="rounded-full bg-gold-light px-3 py-1 font-semibold text-ink">
              {i18n.t("Human check in development mode: no Turnstile keys are set, so it always passes.")}
            </p>
          ) : null}
        </div>
      </div>
    </footer>
  );
}
