import type { ReactNode } from "react";

export type FiguresRow = { key: string; head: ReactNode; cells: readonly ReactNode[] };

/**
 * A chart's figures as a real table (for screen readers, print and copying): a caption, a heading per column, a
 * heading per row, the numbers right-aligned in even digits, and a total row at the foot. It scrolls in its own box
 * when it is wider than the screen (a phone), so the page never does.
 */
export function FiguresTable({
  caption,
  columns,
  rows,
  total,
  className = "",
}: {
  caption: string;
  /** The first column's heading (the rows' heading), then one per figure column. */
  columns: readonly ReactNode[];
  rows: readonly FiguresRow[];
  total?: FiguresRow;
  className?: string;
}) {
  const cell = "whitespace-nowrap px-3 py-2 text-right tabular-nums";
  const line = (row: FiguresRow) => (
    <>
      <th scope="row" className="min-w-40 px-3 py-2 text-left font-semibold">
        {row.head}
      </th>
      {row.cells.map((c, i) => (
        <td key={i} className={cell}>
          {c}
        </td>
      ))}
    </>
  );
  return (
    <div
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a table wider than a phone scrolls: the keyboard must reach it
      tabIndex={0}
      role="group"
      aria-label={caption}
      className={`max-w-full overflow-x-auto focus-visible:outline focus-visible:outline-2 focus-visible:outline-lagoon-dark ${className}`}
    >
      <table className="w-full text-sm">
        <caption className="mb-2 text-left text-sm font-semibold text-ink">{caption}</caption>
        <thead className="bg-sand text-xs uppercase tracking-wide text-ink-soft">
          <tr>
            {columns.map((c, i) => (
              <th key={i} scope="col" className={`whitespace-nowrap px-3 py-2 ${i === 0 ? "text-left" : "text-right"}`}>
                {c}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {rows.map((row) => (
            <tr key={row.key}>{line(row)}</tr>
          ))}
        </tbody>
        {total ? (
          <tfoot className="border-t-2 border-ink-soft font-semibold">
            <tr>{line(total)}</tr>
          </tfoot>
        ) : null}
      </table>
    </div>
  );
}
