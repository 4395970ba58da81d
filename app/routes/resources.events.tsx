import type { LoaderFunctionArgs } from "@remix-run/node";
import { getUser } from "~/utils/auth.server";
import { subscribe, type ChangeEvent } from "~/utils/events.server";

/**
 * One server-sent-events stream per browser. It says only what changed ("topic"); the browser then
 * revalidates the loaders, which decide on the server what this visitor may see.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await getUser(request);
  const viewer = { userId: user?.id ?? null, isAdmin: user?.role === "admin" };
  const visible = (e: ChangeEvent) => {
    if (e.adminsOnly) return viewer.isAdmin;
    if (e.userId) return e.userId === viewer.userId || viewer.isAdmin;
    return true;
  };
  const encoder = new TextEncoder();
  let cleanup = () => {};
  const stream = new ReadableStream({
    start(controller) {
      const send = (text: string) => {
        try {
          controller.enqueue(encoder.encode(text));
        } catch {
          cleanup();
        }
      };
      send("retry: 5000\n\n");
      const unsubscribe = subscribe((e) => {
        if (visible(e)) send(`event: change\ndata: ${JSON.stringify({ topic: e.topic })}\n\n`);
      });
      // A comment every 25 s keeps proxies from closing an idle stream.
      const ping = setInterval(() => send(": ping\n\n"), 25_000);
      cleanup = () => {
        clearInterval(ping);
        unsubscribe();
      };
      request.signal.addEventListener("abort", () => {
        cleanup();
        try {
          controller.close();
        } catch {
          /* already closed */
        }
      });
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
