// Any address no page has: "Page not found" (the root's error page), in the address's language. A route of its own
// rather than none at all, where Remix runs no loader: the root's loader then gives the page its language and messages.
export async function loader() {
  throw new Response("Not Found", { status: 404 });
}

export default function NotFound() {
  return null;
}
