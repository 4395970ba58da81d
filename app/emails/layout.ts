// The name rules of every message (visitorName, notYouLine). The string helpers below (escapeHtml, detailsTable,
// quotedVisitorText, emailHtml) are the pre-React Email way, kept only for messages written alongside the move;
// new messages use components.tsx and render.server.ts (docs/decisions/023-react-email.md).

/** Escapes text for HTML e-mail bodies: everything a visitor typed goes through here. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c);
}

/** Keeps the visitor's line breaks in HTML. */
export function htmlLines(value: string): string {
  return escapeHtml(value).replace(/\r?\n/g, "<br>");
}

export function detailsTable(rows: [string, string][]): { text: string; html: string } {
  const text = rows.map(([k, v]) => `${k}: ${v}`).join("\n");
  const html = `<table role="presentation" cellpadding="6" style="border-collapse:collapse;font-size:15px">${rows
    .map(([k, v]) => `<tr><th align="left" style="color:#4A5A63;font-weight:600;vertical-align:top">${escapeHtml(k)}</th><td>${htmlLines(v)}</td></tr>`)
    .join("")}</table>`;
  return { text, html };
}

// A name typed into a public form goes into e-mails sent to the address typed beside it, so a stranger could
// make it read like a message from us ("Your account is locked - verify at https://…"). What is kept of it:
// no links, addresses or domain-like words, no invisible or control characters, at most NAME_MAX characters.
const NAME_MAX = 40;
const NOT_IN_A_NAME = [
  /\S*[a-z][a-z0-9+.-]*:\/\/\S*/gi, // scheme://…
  /\S*(?:mailto|tel|data|javascript):\S*/gi,
  /\S*www\.\S*/gi,
  /\S*@\S*/g, // an e-mail address
  /\S*\d{1,3}(?:\.\d{1,3}){3}\S*/g, // an IP address
  /\S*[\p{L}\p{N}-]\.\p{L}{2,}\S*/giu, // domain-like words: phish.example, bit.ly/x
];

/** A visitor's name as it may appear in a subject or a quote: links stripped, length bounded; "a visitor" when nothing is left. */
export function visitorName(raw: string): string {
  // Zero-width and direction characters go first, so they cannot split a link into harmless-looking parts.
  let name = raw
    .normalize("NFKC")
    .replace(/\p{Cf}+/gu, "")
    .replace(/\p{Cc}+/gu, " ");
  for (const pattern of NOT_IN_A_NAME) name = name.replace(pattern, " ");
  name = name
    .replace(/\s+/g, " ")
    .replace(/^[\s\p{P}]+|[\s\-–—:,;]+$/gu, "")
    .trim();
  if (name.length > NAME_MAX) name = `${name.slice(0, NAME_MAX).trimEnd()}…`;
  return name || "a visitor";
}

/**
 * What a visitor typed, quoted in an e-mail to the address they typed: introduced as theirs, set apart ("> " lines,
 * a bar in HTML), never in our own voice, so a stranger's text cannot pass for the operator's.
 */
export function quotedVisitorText(intro: string, rows: [string, string][]): { text: string; html: string } {
  const details = detailsTable(rows);
  const quoted = details.text
    .split(/\r?\n/)
    .map((line) => (line ? `> ${line}` : ">"))
    .join("\n");
  return {
    text: `${intro}\n\n${quoted}`,
    html: `<p>${escapeHtml(intro)}</p><blockquote style="margin:0 0 16px;padding:4px 0 4px 12px;border-left:4px solid #C9D6DB;color:#4A5A63">${details.html}</blockquote>`,
  };
}

export const notYouLine = "If you did not send this, someone else typed your e-mail address: you can ignore this e-mail.";

export function emailHtml(siteName: string, body: string): string {
  return `<!doctype html><html><body style="margin:0;background:#FBF7F0;font-family:system-ui,-apple-system,Segoe UI,Roboto,Arial,sans-serif;color:#1B2B34">
<div style="max-width:560px;margin:0 auto;padding:24px">
<p style="font-family:Georgia,serif;font-size:20px;font-weight:600;color:#0B4F58;margin:0 0 16px">${escapeHtml(siteName)}</p>
<div style="background:#ffffff;border-radius:12px;padding:24px;line-height:1.6">${body}</div>
<p style="font-size:12px;color:#6B7A82;margin-top:16px">${escapeHtml(siteName)}, Mauritius</p>
</div></body></html>`;
}
