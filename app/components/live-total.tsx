import { useT } from "~/utils/i18n";
import { describeQuote, quote, type Party, type Prices } from "~/utils/money";

/** With JavaScript, the party's total under the form, as a preview: the server computes the booking's own. */
export default function LiveTotal({ prices, party }: { prices: Prices; party: Party }) {
  const i18n = useT();
  const q = quote(prices, party);
  if (!q) return null;
  return (
    <p className="pt-2 font-semibold" aria-live="polite" data-testid="live-total">
      {describeQuote(q, i18n)}
    </p>
  );
}
