import { withErrorText } from "~/utils/error-message";
import { useT } from "~/utils/i18n";

/**
 * For a form whose rules are in the page (not fetched later): its checks' messages in the words of the page's
 * language, as the form door words the server's (a page with such a form carries the errors' messages: its loader gives
 * the "errors" namespace). The forms of the budgeted pages get the same from their fetched rules (utils/deferred-rules.ts).
 */
export function useLocalisedChecks() {
  const i18n = useT();
  return <S extends object>(submission: S): S => withErrorText(submission, i18n);
}
