import { bookingSources, type BookingSource } from "./booking-desk";
import { paymentStates, type PaymentState } from "./payment";

// The admin bookings filters, shared by the page and the query.
export const bookingFilters = ["all", "current", "expired", "cancelled"] as const;
export type BookingFilter = (typeof bookingFilters)[number];

/** What All Bookings and its CSV show, read from the address: the filter, the date sort, the search, the source and the payment state. */
export function readBookingQuery(params: URLSearchParams) {
  const filterParam = params.get("filter");
  const filter: BookingFilter = bookingFilters.find((f) => f === filterParam) ?? "all";
  const sort: "asc" | "desc" = params.get("sort") === "asc" ? "asc" : "desc";
  const q = (params.get("q") ?? "").trim();
  const sourceParam = params.get("source");
  // "" for every source; an unknown one is every source too.
  const source: BookingSource | "" = bookingSources.find((s) => s === sourceParam) ?? "";
  const paymentParam = params.get("payment");
  // "" for any payment state; an unknown one is any too.
  const payment: PaymentState | "" = paymentStates.find((s) => s === paymentParam) ?? "";
  return { filter, sort, q, source, payment };
}
