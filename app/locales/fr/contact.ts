// French for the "contact" namespace: each English text (the id, as the code writes it) and its French.
// An empty or missing French text shows the English.
export default {} satisfies Record<string, string>;
