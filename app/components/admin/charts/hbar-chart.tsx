import { scaleLinear } from "d3-scale";
import { ChartSvg, Legend } from "./chart-figure";
import { TONES } from "./tones";
import type { ChartCategory, ChartSeries } from "./bar-chart";

type Props = {
  /** The figure's id (ChartFigure): the SVG is named by its heading and summary. */
  id: string;
  /** One bar each, top to bottom. */
  categories: readonly Pick<ChartCategory, "key" | "label">[];
  series: ChartSeries;
  value: (category: string) => number;
  /** How a value reads at the bar's end and in its title ("12", "MUR 3,500"). */
  format: (n: number) => string;
};

// A narrower drawing than BarChart's, with larger words: on a phone it is scaled down less, so they stay readable.
const WIDTH = 360;
const LABEL_WIDTH = 136;
// Room for "MUR 12,345,678" at the end of the longest bar.
const VALUE_WIDTH = 100;
const ROW = 42;
const BAR = 20;
const LINE = 15;
// About 7.2 units a character at 13 units: a line of the label column.
const CHARS = Math.floor((LABEL_WIDTH - 8) / 7.2);

/**
 * A label in at most two lines of the label column, broken between words; what does not fit is cut with "…" (the
 * whole label is then the text's title, and the bar's).
 */
export function labelLines(label: string, chars = CHARS): { lines: string[]; cut: boolean } {
  const lines: string[] = [];
  let line = "";
  for (const word of label.split(/\s+/).filter(Boolean)) {
    const next = line ? `${line} ${word}` : word;
    if (next.length <= chars || !line) line = next;
    else {
      lines.push(line);
      line = word;
    }
  }
  if (line) lines.push(line);
  const cut = lines.length > 2 || lines.some((l) => l.length > chars);
  const two = lines.slice(0, 2);
  if (cut) {
    const last = lines.length > 2 ? `${two[1]} ${lines.slice(2).join(" ")}` : two[two.length - 1];
    two[two.length - 1] = `${last.slice(0, chars - 1).trimEnd()}…`;
  }
  return { lines: two, cut };
}

/**
 * Horizontal bars for categories with long names (a hotel's, an agent's), drawn on the server as SVG: each name in
 * full at the left of its bar (on two lines, or cut with its whole text as a title), its value at the bar's end.
 * Named by its figure's heading and summary as BarChart is, a title per bar, its series named in words.
 */
export function HBarChart({ id, categories, series, value, format }: Props) {
  const height = Math.max(1, categories.length) * ROW + 8;
  const barRoom = WIDTH - LABEL_WIDTH - VALUE_WIDTH;
  const max = Math.max(0, ...categories.map((c) => value(c.key)));
  const x = scaleLinear()
    .domain([0, max || 1])
    .range([0, barRoom]);
  return (
    <div>
      <ChartSvg id={id} width={WIDTH} height={height} className="w-full max-w-[30rem]">
        {categories.map((c, i) => {
          const v = value(c.key);
          const top = 4 + i * ROW;
          const { lines, cut } = labelLines(c.label);
          const width = Math.max(v > 0 ? 1 : 0, x(v));
          return (
            <g key={c.key} transform={`translate(0,${top})`}>
              <text
                x={LABEL_WIDTH - 8}
                y={ROW / 2 - ((lines.length - 1) * LINE) / 2}
                textAnchor="end"
                className="fill-ink text-[13px]"
              >
                {cut ? <title>{c.label}</title> : null}
                {lines.map((line, li) => (
                  <tspan key={li} x={LABEL_WIDTH - 8} dy={li === 0 ? "0.32em" : LINE}>
                    {line}
                  </tspan>
                ))}
              </text>
              <rect x={LABEL_WIDTH} y={(ROW - BAR) / 2} width={width} height={BAR} className={TONES[series.tone].fill}>
                <title>{`${c.label}, ${series.label}: ${format(v)}`}</title>
              </rect>
              <text x={LABEL_WIDTH + width + 6} y={ROW / 2} dy="0.32em" className="fill-ink text-[13px] tabular-nums">
                {format(v)}
              </text>
            </g>
          );
        })}
        <line x1={LABEL_WIDTH} x2={LABEL_WIDTH} y1={0} y2={height} className="stroke-ink-soft" />
      </ChartSvg>
      <Legend series={[series]} />
    </div>
  );
}
