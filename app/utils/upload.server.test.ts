import { describe, expect, it } from "vitest";
import { parseMultipart, UploadTooLargeError } from "./upload.server";

function multipart(fields: [string, string | File][]) {
  const body = new FormData();
  for (const [name, value] of fields) body.append(name, value);
  return new Request("http://localhost/userprofile", { method: "POST", body });
}
const file = (bytes: number, name = "me.png") => new File([new Uint8Array(bytes).fill(7)], name, { type: "image/png" });

describe("parseMultipart", () => {
  it("gives the text fields as strings and files as File objects", async () => {
    const form = await parseMultipart(multipart([["name", "Priya"], ["picture", file(2048)], ["phone", "+23057123456"]]), { maxFileBytes: 4096 });
    expect(form.get("name")).toBe("Priya");
    expect(form.get("phone")).toBe("+23057123456");
    const picture = form.get("picture");
    expect(picture).toBeInstanceOf(File);
    expect((picture as File).name).toBe("me.png");
    expect((picture as File).size).toBe(2048);
  });

  it("refuses a file over the limit by name, and still reads every other field", async () => {
    const error = await parseMultipart(multipart([["name", "Priya"], ["picture", file(5000)], ["phone", "+23057123456"]]), {
      maxFileBytes: 4096,
    }).catch((e) => e);
    expect(error).toBeInstanceOf(UploadTooLargeError);
    expect(error.field).toBe("picture");
    expect(error.message).toBe("This file is too large: the limit is 4KB.");
    expect(error.formData.get("name")).toBe("Priya");
    expect(error.formData.get("phone")).toBe("+23057123456");
    expect(error.formData.get("picture")).toBeNull();
  });

  it("answers 413 without reading a body far over the limit", async () => {
    const request = multipart([["picture", file(50_000)]]);
    const answer = await parseMultipart(request, { maxFileBytes: 4096, maxRequestBytes: 10_000 }).catch((e) => e);
    expect(answer).toBeInstanceOf(Response);
    expect(answer.status).toBe(413);
    expect(await answer.text()).toContain("files can be up to 4KB");
  });

  it("answers 413 for an oversized text field", async () => {
    const answer = await parseMultipart(multipart([["name", "x".repeat(2000)]]), { maxFileBytes: 4096, maxFieldBytes: 1000 }).catch((e) => e);
    expect(answer).toBeInstanceOf(Response);
    expect(answer.status).toBe(413);
  });

  it("answers 400 (not a 500) to a body that is not multipart", async () => {
    const request = new Request("http://localhost/userprofile", { method: "POST", body: new URLSearchParams({ name: "Priya" }) });
    const answer = await parseMultipart(request, { maxFileBytes: 4096 }).catch((e) => e);
    expect(answer).toBeInstanceOf(Response);
    expect(answer.status).toBe(400);
  });
});
