import { describe, expect, it } from "vitest";
import { cachingHeaders } from "~/utils/headers.server";

const anonymous = () => new Request("http://localhost/booking-confirmation/ABCD-EFGH-JKMN");
const cacheControl = (loaderHeaders: HeadersInit[], own: HeadersInit = {}, status = 200) => {
  const headers = new Headers(own);
  cachingHeaders(
    anonymous(),
    headers,
    status,
    loaderHeaders.map((h) => new Headers(h)),
  );
  return headers.get("Cache-Control");
};

describe("a page's Cache-Control", () => {
  it("an anonymous page is shareable for a short time when nothing says otherwise", () => {
    expect(cacheControl([{}, {}])).toBe("public, max-age=0, s-maxage=60, stale-while-revalidate=600");
  });
  it("a loader that asks for a private answer is obeyed for the whole document, without a `headers` export", () => {
    expect(cacheControl([{}, { "Cache-Control": "private, no-store" }])).toBe("private, no-store");
    expect(cacheControl([{ "Cache-Control": "no-store" }])).toBe("no-store");
    expect(cacheControl([{ "Cache-Control": "public, max-age=60" }, { "Cache-Control": "private, no-cache" }])).toBe("private, no-cache");
  });
  it("never more shareable than a loader says, whatever a route's `headers` set; a route's own private stays", () => {
    expect(cacheControl([{ "Cache-Control": "private, no-store" }], { "Cache-Control": "public, s-maxage=60" })).toBe("private, no-store");
    expect(cacheControl([{ "Cache-Control": "public, max-age=60" }], { "Cache-Control": "private, no-store" })).toBe("private, no-store");
  });
});
