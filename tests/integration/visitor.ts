// A visitor without a browser: plain HTTP requests to the built site, as a browser without JavaScript sends
// them. A page is its answer (status, address after redirects, HTML parsed by cheerio); a form on it is sent
// as the browser would send it: its fields as served (hidden ones, checked boxes, selected options), the
// values the test gives by field name, the pressed button's own name and value, to the form's action, with
// the cookies this visitor holds. For the checks that read an answer (a text, a status, a header, an e-mail)
// and need no browser; what only a browser shows (JavaScript, focus, layout, axe) stays in tests/e2e.
import type { APIRequest, APIRequestContext, APIResponse } from "@playwright/test";
import * as cheerio from "cheerio";
import type { AnyNode, Element } from "domhandler";
import { BASE_URL } from "../setup/e2e-env.js";
import { sessionCookie } from "../e2e/app-db";
import { waitOutFillTime } from "../e2e/support";

export type Page = {
  status: number;
  /** The address answered, after any redirects. */
  url: string;
  headers: Record<string, string>;
  html: string;
  $: cheerio.CheerioAPI;
  /** The visible text of the elements `selector` finds (the whole page by default), spaces collapsed. */
  text: (selector?: string) => string;
};

/** A field's value: text (or a select's option), a box ticked or not, several values, or a file. */
export type FieldValue = string | boolean | string[] | { name: string; mimeType: string; buffer: Buffer };

const squash = (s: string) => s.replace(/\s+/g, " ").trim();

/** An element's text as a reader gets it: its text without the contents of scripts and styles. */
function textOf($: cheerio.CheerioAPI, nodes: cheerio.Cheerio<AnyNode>) {
  const copy = nodes.clone();
  copy.find("script, style, template").remove();
  return squash(copy.text());
}

export class Visitor {
  private constructor(
    readonly request: APIRequestContext,
    readonly baseURL: string,
  ) {}

  /**
   * A visitor on the shared site (or the one at `baseURL`), with no cookies, or signed in as an account of the shared
   * site as the log-in action signs one in (a session row and its cookie: tests/e2e/app-db.ts), for the tests whose
   * subject is not logging in. Dispose of it with `close()`.
   */
  static async start(
    playwright: { request: APIRequest },
    { baseURL = BASE_URL, signedInAs }: { baseURL?: string; signedInAs?: { email: string } } = {},
  ) {
    const cookies = [];
    if (signedInAs) {
      const cookie = await sessionCookie(signedInAs.email);
      if (!cookie || baseURL !== BASE_URL) throw new Error(`no account ${signedInAs.email} on the shared site`);
      const domain = new URL(baseURL).hostname;
      cookies.push({
        ...cookie,
        domain,
        path: "/",
        expires: -1,
        httpOnly: true,
        secure: false,
        sameSite: "Lax" as const,
      });
    }
    // A connection for each request: a kept-alive one that waited longer than the server keeps it (5 s, Node's
    // default) can be closed by the server just as it is reused, and this client does not retry as a browser does.
    const extraHTTPHeaders = { Connection: "close" };
    return new Visitor(
      await playwright.request.newContext({ baseURL, extraHTTPHeaders, storageState: { cookies, origins: [] } }),
      baseURL,
    );
  }

  close() {
    return this.request.dispose();
  }

  /** Runs `act` as a new visitor (signed in as this account when given), closed after, whatever happens. */
  static async visiting<T>(
    playwright: { request: APIRequest },
    signedInAs: { email: string } | undefined,
    act: (visitor: Visitor) => Promise<T>,
  ): Promise<T> {
    const visitor = await Visitor.start(playwright, { signedInAs });
    try {
      return await act(visitor);
    } finally {
      await visitor.close();
    }
  }

  /** GET a page (following redirects unless told not to). */
  async open(
    path: string,
    { maxRedirects, headers }: { maxRedirects?: number; headers?: Record<string, string> } = {},
  ): Promise<Page> {
    return read(await this.request.get(path, { maxRedirects, headers }));
  }

