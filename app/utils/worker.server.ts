/**
 * A background job run once at start and then every `intervalMs`, never overlapping itself: a slow round (a mail
 * provider that hangs) is not joined by the next one. An error is logged under `name` and the next round runs as usual.
 */
export function periodicWorker(name: string, round: () => Promise<unknown>) {
  let timer: NodeJS.Timeout | undefined;
  let running = false;
  async function tick() {
    if (running) return;
    running = true;
    try {
      await round();
    } catch (e) {
      console.error(`[${name}] round failed`, e);
    } finally {
      running = false;
    }
  }
  return {
    start(intervalMs: number) {
      if (timer) return;
      void tick();
      timer = setInterval(() => void tick(), intervalMs);
      timer.unref();
    },
    stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
    },
  };
}
