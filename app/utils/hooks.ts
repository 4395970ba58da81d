import { useNavigation } from "@remix-run/react";
import { useSyncExternalStore } from "react";

type PendingOptions = {
  /** The submission goes to this action (as `navigation.formAction` names it); any action when not given. */
  formAction?: string;
  /** Its method (default POST). */
  formMethod?: "POST" | "PUT" | "PATCH" | "DELETE";
  /** Its `intent` field has this value; any when not given. */
  intent?: string;
  /**
   * "submitting": while the action runs; "non-idle" (default): until the page it leads to has loaded too,
   * so a button stays busy through the redirect.
   */
  state?: "submitting" | "non-idle";
};

/** The data of the form being sent when a submission matches the options (as in the Epic Stack's `useIsPending`), else null. */
export function usePendingFormData({
  formAction,
  formMethod = "POST",
  intent,
  state = "non-idle",
}: PendingOptions = {}): FormData | null {
  const navigation = useNavigation();
  const inState = state === "non-idle" ? navigation.state !== "idle" : navigation.state === state;
  if (!inState || !navigation.formData || navigation.formMethod?.toUpperCase() !== formMethod) return null;
  if (formAction !== undefined && navigation.formAction !== formAction) return null;
  if (intent !== undefined && navigation.formData.get("intent") !== intent) return null;
  return navigation.formData;
}

/** Whether a form matching the options is being sent: the busy label and disabled button of a submit. */
export function useIsPending(options: PendingOptions = {}): boolean {
  return usePendingFormData(options) !== null;
}

const subscribe = () => () => {};

/**
 * False in the server's HTML and while React hydrates it, true once the page runs in the browser: what
 * works without JavaScript renders first, its enhanced form after. Mounted later, on the client, true at once.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