  /**
   * Presses the button named `button` (its text, aria-label or value) of a form on `page`, as a browser without
   * JavaScript does, with `fields` changed by name (true ticks a box, false clears it). When the form carries the
   * human check's served-at value, first waits until a person could have filled it in (HUMAN_CHECK_MIN_FILL_MS).
   */
  async submit(
    page: Page,
    button: string,
    fields: Record<string, FieldValue> = {},
    { maxRedirects }: { maxRedirects?: number } = {},
  ): Promise<Page> {
    const { $ } = page;
    const submitter = $("button, input[type=submit]")
      .filter((_, el) => accessibleName($, el) === button)
      .first();
    if (!submitter.length) throw new Error(`no button "${button}" on ${page.url}`);
    const formId = submitter.attr("form");
    const form = (formId ? $(`form[id="${formId}"]`) : submitter.closest("form")) as cheerio.Cheerio<Element>;
    if (!form.length) throw new Error(`the button "${button}" on ${page.url} is in no form`);

    const entries = formEntries($, form, submitter.get(0)!);
    for (const [name, value] of Object.entries(fields)) setField($, form, entries, name, value);

    const served = entries.find(([name]) => name === "servedAt")?.[1];
    if (typeof served === "string") await waitOutFillTime(served);

    const method = (submitter.attr("formmethod") ?? form.attr("method") ?? "get").toLowerCase();
    const action = new URL(submitter.attr("formaction") ?? form.attr("action") ?? page.url, page.url);
    const enctype = submitter.attr("formenctype") ?? form.attr("enctype") ?? "application/x-www-form-urlencoded";
    if (method === "get") {
      action.search = new URLSearchParams(
        entries.filter((e): e is [string, string] => typeof e[1] === "string"),
      ).toString();
      return this.open(action.pathname + action.search, { maxRedirects });
    }
    // A browser's form post names the page's origin (server.js refuses another site's).
    const headers = { Origin: new URL(this.baseURL).origin };
    if (enctype === "multipart/form-data") {
      const data = new FormData();
      for (const [name, value] of entries) {
        if (typeof value === "string") data.append(name, value);
        else data.append(name, new Blob([new Uint8Array(value.buffer)], { type: value.mimeType }), value.name);
      }
      return read(await this.request.post(action.pathname + action.search, { multipart: data, headers, maxRedirects }));
    }
    const body = new URLSearchParams(
      entries.map(([name, value]) => [name, typeof value === "string" ? value : value.name]),
    ).toString();
    return read(
      await this.request.post(action.pathname + action.search, {
        data: body,
        headers: { ...headers, "Content-Type": "application/x-www-form-urlencoded" },
        maxRedirects,
      }),
    );
  }
}

type Entry = [string, string | { name: string; mimeType: string; buffer: Buffer }];

/** A button's or field's accessible name, as far as these pages need it: aria-label, else its text, else its value. */
function accessibleName($: cheerio.CheerioAPI, el: Element) {
  const node = $(el);
  return squash(node.attr("aria-label") ?? (textOf($, node) || node.attr("value") || ""));
}

/** The form's successful controls in tree order, as the HTML form submission algorithm lists them. */
function formEntries($: cheerio.CheerioAPI, form: cheerio.Cheerio<Element>, submitter: Element): Entry[] {
  const id = form.attr("id");
  const controls = form.find("input, select, textarea, button").add(id ? $(`[form="${id}"]`) : []);
  const entries: Entry[] = [];
  controls.each((_, el) => {
    const node = $(el);
    const name = node.attr("name");
    if (!name || node.is("[disabled]") || node.closest("fieldset[disabled]").length) return;
    const tag = el.tagName.toLowerCase();
    const type = (node.attr("type") ?? (tag === "button" ? "submit" : "text")).toLowerCase();
    if (tag === "button" || ["submit", "image", "reset", "button"].includes(type)) {
      if (el === submitter) entries.push([name, node.attr("value") ?? ""]);
      return;
    }
    if (tag === "select") {
      const selected = node.find("option[selected]");
      const options = selected.length ? selected : node.is("[multiple]") ? selected : node.find("option").first();
      options.each((_, o) => void entries.push([name, $(o).attr("value") ?? textOf($, $(o))]));
      return;
    }
    if (tag === "textarea") return void entries.push([name, node.text().replace(/^\n/, "")]);
    if (type === "checkbox" || type === "radio") {
      if (node.is("[checked]")) entries.push([name, node.attr("value") ?? "on"]);
      return;
    }
    if (type === "file")
      return void entries.push([name, { name: "", mimeType: "application/octet-stream", buffer: Buffer.alloc(0) }]);
    entries.push([name, node.attr("value") ?? ""]);
  });
  return entries;
}

/** Sets a field as a person would: types into it, chooses an option, ticks or clears a box, picks a radio, or chooses a file. */
function setField(
  $: cheerio.CheerioAPI,
  form: cheerio.Cheerio<Element>,
  entries: Entry[],
  name: string,
  value: FieldValue,
) {
  const control = form.find(`[name="${name}"]`).first();
  const type = (control.attr("type") ?? "").toLowerCase();
  const at = entries.findIndex(([n]) => n === name);
  const without = () => {
    for (let i = entries.length - 1; i >= 0; i--) if (entries[i][0] === name) entries.splice(i, 1);
  };
  if (typeof value === "boolean") {
    without();
    if (value) entries.splice(at < 0 ? entries.length : at, 0, [name, control.attr("value") ?? "on"]);
    return;
  }
  if (Array.isArray(value) || (type === "radio" && typeof value === "string")) {
    without();
    const values = Array.isArray(value) ? value : [value];
    entries.splice(at < 0 ? entries.length : at, 0, ...values.map((v): Entry => [name, v]));
    return;
  }
  if (at < 0) entries.push([name, value]);
  else {
    without();
    entries.splice(at, 0, [name, value]);
  }
}

async function read(response: APIResponse): Promise<Page> {
  const html = await response.text();
  const $ = cheerio.load(html);
  return {
    status: response.status(),
    url: response.url(),
    headers: response.headers(),
    html,
    $,
    text: (selector?: string) => textOf($, selector ? $(selector) : $("body")),
  };
}
