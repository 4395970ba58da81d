import { useId, type ReactNode } from "react";

export type FiguresColumn<R> = {
  label: string;
  /** What the cell shows for a row (and for the total row). */
  cell: (row: R) => ReactNode;
  /** Text (a name, a rate in words) rather than a figure: left-aligned. Figures are right-aligned, digits aligned. */
  text?: boolean;
};

type Props<R> = {
  caption: string;
  /** The first column heads each row (`<th scope="row">`). */
  columns: readonly FiguresColumn<R>[];
  rows: readonly R[];
  rowKey: (row: R) => string;
  /** A total row, at the foot. */
  total?: R;
};

/**
 * A chart's figures as a real table, for screen readers, print and copying: a caption, headed columns and rows,
 * figures right-aligned in tabular digits, the total at the foot. Wider than a phone, it scrolls in its own box,
 * which the keyboard reaches.
 */
export function FiguresTable<R>({ caption, columns, rows, rowKey, total }: Props<R>) {
  const captionId = useId();
  const align = (c: FiguresColumn<R>) => (c.text ? "text-left" : "text-right tabular-nums");
  const line = (row: R, key: string, className = "") => (
    <tr key={key} className={className}>
      {columns.map((c, i) =>
        i === 0 ? (
          <th key={c.label} scope="row" className="min-w-[10rem] px-3 py-2 text-left font-semibold">
            {c.cell(row)}
          </th>
        ) : (
          <td key={c.label} className={`whitespace-nowrap px-3 py-2 ${align(c)}`}>
            {c.cell(row)}
          </td>
        ),
      )}
    </tr>
  );
  return (
    <div
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a table wider than a phone scrolls: the keyboard must reach it
      tabIndex={0}
      role="group"
      aria-labelledby={captionId}
      className="overflow-x-auto rounded-xl border border-line focus-visible:outline focus-visible:outline-2 focus-visible:outline-lagoon-dark"
    >
      <table className="w-full text-sm">
        <caption id={captionId} className="px-3 py-2 text-left text-sm font-semibold text-ink">
          {caption}
        </caption>
        <thead className="bg-sand text-xs uppercase tracking-wide text-ink-soft">
          <tr>
            {columns.map((c, i) => (
              <th key={c.label} scope="col" className={`px-3 py-2 ${i === 0 ? "text-left" : align(c)}`}>
                {c.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-line">{rows.map((row) => line(row, rowKey(row)))}</tbody>
        {total ? <tfoot className="border-t-2 border-line">{line(total, "total", "font-semibold")}</tfoot> : null}
      </table>
    </div>
  );
}
