import { useCallback, useEffect, useRef, useState } from "react";
import { useHydrated } from "~/utils/hooks";
import { useT } from "~/utils/i18n";
import type { ImageSource } from "~/utils/image-source";
import { ResponsiveImage } from "./ui/responsive-image";

export const CAROUSEL_INTERVAL_MS = 3000;

type Props = { id: string; images: ImageSource[]; label: string };

/**
 * Without JavaScript, each slide has its previous/next pair of links (`.carousel-pager`), hidden until
 * its slide is in the address (:target), the first one's while none is. The rules name positions only,
 * so one set serves every carousel of a page: the page puts them in its <head> (see PageCss), for as
 * many slides as its longest carousel has.
 */
export function carouselPagerCss(slides: number) {
  if (slides < 2) return "";
  const shown = Array.from(
    { length: slides },
    (_, i) =>
      `[aria-roledescription=carousel]:has(>div>:nth-child(${i + 1}):target) .carousel-pager>:nth-child(${i + 1})`,
  );
  return `${shown.join(",")},[aria-roledescription=carousel]:not(:has(:target)) .carousel-pager>:first-child{display:flex}`;
}

/**
 * A 2:1 carousel. Without JavaScript it is a scroll-snap strip whose indicators are links to
 * the slides, with previous/next links to the neighbouring slide (wrapping at both ends), shown
 * by `carouselPagerCss`. With JavaScript it auto-advances every 3000 ms, wraps at both ends and its
 * previous/next and pause controls are buttons. It stops while hovered or focused (WCAG 2.2.2), and starts
 * paused under reduced motion.
 */
export function Carousel({ id, images, label }: Props) {
  const strip = useRef<HTMLDivElement>(null);
  const [index, setIndex] = useState(0);
  const enhanced = useHydrated();
  const i18n = useT();
  // Still, with its Play button, for a visitor who has asked for reduced motion (the buttons are rendered once
  // hydrated, so the server's page and the hydrating one agree).
  const [paused, setPaused] = useState(
    () => typeof window !== "undefined" && window.matchMedia("(prefers-reduced-motion: reduce)").matches,
  );
  const [held, setHeld] = useState(false);
  const count = images.length;

  // While a programmatic scroll runs, scroll events report slides in between: ignore them.
  const steering = useRef<number | undefined>(undefined);
  const current = useRef(0);
  const goTo = useCallback(
    (next: number) => {
      const el = strip.current;
      if (!el || count === 0) return;
      const wrapped = ((next % count) + count) % count;
      current.current = wrapped;
      setIndex(wrapped);
      window.clearTimeout(steering.current);
      steering.current = window.setTimeout(() => (steering.current = undefined), 700);
      const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
      el.scrollTo({ left: wrapped * el.clientWidth, behavior: reduce ? "auto" : "smooth" });
    },
    [count],
  );

  // Auto-advance only while the carousel is on screen (a collapsed card has no size).
  useEffect(() => {
    if (!enhanced || paused || held || count < 2) return;
    const timer = window.setInterval(() => {
      const el = strip.current;
      if (!el || el.clientWidth === 0 || document.hidden) return;
      goTo(current.current + 1);
    }, CAROUSEL_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [enhanced, paused, held, count, goTo]);

  if (count === 0) return null;
  const slideId = (n: number) => `${id}-slide-${n}`;
  // Slide n's neighbour `step` away, from 1, wrapping at both ends.
  const neighbour = (n: number, step: number) => ((((n - 1 + step) % count) + count) % count) + 1;
  const stepLinks = (step: number, label: string, arrow: string) => (
    <span className="carousel-pager">
      {images.map((_, i) => (
        <a key={i} href={`#${slideId(neighbour(i + 1, step))}`} aria-label={label}>
          {arrow}
        </a>
      ))}
    </span>
  );

  return (
    <section
      aria-roledescription="carousel"
      aria-label={label}
      className="relative"
      onMouseEnter={() => setHeld(true)}
      onMouseLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={() => setHeld(false)}
    >
      <div
        ref={strip}
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling strip must take the focus to be scrolled by keyboard
        tabIndex={0}
        // Focusable, so the keyboard can scroll it; a named group, so screen readers say what it is (and HTML allows its label).
        role="group"
        aria-label={i18n.t("Slides")}
        className="flex aspect-[2/1] snap-x snap-mandatory overflow-x-auto overflow-y-hidden rounded-xl bg-sand [scrollbar-width:none]"
        onScroll={(e) => {
          const el = e.currentTarget;
          if (steering.current !== undefined || !el.clientWidth) return;
          current.current = Math.round(el.scrollLeft / el.clientWidth);
          setIndex(current.current);
        }}
      >
        {images.map((img, i) => (
          <div
            key={i}
            id={slideId(i + 1)}
            role="group"
            aria-roledescription="slide"
            aria-label={i18n.t("{number} of {count}", { number: i + 1, count })}
            className="w-full flex-none snap-start"
          >
            <ResponsiveImage
              image={img}
              alt={i18n.t("Slide {number}", { number: i + 1 })}
              sizes="(min-width: 1024px) 560px, 100vw"
              className="h-full w-full object-cover"
            />
          </div>
        ))}
      </div>
      {count > 1 ? (
        <div className="mt-3 flex items-center justify-center gap-2">
          {enhanced ? (
            <button
              type="button"
              className="carousel-btn"
              onClick={() => goTo(current.current - 1)}
              aria-label={i18n.t("Previous slide")}
            >
              <span aria-hidden="true">‹</span>
            </button>
          ) : (
            stepLinks(-1, i18n.t("Previous slide"), "‹")
          )}
          <ol className="flex items-center gap-1">
            {images.map((_, i) => (
              <li key={i}>
                <a
                  href={`#${slideId(i + 1)}`}
                  aria-label={i18n.t("Slide {number}", { number: i + 1 })}
                  aria-current={enhanced && index === i ? "true" : undefined}
                  onClick={(e) => {
                    e.preventDefault();
                    goTo(i);
                  }}
                  className="carousel-dot"
                />
              </li>
            ))}
          </ol>
          {enhanced ? (
            <>
              <button
                type="button"
                className="carousel-btn"
                onClick={() => goTo(current.current + 1)}
                aria-label={i18n.t("Next slide")}
              >
                <span aria-hidden="true">›</span>
              </button>
              <button
                type="button"
                className="carousel-btn text-xs"
                onClick={() => setPaused((p) => !p)}
                aria-label={paused ? i18n.t("Play slideshow") : i18n.t("Pause slideshow")}
              >
                <span aria-hidden="true">{paused ? "▶" : "❚❚"}</span>
              </button>
            </>
          ) : (
            stepLinks(1, i18n.t("Next slide"), "›")
          )}
        </div>
      ) : null}
    </section>
  );
}
