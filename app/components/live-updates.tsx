import { useNavigation, useRevalidator } from "@remix-run/react";
import { useEffect, useRef } from "react";

/**
 * Listens to the server's change stream and revalidates the page's loaders when something it shows
 * has changed. Several changes close together cause one revalidation.
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
      window.clearTimeout(timer);
      timer = window.setTimeout(() => revalidateRef.current(), 150);
    });
    return () => {
      window.clearTimeout(timer);
      delete document.documentElement.dataset.live;
      source.close();
    };
  }, [key]);
  return null;
}
