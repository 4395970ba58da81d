import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { ErrorList } from "~/components/ui/field";
import { useHydrated } from "~/utils/hooks";
import { useT } from "~/utils/i18n";
import { DEV_TOKEN, HONEYPOT_FIELD, JS_FIELD, SERVED_AT_FIELD, TOKEN_FIELD } from "~/utils/human-check";

// Turnstile's widget (@marsidev/react-turnstile and Cloudflare's script) is fetched only when a page with
// a human check runs with keys set: the pages without keys (the development check) never load it.
const TurnstileWidget = lazy(() => import("./turnstile-widget"));
/** The flexible widget's size, kept while it loads, so nothing moves. */
const WIDGET_BOX = { minWidth: 300, width: "100%", height: 65 };

type Props = {
  env: { turnstileSiteKey: string | null; turnstileScriptUrl: string | null };
  servedAt: string;
  /** The Conform form it sits in: its message is the form's, and a new token checks the field again. */
  form: { allErrors: Record<string, string[] | undefined>; validate: (options: { name: string }) => void };
  errorId: string;
};

/**
 * The human check inside a form. With JavaScript: Turnstile, or with no keys a development
 * checkbox. Without JavaScript: a honeypot and the time the page was served (the server decides).
 */
export function HumanCheck({ env, servedAt, form, errorId }: Props) {
  const hydrated = useHydrated();
  const i18n = useT();
  const [token, setToken] = useState("");
  const { turnstileSiteKey: siteKey, turnstileScriptUrl: scriptUrl } = env;
  const error = form.allErrors[TOKEN_FIELD]?.[0];

  // A new token checks the field again once React has written it into the form, so the check reads it (a check
  // asked for before that commit read the old, empty value and kept the message up).
  const changed = useRef(false);
  const latestForm = useRef(form);
  latestForm.current = form;
  useEffect(() => {
    if (changed.current) latestForm.current.validate({ name: TOKEN_FIELD });
  }, [token]);
  const update = (value: string) => {
    changed.current = true;
    setToken(value);
  };

  return (
    <div>
      {/* A field people never see or fill; bots usually do. */}
      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label htmlFor={`${errorId}-website`}>{i18n.t("Leave this field empty")}</label>
        <input
          id={`${errorId}-website`}
          type="text"
          name={HONEYPOT_FIELD}
          tabIndex={-1}
          autoComplete="off"
          defaultValue=""
        />
      </div>
      <input type="hidden" name={SERVED_AT_FIELD} value={servedAt} />
      {/* In the page from the start, their values set once it runs: a field appearing in the form makes the form
          library check it again, and that check's report moves the focus from the error summary to a field. */}
      <input type="hidden" name={JS_FIELD} value={hydrated ? "1" : ""} />
      <input type="hidden" name={TOKEN_FIELD} value={token} />
      {hydrated ? (
        <>
          {siteKey ? (
            <Suspense fallback={<div style={WIDGET_BOX} />}>
              <TurnstileWidget siteKey={siteKey} scriptUrl={scriptUrl} onToken={update} />
            </Suspense>
          ) : (
            <label className="flex min-h-[44px] w-fit cursor-pointer items-center gap-3 rounded-lg border border-line bg-white px-4 py-2 text-sm">
              <input
                type="checkbox"
                className="h-5 w-5 accent-lagoon"
                checked={token === DEV_TOKEN}
                onChange={(e) => update(e.target.checked ? DEV_TOKEN : "")}
                aria-describedby={error ? errorId : undefined}
              />
              <span>
                {i18n.t("I am not a robot")} <span className="text-ink-faint">{i18n.t("(development check)")}</span>
              </span>
            </label>
          )}
        </>
      ) : null}
      <ErrorList id={errorId} errors={error ? [error] : undefined} alert />
    </div>
  );
}
