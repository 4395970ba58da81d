import type { LoaderFunctionArgs } from "@remix-run/node";
import type { User } from "~/models/user.server";
import { getUser } from "~/services/auth.server";
import { getEnv } from "~/utils/env.server";
import { STREAMS_PER_ADDRESS, subscribe, takeStreamSlot, type ChangeEvent } from "~/utils/events.server";
import { rateKey } from "~/utils/rate-limit.server";
import { clientAddress } from "~/utils/request.server";

type Viewer = { userId: string | null; isAdmin: boolean };
const viewerOf = (user: User | null): Viewer => ({ userId: user?.id ?? null, isAdmin: user?.role === "admin" });
const visible = (e: ChangeEvent, viewer: Viewer) => {
  if (e.adminsOnly) return viewer.isAdmin;
  if (e.userId) return e.userId === viewer.userId || viewer.isAdmin;
  return true;
};
const isPublic = (e: ChangeEvent) => !e.adminsOnly && !e.userId;

/**
 * One server-sent-events stream per browser. It says only what changed ("topic"); the browser then
 * revalidates the loaders, which decide on the server what this visitor may see. Before a topic that is
 * not for everyone goes out, the session and the role are read again: a role taken away stops admin topics
 * at once, and a session that ended (sign-out, password reset) ends the stream.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const perAddress = Math.max(1, Math.round(STREAMS_PER_ADDRESS * getEnv().RATE_LIMIT_MULTIPLIER));
  const release = takeStreamSlot(rateKey(clientAddress(context)), { perAddress });
  if (!release) {
    return new Response("Too many live-update streams are open from your connection.", {
      status: 429,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store", "Retry-After": "60" },
    });
  }
  let user: User | null;
  try {
    user = await getUser(request);
  } catch (error) {
    release();
    throw error;
  }
  const signedIn = Boolean(user);
  let viewer = viewerOf(user);
  const encoder = new TextEncoder();
  let cleanup = () => {};
  const stream = new ReadableStream({
    start(controller) {
      let closed = false;
      const close = () => {
        if (closed) return;
        closed = true;
        cleanup();
        try {
          controller.close();
        } catch {
          /* already closed */
        }
      };
      const send = (text: string) => {
        if (closed) return;
        try {
          controller.enqueue(encoder.encode(text));
        } catch {
          close();
        }
      };
      // A "departures" change names its package (public, as its pages are), so only the pages showing it read again.
      const change = (e: ChangeEvent) =>
        send(`event: change\ndata: ${JSON.stringify({ topic: e.topic, packageId: e.packageId })}\n\n`);
      send("retry: 5000\n\n");
      const unsubscribe = subscribe((e) => {
        // Skipped when not for the viewer as last read (a right gained meanwhile applies from the next
        // connection); otherwise read again before it goes out, unless it is for everyone.
        if (!visible(e, viewer)) return;
        if (isPublic(e)) return change(e);
        void getUser(request)
          .then((fresh) => {
            if (signedIn && !fresh) return close();
            viewer = viewerOf(fresh);
            if (visible(e, viewer)) change(e);
          })
          .catch((error) => {
            console.error("[events] the session could not be read again:", error);
            close();
          });
      });
      // A comment every 25 s keeps proxies from closing an idle stream.
      const ping = setInterval(() => send(": ping\n\n"), 25_000);
      cleanup = () => {
        clearInterval(ping);
        unsubscribe();
        release();
      };
      request.signal.addEventListener("abort", close);
      if (request.signal.aborted) close();
    },
    cancel() {
      cleanup();
    },
  });
  return new Response(stream, {
    headers: {
      "Content-Type": "text/event-stream; charset=utf-8",
      "Cache-Control": "no-cache, no-transform",
      Connection: "keep-alive",
      "X-Accel-Buffering": "no",
    },
  });
}
