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
    .map(
      ([k, v]) =>
        `<tr><th align="left" style="color:#4A5A63;font-weight:600;vertical-align:top">${escapeHtml(k)}</th><td>${htmlLines(v)}</td></tr>`,
    )
    .join("")}</table>`;
  return { text, html };
}

export function emailHtml(siteName: string, body: string): string {
  return `<!doctype html><html><body style="margin:0;background:#FBF7F0;font-family:system-ui,-apple-system,Segoe UI,Roboto,Arial,sans-serif;color:#1B2B34">
<div style="max-width:560px;margin:0 auto;padding:24px">
<p style="font-family:Georgia,serif;font-size:20px;font-weight:600;color:#0B4F58;margin:0 0 16px">${escapeHtml(siteName)}</p>
<div style="background:#ffffff;border-radius:12px;padding:24px;line-height:1.6">${body}</div>
<p style="font-size:12px;color:#6B7A82;margin-top:16px">${escapeHtml(siteName)}, Mauritius</p>
</div></body></html>`;
}
