import { useEffect, useState } from "react";
import type { ImageSource } from "~/utils/image-source";
import { ResponsiveImage } from "./ui/responsive-image";

export const CYCLE_INTERVAL_MS = 3000;

/**
 * A decorative background that cross-fades through images every 3000 ms. Without JavaScript (or with
 * reduced motion asked for) it is the first image, still.
 */
export function ImageCycle({ images, sizes }: { images: ImageSource[]; sizes: string }) {
  const [index, setIndex] = useState(0);
  const [started, setStarted] = useState(false);
  useEffect(() => {
    if (images.length < 2 || window.matchMedia("(prefers-reduced-motion: reduce)").matches) return;
    setStarted(true);
    const timer = window.setInterval(() => setIndex((i) => (i + 1) % images.length), CYCLE_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [images.length]);

  return (
    <div aria-hidden="true" className="absolute inset-0 -z-10" data-current-image={index + 1}>
      {images.map((img, i) =>
        i === 0 || started ? (
          <div
            key={i}
            className={`absolute inset-0 transition-opacity duration-1000 ${i === index ? "opacity-100" : "opacity-0"}`}
          >
            <ResponsiveImage
              image={img}
              alt=""
              sizes={sizes}
              priority={i === 0}
              className="h-full w-full object-cover"
            />
          </div>
        ) : null,
      )}
    </div>
  );
}
