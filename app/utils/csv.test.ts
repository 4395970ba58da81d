import { describe, expect, it } from "vitest";
import { csvField, toCsv } from "./csv";

describe("CSV (RFC 4180)", () => {
  it("leaves plain fields as they are, numbers and empty values included", () => {
    expect(csvField("Île aux Cerfs")).toBe("Île aux Cerfs");
    expect(csvField(3)).toBe("3");
    expect(csvField(null)).toBe("");
    expect(csvField(undefined)).toBe("");
  });

  it("quotes a field with a comma, a quote or a line break, doubling its quotes", () => {
    expect(csvField("Port Louis, Mauritius")).toBe('"Port Louis, Mauritius"');
    expect(csvField('the "blue" bay')).toBe('"the ""blue"" bay"');
    expect(csvField("line one\nline two")).toBe('"line one\nline two"');
    expect(csvField("a\r\nb")).toBe('"a\r\nb"');
  });

  it("makes a cell that a spreadsheet would run as a formula text, with a leading apostrophe", () => {
    expect(csvField('=HYPERLINK("http://x")')).toBe('"\'=HYPERLINK(""http://x"")"');
    expect(csvField("+1+1")).toBe("'+1+1");
    expect(csvField("+SUM(A1:A9)")).toBe("'+SUM(A1:A9)");
    expect(csvField("+230-5712-3456")).toBe("'+230-5712-3456"); // a spreadsheet would subtract
    expect(csvField("+")).toBe("'+");
    expect(csvField("-1")).toBe("'-1");
    expect(csvField("@SUM(A1)")).toBe("'@SUM(A1)");
    expect(csvField("\tcmd")).toBe("'\tcmd");
    expect(csvField("a=b")).toBe("a=b");
  });

  it("leaves a phone number as the driver dials it: + and digits, single spaces between groups", () => {
    expect(csvField("+447700900123")).toBe("+447700900123");
    expect(csvField("+230 5712 3456")).toBe("+230 5712 3456");
    expect(csvField("+230  5712")).toBe("'+230  5712");
    expect(csvField("+230 5712 ")).toBe("'+230 5712 ");
  });

  it("a spreadsheet that splits on semicolons (a French locale) sees no formula: the field is quoted, and each part after a ; is made text", () => {
    expect(csvField("x;=1+1")).toBe(`"x;'=1+1"`);
    expect(csvField("Ann;Marie")).toBe(`"Ann;Marie"`);
    expect(csvField("a;+SUM(A1);@x;-2;\tcmd")).toBe(`"a;'+SUM(A1);'@x;'-2;'\tcmd"`);
    expect(csvField("call;+230 5712 3456")).toBe(`"call;+230 5712 3456"`);
    expect(csvField("=1;=2")).toBe(`"'=1;'=2"`);
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
