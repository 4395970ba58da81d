// WhatsApp's click-to-chat links (https://wa.me/…): the one place that builds them, for guests (the operator's number)
// and for staff (a passenger's). No server code and no messages: the pages import it.

/** "https://wa.me/23057123456?text=Hello…": a chat with `number` (digits only, with its country code), `text` typed in. */
export function whatsappLink(number: string, text?: string): string {
  const base = `https://wa.me/${number.replace(/\D/g, "")}`;
  return text ? `${base}?text=${encodeURIComponent(text)}` : base;
}

/**
 * The digits WhatsApp knows a phone by ("+230 5712 3456" → "23057123456"), or null when it cannot be one: the forms
 * keep numbers with their country code, so one without it (or erased, or too short or long) is not usable.
 */
export function chatNumber(phone: string | null | undefined): string | null {
  const compact = (phone ?? "").replace(/[\s().-]/g, "");
  const international = /^(?:\+|00)(\d{8,15})$/.exec(compact);
  return international ? international[1] : null;
}
