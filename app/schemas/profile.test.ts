import { describe, expect, it } from "vitest";
import { errorMessage } from "~/utils/error-message";
import { PICTURE_MAX_BYTES, PICTURE_TOO_LARGE, PICTURE_WRONG_TYPE, profileSchema } from "./profile";
import { parseWithZod } from "@conform-to/zod/v4";

// Parsed the way both the page and the server parse it: from form data, through Conform.
function parse(fields: Record<string, string | File>) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  return parseWithZod(form, { schema: profileSchema });
}
const errorsOf = (r: ReturnType<typeof parse>) => (r.status === "success" ? {} : r.error);

describe("Edit Profile rules", () => {
  it("needs a name of at most 100 characters", () => {
    expect(errorsOf(parse({ name: "  " }))).toMatchObject({ name: ["Please enter your name"] });
    expect(errorsOf(parse({ name: "x".repeat(101) }))).toMatchObject({
      name: [errorMessage("Please keep this under {max} characters", { max: 100 })],
    });
  });
  it("takes no phone, or a phone that follows the phone rule", () => {
    const none = parse({ name: "Priya", phone: "" });
    expect(none.status === "success" && none.value).toEqual({ name: "Priya" });
    expect(errorsOf(parse({ name: "Priya", phone: "+230 5712 3456" }))).toMatchObject({
      phone: ["Invalid phone number"],
    });
    expect(parse({ name: "Priya", phone: "+23057123456" }).status).toBe("success");
  });
  it("treats an empty file input as no picture", () => {
    const r = parse({ name: "Priya", picture: new File([], "", { type: "application/octet-stream" }) });
    expect(r.status === "success" && r.value.picture).toBeUndefined();
  });
  it("takes PNG, JPG, GIF or WebP up to 10MB", () => {
    for (const type of ["image/png", "image/jpeg", "image/gif", "image/webp"]) {
      expect(parse({ name: "P", picture: new File([new Uint8Array(10)], "a", { type }) }).status, type).toBe("success");
    }
    expect(
      errorsOf(parse({ name: "P", picture: new File(["%PDF-"], "a.pdf", { type: "application/pdf" }) })),
    ).toMatchObject({
      picture: [PICTURE_WRONG_TYPE],
    });
    const big = new File([new Uint8Array(PICTURE_MAX_BYTES + 1)], "big.png", { type: "image/png" });
    expect(errorsOf(parse({ name: "P", picture: big }))).toMatchObject({ picture: [PICTURE_TOO_LARGE] });
    expect(PICTURE_TOO_LARGE).toBe(
      errorMessage("This picture is larger than {size}. Please choose a smaller one.", { size: "10MB" }),
    );
  });
});
