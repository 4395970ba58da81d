import { Link, useSearchParams } from "@remix-run/react";

/**
 * The links of a back-office list to itself with some of its query changed: an empty value drops a parameter, and
 * any change but the page's starts again at page 1. `bare` is the list's address when no parameter is left.
 */
export function useQueryLinks(bare: string) {
  const [params] = useSearchParams();
  const link = (change: Record<string, string>) => {
    const next = new URLSearchParams(params);
    for (const [k, v] of Object.entries(change)) {
      if (v) next.set(k, v);
      else next.delete(k);
    }
    if (!("page" in change)) next.delete("page");
    const q = next.toString();
    return q ? `?${q}` : bare;
  };
  return { params, link, pageLink: (page: number) => link({ page: String(page) }) };
}

type FilterProps = {
  /** The navigation's name ("Filter by status"). */
  label: string;
  options: readonly { value: string; label: string }[];
  current: string;
  /** The address of the list filtered by a value. */
  to: (value: string) => string;
};

/** A list's filters as a row of pills, the one shown marked as the current page. */
export function FilterNav({ label, options, current, to }: FilterProps) {
  return (
    <nav aria-label={label} className="flex flex-wrap gap-1">
      {options.map((f) => (
        <Link
          key={f.value}
          to={to(f.value)}
          aria-current={current === f.value ? "page" : undefined}
          className={`rounded-full px-3 py-1.5 text-sm font-semibold ${current === f.value ? "bg-lagoon text-white" : "bg-white text-ink hover:bg-lagoon-light"}`}
        >
          {f.label}
        </Link>
      ))}
    </nav>
  );
}
