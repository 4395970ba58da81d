// The dashboard's pages, in menu order (as specified: Home, View All Bookings, Edit Profile); their labels are messages.
export const DASHBOARD_VIEWS = [
  { view: "home", label: /*i18n*/ "Home" },
  { view: "bookings", label: /*i18n*/ "View All Bookings" },
  { view: "profile", label: /*i18n*/ "Edit Profile" },
] as const;

export type DashboardView = (typeof DASHBOARD_VIEWS)[number]["view"];

export function parseDashboardView(value: unknown): DashboardView | null {
  return DASHBOARD_VIEWS.find((v) => v.view === value)?.view ?? null;
}
