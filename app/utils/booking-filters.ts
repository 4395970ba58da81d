// The admin bookings filters, shared by the page and the query.
export const bookingFilters = ["all", "current", "expired", "cancelled"] as const;
export type BookingFilter = (typeof bookingFilters)[number];

/** What All Bookings and its CSV show, read from the address: the filter, the date sort and the search. */
export function readBookingQuery(params: URLSearchParams) {
  const filterParam = params.get("filter");
  const filter: BookingFilter = bookingFilters.find((f) => f === filterParam) ?? "all";
  const sort: "asc" | "desc" = params.get("sort") === "asc" ? "asc" : "desc";
  const q = (params.get("q") ?? "").trim();
  return { filter, sort, q };
}
