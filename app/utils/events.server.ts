import { EventEmitter } from "node:events";

/**
 * What changed, published after each committed write. The SSE route forwards these to browsers,
 * which revalidate the loaders that show the topic. Payloads carry no data, only what to refresh.
 */
export type Topic = "packages" | "banners" | "bookings" | "notifications" | "tasks" | "updates" | "policies" | "outbox";
export type ChangeEvent = { topic: Topic; userId?: string; adminsOnly?: boolean };

const g = globalThis as typeof globalThis & { __bus?: EventEmitter };
const bus = (g.__bus ??= new EventEmitter().setMaxListeners(0));

export function publish(event: ChangeEvent) {
  bus.emit("change", event);
}

export function subscribe(listener: (event: ChangeEvent) => void) {
  bus.on("change", listener);
  return () => {
    bus.off("change", listener);
  };
}
