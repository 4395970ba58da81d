import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ChartFigure } from "./chart-figure";
import { HBarChart, labelLines } from "./hbar-chart";

// The horizontal bars of the Channels report, drawn on the server: what a screen reader, a printer and a phone
// without JavaScript get is this HTML.

const LONG = "Hotel desk — The Residence Mauritius Beach Resort and Spa, Belle Mare Plage";
const categories = [
  { key: "web", label: "Website" },
  { key: "hotel", label: "Hotel desk — Sugar Beach" },
  { key: "long", label: LONG },
];
const values: Record<string, number> = { web: 30, hotel: 10, long: 5 };

function draw() {
  return renderToString(
    <ChartFigure
      id="chan"
      title="Bookings by channel"
      summary="The website sold 67% of the period's 45 bookings; hotel desks 33%."
      chart={
        <HBarChart
          id="chan"
          categories={categories}
          series={{ key: "bookings", label: "Bookings", tone: "lagoon" }}
          value={(k) => values[k]}
          format={(n) => `${n}`}
        />
      }
      table={<table />}
    />,
  );
}

const widths = (html: string) => [...html.matchAll(/<rect[^>]*width="([\d.]+)"/g)].map((m) => Number(m[1]));

describe("a horizontal bar chart", () => {
  it("is an image named by its figure's heading and summary", () => {
    const html = draw();
    expect(html).toMatch(/<svg[^>]*role="img"[^>]*aria-labelledby="chan-title chan-summary"/);
    expect(html).toContain('id="chan-title"');
    expect(html).toContain('id="chan-summary"');
  });

  it("says what each bar is and how much, writes the value at its end, and names its series in words", () => {
    const html = draw();
    expect(html).toContain("<title>Website, Bookings: 30</title>");
    expect(html).toContain("<title>Hotel desk — Sugar Beach, Bookings: 10</title>");
    expect(html).toMatch(/<text[^>]*>30<\/text>/);
    expect(html).toMatch(/<li[^>]*>.*Bookings<\/li>/);
  });

  it("draws bars in proportion to their values", () => {
    const [web, hotel, long] = widths(draw());
    expect(web / hotel).toBeCloseTo(3, 5);
    expect(hotel / long).toBeCloseTo(2, 5);
  });

  it("writes a label in full, on two lines when long, and cuts a longer one with its whole text as a title", () => {
    expect(labelLines("Website")).toEqual({ lines: ["Website"], cut: false });
    expect(labelLines("Agent — Blue Lagoon Tours Grand Baie", 25)).toEqual({
      lines: ["Agent — Blue Lagoon Tours", "Grand Baie"],
      cut: false,
    });
    const long = labelLines(LONG, 25);
    expect(long.cut).toBe(true);
    expect(long.lines).toHaveLength(2);
    expect(long.lines[1].endsWith("…")).toBe(true);
    expect(long.lines[1].length).toBeLessThanOrEqual(25);
    const html = draw();
    expect(html).toContain(`<title>${LONG}</title>`);
    expect(html).toContain("<tspan");
  });
});
