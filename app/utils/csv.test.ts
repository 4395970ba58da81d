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
    expect(csvField("+23057123456")).toBe("'+23057123456");
    expect(csvField("-1")).toBe("'-1");
    expect(csvField("@SUM(A1)")).toBe("'@SUM(A1)");
    expect(csvField("\tcmd")).toBe("'\tcmd");
    expect(csvField("a=b")).toBe("a=b");
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
