// Which answers may be shared (docs/decisions/033-cached-pages-opt-in.md). A route whose answer to a visitor without
// a cookie is the same for everyone says so next to its loader, with the event topics that change what it shows:
//
//   export const cache = sharedPage({ dropOn: ["packages", "departures"], onePackage: "uid" });
//
// Every other answer is private (app/utils/headers.server.ts) and never kept (app/services/page-cache.server.ts).
import type { Topic } from "~/utils/events.server";

export type { Topic };

/** A route whose answer without a cookie may be kept by a CDN and by the page cache, and what drops it. */
export type SharedPage = {
  readonly kind: "shared";
  /** The event bus's topics whose changes show on the page: each one drops it from the page cache at once. */
  readonly dropOn: readonly Topic[];
  /**
   * The route parameter naming the one package the page shows (`"uid"` for `info/:uid`): an event about another
   * package (its `packageId`) leaves the page alone. A page without it shows every package: any such event drops it.
   */
  readonly onePackage?: string;
  /** The query parameters the loader reads, which are then part of the page's key; any other is ignored (none today). */
  readonly query?: readonly string[];
};

/** What a layout route shows on every page below it (the root: the footer's policies): those topics drop each of them. */
export type LayoutShows = { readonly kind: "layout"; readonly dropOn: readonly Topic[] };

export type CachePolicy = SharedPage | LayoutShows;

/** The opt-in of a route that may be shared: `export const cache = sharedPage({ dropOn: [...] })`. */
export function sharedPage(policy: Omit<SharedPage, "kind">): SharedPage {
  return { kind: "shared", ...policy };
}

/** A layout's part of what drops the pages below it: `export const cache = layoutShows({ dropOn: [...] })`. It shares nothing. */
export function layoutShows(policy: Omit<LayoutShows, "kind">): LayoutShows {
  return { kind: "layout", ...policy };
}

/** A route module's policy (its `cache` export), or null when it has none. */
export function cachePolicyOf(module: unknown): CachePolicy | null {
  const cache = (module as { cache?: Partial<CachePolicy> } | undefined)?.cache;
  if (!cache || (cache.kind !== "shared" && cache.kind !== "layout") || !Array.isArray(cache.dropOn)) return null;
  return cache as CachePolicy;
}

/** Whether a route module opts in to being shared. */
export function isSharedRoute(module: unknown): boolean {
  return cachePolicyOf(module)?.kind === "shared";
}
