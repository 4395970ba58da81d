import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { FiguresTable } from "./figures-table";

// A chart's table as a screen reader and a printer get it: the server's HTML.
const html = renderToString(
  <FiguresTable
    caption="Revenue by month"
    columns={["Month", "Booked", "Paid"]}
    rows={[{ key: "2026-11", head: "Nov 2026", cells: ["MUR 4,500", "MUR 1,600"] }]}
    total={{ key: "total", head: "Total", cells: ["MUR 4,500", "MUR 1,600"] }}
  />,
);

describe("a chart's table", () => {
  it("has a caption, headings for its columns and its rows, and the totals in a footer", () => {
    expect(html).toContain("<caption");
    expect(html).toMatch(/<caption[^>]*>Revenue by month<\/caption>/);
    expect([...html.matchAll(/<th scope="col"[^>]*>([^<]*)</g)].map((m) => m[1])).toEqual(["Month", "Booked", "Paid"]);
    expect([...html.matchAll(/<th scope="row"[^>]*>([^<]*)</g)].map((m) => m[1])).toEqual(["Nov 2026", "Total"]);
    expect(html).toMatch(/<tfoot[^>]*>.*Total.*<\/tfoot>/);
  });

  it("aligns its numbers right in even digits, in a box the keyboard can reach and scroll, named by the caption", () => {
    expect(html).toMatch(/<td class="[^"]*text-right tabular-nums[^"]*">MUR 4,500<\/td>/);
    expect(html).toMatch(/<div tabindex="0" role="group" aria-label="Revenue by month" class="[^"]*overflow-x-auto/);
  });
});
