import { useNavigation, useRevalidator } from "@remix-run/react";
import { useEffect, useRef } from "react";

const OWN_SUBMISSION_WINDOW_MS = 2000;

/**
 * Listens to the server's change stream and revalidates the page's loaders when something it shows
 * has changed. Several changes close together cause one revalidation.
 *
 * A change that arrives while this tab's own form submission is under way (or just after it) is
 * skipped: Remix re-reads every loader after an action anyway, and a second read would spend the
 * flash message ('Package updated successfully!') that the first one showed, so it would vanish.
 */
export function LiveUpdates({ topics }: { topics: string[] }) {
  const { revalidate } = useRevalidator();
  const navigation = useNavigation();
  const busy = navigation.state !== "idle";
  const pending = useRef(false);
  // A change that arrives during a navigation waits for it: the navigation's own loaders must run
  // first (they carry its flash message), then the page catches up.
  const revalidateRef = useRef(() => {});
  revalidateRef.current = () => {
    if (busy) pending.current = true;
    else revalidate();
  };
  useEffect(() => {
    if (!busy && pending.current) {
      pending.current = false;
      revalidate();
    }
  }, [busy, revalidate]);
  const key = topics.join(",");
  // Quiet while this tab's own POST is on its way and its pages load, and a moment after.
  const quietUntil = useRef(0);
  const submitting = navigation.state !== "idle" && (navigation.formMethod ?? "GET").toUpperCase() !== "GET";
  useEffect(() => {
    if (submitting) quietUntil.current = Number.POSITIVE_INFINITY;
    else if (quietUntil.current === Number.POSITIVE_INFINITY) quietUntil.current = Date.now() + OWN_SUBMISSION_WINDOW_MS;
  }, [submitting]);
  useEffect(() => {
    // The submit event comes first, before React has rendered the "submitting" state.
    const onSubmit = (event: SubmitEvent) => {
      const form = event.target instanceof HTMLFormElement ? event.target : null;
      const method = event.submitter?.getAttribute("formmethod") ?? form?.getAttribute("method") ?? "get";
      if (method.toLowerCase() === "post") quietUntil.current = Math.max(quietUntil.current, Date.now() + OWN_SUBMISSION_WINDOW_MS);
    };
    document.addEventListener("submit", onSubmit, true);
    return () => document.removeEventListener("submit", onSubmit, true);
  }, []);
  const quiet = () => Date.now() < quietUntil.current;

  useEffect(() => {
    if (typeof EventSource === "undefined") return;
    const wanted = new Set(key.split(","));
    const source = new EventSource("/resources/events");
    let timer: number | undefined;
    let opened = 0;
    source.addEventListener("open", () => {
      opened += 1;
      // Marks the page as listening (tests wait for it); after a reconnect, catch up on what was missed.
      document.documentElement.dataset.live = "connected";
      if (opened > 1) revalidateRef.current();
    });
    source.addEventListener("change", (event) => {
      try {
        const { topic } = JSON.parse((event as MessageEvent).data) as { topic: string };
        if (!wanted.has(topic)) return;
      } catch {
        return;
      }
      if (quiet()) return;
      window.clearTimeout(timer);
      timer = window.setTimeout(() => {
        if (!quiet()) revalidateRef.current();
      }, 150);
    });
    return () => {
      window.clearTimeout(timer);
      delete document.documentElement.dataset.live;
      source.close();
    };
  }, [key]);
  return null;
}
