import { describe, expect, it } from "vitest";
import { errorMessage } from "~/utils/error-message";
import { parseMultipart, UploadError } from "~/utils/upload.server";

function multipart(parts: [string, string | File][]) {
  const body = new FormData();
  for (const [name, value] of parts) body.append(name, value);
  return new Request("http://localhost/admin/add", { method: "POST", body });
}

const bytes = (n: number, name: string) => new File([new Uint8Array(n)], name, { type: "image/png" });

describe("parseMultipart", () => {
  it("keeps the text fields and the files in the order sent", async () => {
    const { formData, errors } = await parseMultipart(
      multipart([
        ["title", "Lagoon"],
        ["images", bytes(10, "a.png")],
        ["images", bytes(20, "b.png")],
        ["highlights[0]", "Snorkel"],
      ]),
      { maxFileBytes: 100, maxFiles: 5 },
    );
    expect(errors).toEqual([]);
    expect(formData.get("title")).toBe("Lagoon");
    expect(formData.get("highlights[0]")).toBe("Snorkel");
    expect(formData.getAll("images").map((f) => (f as File).name)).toEqual(["a.png", "b.png"]);
    expect((formData.getAll("images")[1] as File).size).toBe(20);
  });

  it("leaves a too-big file out with a clear message, and still reads the fields after it", async () => {
    const { formData, errors } = await parseMultipart(
      multipart([
        ["images", bytes(2 * 1024 * 1024 + 1, "huge.png")],
        ["images", bytes(10, "small.png")],
        ["title", "Kept"],
      ]),
      { maxFileBytes: 2 * 1024 * 1024, maxFiles: 5 },
    );
    expect(errors).toEqual([
      errorMessage("“{file}” is {size}: files can be up to {max}.", { file: "huge.png", size: "2MB", max: "2MB" }),
    ]);
    expect(formData.getAll("images").map((f) => (f as File).name)).toEqual(["small.png"]);
    expect(formData.get("title")).toBe("Kept");
  });

  it("drops an empty file input (as browsers send it) and counts the files allowed", async () => {
    const part = (filename: string, content: string) =>
      `--x\r\nContent-Disposition: form-data; name="images"; filename="${filename}"\r\nContent-Type: ${filename ? "image/png" : "application/octet-stream"}\r\n\r\n${content}\r\n`;
    const body = part("", "") + part("1.png", "a") + part("2.png", "b") + part("3.png", "c") + "--x--\r\n";
    const request = new Request("http://localhost/admin/add", {
      method: "POST",
      headers: { "Content-Type": "multipart/form-data; boundary=x" },
      body,
    });
    const { formData, errors } = await parseMultipart(request, { maxFileBytes: 100, maxFiles: 2 });
    expect(formData.getAll("images").map((f) => (f as File).name)).toEqual(["1.png", "2.png"]);
    expect(errors).toEqual([errorMessage("You can add up to {count} files at a time.", { count: 2 })]);
  });

  it("refuses a request declared far larger than allowed before reading it", async () => {
    const request = new Request("http://localhost/admin/add", {
      method: "POST",
      headers: { "Content-Type": "multipart/form-data; boundary=x", "Content-Length": String(500 * 1024 * 1024) },
      body: "--x--",
    });
    await expect(parseMultipart(request, { maxFileBytes: 10 * 1024 * 1024, maxFiles: 2 })).rejects.toBeInstanceOf(
      UploadError,
    );
  });

  it("reads a plain urlencoded form too", async () => {
    const request = new Request("http://localhost/edit/x", {
      method: "POST",
      body: new URLSearchParams({ intent: "remove-permanently" }),
    });
    const { formData } = await parseMultipart(request, { maxFileBytes: 1, maxFiles: 1 });
    expect(formData.get("intent")).toBe("remove-permanently");
  });

  it("limits the text fields together, not only one by one", async () => {
    const fields: [string, string][] = Array.from({ length: 30 }, (_, i) => [`f${i}`, "x".repeat(100_000)]);
    await expect(parseMultipart(multipart(fields), { maxFileBytes: 100, maxFiles: 1 })).rejects.toThrow(
      "The form's text is too long",
    );
  });

  /** A multipart body as a browser writes it: `disposition` is the Content-Disposition header of the file's part. */
  function raw(disposition: string, boundary = "----WebKitFormBoundaryQx7Zb3RkP0aLm9Te") {
    const body =
      `--${boundary}\r\nContent-Disposition: form-data; name="name"\r\n\r\nAnjali; née Ramgoolam = me\r\n` +
      `--${boundary}\r\nContent-Disposition: ${disposition}\r\nContent-Type: image/png\r\n\r\nPNGDATA\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="phone"\r\n\r\n+23057123456\r\n--${boundary}--\r\n`;
    return new Request("http://localhost/userprofile", {
      method: "POST",
      headers: { "Content-Type": `multipart/form-data; boundary=${boundary}` },
      body,
    });
  }

  it.each([
    ['form-data; name="image"; filename="holiday;beach.png"', "holiday;beach.png"],
    ['form-data; name="image"; filename="a=b;c=d.png"', "a=b;c=d.png"],
    ['form-data; name="image"; filename="say \\"hi\\".png"', 'say "hi".png'],
    ['form-data; name="image"; filename="Île aux Cerfs.png"', "Île aux Cerfs.png"],
    ["form-data; name=\"image\"; filename*=UTF-8''%C3%8Ele%3Bplage.png", "Île;plage.png"],
    ['form-data; name="image"; filename="C:\\\\photos\\\\beach.png"', "beach.png"],
  ])("reads a file named by %s, and every field around it", async (disposition, name) => {
    const { formData, errors } = await parseMultipart(raw(disposition), { maxFileBytes: 100, maxFiles: 1 });
    expect(errors).toEqual([]);
    expect(formData.get("name")).toBe("Anjali; née Ramgoolam = me");
    expect(formData.get("phone")).toBe("+23057123456");
    const file = formData.get("image") as File;
    expect(file.name).toBe(name);
    expect(await file.text()).toBe("PNGDATA");
  });

  it("a body cut short is a 400 with a message, not a hang or a 500", async () => {
    const request = new Request("http://localhost/userprofile", {
      method: "POST",
      headers: { "Content-Type": "multipart/form-data; boundary=x" },
      body: '--x\r\nContent-Disposition: form-data; name="name"\r\n\r\nAnn',
    });
    await expect(parseMultipart(request, { maxFileBytes: 100, maxFiles: 1 })).rejects.toMatchObject({
      status: 400,
      message: "The form could not be read. Please try again.",
    });
  });
});
