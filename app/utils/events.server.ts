import { EventEmitter } from "node:events";
import { remember } from "~/utils/remember.server";

/**
 * What changed, published after each committed write. The SSE route forwards these to browsers,
 * which revalidate the loaders that show the topic. Payloads carry no data, only what to refresh.
 */
export type Topic =
  "packages" | "departures" | "banners" | "bookings" | "notifications" | "tasks" | "updates" | "policies" | "outbox";
/** `packageId`: for "departures", the package whose seats or departures changed. */
export type ChangeEvent = { topic: Topic; userId?: string; adminsOnly?: boolean; packageId?: string };

const bus = remember("bus", () => new EventEmitter().setMaxListeners(0));

export function publish(event: ChangeEvent) {
  bus.emit("change", event);
}

export function subscribe(listener: (event: ChangeEvent) => void) {
  bus.on("change", listener);
  return () => {
    bus.off("change", listener);
  };
}

/**
 * Open live-update streams are capped per client address (× RATE_LIMIT_MULTIPLIER, like the other per-address
 * limits) and in all: each holds a connection and a listener for as long as it is open, so one address must
 * not be able to open them without end. A browser tab holds one.
 */
export const STREAMS_PER_ADDRESS = 20;
export const STREAMS_IN_ALL = 500;
const streams = remember("streams", () => ({ byAddress: new Map<string, number>(), total: 0 }));

/** Takes a place for one more stream: a function that gives it back (once), or null when a cap is reached. */
export function takeStreamSlot(
  address: string,
  { perAddress = STREAMS_PER_ADDRESS, inAll = STREAMS_IN_ALL } = {},
): (() => void) | null {
  const held = streams.byAddress.get(address) ?? 0;
  if (held >= perAddress || streams.total >= inAll) return null;
  streams.byAddress.set(address, held + 1);
  streams.total += 1;
  let given = false;
  return () => {
    if (given) return;
    given = true;
    const left = (streams.byAddress.get(address) ?? 1) - 1;
    if (left > 0) streams.byAddress.set(address, left);
    else streams.byAddress.delete(address);
    streams.total -= 1;
  };
}

export function openStreams() {
  return { total: streams.total, addresses: streams.byAddress.size };
}
