import type { ImageVariant } from "~/utils/storage.server";
import { fileUrl } from "~/utils/file-url";

/**
 * What a page needs of a stored image: one `srcset` string and the size of its largest variant (for the
 * width and height attributes). Loaders send this rather than the list of variants, so each image's
 * addresses are in the page's data once.
 */
export type ImageSource = { srcSet: string; width: number; height: number };

/** The variants up to `maxWidth` as an ImageSource (null when there are none). */
export function imageSource(variants: ImageVariant[], maxWidth = Infinity): ImageSource | null {
  const shown = variants.filter((v) => v.width <= maxWidth);
  const largest = shown[shown.length - 1];
  if (!largest) return null;
  return { srcSet: shown.map((v) => `${fileUrl(v.key)} ${v.width}w`).join(", "), width: largest.width, height: largest.height };
}

/** The largest variant's address: the `src` of browsers that ignore `srcset`. Addresses are URL-encoded, so they hold no spaces or commas. */
export function largestSrc(image: ImageSource) {
  const last = image.srcSet.split(", ").pop() ?? "";
  return last.slice(0, last.lastIndexOf(" "));
}

/** Only the smallest variant, for thumbnails (their `sizes` never asks for more). */
export function smallestOnly(image: ImageSource): ImageSource {
  const first = image.srcSet.split(", ")[0];
  const width = Number(first.slice(first.lastIndexOf(" ") + 1, -1)) || image.width;
  return { srcSet: first, width, height: Math.round((image.height * width) / image.width) };
}
