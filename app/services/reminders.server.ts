import { reminderBell, reminderEmail } from "~/emails/reminder";
import { reminderText } from "~/messages/phone-texts";
import { getMeta, setMeta, TEST_CLOCK_KEY, TEST_CLOCK_SCANNED_KEY } from "~/models/meta.server";
import { recordDueReminders } from "~/models/reminder.server";
import { clockNow } from "~/utils/clock.server";
import { getEnv } from "~/utils/env.server";
import { periodicWorker } from "~/utils/worker.server";
import { siteUrl } from "~/utils/site-url.server";
import { deliverGuestNotices } from "./guest-notice.server";

/** The reminders' "now": real time, or the instant an end-to-end test stored (TEST_CLOCK=on). */
export function reminderClock(): Date {
  return clockNow(() => getMeta(TEST_CLOCK_KEY));
}

/**
 * Records the reminder of every booking due at `now` (one transaction; each booking once, ever), then sends them
 * through the outbox, or logs them with no RESEND_API_KEY. A crash between the two leaves them pending in the
 * outbox, which the outbox worker sends at the next start. Returns how many were recorded.
 */
export async function sendDueReminders(now = reminderClock()): Promise<number> {
  const env = getEnv();
  const recorded = recordDueReminders(now, {
    hours: env.REMINDER_HOURS,
    timeZone: env.TZ,
    notice: ({ booking, packageTitle, meetingPoint }) => ({
      email: (manageLink) =>
        reminderEmail(
          { ...booking, packageTitle },
          {
            siteName: env.SITE_NAME,
            meetingPoint,
            now,
            timeZone: env.TZ,
            link: booking.userId ? siteUrl(`/user/booking/${booking.reference}`) : null,
            manageLink,
          },
        ),
      bell: reminderBell(booking, now, env.TZ),
      phone: reminderText({ ...booking, packageTitle }, meetingPoint, env.SITE_NAME, env.TZ),
    }),
  });
  await deliverGuestNotices(recorded);
  return recorded.length;
}

// With the test clock a test moves time and waits for the scan: a short round keeps that wait short.
const TEST_CLOCK_INTERVAL_MS = 250;

/** One round: the scan at the clock (real, or the test's), then a note of it for a waiting test. */
async function scan() {
  // Read once, so the scan and the note of it name the same instant.
  const testClock = getEnv().TEST_CLOCK ? getMeta(TEST_CLOCK_KEY) : null;
  await sendDueReminders(clockNow(() => testClock));
  // Tells a waiting test that a whole scan ran at the clock it set (only when the value changed: no write per round).
  if (testClock && getMeta(TEST_CLOCK_SCANNED_KEY) !== testClock) setMeta(TEST_CLOCK_SCANNED_KEY, testClock);
}
const reminderWorker = periodicWorker("reminders", scan);

/** Looks for due reminders beside the outbox worker, as often (OUTBOX_INTERVAL_MS), and once at once. */
export function startReminderWorker(
  intervalMs = getEnv().TEST_CLOCK ? TEST_CLOCK_INTERVAL_MS : getEnv().OUTBOX_INTERVAL_MS,
) {
  reminderWorker.start(intervalMs);
}
export function stopReminderWorker() {
  reminderWorker.stop();
}
