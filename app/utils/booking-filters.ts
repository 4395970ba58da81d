// The admin bookings filters, shared by the page and the query.
export const bookingFilters = ["all", "current", "expired", "cancelled"] as const;
export type BookingFilter = (typeof bookingFilters)[number];
