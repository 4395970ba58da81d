import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import type { ReactNode } from "react";
import { attentionSummary } from "~/models/booking-admin.server";
import { lateDepositList } from "~/models/late-deposit.server";
import { lateAnswerView } from "~/services/guest-promises.server";
import { reminderClock } from "~/services/reminders.server";
import { backupNowSchema } from "~/schemas/admin";
import { rememberAdminPage, requireAdmin } from "~/services/admin.server";
import { BackupBusy, backupState, takeBackup } from "~/services/backup.server";
import { submitForm } from "~/services/form.server";
import { redirectWithFlash } from "~/services/session.server";
import { isOverdue, type BackupRecord } from "~/utils/backup";
import { getEnv } from "~/utils/env.server";
import { useIsPending } from "~/utils/hooks";
import { ENGLISH } from "~/utils/i18n";
import { formatMoney } from "~/utils/money";
import { formatDate, formatDateTime } from "~/utils/time";
import { AdminSection } from "~/components/admin/admin-section";
import { ListOrEmpty } from "~/components/admin/list-or-empty";
import { AlertMessage } from "~/components/ui/form-alert";
import { BookingLink } from "~/components/admin/booking-link";
import { RefundsNotDone } from "~/components/admin/booking-refunds";
import { refundsNotDoneForStaff } from "~/services/refunds.server";
import { occupancyNext14 } from "~/models/reports/occupancy.server";
import { OccupancyStrip } from "~/components/admin/charts/occupancy-strip";

export const meta: MetaFunction = () => [{ title: "Home | Back office" }];

export async function loader({ request }: LoaderFunctionArgs) {
  const admin = await requireAdmin(request);
  rememberAdminPage(admin, request);
  const { TZ: tz, DEPOSIT_WAIT_HOURS, DEPOSIT_AUTO_CANCEL } = getEnv();
  return json({
    ...attentionSummary(),
    tz,
    adminEmail: admin.email,
    backups: backupsView(tz),
    refunds: refundsNotDoneForStaff(tz),
    occupancy14: occupancyNext14(tz),
    // "Now" is the site's test clock in the end-to-end tests (TEST_CLOCK=on), real time elsewhere.
    lateAnswers: lateAnswerView(reminderClock()),
    deposits: {
      late: lateDepositList(new Date(), DEPOSIT_WAIT_HOURS, tz),
      waitHours: DEPOSIT_WAIT_HOURS,
      autoCancel: DEPOSIT_AUTO_CANCEL,
    },
  });
}

/** The Backups section's facts, times as the operator's clock shows them. */
function backupsView(tz: string, now = new Date()) {
  const { local, offsite, intervalMinutes, offsiteConfigured } = backupState();
  const time = (iso: string | undefined) => (iso ? formatDateTime(iso, tz) : null);
  const view = (r: BackupRecord | null) =>
    r && {
      ok: r.ok,
      at: time(r.at)!,
      error: r.error ?? null,
      lastOkAt: time(r.lastOkAt),
      lastOkName: r.lastOkName ?? null,
      overdue: isOverdue(r, now),
    };
  return { local: view(local), offsite: offsiteConfigured ? view(offsite) : null, offsiteConfigured, intervalMinutes };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const admin = await requireAdmin(request);
  const form = await submitForm({ request, context }, backupNowSchema);
  if (!form.ok) return form.response;
  let outcome;
  try {
    outcome = await takeBackup({ trigger: "admin", actor: admin });
  } catch (error) {
    if (!(error instanceof BackupBusy)) throw error;
    return redirectWithFlash("/admin/home", { message: error.message, kind: "error" });
  }
  const { snapshot, offsite } = outcome;
  if (!snapshot)
    return redirectWithFlash("/admin/home", { message: `The backup failed: ${outcome.error}`, kind: "error" });
  if (offsite && !offsite.ok) {
    return redirectWithFlash("/admin/home", {
      message: `Backup taken (${snapshot.name}), but copying it off the machine failed: ${offsite.error}`,
      kind: "error",
    });
  }
  return redirectWithFlash("/admin/home", {
    message: `Backup taken (${snapshot.name})${offsite ? " and copied off the machine" : ""}.`,
  });
}

