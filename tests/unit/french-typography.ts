// French typography: a no-break space (U+00A0) before ":", ";", "?" and "!" ("Départ : …", "Des questions ?").
// Shared by the unit test over the catalogues, e-mails and seeded packages and the end-to-end check of French pages.

/** Each ":", ";", "?" or "!" of our French text without a no-break space before it, shown with the text before it. */
export function frenchPunctuationFaults(text: string): string[] {
  const ours = text
    // Addresses are not prose: "https://…", "mailto:…", "?date=" in a link.
    .replace(/\b(?:https?|mailto):\S*/g, "‹address›")
    // Times: "08:30".
    .replace(/\b\d{1,2}:\d{2}\b/g, "‹time›");
  return [...ours.matchAll(/[:;?!]/g)]
    .filter((m) => ours[m.index - 1] !== "\u00a0")
    .map((m) => `…${ours.slice(Math.max(0, m.index - 30), m.index + 1).replaceAll("\n", "⏎")}`);
}
