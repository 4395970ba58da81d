// Form errors travel as message ids with their values, never as sentences: a schema's check, Zod's own issues
// (app/schemas/error-map.ts) and the form door's refusals write errorMessage(id, values); the text is made where it
// is shown, in the page's language, by errorText() alone: the form door for a server's answer
// (app/services/form.server.ts), the browser's checks for theirs (app/utils/form-checks.ts, app/utils/deferred-rules.ts).
// Conform carries errors as strings, so a message is one string: its id alone when it has no values, else
// {"id":…,"values":{…}} as JSON.
import type { ErrorId } from "~/utils/error-keys";
import type { Translator } from "~/utils/i18n";
import { formatDate } from "~/utils/time";

type Value = string | number;
export type ErrorValues = Record<string, Value>;

/** The placeholder names of an id ("Use at least {min} characters" → "min"). */
type Placeholders<Id extends string> = Id extends `${string}{${infer Name}}${infer Rest}`
  ? Name | Placeholders<Rest>
  : never;

/** An id's values, when it has placeholders: each one named, no other. */
type ValuesOf<Id extends string> = [Placeholders<Id>] extends [never]
  ? []
  : [values: { [Name in Placeholders<Id>]: Value }];

/** An id without placeholders: a message a check can give as it is (a field's "please fill this in"). */
export type PlainErrorId = { [Id in ErrorId]: [Placeholders<Id>] extends [never] ? Id : never }[ErrorId];

/** A message as a form's errors carry it: its id, and the values its placeholders name (an ISO day for a date). */
export function errorMessage<Id extends ErrorId>(id: Id, ...[values]: ValuesOf<Id>): string {
  return values ? JSON.stringify({ id, values }) : id;
}

/** A message back into its id and values. A string that is not one (an action's own, already in words) is its own id. */
export function readError(message: string): { id: string; values?: ErrorValues } {
  if (message.startsWith('{"id":')) {
    try {
      const read = JSON.parse(message) as { id?: unknown; values?: ErrorValues };
      if (typeof read.id === "string") return { id: read.id, values: read.values };
    } catch {
      // Not one of ours after all: shown as it is.
    }
  }
  return { id: message };
}

const isDateName = (name: string) => name === "date" || name.endsWith("Date");

/**
 * A message in the words of the translator's language (the one translator: `translator(lang)` on the server, useT()
 * in a page, their messages from the one catalogue set), its dates said in that language.
 */
export function errorText(i18n: Translator, message: string): string {
  const { id, values } = readError(message);
  if (!values) return i18n.t(id);
  const said = Object.fromEntries(
    Object.entries(values).map(([name, value]) => [name, isDateName(name) ? formatDate(String(value), i18n) : value]),
  );
  return i18n.t(id, said);
}

/** A submission's (or a result's) errors in words, in place: every field's and the form's. */
export function withErrorText<S extends object>(submission: S, translator: Translator): S {
  const { error } = submission as { error?: Record<string, string[] | null> | null };
  if (error)
    for (const [name, messages] of Object.entries(error))
      if (messages) error[name] = messages.map((m) => errorText(translator, m));
  return submission;
}
