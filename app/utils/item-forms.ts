// The forms of a back-office list page (banners, pickup places): one per item, keyed by its id, one for a new item,
// and the page's own buttons (move, delete). An answer names the form it is about, so only that form shows it.

/** The id of an item's own form (`banner-3`), or of the new item's (`banner-new`) when there is no id. */
export const itemFormId = (prefix: string, id?: number) => (id === undefined ? `${prefix}-new` : `${prefix}-${id}`);

/** The form an answer is about, from what was sent: an item's own (save), the new item's (create), or the page's. */
export const itemFormOf = (prefix: string) => (sent: Record<string, unknown>) =>
  sent.intent === "save" ? `${prefix}-${String(sent.id)}` : sent.intent === "create" ? `${prefix}-new` : "page";
