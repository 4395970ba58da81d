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
  return {
    srcSet: shown.map((v) => `${fileUrl(v.key)} ${v.width}w`).join(", "),
    width: largest.width,
    height: largest.height,
  };
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

/** The width a shared link's card wants: Facebook and others show a large card from 1200 pixels wide. */
export const SHARE_IMAGE_WIDTH = 1200;

/** The variant a shared link's card shows: the smallest at least 1200 wide, or else the largest there is. */
export function shareImageOf(image: ImageSource): { src: string; width: number; height: number } {
  const variants = image.srcSet.split(", ").map((entry) => {
    const space = entry.lastIndexOf(" ");
    return { src: entry.slice(0, space), width: Number(entry.slice(space + 1, -1)) };
  });
  const chosen = variants.find((v) => v.width >= SHARE_IMAGE_WIDTH) ?? variants[variants.length - 1];
  return { src: chosen.src, width: chosen.width, height: Math.round((image.height * chosen.width) / image.width) };
}
