import { describe, expect, it } from "vitest";
import { readForm } from "~/utils/request.server";

const post = (body: BodyInit, type?: string) =>
  new Request("http://localhost/contact", {
    method: "POST",
    body,
    headers: type === undefined ? {} : { "Content-Type": type },
  });

async function refusal(request: Request) {
  try {
    await readForm(request);
  } catch (error) {
    if (error instanceof Response) return error.status;
    throw error;
  }
  return "read";
}

describe("readForm", () => {
  it("reads a urlencoded and a multipart form", async () => {
    expect((await readForm(post(new URLSearchParams({ name: "Ann" })))).get("name")).toBe("Ann");
    const multipart = new FormData();
    multipart.set("name", "Ann");
    expect((await readForm(post(multipart))).get("name")).toBe("Ann");
  });

  it("answers 415 for a body that is not a web form, and 400 for one that cannot be parsed", async () => {
    expect(await refusal(post('{"name":"Ann"}', "application/json"))).toBe(415);
    expect(await refusal(post("name=Ann", "text/plain"))).toBe(415);
    expect(await refusal(post("garbage", "multipart/form-data; boundary=x"))).toBe(400);
    expect(await refusal(post("garbage", "multipart/form-data"))).toBe(400);
  });

  it("answers 400 for field names that would make the form parser build huge lists", async () => {
    expect(await refusal(post("x[99999999]=1", "application/x-www-form-urlencoded"))).toBe(400);
    expect(await refusal(post(`x${"[999]".repeat(101)}=1`, "application/x-www-form-urlencoded"))).toBe(400);
    // Lists as long as the forms' own are fine.
    const fields = new URLSearchParams(Array.from({ length: 30 }, (_, i) => [`highlights[${i}]`, "x"]));
    expect((await readForm(post(fields))).getAll("highlights[29]")).toEqual(["x"]);
  });

  it("answers 400 for a Conform intent Conform would choke on, and lets its list buttons through", async () => {
    const form = (intent: string) => post(new URLSearchParams({ title: "x", __intent__: intent }));
    for (const bad of [
      "abc",
      "{}",
      '{"type":"insert"}',
      '{"type":"update","payload":{"name":"a[99999999]","value":1}}',
      '{"type":"update","payload":{"name":"__proto__.x"}}',
      '{"type":"remove","payload":{"name":"a..b","index":0}}',
      '{"type":"insert","payload":{"name":"highlights","index":1e9}}',
    ]) {
      expect(await refusal(form(bad)), bad).toBe(400);
    }
    expect(await refusal(post(new URLSearchParams({ __state__: "{}" })))).toBe(400);
    for (const good of [
      '{"type":"insert","payload":{"name":"highlights","defaultValue":""}}',
      '{"type":"remove","payload":{"name":"highlights","index":2}}',
      '{"type":"reorder","payload":{"name":"important","from":1,"to":0}}',
    ]) {
      expect(await refusal(form(good)), good).toBe("read");
    }
  });
});
