import { describe, expect, it } from "vitest";
import { csvField, toCsv } from "./csv";

/** Checks that each field (first) becomes its cell (second). */
function expectCells(cases: [Parameters<typeof csvField>[0], string][]) {
  for (const [field, cell] of cases) expect(csvField(field), JSON.stringify(field)).toBe(cell);
}

describe("CSV (RFC 4180)", () => {
  it("leaves plain fields as they are, numbers and empty values included", () => {
    expectCells([
      ["Île aux Cerfs", "Île aux Cerfs"],
      [3, "3"],
      [null, ""],
      [undefined, ""],
    ]);
  });

  it("quotes a field with a comma, a quote or a line break, doubling its quotes", () => {
    expectCells([
      ["Port Louis, Mauritius", '"Port Louis, Mauritius"'],
      ['the "blue" bay', '"the ""blue"" bay"'],
      ["line one\nline two", '"line one\nline two"'],
      ["a\r\nb", '"a\r\nb"'],
    ]);
  });

  it("makes a cell that a spreadsheet would run as a formula text, with a leading apostrophe", () => {
    expectCells([
      ['=HYPERLINK("http://x")', '"\'=HYPERLINK(""http://x"")"'],
      ["+1+1", "'+1+1"],
      ["+SUM(A1:A9)", "'+SUM(A1:A9)"],
      ["+230-5712-3456", "'+230-5712-3456"], // a spreadsheet would subtract
      ["+", "'+"],
      ["-1", "'-1"],
      ["@SUM(A1)", "'@SUM(A1)"],
      ["\tcmd", "'\tcmd"],
      ["a=b", "a=b"],
    ]);
  });

  it("leaves a phone number as the driver dials it: + and digits, single spaces between groups", () => {
    expectCells([
      ["+447700900123", "+447700900123"],
      ["+230 5712 3456", "+230 5712 3456"],
      ["+230  5712", "'+230  5712"],
      ["+230 5712 ", "'+230 5712 "],
    ]);
  });

  it("a spreadsheet that splits on semicolons (a French locale) sees no formula: the field is quoted, and each part after a ; is made text", () => {
    expectCells([
      ["x;=1+1", `"x;'=1+1"`],
      ["Ann;Marie", `"Ann;Marie"`],
      ["a;+SUM(A1);@x;-2;\tcmd", `"a;'+SUM(A1);'@x;'-2;'\tcmd"`],
      ["call;+230 5712 3456", `"call;+230 5712 3456"`],
      ["=1;=2", `"'=1;'=2"`],
    ]);
    // Read back as such a spreadsheet reads a line: split on ";" (quotes only at a cell's start), no cell starts a formula.
    const line = toCsv([["AB-1", "x;=1+1;", "y"]]);
    for (const cell of line.trimEnd().split(";")) expect(cell).not.toMatch(/^[=+\-@\t\r]/);
  });

  it("ends every record with CRLF", () => {
    expect(
      toCsv([
        ["Reference", "Name"],
        ["AB-1", "Anjali, R."],
      ]),
    ).toBe('Reference,Name\r\nAB-1,"Anjali, R."\r\n');
  });
});
