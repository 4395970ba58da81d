// The name rules every message follows (visitorName, notYouLine); the messages themselves are React Email
// components (components.tsx, render.server.ts, docs/decisions/023-react-email.md).

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

export const notYouLine =
  /*i18n*/ "If you did not send this, someone else typed your e-mail address: you can ignore this e-mail.";
