import { useNavigation, useRevalidator } from "@remix-run/react";
import { useEffect, useRef } from "react";

const OWN_SUBMISSION_WINDOW_MS = 2000;

/** What the server's change stream says: a topic, and for "departures" the package whose seats changed. */
export type LiveChange = { topic: string; packageId?: string };

type Listener = { topics: ReadonlySet<string>; change: (c: LiveChange) => void; reconnected: () => void };

// One stream per tab, whoever listens (the bell, a page's list, the booking page's seats): a browser holds few
// connections to one site, and the server caps the streams an address may hold.
const listeners = new Set<Listener>();
let source: EventSource | null = null;

function connect() {
  if (source || typeof EventSource === "undefined") return;
  const opening = new EventSource("/resources/events");
  source = opening;
  let opened = 0;
  opening.addEventListener("open", () => {
    opened += 1;
    // Marks the page as listening (tests wait for it); after a reconnect, each listener catches up on what was missed.
    document.documentElement.dataset.live = "connected";
    if (opened > 1) for (const l of listeners) l.reconnected();
  });
  opening.addEventListener("change", (event) => {
    let change: LiveChange;
    try {
      change = JSON.parse((event as MessageEvent).data) as LiveChange;
    } catch {
      return;
    }
    for (const l of listeners) if (l.topics.has(change.topic)) l.change(change);
  });
}

function disconnectIfUnused() {
  if (listeners.size > 0 || !source) return;
  source.close();
  source = null;
  delete document.documentElement.dataset.live;
}

/**
 * Calls `onChange` for each change of these topics from the server's change stream, and `onReconnect` after the
 * stream was lost and came back (changes may have been missed). The stream is shared by the whole tab.
 */
export function useLiveChanges(topics: string[], onChange: (change: LiveChange) => void, onReconnect: () => void) {
  const handlers = useRef({ onChange, onReconnect });
  handlers.current = { onChange, onReconnect };
  const key = topics.join(",");
  useEffect(() => {
    const listener: Listener = {
      topics: new Set(key.split(",")),
      change: (c) => handlers.current.onChange(c),
      reconnected: () => handlers.current.onReconnect(),
    };
    listeners.add(listener);
    connect();
    return () => {
      listeners.delete(listener);
      disconnectIfUnused();
    };
  }, [key]);
}

/**
 * Listens to the server's change stream and revalidates the page's loaders when something it shows
 * has changed (for "departures", only the changes of `packageId` when given). Several changes close
 * together cause one revalidation.
 *
 * A change that arrives while this tab's own form submission is under way (or just after it) is
 * skipped: Remix re-reads every loader after an action anyway, and a second read would spend the
 * flash message ('Package updated successfully!') that the first one showed, so it would vanish.
 */
export function LiveUpdates({ topics, packageId }: { topics: string[]; packageId?: string }) {
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
  // Quiet while this tab's own POST is on its way and its pages load, and a moment after.
  const quietUntil = useRef(0);
  const submitting = navigation.state !== "idle" && (navigation.formMethod ?? "GET").toUpperCase() !== "GET";
  useEffect(() => {
    if (submitting) quietUntil.current = Number.POSITIVE_INFINITY;
    else if (quietUntil.current === Number.POSITIVE_INFINITY)
      quietUntil.current = Date.now() + OWN_SUBMISSION_WINDOW_MS;
  }, [submitting]);
  useEffect(() => {
    // The submit event comes first, before React has rendered the "submitting" state.
    const onSubmit = (event: SubmitEvent) => {
      const form = event.target instanceof HTMLFormElement ? event.target : null;
      const method = event.submitter?.getAttribute("formmethod") ?? form?.getAttribute("method") ?? "get";
      if (method.toLowerCase() === "post")
        quietUntil.current = Math.max(quietUntil.current, Date.now() + OWN_SUBMISSION_WINDOW_MS);
    };
    document.addEventListener("submit", onSubmit, true);
    return () => document.removeEventListener("submit", onSubmit, true);
  }, []);
  const quiet = () => Date.now() < quietUntil.current;

  const timer = useRef<number>();
  useEffect(() => () => window.clearTimeout(timer.current), []);
  useLiveChanges(
    topics,
    (change) => {
      if (packageId && change.packageId && change.packageId !== packageId) return;
      if (quiet()) return;
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(() => {
        if (!quiet()) revalidateRef.current();
      }, 150);
    },
    () => revalidateRef.current(),
  );
  return null;
}
