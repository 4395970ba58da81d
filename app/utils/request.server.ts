import type { AppLoadContext } from "@remix-run/node";

/** The client's address, from the server's context (the socket, or Fly's proxy header). */
export function clientAddress(context: AppLoadContext): string {
  const value = (context as { clientAddress?: unknown }).clientAddress;
  return typeof value === "string" && value ? value : "unknown";
}
