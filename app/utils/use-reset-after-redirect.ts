import { useNavigation } from "@remix-run/react";
import { useEffect, useRef } from "react";

/**
 * Empties a form once its submission has gone through: the action redirected back to the page (no action
 * data came back), so the next entry starts from the form's defaults and a second click sends nothing twice.
 * An answer with action data (the form's errors) leaves what was typed in place. Returns the form's ref.
 */
export function useResetAfterRedirect(submitting: boolean, answeredWithData: boolean) {
  const navigation = useNavigation();
  const formRef = useRef<HTMLFormElement>(null);
  const wasSubmitting = useRef(false);
  useEffect(() => {
    if (submitting) wasSubmitting.current = true;
    else if (wasSubmitting.current && navigation.state === "idle") {
      wasSubmitting.current = false;
      if (!answeredWithData) formRef.current?.reset();
    }
  }, [submitting, navigation.state, answeredWithData]);
  return formRef;
}
