import { useFetcher } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import type { BookingDepartures } from "~/services/departures.server";
import { useLiveChanges } from "~/components/live-updates";
import type { Lang } from "~/utils/i18n";

/** How long a burst of changes (a few bookings at once) is waited out before reading the seats again. */
const DEBOUNCE_MS = 300;

/**
 * The booking page's departures and seats, kept up to date with JavaScript: when the change stream says a
 * package's departures changed (someone else's booking or cancellation, a staff change), they are read again
 * from `/resources/departures/{id}` alone. The page's own loader is not run again: it would mint a new form
 * key and could move what a visitor is typing. The labels come in the page's language (`lang`). New loader data (a navigation) takes over from what was read.
 */
export function useLiveSeats(packageId: string, fromLoader: BookingDepartures, lang: Lang = "en"): BookingDepartures {
  const fetcher = useFetcher<BookingDepartures>();
  const [fresh, setFresh] = useState<BookingDepartures | null>(null);
  useEffect(() => setFresh(null), [fromLoader]);
  useEffect(() => {
    if (fetcher.data && "seats" in fetcher.data) setFresh(fetcher.data);
  }, [fetcher.data]);

  const timer = useRef<number>();
  useEffect(() => () => window.clearTimeout(timer.current), []);
  const { load } = fetcher;
  const read = () => {
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(
      () => load(`/resources/departures/${encodeURIComponent(packageId)}?lang=${lang}`),
      DEBOUNCE_MS,
    );
  };
  useLiveChanges(["departures"], (change) => change.packageId === packageId && read(), read);
  return fresh ?? fromLoader;
}
