import type { T } from "~/utils/i18n";

/**
 * The translator of a utility called without one (back office, e-mails, tests): the English id with its simple
 * `{name}` placeholders filled in. Only for ids without plurals or selects; those choose their id in code.
 */
export const english: T = (id, values) => (values ? id.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole)) : id);
