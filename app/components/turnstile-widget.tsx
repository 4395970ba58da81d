import { DEFAULT_ONLOAD_NAME, DEFAULT_SCRIPT_ID, SCRIPT_URL, Turnstile } from "@marsidev/react-turnstile";
import { useEffect } from "react";
import { useT } from "~/utils/i18n";

type Props = { siteKey: string; scriptUrl: string | null; onToken: (token: string) => void };

/**
 * Cloudflare Turnstile, drawn by @marsidev/react-turnstile. The library would load Cloudflare's script from
 * its fixed address; it is loaded here instead, in the same way (explicit rendering, the library's onload
 * callback), so that TURNSTILE_SCRIPT_URL can name another (the tests' stand-in). Its origin is in the CSP.
 */
export default function TurnstileWidget({ siteKey, scriptUrl, onToken }: Props) {
  // In the page's language, not the browser's (Turnstile's "auto"): a French page asks in French.
  const { lang } = useT();
  useEffect(() => {
    if (document.getElementById(DEFAULT_SCRIPT_ID)) return;
    const script = document.createElement("script");
    script.id = DEFAULT_SCRIPT_ID;
    script.src = `${scriptUrl ?? SCRIPT_URL}?onload=${DEFAULT_ONLOAD_NAME}&render=explicit`;
    script.async = true;
    script.defer = true;
    document.head.appendChild(script);
  }, [scriptUrl]);
  return (
    <Turnstile
      siteKey={siteKey}
      injectScript={false}
      options={{ theme: "light", size: "flexible", responseField: false, language: lang }}
      onSuccess={onToken}
      onExpire={() => onToken("")}
      onError={() => onToken("")}
    />
  );
}
