import { describe, expect, it } from "vitest";
import { pageWithin } from "~/utils/paging";

describe("pageWithin", () => {
  it.each([
    ["2", 2],
    [null, 1],
    ["", 1],
    ["abc", 1],
    ["-1", 1],
    ["0", 1],
    ["1.5", 1],
    ["2.99", 2],
    ["1e309", 1],
    ["99999999999999999999", 3],
    ["Infinity", 1],
    [7, 3],
  ])("%j on a list of 3 pages is page %d", (asked, page) => {
    expect(pageWithin(asked, 3)).toBe(page);
  });
  it("is page 1 of an empty list", () => {
    expect(pageWithin("5", 0)).toBe(1);
  });
});
