import { largestSrc, type ImageSource } from "~/utils/image-source";

type Props = {
  image: ImageSource;
  alt: string;
  sizes: string;
  className?: string;
  /** Only the first image a visitor sees should be eager. */
  priority?: boolean;
};

/** An image stored in several WebP widths: the browser picks the one that fits. */
export function ResponsiveImage({ image, alt, sizes, className, priority = false }: Props) {
  return (
    <img
      src={largestSrc(image)}
      srcSet={image.srcSet}
      sizes={sizes}
      width={image.width}
      height={image.height}
      alt={alt}
      loading={priority ? "eager" : "lazy"}
      decoding={priority ? "sync" : "async"}
      fetchPriority={priority ? "high" : undefined}
      className={className}
    />
  );
}
