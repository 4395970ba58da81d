import { describe, expect, it } from "vitest";
import { splitFullName } from "./person-name";

describe("splitFullName", () => {
  it.each([
    ["Priya Ramsamy", "Priya", "Ramsamy"],
    ["  Jean-Marc   de la Tour ", "Jean-Marc", "de la Tour"],
    ["Priya", "Priya", ""],
    ["", "", ""],
    ["   ", "", ""],
  ])("%j gives %j and %j", (full, name, surname) => {
    expect(splitFullName(full)).toEqual({ name, surname });
  });
});
