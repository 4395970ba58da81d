import { Link } from "@remix-run/react";

type Props = {
  /** A paged list's count in all, its page and how many pages it has (as the model's paged read gives them). */
  paging: { total: number; page: number; pageCount: number };
  /** The word for one ("booking": "bookings" when not one). */
  noun: string;
  /** The address of a page of the list. */
  to: (page: number) => string;
  /** The words of the links back and on: "Newer" and "Older" unless told. */
  back?: string;
  on?: string;
  className?: string;
};

/** The foot of a back-office list: how many in all, which page, and the links to the pages beside it. */
export function AdminPager({
  paging: { total, page, pageCount },
  noun,
  to,
  back = "Newer",
  on = "Older",
  className = "mt-4 flex items-center justify-between text-sm",
}: Props) {
  return (
    <nav aria-label="Pages" className={className}>
      <span className="text-ink-soft">{`${total} ${noun}${total === 1 ? "" : "s"} · page ${page} of ${pageCount}`}</span>
      <span className="flex gap-3">
        {page > 1 ? (
          <Link className="link" to={to(page - 1)}>
            {back}
          </Link>
        ) : null}
        {page < pageCount ? (
          <Link className="link" to={to(page + 1)}>
            {on}
          </Link>
        ) : null}
      </span>
    </nav>
  );
}

/** The links to the day or the month before and after the one shown (the departures' views), by a query parameter. */
export function StepLinks({
  label,
  param,
  unit,
  previous,
  next,
}: {
  label: string;
  param: string;
  unit: "day" | "month";
  previous: string;
  next: string;
}) {
  return (
    <nav aria-label={label} className="flex flex-wrap gap-2">
      {[
        [previous, `Previous ${unit}`],
        [next, `Next ${unit}`],
      ].map(([value, words]) => (
        <Link key={words} to={`?${param}=${value}`} className="btn-secondary min-h-[36px] px-3 text-sm">
          {words}
        </Link>
      ))}
    </nav>
  );
}
