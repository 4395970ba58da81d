import type { AppLoadContext } from "@remix-run/node";

/** The client's address, from the server's context (the socket, or Fly's proxy header). */
export function clientAddress(context: AppLoadContext): string {
  const value = (context as { clientAddress?: unknown }).clientAddress;
  return typeof value === "string" && value ? value : "unknown";
}

/** State-changing requests must come from our own pages (defence in depth beside SameSite cookies). */
export function assertSameOrigin(request: Request) {
  const origin = request.headers.get("Origin");
  if (!origin || origin === "null") return; // old browsers and some privacy modes send none
  const host = request.headers.get("X-Forwarded-Host") ?? request.headers.get("Host");
  let originHost: string;
  try {
    originHost = new URL(origin).host;
  } catch {
    throw new Response("Bad origin", { status: 403 });
  }
  if (originHost !== host) throw new Response("Cross-site requests are not accepted.", { status: 403 });
}
