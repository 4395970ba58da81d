import { useEffect, useRef, useState } from "react";
import { DEV_TOKEN, HONEYPOT_FIELD, JS_FIELD, SERVED_AT_FIELD, TOKEN_FIELD } from "~/utils/human-check";

const TURNSTILE_SRC = "https://challenges.cloudflare.com/turnstile/v0/api.js";

type Props = {
  siteKey: string | null;
  scriptUrl: string | null;
  servedAt: string;
  error?: string;
  errorId: string;
  onToken?: (token: string) => void;
};

/**
 * The human check inside a form. With JavaScript: Turnstile, or with no keys a development
 * checkbox. Without JavaScript: a honeypot and the time the page was served (the server decides).
 */
export function HumanCheck({ siteKey, scriptUrl, servedAt, error, errorId, onToken }: Props) {
  const [hydrated, setHydrated] = useState(false);
  const [token, setToken] = useState("");
  useEffect(() => setHydrated(true), []);

  const update = (value: string) => {
    setToken(value);
    onToken?.(value);
  };

  return (
    <div>
      {/* A field people never see or fill; bots usually do. */}
      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label htmlFor={`${errorId}-website`}>Leave this field empty</label>
        <input id={`${errorId}-website`} type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>
      <input type="hidden" name={SERVED_AT_FIELD} value={servedAt} />
      {hydrated ? (
        <>
          <input type="hidden" name={JS_FIELD} value="1" />
          <input type="hidden" name={TOKEN_FIELD} value={token} />
          {siteKey ? (
            <>
              <TurnstileWidget siteKey={siteKey} scriptUrl={scriptUrl} onToken={update} />
            </>
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
                I am not a robot <span className="text-ink-faint">(development check)</span>
              </span>
            </label>
          )}
        </>
      ) : null}
      <p id={errorId} className="field-error" role={error ? "alert" : undefined}>
        {error}
      </p>
    </div>
  );
}

type TurnstileApi = {
  render: (container: HTMLElement, options: Record<string, unknown>) => string | undefined;
  remove: (widgetId: string) => void;
};
declare global {
  interface Window {
    turnstile?: TurnstileApi;
  }
}

/** Loads Turnstile's script once (only pages with a form get here) and calls back when it is ready. */
function whenTurnstileReady(scriptUrl: string | null, ready: () => void) {
  if (window.turnstile) return ready();
  let script = document.getElementById("cf-turnstile-script") as HTMLScriptElement | null;
  if (!script) {
    script = document.createElement("script");
    script.id = "cf-turnstile-script";
    // Explicit rendering: the widget is drawn by the component below. Its origin is allowed by the CSP.
    script.src = `${scriptUrl ?? TURNSTILE_SRC}?render=explicit`;
    script.async = true;
    document.head.appendChild(script);
  }
  script.addEventListener("load", () => ready(), { once: true });
}

/** Cloudflare's widget, drawn with its own API: a box the size of the flexible widget, so nothing moves. */
function TurnstileWidget({ siteKey, scriptUrl, onToken }: { siteKey: string; scriptUrl: string | null; onToken: (token: string) => void }) {
  const container = useRef<HTMLDivElement>(null);
  const callback = useRef(onToken);
  callback.current = onToken;
  useEffect(() => {
    let widgetId: string | undefined;
    let gone = false;
    whenTurnstileReady(scriptUrl, () => {
      if (gone || !container.current || !window.turnstile) return;
      try {
        widgetId = window.turnstile.render(container.current, {
          sitekey: siteKey,
          theme: "light",
          size: "flexible",
          "response-field": false,
          callback: (token: string) => callback.current(token),
          "expired-callback": () => callback.current(""),
          "error-callback": () => callback.current(""),
        });
      } catch (error) {
        console.error(error);
        callback.current("");
      }
    });
    return () => {
      gone = true;
      if (widgetId) window.turnstile?.remove(widgetId);
    };
  }, [siteKey, scriptUrl]);
  return <div ref={container} id="cf-turnstile" style={{ minWidth: 300, width: "100%", height: 65 }} />;
}
