// Late deposits cancelled by the site (DEPOSIT_AUTO_CANCEL=on; off by default: staff see them on the admin home and
// decide). Each is cancelled as staff's Cancel does it, the guest told in the same words ('… updated to Cancelled').
import { cancellationsPublished } from "~/models/booking.server";
import { cancelLateDeposits } from "~/models/late-deposit.server";
import { getEnv } from "~/utils/env.server";
import { periodicWorker } from "~/utils/worker.server";
import { statusEmail } from "./booking-status.server";
import { deliverGuestNotices } from "./guest-notice.server";
import { reminderClock } from "./reminders.server";

/** One round: every late deposit's booking cancelled at `now`, then the guests' e-mails sent. Returns how many. */
export async function cancelDueDeposits(now = reminderClock()): Promise<number> {
  const { DEPOSIT_WAIT_HOURS, TZ } = getEnv();
  const cancelled = cancelLateDeposits(now, DEPOSIT_WAIT_HOURS, TZ, (b) => ({
    email: (link) => statusEmail(b, link),
    bell: { title: `Booking ${b.reference}`, message: `Your booking has been updated to ${b.status}` },
  }));
  cancellationsPublished(cancelled.map((c) => c.booking));
  await deliverGuestNotices(cancelled.map((c) => c.notice));
  return cancelled.length;
}

const depositWorker = periodicWorker("deposits", cancelDueDeposits);

/** With DEPOSIT_AUTO_CANCEL on, looks for late deposits as often as the outbox sends (and once at once); off, nothing. */
export function startDepositWorker(intervalMs = getEnv().OUTBOX_INTERVAL_MS) {
  if (getEnv().DEPOSIT_AUTO_CANCEL) depositWorker.start(intervalMs);
}
export function stopDepositWorker() {
  depositWorker.stop();
}
