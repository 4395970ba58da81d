import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { BarChart } from "./bar-chart";
import { ChartFigure } from "./chart-figure";

// The reports' charts are drawn on the server (no DOM, no measuring): what a screen reader, a printer and a phone
// without JavaScript get is this HTML.

const categories = [
  { key: "a", label: "Week of 2 Nov" },
  { key: "b", label: "Week of 9 Nov", href: "/admin/departures?date=2026-11-09" },
];
const series = [
  { key: "sold", label: "Seats sold", tone: "lagoon" as const },
  { key: "left", label: "Seats not sold", tone: "capacity" as const },
];
const values: Record<string, Record<string, number>> = { a: { sold: 30, left: 10 }, b: { sold: 10, left: 30 } };

function draw(stacked: boolean) {
  return renderToString(
    <ChartFigure
      id="occ"
      title="Occupancy by week"
      summary="40 of 80 seats sold (50%)."
      chart={
        <BarChart
          id="occ"
          categories={categories}
          series={series}
          value={(c, s) => values[c][s]}
          stacked={stacked}
          format={(n) => `${n} seats`}
        />
      }
      table={<table />}
    />,
  );
}

const heights = (html: string) => [...html.matchAll(/<rect[^>]*height="([\d.]+)"/g)].map((m) => Number(m[1]));

describe("a report's chart", () => {
  it("is an image named by its figure's heading and summary, which are in the page", () => {
    const html = draw(false);
    expect(html).toMatch(/<svg[^>]*role="img"[^>]*aria-labelledby="occ-title occ-summary"/);
    expect(html).toContain('id="occ-title"');
    expect(html).toContain('id="occ-summary"');
    expect(html).toContain("40 of 80 seats sold (50%).");
  });

  it("says what each bar is and how much, and names its series in words", () => {
    const html = draw(false);
    expect(html).toContain("<title>Week of 2 Nov, Seats sold: 30 seats</title>");
    expect(html).toContain("<title>Week of 9 Nov, Seats not sold: 30 seats</title>");
    expect(html).toMatch(/<li[^>]*>.*Seats sold<\/li>/);
  });

  it("draws bars in proportion to their values, side by side or stacked", () => {
    const [a30, a10, b10, b30] = heights(draw(false));
    expect(a30 / a10).toBeCloseTo(3, 5);
    expect(b30 / b10).toBeCloseTo(3, 5);
    const stacked = heights(draw(true));
    // Stacked, each week's two bars make one of the same height (40 seats).
    expect(stacked[0] + stacked[1]).toBeCloseTo(stacked[2] + stacked[3], 5);
  });

  it("makes a category with an address one link named by its figures", () => {
    const html = draw(false);
    expect(html).toContain('href="/admin/departures?date=2026-11-09"');
    expect(html).toContain('aria-label="Week of 9 Nov, Seats sold: 10 seats; Week of 9 Nov, Seats not sold: 30 seats"');
  });
});