export default function AdminHome() {
  const {
    pending,
    pendingCount,
    upcoming,
    updates,
    today,
    tz,
    adminEmail,
    backups,
    deposits,
    refunds,
    lateAnswers,
    occupancy14,
  } = useLoaderData<typeof loader>();
  return (
    <div className="space-y-8">
      <header>
        <h1 className="text-2xl font-semibold">Home</h1>
        <p className="mt-1 text-sm text-ink-soft">
          Signed in as {adminEmail}. Today is {formatDate(today)} in Mauritius.
        </p>
      </header>
      <LateAnswers late={lateAnswers} tz={tz} />
      <section className="card p-5 sm:p-6" aria-labelledby="pending-heading">
        <div className="flex items-baseline justify-between gap-3">
          <h2 id="pending-heading" className="text-xl font-semibold">
            New requests waiting ({pendingCount})
          </h2>
          <Link to="/admin/bookings?filter=current" className="link text-sm">
            All current bookings
          </Link>
        </div>
        <BookingRows items={pending} empty="No booking is waiting for an answer.">
          {(b) => (
            <>
              <ReferenceLine reference={b.reference}>
                {b.packageTitle}, {formatDate(b.date)}
              </ReferenceLine>
              <span className="text-sm text-ink-soft">
                {b.name} {b.surname} · {b.adults + b.children + b.infants} people
              </span>
            </>
          )}
        </BookingRows>
      </section>
      <LateDeposits deposits={deposits} tz={tz} />
      <RefundsNotDone refunds={refunds} />
      <AdminSection id="upcoming-heading" title="Today and the next three days">
        <BookingRows items={upcoming} empty="No outings in the next days.">
          {(b) => (
            <>
              <span>
                <strong>{formatDate(b.date)}</strong> · {b.packageTitle}
              </span>
              <span className="text-sm">
                <BookingLink reference={b.reference} /> · {b.status}
              </span>
            </>
          )}
        </BookingRows>
      </AdminSection>
      <AdminSection id="next-days-heading" title="Next 14 days">
        <p className="mt-1 text-sm text-ink-soft">
          Seats taken (pending and confirmed bookings) of seats offered, day by day; each day leads to its departures.
        </p>
        <OccupancyStrip packages={occupancy14} />
      </AdminSection>
      <AdminSection id="updates-heading" title="Recent updates">
        <ListOrEmpty items={updates} className="mt-4 space-y-2" empty="Nothing new.">
          {(u) => (
            <li key={u.id} className="text-sm">
              <span className="text-ink-soft">{formatDateTime(u.time, tz)}</span> · {u.content}
            </li>
          )}
        </ListOrEmpty>
      </AdminSection>
      <Backups backups={backups} />
    </div>
  );
}

type LateAnswersView = ReturnType<typeof useLoaderData<typeof loader>>["lateAnswers"];

/** "Waiting longer than promised": pending requests past the answer-time promise, the longest waiting first. */
function LateAnswers({ late: { list, count, promise }, tz }: { late: LateAnswersView; tz: string }) {
  return (
    <AdminSection id="late-answers-heading" title="Waiting longer than promised">
      <p className="mt-1 text-sm text-ink-soft">
        Pending requests not answered as guests are promised: “{promise}”. {count} waiting
        {count > list.length ? `; the ${list.length} waiting longest are listed here, every one in All Bookings` : ""}.
      </p>
      <BookingRows items={list} empty="No request is waiting longer than promised.">
        {(b) => (
          <>
            <ReferenceLine reference={b.reference}>
              {b.packageTitle}, {formatDate(b.date)}
              {b.startTime ? ` at ${b.startTime}` : ""}
            </ReferenceLine>
            <span className="text-sm">
              sent {formatDateTime(b.time, tz)}, Mauritius time · waiting <strong>{b.waited}</strong>
            </span>
          </>
        )}
      </BookingRows>
    </AdminSection>
  );
}

type DepositsView = ReturnType<typeof useLoaderData<typeof loader>>["deposits"];

