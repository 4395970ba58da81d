import { INTENT } from "@conform-to/dom";
import { parse, type Submission } from "@conform-to/react";
import { useRef, type FormEvent } from "react";
import type { withErrorText } from "~/utils/error-message";
import { makeTranslator, useT, type PageMessages, type Translator } from "~/utils/i18n";

/** The errors' messages of a language, compiled, from the one catalogue set. */
async function errorMessages(lang: string): Promise<PageMessages> {
  const response = await fetch(`/resources/error-messages?lang=${encodeURIComponent(lang)}`);
  if (!response.ok) throw new Error(`The form's messages could not be fetched (${response.status})`);
  return (await response.json()) as PageMessages;
}

/** What a fetched rules module gives besides its checks: what puts their messages into words, fetched with them. */
type Translating = { withErrorText: typeof withErrorText };

/**
 * A form's rules in the browser (zod and the form's schema, about 9 KB compressed) are fetched when the
 * visitor first reaches for the form (a focus or a press inside it), not with the page: a page with a form
 * loads under the JavaScript budget (README, Performance; docs/decisions/012-page-budgets.md).
 *
 * Their messages are ids with values (app/utils/error-message.ts), put into words in the page's language as they are
 * made, by the one translator over the errors' messages of the page's language, fetched with them from the one
 * catalogue set (routes/resources.error-messages.ts; they are not in the page: the HTML budget).
 *
 * Until they are here, leaving a field finds nothing to say (the next keystroke checks again), and a
 * submit waits for them: the browser still checks everything before anything is sent, with the same
 * messages. Should they fail to load, the form goes to the server, which checks it as it always does
 * (and as it does without JavaScript).
 */
export function useDeferredRules<Rules extends Translating>(load: () => Promise<Rules>) {
  const page = useT();
  const rules = useRef<Rules | null>(null);
  const translator = useRef<Translator>(page);
  const unavailable = useRef(false);
  const loading = useRef<Promise<unknown> | null>(null);
  const fetchRules = () => {
    loading.current ??= Promise.all([load(), errorMessages(page.lang)]).then(
      ([loaded, errors]) => {
        translator.current = makeTranslator(errors.lang, errors.messages);
        rules.current = loaded;
      },
      () => (unavailable.current = true),
    );
    return loading.current;
  };
  return {
    /** Fetches the rules; settles when they are here (or could not be). */
    ready: fetchRules,
    /** For conform's onValidate: the rules' answer, or (while they load) nothing to report. */
    validate<S extends Submission<unknown>>(formData: FormData, check: (rules: Rules) => S): S {
      const loaded = rules.current;
      // In the words of the page's language: the same catalogue as the server's answers.
      if (loaded) return loaded.withErrorText(check(loaded), translator.current);
      void fetchRules();
      return parse(formData, { resolve: () => ({ value: undefined }) }) as S;
    },
    /** Props for the <Form>, after getFormProps(form): start fetching, and hold a submit until the rules are here. */
    formProps(onSubmit: (event: FormEvent<HTMLFormElement>) => void) {
      return {
        onFocus: fetchRules,
        onPointerDown: fetchRules,
        onSubmit(event: FormEvent<HTMLFormElement>) {
          const submitter = (event.nativeEvent as SubmitEvent).submitter;
          // Conform's intents (a field checked on leaving it, form.update) go through a submit of their own: they
          // run at once with what validate() says meanwhile. Held, the intent would be lost and the resubmit would be
          // a whole submit: the form refused before the visitor pressed its button.
          if (rules.current || unavailable.current || submitter?.getAttribute("name") === INTENT)
            return onSubmit(event);
          event.preventDefault();
          const form = event.currentTarget;
          void fetchRules().then(() =>
            form.requestSubmit(submitter && form.contains(submitter) ? submitter : undefined),
          );
        },
      };
    },
  };
}
