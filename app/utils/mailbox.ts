/**
 * One mailbox's key for counting e-mails sent to it: the forms of an address that reach the same inbox count as
 * one, so a stranger cannot multiply a per-address quota by writing it differently. Case and spaces; a `+tag`
 * (Gmail, Outlook, iCloud, Fastmail and most others deliver `ann+x@` to `ann@`; elsewhere it only counts two
 * addresses as one, which errs on the side of the inbox); the dots of a Gmail address, and googlemail.com for gmail.com.
 */
export function mailboxKey(address: string): string {
  const text = address.normalize("NFKC").trim().toLowerCase();
  const at = text.lastIndexOf("@");
  if (at < 1) return text;
  let local = text.slice(0, at);
  let domain = text.slice(at + 1).replace(/\.$/, "");
  local = local.split("+")[0] || local;
  if (domain === "googlemail.com") domain = "gmail.com";
  if (domain === "gmail.com") local = local.replaceAll(".", "") || local;
  return `${local}@${domain}`;
}