/** "Deposits waiting": confirmed bookings whose deposit is late, the longest waiting first, and what the site does about them. */
function LateDeposits({ deposits: { late, waitHours, autoCancel }, tz }: { deposits: DepositsView; tz: string }) {
  const wait = waitHours === 1 ? "1 hour" : `${waitHours} hours`;
  return (
    <AdminSection id="deposits-heading" title={`Deposits waiting (${late.length})`}>
      <p className="mt-1 text-sm text-ink-soft">
        Confirmed bookings whose deposit is not paid {wait} after they were confirmed.{" "}
        {autoCancel ? "The site cancels them and tells the guest." : "The site does not cancel them: you decide."}
      </p>
      <BookingRows items={late} empty="No deposit is late.">
        {(b) => (
          <>
            <ReferenceLine reference={b.reference}>
              {b.name} {b.surname} · {b.packageTitle}, {formatDate(b.date)}
              {b.startTime ? ` at ${b.startTime}` : ""}
            </ReferenceLine>
            <span className="text-sm">
              <strong>{formatMoney(b.owed, "MUR", ENGLISH)}</strong> owed · confirmed{" "}
              {b.confirmedAt ? `${formatDateTime(b.confirmedAt, tz)}, Mauritius time` : ""}
            </span>
          </>
        )}
      </BookingRows>
    </AdminSection>
  );
}

type BackupsView = ReturnType<typeof useLoaderData<typeof loader>>["backups"];

/** When the last backup was taken, whether it went off the machine, a warning past a day without one, and "Back up now". */
function Backups({ backups }: { backups: BackupsView }) {
  const { local, offsite, offsiteConfigured, intervalMinutes } = backups;
  const busy = useIsPending({ intent: "backup", state: "submitting" });
  return (
    <AdminSection id="backups-heading" title="Backups">
      {local?.overdue ? (
        <AlertMessage className="mt-4">
          {local.lastOkAt
            ? `No backup has succeeded for more than a day: the last one was taken ${local.lastOkAt}, Mauritius time.`
            : "No backup has succeeded for more than a day."}
          {local.ok ? "" : ` The last attempt failed: ${local.error}`}
        </AlertMessage>
      ) : null}
      {offsite?.overdue ? (
        <AlertMessage className="mt-4">
          {offsite.lastOkAt
            ? `Nothing has been copied off the machine for more than a day: the last copy was made ${offsite.lastOkAt}, Mauritius time.`
            : "Nothing has been copied off the machine for more than a day."}
          {offsite.ok ? "" : ` The last attempt failed: ${offsite.error}`}
        </AlertMessage>
      ) : null}
      <ul className="mt-4 space-y-2 text-sm">
        <li>
          {local?.lastOkAt ? (
            <>
              Last backup: <strong>{local.lastOkAt}, Mauritius time</strong>{" "}
              <span className="font-mono text-ink-soft">({local.lastOkName})</span>
            </>
          ) : (
            "No backup has been taken yet."
          )}
        </li>
        {local && !local.ok && !local.overdue ? (
          <li className="font-semibold text-coral-dark">
            The last attempt, {local.at}, failed: {local.error}
          </li>
        ) : null}
        <li>
          {!offsiteConfigured
            ? "Off-machine copies are not configured."
            : !offsite
              ? "Nothing has been copied off the machine yet."
              : offsite.ok
                ? `Copied off the machine at ${offsite.at}, Mauritius time.`
                : `Not copied off the machine: ${offsite.error}`}
        </li>
        <li className="text-ink-soft">
          {intervalMinutes > 0
            ? `Taken every ${intervalMinutes === 60 ? "hour" : `${intervalMinutes} minutes`}; `
            : "Scheduled backups are off; "}
          kept for 48 hours, then one a day for 30 days.
        </li>
      </ul>
      <Form method="post" className="mt-4">
        <input type="hidden" name="intent" value="backup" />
        <button type="submit" className="btn-primary" disabled={busy}>
          {busy ? "Backing up…" : "Back up now"}
        </button>
      </Form>
    </AdminSection>
  );
}

/** A list of bookings, one a row: what `children` says of each at its start and its end, or `empty`. */
function BookingRows<B extends { reference: string }>({
  items,
  empty,
  children,
}: {
  items: B[];
  empty: string;
  children: (b: B) => ReactNode;
}) {
  return (
    <ListOrEmpty items={items} className="mt-4 divide-y divide-line" empty={empty}>
      {(b) => (
        <li key={b.reference} className="flex flex-wrap items-center justify-between gap-2 py-3">
          {children(b)}
        </li>
      )}
    </ListOrEmpty>
  );
}

/** A booking row's start: its reference (a link to its page), then what the row says of it in small print. */
function ReferenceLine({ reference, children }: { reference: string; children: ReactNode }) {
  return (
    <div>
      <BookingLink reference={reference} /> <span className="text-sm">{children}</span>
    </div>
  );
}
