import { scaleBand, scaleLinear } from "d3-scale";
import { stack } from "d3-shape";
import { ChartSvg, Legend } from "./chart-figure";
import { TONES, type Tone } from "./tones";

export type ChartCategory = { key: string; label: string; href?: string };
export type ChartSeries = { key: string; label: string; tone: Tone };

type Props = {
  /** The figure's id (ChartFigure): the SVG is named by its heading and summary. */
  id: string;
  categories: readonly ChartCategory[];
  series: readonly ChartSeries[];
  /** The value of a series for a category. */
  value: (category: string, series: string) => number;
  /** Series stacked in one bar per category (else side by side). */
  stacked?: boolean;
  /** How a value reads, on the axis and in each bar's title ("MUR 3,500", "12 seats"). */
  format: (n: number) => string;
  /** The height of the drawing in its own units (its width is 640, scaled to the card). */
  height?: number;
};

const WIDTH = 640;
const MARGIN = { top: 12, right: 8, bottom: 44, left: 72 };

/**
 * Bars drawn on the server as SVG (d3-scale for the geometry, d3-shape's stack for stacked series), so they show
 * without JavaScript, in print and on a phone. Every bar has a title saying what it is and how much; with an
 * `href`, a category's bars are one link (an SVG `a`, reached with Tab) named the same way. No text is measured: the
 * labels are cut to fit their band.
 */
export function BarChart({ id, categories, series, value, stacked = false, format, height = 260 }: Props) {
  const innerWidth = WIDTH - MARGIN.left - MARGIN.right;
  const innerHeight = height - MARGIN.top - MARGIN.bottom;
  const keys = categories.map((c) => c.key);
  const x = scaleBand<string>().domain(keys).range([0, innerWidth]).paddingInner(0.25).paddingOuter(0.1);
  const layers = stack<string>()
    .keys(series.map((s) => s.key))
    .value((category, key) => value(category, key))(keys);
  const max = stacked
    ? Math.max(0, ...layers.flatMap((layer) => layer.map(([, top]) => top)))
    : Math.max(0, ...keys.flatMap((k) => series.map((s) => value(k, s.key))));
  const y = scaleLinear()
    .domain([0, max || 1])
    .nice(4)
    .range([innerHeight, 0]);
  const inner = scaleBand<string>()
    .domain(series.map((s) => s.key))
    .range([0, x.bandwidth()])
    .paddingInner(0.1);
  // A label gets about 7 units a character at the axis's size.
  const fits = Math.max(3, Math.floor(x.bandwidth() / 7));
  const cut = (label: string) => (label.length > fits ? `${label.slice(0, fits - 1)}…` : label);

  const barsOf = (category: ChartCategory, index: number) =>
    series.map((s, si) => {
      const v = value(category.key, s.key);
      const [low, high] = stacked ? layers[si][index] : [0, v];
      const top = y(high);
      const bottom = y(low);
      return (
        <rect
          key={s.key}
          x={(x(category.key) ?? 0) + (stacked ? 0 : (inner(s.key) ?? 0))}
          y={top}
          width={stacked ? x.bandwidth() : inner.bandwidth()}
          height={Math.max(0, bottom - top)}
          className={`${TONES[s.tone].fill} stroke-white`}
          strokeWidth={stacked ? 1 : 0}
        >
          <title>{`${category.label}, ${s.label}: ${format(v)}`}</title>
        </rect>
      );
    });

  return (
    <div>
      {/* Never narrower than its words can be read. */}
      <ChartSvg id={id} width={WIDTH} height={height} className="min-w-[34rem] overflow-visible">
        <g transform={`translate(${MARGIN.left},${MARGIN.top})`}>
          {y.ticks(4).map((t) => (
            <g key={t} transform={`translate(0,${y(t)})`}>
              <line x2={innerWidth} className="stroke-line" />
              <text x={-8} dy="0.32em" textAnchor="end" className="fill-ink-soft text-[11px]">
                {format(t)}
              </text>
            </g>
          ))}
          {categories.map((c, i) =>
            c.href ? (
              <a
                key={c.key}
                href={c.href}
                aria-label={series.map((s) => `${c.label}, ${s.label}: ${format(value(c.key, s.key))}`).join("; ")}
                className="outline-none [&:focus-visible>rect]:stroke-ink [&:focus-visible>rect]:[stroke-width:3px]"
              >
                {barsOf(c, i)}
              </a>
            ) : (
              <g key={c.key}>{barsOf(c, i)}</g>
            ),
          )}
          <line y1={innerHeight} y2={innerHeight} x2={innerWidth} className="stroke-ink-soft" />
          {categories.map((c) => (
            <text
              key={c.key}
              x={(x(c.key) ?? 0) + x.bandwidth() / 2}
              y={innerHeight + 18}
              textAnchor="middle"
              className="fill-ink text-[11px]"
              aria-hidden="true"
            >
              {cut(c.label)}
            </text>
          ))}
        </g>
      </ChartSvg>
      <Legend series={series} />
    </div>
  );
}
