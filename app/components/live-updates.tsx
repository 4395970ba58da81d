import { useRevalidator } from "@remix-run/react";
import { useEffect, useRef } from "react";

/**
 * Listens to the server's change stream and revalidates the page's loaders when something it shows
 * has changed. Several changes close together cause one revalidation.
 */
export function LiveUpdates({ topics }: { topics: string[] }) {
  const { revalidate } = useRevalidator();
  const revalidateRef = useRef(revalidate);
  revalidateRef.current = revalidate;
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
