import { useRouteLoaderData } from "@remix-run/react";
import type { RootData } from "~/root";
import { useT } from "~/utils/i18n";
import { whatsappLink } from "~/utils/whatsapp";

/**
 * "WhatsApp us": a chat with the operator's WhatsApp (WHATSAPP_NUMBER, from the root's data), nothing when it is off.
 * With a booking's `reference` the message starts typed, in the page's language, naming it. A plain link (no new
 * window): a phone hands it to WhatsApp's app.
 */
export function WhatsAppLink({ reference, className = "link" }: { reference?: string; className?: string }) {
  const i18n = useT();
  const number = useRouteLoaderData<RootData>("root")?.env.whatsappNumber;
  if (!number) return null;
  const text = reference ? `${i18n.t("Hello, about my booking {reference}:", { reference })} ` : undefined;
  return (
    <a href={whatsappLink(number, text)} rel="noopener" className={className} data-whatsapp>
      {/* A speech bubble: the words say where the link goes. */}
      <svg
        aria-hidden="true"
        viewBox="0 0 16 16"
        width="16"
        height="16"
        className="mr-1 inline-block shrink-0 align-[-2px]"
      >
        <path
          fill="currentColor"
          d="M8 1a7 7 0 0 0-6 10.6L1 15l3.5-1A7 7 0 1 0 8 1Zm0 1.5a5.5 5.5 0 1 1-3 10.1l-.3-.2-1.6.5.5-1.5-.2-.3A5.5 5.5 0 0 1 8 2.5Z"
        />
      </svg>
      {reference ? i18n.t("WhatsApp us about this booking") : i18n.t("WhatsApp us")}
    </a>
  );
}
