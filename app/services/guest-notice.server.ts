import type { RecordedNotice } from "~/models/guest-notice.server";
import { publish } from "~/utils/events.server";
import { sendRecorded } from "./email.server";

/**
 * After the commit: refreshes each client's bell at once and sends the recorded e-mails one after another
 * (a failure stays in the outbox, retried with backoff). Returns how many were sent or logged now.
 */
export async function deliverGuestNotices(notices: RecordedNotice[]): Promise<number> {
  for (const userId of new Set(notices.map((n) => n.userId))) {
    if (userId) publish({ topic: "notifications", userId });
  }
  let sent = 0;
  for (const notice of notices) {
    const result = await sendRecorded(notice.emailId);
    if (result.ok) sent += 1;
    if (notice.phoneId) await sendRecorded(notice.phoneId);
  }
  return sent;
}
