import type { ImageVariant } from "~/db/schema";

type Props = {
  variants: ImageVariant[];
  alt: string;
  sizes: string;
  className?: string;
  /** Only the first image a visitor sees should be eager. */
  priority?: boolean;
};

/** An image stored in several WebP widths: the browser picks the one that fits. */
export function ResponsiveImage({ variants, alt, sizes, className, priority = false }: Props) {
  const largest = variants[variants.length - 1];
  if (!largest) return null;
  return (
    <img
      src={largest.url}
      srcSet={variants.map((v) => `${v.url} ${v.width}w`).join(", ")}
      sizes={sizes}
      width={largest.width}
      height={largest.height}
      alt={alt}
      loading={priority ? "eager" : "lazy"}
      decoding={priority ? "sync" : "async"}
      fetchPriority={priority ? "high" : undefined}
      className={className}
    />
  );
}
