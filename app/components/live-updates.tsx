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
  const revalidateRef = useRef(revalidate);
  revalidateRef.current = revalidate;
  const key = topics.join(",");
  const navigation = useNavigation();
  const ownSubmissionAt = useRef(0);
  const submitting = navigation.state !== "idle" && Boolean(navigation.formMethod) && navigation.formMethod?.toUpperCase() !== "GET";
  useEffect(() => {
    if (submitting) ownSubmissionAt.current = Date.now();
  }, [submitting, navigation.state]);

  useEffect(() => {
    if (typeof EventSource === "undefined") return;
    const wanted = new Set(key.split(","));
    const source = new EventSource("/resources/events");
    let timer: number | undefined;
    source.addEventListener("change", (event) => {
      try {
        const { topic } = JSON.parse((event as MessageEvent).data) as { topic: string };
        if (!wanted.has(topic)) return;
      } catch {
        return;
      }
      if (Date.now() - ownSubmissionAt.current < OWN_SUBMISSION_WINDOW_MS) return;
      window.clearTimeout(timer);
      timer = window.setTimeout(() => revalidateRef.current(), 150);
    });
    return () => {
      window.clearTimeout(timer);
      source.close();
    };
  }, [key]);
  return null;
}
