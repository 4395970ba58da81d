import { toPlainText } from "@react-email/render";
import type { ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";

/** The doctype `render()` of @react-email/render puts before every message. */
export const EMAIL_DOCTYPE =
  '<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">';

// html-to-text ships no types: the little of its formatter API used here.
type Node = { name?: string; attribs?: Record<string, string>; children?: Node[] };
type Builder = {
  openBlock(options?: { leadingLineBreaks?: number }): void;
  closeBlock(options?: { trailingLineBreaks?: number; blockTransform?: (text: string) => string }): void;
  addInline(text: string, options?: { noWordTransform?: boolean }): void;
};
type Formatter = (elem: Node, walk: (nodes: Node[] | undefined, builder: Builder) => void, builder: Builder) => void;

const elements = (nodes: Node[] | undefined, name: string): Node[] =>
  (nodes ?? []).flatMap((n) => (n.name === name ? [n] : n.name ? elements(n.children, name) : []));

/** One line of a block: a block of its own with no blank line around it. */
function line(builder: Builder, write: () => void) {
  builder.openBlock({ leadingLineBreaks: 1 });
  write();
  builder.closeBlock({ trailingLineBreaks: 1 });
}

/** A details table's rows, "Label: value" ("Label : value" in French), one a line. */
function detailsRows(elem: Node, walk: Parameters<Formatter>[1], builder: Builder, colon: string) {
  for (const row of elements(elem.children, "tr")) {
    const [label, value] = (row.children ?? []).filter((c) => c.name === "th" || c.name === "td");
    line(builder, () => {
      walk(label?.children, builder);
      builder.addInline(colon, { noWordTransform: true });
      walk(value?.children, builder);
    });
  }
}

/** A details table (`<DetailsTable>`) reads "Label: value", one row a line, as the messages always have. */
const detailsTable =
  (colon: string): Formatter =>
  (elem, walk, builder) => {
    builder.openBlock({ leadingLineBreaks: 2 });
    detailsRows(elem, walk, builder, colon);
    builder.closeBlock({ trailingLineBreaks: 2 });
  };

/** A table of changes (booking-changed.tsx): "Label: before → now", one changed row a line, the header left out. */
const changesTable =
  (colon: string): Formatter =>
  (elem, walk, builder) => {
    builder.openBlock({ leadingLineBreaks: 2 });
    for (const row of elements(elem.children, "tbody").flatMap((body) => elements(body.children, "tr"))) {
      const [label, before, now] = (row.children ?? []).filter((c) => c.name === "th" || c.name === "td");
      line(builder, () => {
        walk(label?.children, builder);
        builder.addInline(colon, { noWordTransform: true });
        walk(before?.children, builder);
        builder.addInline(" → ", { noWordTransform: true });
        walk(now?.children, builder);
      });
    }
    builder.closeBlock({ trailingLineBreaks: 2 });
  };

/**
 * A title with its lines right under it, no blank line between ("What to bring:" then "- item" lines; "Your
 * booking:" then a details table's rows), which html-to-text's blocks would always separate by one.
 */
const titled =
  (colon: string): Formatter =>
  (elem, walk, builder) => {
    builder.openBlock({ leadingLineBreaks: 2 });
    for (const title of elements(elem.children, "p")) line(builder, () => walk(title.children, builder));
    for (const item of elements(elem.children, "li")) {
      line(builder, () => {
        builder.addInline("- ", { noWordTransform: true });
        walk(item.children, builder);
      });
    }
    detailsRows(elem, walk, builder, colon);
    builder.closeBlock({ trailingLineBreaks: 2 });
  };

/** A visitor's quoted text: every line starts with "> ", an empty one is ">" (html-to-text's own leaves "> "). */
const quote: Formatter = (elem, walk, builder) => {
  builder.openBlock({ leadingLineBreaks: 2 });
  walk(elem.children, builder);
  builder.closeBlock({
    trailingLineBreaks: 2,
    blockTransform: (text) =>
      text
        .replace(/^\n+|\n+$/g, "")
        .split("\n")
        .map((line) => (line ? `> ${line}` : ">"))
        .join("\n"),
  });
};

/** A button's text says what it does, then its address: "Choose a new password: https://…". */
const labelledLink =
  (colon: string): Formatter =>
  (elem, walk, builder) => {
    walk(elem.children, builder);
    builder.addInline(`${colon}${elem.attribs?.href ?? ""}`, { noWordTransform: true });
  };

/**
 * How the HTML becomes the plain text, in the message's language (its root's `lang`): the colons the plain text adds
 * after a label take French typography's no-break space before them in French ("Départ : …"). Exported so a test can
 * hand the same options to `render()`.
 */
export function htmlToTextOptionsFor(htmlMessage: string) {
  const french = /\blang="fr"/.test(/<html\b[^>]*>/.exec(htmlMessage)?.[0] ?? "");
  const colon = french ? "\u00a0: " : ": ";
  return {
    wordwrap: false as const,
    // Spaces are kept as typed (two spaces, an indented line), as the plain text always kept them.
    whitespaceCharacters: "\t\r\n\f\u200b",
    formatters: {
      detailsTable: detailsTable(colon),
      changesTable: changesTable(colon),
      titled: titled(colon),
      quote,
      labelledLink: labelledLink(colon),
    },
    selectors: [
      { selector: "div[data-text-format=titled]", format: "titled" },
      { selector: "table[data-text-format=details]", format: "detailsTable" },
      { selector: "table[data-text-format=changes]", format: "changesTable" },
      { selector: "blockquote", format: "quote" },
      { selector: "a[data-text-format=labelled]", format: "labelledLink" },
    ],
  };
}

/**
 * One message's HTML and plain text from one React Email component, synchronously: the outbox records messages
 * inside better-sqlite3 transactions, which cannot await, and `render()` of @react-email/render is async only
 * (docs/decisions/023-react-email.md). The HTML is what `render()` gives, without React's streaming comments, and
 * with line breaks written `<br>` as the messages always had them (React writes `<br/>`; text React escaped
 * cannot contain one, so only real tags change).
 */
export function renderEmail(element: ReactElement): { htmlMessage: string; plainTextMessage: string } {
  const htmlMessage = EMAIL_DOCTYPE + renderToStaticMarkup(element).replaceAll("<br/>", "<br>");
  return { htmlMessage, plainTextMessage: toPlainText(htmlMessage, htmlToTextOptionsFor(htmlMessage)) };
}
