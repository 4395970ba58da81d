// The words of the audit log (models/audit.server.ts writes it, /admin/audit reads it): what each action is
// called, what kind of thing it changes, and how its changes read.

/** Every action recorded, by the kind of thing it changes, with what the page calls it. */
export const auditActions = {
  "package.create": "Package added",
  "package.update": "Package edited",
  "package.status": "Package status changed",
  "package.delete": "Package removed permanently",
  "booking.status": "Booking status changed",
  "booking.update": "Booking commented",
  "booking.change": "Booking changed",
  "booking.create": "Booking made by staff",
  "booking.checkin": "Passenger checked in or marked no-show",
  "booking.payment": "Payment recorded",
  "booking.refund": "Refund recorded",
  "departure.close": "Departure closed",
  "departure.reopen": "Departure reopened",
  "departure.seats": "Departure seats changed",
  "departure.add": "One-off departure added",
  "departure.remove": "One-off departure removed",
  "departure.cancel": "Departure cancelled",
  "departure.message": "Departure's guests messaged",
  "pickup.create": "Pickup place added",
  "pickup.update": "Pickup place edited",
  "pickup.delete": "Pickup place deleted",
  "role.change": "Role changed",
  "banner.create": "Banner added",
  "banner.update": "Banner edited",
  "banner.move": "Banner moved",
  "banner.delete": "Banner deleted",
  "notification.send": "Notification sent to all",
  "update.post": "Update posted",
  "policy.update": "Policy uploaded",
  "upload.delete": "Upload deleted",
  "email.send": "E-mail sent",
  "email.resend": "E-mail sent again",
  "task.create": "Task added",
  "task.update": "Task changed",
  "task.delete": "Task cleared",
  "guest.export": "Guest data exported",
  "guest.erase": "Guest data erased",
  "backup.create": "Backup taken",
  "crew.create": "Guide or vehicle added",
  "crew.update": "Guide or vehicle edited",
  "crew.delete": "Guide or vehicle removed",
  "crew.assign": "Guide and vehicle given a departure",
} as const;

export type AuditAction = keyof typeof auditActions;

/** What an action changes: the word before its dot. */
export const auditActionKinds = [
  "package",
  "booking",
  "departure",
  "pickup",
  "role",
  "banner",
  "notification",
  "update",
  "policy",
  "upload",
  "email",
  "task",
  "guest",
  "backup",
  "crew",
] as const;

export const auditKindLabels: Record<(typeof auditActionKinds)[number], string> = {
  package: "Packages",
  booking: "Bookings",
  departure: "Departures",
  pickup: "Pickup places",
  role: "Roles",
  banner: "Banners",
  notification: "Notifications",
  update: "Updates",
  policy: "Policies",
  upload: "Uploads",
  email: "E-mails",
  task: "Tasks",
  guest: "Guest data",
  backup: "Backups",
  crew: "Guides and vehicles",
};

/** The kinds of thing a row points at (a role change points at the user; an e-mail about a booking at the booking). */
export type AuditTargetKind =
  | "package"
  | "booking"
  | "departure"
  | "pickup"
  | "user"
  | "banner"
  | "notification"
  | "update"
  | "policy"
  | "upload"
  | "email"
  | "task"
  | "guest"
  | "backup"
  | "crew";

export const isAuditAction = (value: unknown): value is AuditAction =>
  typeof value === "string" && Object.hasOwn(auditActions, value);

/** Where a target is seen in the back office (when it still exists); null: nowhere of its own. */
export function auditTargetHref(kind: string, id: string | null, label: string): string | null {
  if (!id) return null;
  switch (kind) {
    case "package":
      return `/edit/${encodeURIComponent(id)}`;
    case "departure": {
      const month = /\d{4}-\d{2}/.exec(label)?.[0];
      return `/admin/departures/${encodeURIComponent(id)}${month ? `?month=${month}` : ""}`;
    }
    case "booking":
      return `/update/booking/${encodeURIComponent(id)}`;
    case "user":
      return `/admin/role?email=${encodeURIComponent(label)}`;
    case "pickup":
      return "/admin/pickups";
    case "banner":
      return "/admin/banners";
    case "policy":
      return "/admin/policies";
    case "task":
      return "/admin/tasks";
    case "crew":
      return "/admin/crew";
    default:
      return null;
  }
}

const isPair = (value: unknown): value is [unknown, unknown] => Array.isArray(value) && value.length === 2;

/** A value as the page shows it: lists joined, nothing said as such, long text cut. */
export function auditValueText(value: unknown): string {
  if (value === null || value === undefined || value === "") return "(none)";
  if (Array.isArray(value)) return value.length ? value.map(auditValueText).join("; ") : "(none)";
  const text = typeof value === "object" ? JSON.stringify(value) : String(value);
  return text.length > 160 ? `${text.slice(0, 157)}…` : text;
}

/**
 * A row's changes as lines to read: "field: before → after" for a change (an update stores [before, after]),
 * "field: value" for a fact (a create, a delete, a message sent).
 */
export function auditChangeLines(
  action: string,
  changes: Record<string, unknown>,
): { field: string; before?: string; after: string }[] {
  const diff = isDiffAction(action);
  return Object.entries(changes).map(([field, value]) =>
    diff && isPair(value)
      ? { field, before: auditValueText(value[0]), after: auditValueText(value[1]) }
      : { field, after: auditValueText(value) },
  );
}

/** The actions whose changes are [before, after] pairs. */
const diffActions = new Set<string>([
  "package.update",
  "package.status",
  "booking.status",
  "booking.update",
  "departure.seats",
  "pickup.update",
  "role.change",
  "banner.update",
  "banner.move",
  "policy.update",
  "task.update",
]);
export const isDiffAction = (action: string) => diffActions.has(action);
