/** The admin side menu (the product's specification), in its order. */
export const adminMenu = [
  { to: "/admin/home", label: "Home" },
  { to: "/admin/updates", label: "Updates" },
  { to: "/admin/add", label: "Add Package" },
  { to: "/admin/bookings", label: "View All Bookings" },
  { to: "/admin/departures", label: "Departures" },
  { to: "/admin/packages/active", label: "Active Packages" },
  { to: "/admin/packages/archived", label: "Archived Packages" },
  { to: "/admin/packages/deleted", label: "Deleted Packages" },
  { to: "/admin/email", label: "Email" },
  { to: "/admin/role", label: "Set Role" },
  { to: "/admin/banners", label: "Notification Banners" },
  { to: "/admin/notify", label: "Notification To All" },
  { to: "/admin/policies", label: "Policies" },
  { to: "/admin/uploads", label: "View Uploads" },
  { to: "/admin/tasks", label: "Task Manager" },
  { to: "/admin/outbox", label: "Outbox" },
  // Issue 16: where guests are picked up, by zone.
  { to: "/admin/pickups", label: "Pickup places" },
] as const;
