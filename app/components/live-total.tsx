import { useT } from "~/utils/i18n";
import { approxEur, describeQuote, quote, type Party, type Prices } from "~/utils/money";
import { ApproxEur } from "./approx-eur";

/** The party as the form has it, with the pickup chosen (a place's id, "address", or none). */
export type LiveParty = Party & { pickup: FormDataEntryValue | null };

/**
 * With JavaScript, the party's total above the send button, as a preview: the server computes the booking's own. The pickup
 * place's surcharge per person comes with the page's places (zones); "≈ €" after it at the operator's display rate.
 */
export default function LiveTotal({
  prices,
  party,
  zones,
  eurRate,
}: {
  prices: Prices;
  party: LiveParty;
  zones: { places: { id: number; surcharge: number }[] }[];
  eurRate: number | null;
}) {
  const i18n = useT();
  const place = zones.flatMap((z) => z.places).find((p) => String(p.id) === party.pickup);
  const q = quote(prices, party, place?.surcharge ?? 0);
  if (!q) return null;
  return (
    <dl className="space-y-1" aria-live="polite">
      <dt className="text-ink-soft">{i18n.t("Total")}</dt>
      <dd className="text-base font-semibold">
        <span data-testid="live-total">{describeQuote(q, i18n)}</span>
        <ApproxEur text={approxEur(q.total, eurRate, i18n)} />
      </dd>
    </dl>
  );
}
