// The dashboard's pages, in menu order (as specified: Home, View All Bookings, Edit Profile).
export const DASHBOARD_VIEWS = [
  { view: "home", label: "Home" },
  { view: "bookings", label: "View All Bookings" },
  { view: "profile", label: "Edit Profile" },
] as const;

export type DashboardView = (typeof DASHBOARD_VIEWS)[number]["view"];

export function parseDashboardView(value: unknown): DashboardView | null {
  return DASHBOARD_VIEWS.find((v) => v.view === value)?.view ?? null;
}
