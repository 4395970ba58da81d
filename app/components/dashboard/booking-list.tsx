import { Link } from "@remix-run/react";
import { Fragment } from "react";
import { BookingStatus } from "~/components/booking-status";
import { SiteLink } from "~/components/site-link";
import { useT } from "~/utils/i18n";
import { peopleParts } from "~/utils/people";
import { formatDate, formatShortDate } from "~/utils/time";

export type BookingRow = {
  reference: string;
  packageTitle: string;
  date: string;
  adults: number;
  children: number;
  infants: number;
  status: string;
};
type Props = { items: BookingRow[]; page: number; pages: number; total: number };

const detailUrl = (reference: string) => `/user/booking/${reference}`;

/**
 * The client's bookings: a table on wide screens, a list of cards at 768 px or less (as specified). Both are
 * in the HTML and CSS shows one, so the first paint is right without JavaScript.
 */
export function BookingList({ items, page, pages, total }: Props) {
  const i18n = useT();
  const { href } = i18n;
  if (total === 0) {
    return (
      <div className="card p-8 text-center">
        <p className="font-serif text-xl font-semibold">{i18n.t("You have no bookings yet.")}</p>
        <p className="mt-2 text-ink-soft">
          {i18n.t("Pick a day out: catamaran trips, hikes, snorkelling and heritage tours around the island.")}
        </p>
        <SiteLink page="packages" className="btn-primary mt-6" />
      </div>
    );
  }
  return (
    <div>
      <div className="card overflow-x-auto max-[768px]:hidden">
        <table className="w-full text-left">
          <caption className="sr-only">{i18n.t("Your bookings, newest first")}</caption>
          <thead className="border-b border-line bg-sand-light text-sm text-ink-soft">
            <tr>
              {[/*i18n*/ "Reference", /*i18n*/ "Package", /*i18n*/ "Date", /*i18n*/ "People", /*i18n*/ "Status"].map(
                (heading) => (
                  <th key={heading} scope="col" className="px-2 py-3 xl:px-3 font-semibold">
                    {i18n.t(heading)}
                  </th>
                ),
              )}
              <th scope="col" className="px-2 py-3 xl:px-3 font-semibold">
                <span className="sr-only">{i18n.t("Details")}</span>
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-line">
            {items.map((b) => (
              <tr key={b.reference} className="hover:bg-sand-light/60">
                <td className="whitespace-nowrap px-2 py-3 xl:px-3 font-mono text-sm">{b.reference}</td>
                <td className="min-w-[9rem] px-2 py-3 xl:px-3 font-semibold">{b.packageTitle}</td>
                <td className="whitespace-nowrap px-2 py-3 xl:px-3">{formatShortDate(b.date, i18n)}</td>
                <td className="px-2 py-3 xl:px-3 text-sm text-ink-soft">
                  {/* Each part stays whole; the line may break after a comma. */}
                  {peopleParts(b, i18n).map((part, i) => (
                    <Fragment key={part}>
                      {i > 0 ? ", " : null}
                      <span className="whitespace-nowrap">{part}</span>
                    </Fragment>
                  ))}
                </td>
                <td className="px-2 py-3 xl:px-3">
                  <BookingStatus status={b.status} />
                </td>
                <td className="whitespace-nowrap py-3 pl-2 pr-4 text-right">
                  <Link to={href(detailUrl(b.reference))} className="link">
                    {i18n.t("View")}
                    <span className="sr-only"> {i18n.t("booking {reference}", { reference: b.reference })}</span>
                  </Link>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <ul className="space-y-3 min-[769px]:hidden" aria-label={i18n.t("Your bookings, newest first")}>
        {items.map((b) => (
          <li key={b.reference}>
            <Link
              to={href(detailUrl(b.reference))}
              className="card block p-4 hover:ring-2 hover:ring-lagoon/40"
              data-testid="booking-card"
            >
              <span className="flex items-start justify-between gap-3">
                <span className="font-semibold">{b.packageTitle}</span>
                <BookingStatus status={b.status} />
              </span>
              <span className="mt-1 block text-ink-soft">
                {formatDate(b.date, i18n)} · {peopleParts(b, i18n).join(", ")}
              </span>
              <span className="mt-2 flex items-center justify-between text-sm">
                <span className="font-mono text-ink-soft">{b.reference}</span>
                <span className="font-semibold text-lagoon-dark" aria-hidden="true">
                  {i18n.t("Details")} →
                </span>
              </span>
            </Link>
          </li>
        ))}
      </ul>

      {pages > 1 ? <Pagination page={page} pages={pages} /> : null}
    </div>
  );
}

function Pagination({ page, pages }: { page: number; pages: number }) {
  const i18n = useT();
  const { href } = i18n;
  const to = (n: number) => href(`/userprofile?view=bookings&page=${n}`);
  return (
    <nav aria-label={i18n.t("Pages of bookings")} className="mt-6 flex items-center justify-between gap-3">
      {page > 1 ? (
        <Link to={to(page - 1)} className="btn-secondary" rel="prev">
          {i18n.t("Previous")}
        </Link>
      ) : (
        <span />
      )}
      <p className="text-sm text-ink-soft">{i18n.t("Page {page} of {pages}", { page, pages })}</p>
      {page < pages ? (
        <Link to={to(page + 1)} className="btn-secondary" rel="next">
          {i18n.t("Next")}
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
