import { withErrorText } from "~/utils/error-message";
import { useT } from "~/utils/i18n";

/**
 * For a form whose rules are in the page (not fetched later): its checks' messages in the words of the page's
 * language, as the form door words the server's (a French page with a form carries the error catalogue: its loader
 * gives it). The forms of the budgeted pages get the same from their fetched rules (utils/deferred-rules.ts).
 */
export function useLocalisedChecks() {
  const { t, lang } = useT();
  return <S extends object>(submission: S): S => withErrorText(submission, { t, lang });
}
