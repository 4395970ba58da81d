import type { ReactNode } from "react";
import { TONES, type Tone } from "./tones";

/**
 * A report's chart with what it says in words and the same figures as a table (for screen readers, for print, for
 * copying): the heading, a one-sentence summary, the chart, and the table under it at the figure's whole width (a
 * report's table has up to seven columns of figures: beside the chart it would scroll on any screen). The chart
 * itself is named by the same heading and summary (`chartLabel`).
 */
export function ChartFigure({
  id,
  title,
  summary,
  chart,
  table,
  actions,
}: {
  id: string;
  title: string;
  summary: string;
  chart: ReactNode;
  table: ReactNode;
  /** Beside the heading: the report's "Download CSV". */
  actions?: ReactNode;
}) {
  return (
    <figure className="card p-5 sm:p-6" aria-labelledby={`${id}-title`}>
      <figcaption>
        <div className="flex flex-wrap items-baseline justify-between gap-3">
          <h2 id={`${id}-title`} className="text-xl font-semibold">
            {title}
          </h2>
          {actions}
        </div>
        <p id={`${id}-summary`} className="mt-1 text-sm text-ink-soft">
          {summary}
        </p>
      </figcaption>
      <div className="mt-5 space-y-6">
        {chart ? <div className="min-w-0">{chart}</div> : null}
        <div className="min-w-0">{table}</div>
      </div>
    </figure>
  );
}

/** The ids a chart's SVG is named by: its figure's heading and summary. */
export const chartLabel = (id: string) => `${id}-title ${id}-summary`;

/**
 * A chart's drawing: an image named by its figure (`id`), `width` × `height` units scaled to its box. `className`
 * sets how narrow it may get (a chart too wide for a phone scrolls in the box, which the keyboard reaches too).
 */
export function ChartSvg({
  id,
  width,
  height,
  className,
  children,
}: {
  id: string;
  width: number;
  height: number;
  className: string;
  children: ReactNode;
}) {
  return (
    <div
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a chart wider than a phone scrolls: the keyboard must reach it
      tabIndex={0}
      role="group"
      aria-labelledby={chartLabel(id)}
      className="overflow-x-auto focus-visible:outline focus-visible:outline-2 focus-visible:outline-lagoon-dark"
    >
      <svg
        role="img"
        aria-labelledby={chartLabel(id)}
        viewBox={`0 0 ${width} ${height}`}
        width="100%"
        className={`h-auto text-ink-soft ${className}`}
      >
        {children}
      </svg>
    </div>
  );
}

/** The series of a chart in words, each with its colour. */
export function Legend({ series }: { series: readonly { key: string; label: string; tone: Tone }[] }) {
  return (
    <ul className="mt-3 flex flex-wrap gap-x-5 gap-y-1 text-sm text-ink-soft">
      {series.map((s) => (
        <li key={s.key} className="flex items-center gap-2">
          <span aria-hidden="true" className={`inline-block h-3 w-3 rounded-sm ${TONES[s.tone].swatch}`} />
          {s.label}
        </li>
      ))}
    </ul>
  );
}
