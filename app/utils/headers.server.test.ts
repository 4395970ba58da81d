import { describe, expect, it } from "vitest";
import { cachingHeaders, privateUnlessShared } from "~/utils/headers.server";

const anonymous = () => new Request("http://localhost/booking-confirmation/ABCD-EFGH-JKMN");
const cacheControl = (
  loaderHeaders: HeadersInit[],
  own: HeadersInit = {},
  status = 200,
  { shared = true, request = anonymous() } = {},
) => {
  const headers = new Headers(own);
  cachingHeaders(
    request,
    headers,
    status,
    loaderHeaders.map((h) => new Headers(h)),
    shared,
  );
  return headers.get("Cache-Control");
};

describe("a page's Cache-Control", () => {
  it("an anonymous page of a route that opts in is shareable for a short time when nothing says otherwise", () => {
    expect(cacheControl([{}, {}])).toBe("public, max-age=0, s-maxage=60, stale-while-revalidate=600");
  });
  it("a page whose route does not opt in is private and kept by nobody, whatever its `headers` say", () => {
    expect(cacheControl([{}, {}], {}, 200, { shared: false })).toBe("private, no-store");
    expect(cacheControl([{}], { "Cache-Control": "public, max-age=300" }, 200, { shared: false })).toBe(
      "private, no-store",
    );
  });
  it("a shared route's page is private too when it is not the same for everyone: a cookie, a cookie set, an error, a POST", () => {
    const withCookie = new Request("http://localhost/", { headers: { Cookie: "__session=x" } });
    expect(cacheControl([{}], {}, 200, { request: withCookie })).toBe("private, no-store");
    expect(cacheControl([{}], { "Set-Cookie": "prefs=1" })).toBe("private, no-store");
    expect(cacheControl([{}], {}, 404)).toBe("private, no-store");
    expect(cacheControl([{}], {}, 200, { request: new Request("http://localhost/", { method: "POST" }) })).toBe(
      "private, no-store",
    );
  });
  it("a loader that asks for a private answer is obeyed for the whole document, without a `headers` export", () => {
    expect(cacheControl([{}, { "Cache-Control": "private, no-store" }])).toBe("private, no-store");
    expect(cacheControl([{ "Cache-Control": "no-store" }])).toBe("no-store");
    expect(cacheControl([{ "Cache-Control": "public, max-age=60" }, { "Cache-Control": "private, no-cache" }])).toBe(
      "private, no-cache",
    );
    expect(cacheControl([{ "Cache-Control": "no-store" }], {}, 200, { shared: false })).toBe("no-store");
  });
  it("never more shareable than a loader says, whatever a route's `headers` set; a route's own private stays", () => {
    expect(cacheControl([{ "Cache-Control": "private, no-store" }], { "Cache-Control": "public, s-maxage=60" })).toBe(
      "private, no-store",
    );
    expect(cacheControl([{ "Cache-Control": "public, max-age=60" }], { "Cache-Control": "private, no-store" })).toBe(
      "private, no-store",
    );
  });
});

describe("any answer's Cache-Control (resource routes, redirects, data requests)", () => {
  it("a route that opts in keeps its own, or none", () => {
    expect(privateUnlessShared("public, max-age=3600", true)).toBe("public, max-age=3600");
    expect(privateUnlessShared(undefined, true)).toBeNull();
  });
  it("any other: what no shared cache keeps stays; `no-cache` gets private; nothing or public becomes private, no-store", () => {
    expect(privateUnlessShared("no-store", false)).toBe("no-store");
    expect(privateUnlessShared("private, max-age=60", false)).toBe("private, max-age=60");
    expect(privateUnlessShared("no-cache, no-transform", false)).toBe("private, no-cache, no-transform");
    expect(privateUnlessShared("public, s-maxage=60, no-cache", false)).toBe("private, no-cache");
    expect(privateUnlessShared(undefined, false)).toBe("private, no-store");
    expect(privateUnlessShared("public, max-age=3600", false)).toBe("private, no-store");
    // A shared route's private answer (an admin's file) stays private.
    expect(privateUnlessShared("private, no-store", true)).toBe("private, no-store");
  });
});
