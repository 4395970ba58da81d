import type { ReactNode } from "react";

export type FiguresRow = { key: string; label: ReactNode; cells: readonly ReactNode[] };

/**
 * A chart's figures as a table (ChartFigure's `table`): a caption, a heading per column, a heading per row, the
 * numbers right-aligned in even digits, and the totals in a footer. It scrolls sideways in its own box on a phone;
 * the box takes the focus, so the keyboard can scroll it too (it holds no link of its own).
 */
export function FiguresTable({
  caption,
  rowHeading,
  columns,
  rows,
  total,
}: {
  caption: string;
  /** The heading of the rows' own column ("Month", "Package"). */
  rowHeading: string;
  columns: readonly string[];
  rows: readonly FiguresRow[];
  total?: FiguresRow;
}) {
  const line = (row: FiguresRow) => (
    <>
      <th scope="row" className="px-3 py-2 text-left font-semibold">
        {row.label}
      </th>
      {row.cells.map((cell, i) => (
        <td key={columns[i]} className="whitespace-nowrap px-3 py-2 text-right tabular-nums">
          {cell}
        </td>
      ))}
    </>
  );
  return (
    <div
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a table wider than a phone scrolls: the keyboard must reach it
      tabIndex={0}
      // Named by the caption, so that what takes the focus says what it is.
      role="group"
      aria-label={caption}
      className="overflow-x-auto rounded-lg"
    >
      <table className="w-full text-sm">
        <caption className="mb-2 text-left font-semibold text-ink">{caption}</caption>
        <thead className="bg-sand text-xs uppercase tracking-wide text-ink-soft">
          <tr>
            <th scope="col" className="px-3 py-2 text-left">
              {rowHeading}
            </th>
            {columns.map((c) => (
              <th key={c} scope="col" className="px-3 py-2 text-right">
                {c}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key} className="border-t border-line">
              {line(row)}
            </tr>
          ))}
        </tbody>
        {total ? (
          <tfoot>
            <tr className="border-t-2 border-ink-soft font-semibold">{line(total)}</tr>
          </tfoot>
        ) : null}
      </table>
    </div>
  );
}
