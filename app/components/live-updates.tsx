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
      source.close();
    };
  }, [key]);
  return null;
}
