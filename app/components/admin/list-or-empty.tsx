import type { ReactNode } from "react";

type Props<T> = {
  items: T[];
  /** The list's own classes. */
  className: string;
  /** The sentence shown instead of an empty list. */
  empty: string;
  emptyClassName?: string;
  /** One item's `<li>` (with its key). */
  children: (item: T) => ReactNode;
};

/** A back-office list, or the sentence that says there is nothing in it. */
export function ListOrEmpty<T>({ items, className, empty, emptyClassName = "mt-3 text-ink-soft", children }: Props<T>) {
  return items.length ? (
    <ul className={className}>{items.map((item) => children(item))}</ul>
  ) : (
    <p className={emptyClassName}>{empty}</p>
  );
}
