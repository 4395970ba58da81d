import { describe, expect, it } from "vitest";
import { openStreams, takeStreamSlot } from "~/utils/events.server";

describe("live-update stream places", () => {
  it("are capped per address and in all, and given back once each", () => {
    const limits = { perAddress: 3, inAll: 5 };
    const a = [1, 2, 3].map(() => takeStreamSlot("192.0.2.1", limits));
    expect(a.every(Boolean)).toBe(true);
    expect(takeStreamSlot("192.0.2.1", limits), "a fourth from the same address").toBeNull();
    const b = [takeStreamSlot("192.0.2.2", limits), takeStreamSlot("192.0.2.3", limits)];
    expect(b.every(Boolean)).toBe(true);
    expect(takeStreamSlot("192.0.2.4", limits), "a sixth in all").toBeNull();
    expect(openStreams()).toEqual({ total: 5, addresses: 3 });

    a[0]!();
    a[0]!(); // given back twice: counted once
    expect(openStreams().total).toBe(4);
    const again = takeStreamSlot("192.0.2.1", limits);
    expect(again).not.toBeNull();
    for (const release of [...a.slice(1), ...b, again]) release!();
    expect(openStreams()).toEqual({ total: 0, addresses: 0 });
  });
});
