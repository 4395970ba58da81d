import { useT } from "~/utils/i18n";
import { cancellationPolicy } from "~/utils/guest-promises";
import { approxEur, describeQuote, quote, type Party, type Prices } from "~/utils/money";
import { departureInstant } from "~/utils/time";
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
  departure,
}: {
  prices: Prices;
  party: LiveParty;
  zones: { places: { id: number; surcharge: number }[] }[];
  eurRate: number | null;
  /** The departure the form names, for its cancellation cut-off ("Free cancellation until …"); null: none chosen yet. */
  departure: { date: string; startTime: string; freeCancelHours: number; timeZone: string } | null;
}) {
  const i18n = useT();
  const place = zones.flatMap((z) => z.places).find((p) => String(p.id) === party.pickup);
  const q = quote(prices, party, place?.surcharge ?? 0);
  return (
    <>
      {q ? (
        <dl className="space-y-1" aria-live="polite">
          <dt className="text-ink-soft">{i18n.t("Total")}</dt>
          <dd className="text-base font-semibold">
            <span data-testid="live-total">{describeQuote(q, i18n)}</span>
            <ApproxEur text={approxEur(q.total, eurRate, i18n)} />
          </dd>
        </dl>
      ) : null}
      {departure ? <DeparturePolicy {...departure} /> : null}
    </>
  );
}

/** The chosen departure's free-cancellation cut-off, as the server words it once the form is sent (same function). */
function DeparturePolicy({
  date,
  startTime,
  freeCancelHours,
  timeZone,
}: {
  date: string;
  startTime: string;
  freeCancelHours: number;
  timeZone: string;
}) {
  const i18n = useT();
  const policy = cancellationPolicy(
    { freeCancelHours, departure: departureInstant(date, startTime, timeZone) },
    timeZone,
    i18n,
  );
  return (
    <p className="text-sm" data-testid="departure-policy">
      <span className="font-semibold">{policy.free}.</span> {policy.after}
    </p>
  );
}
