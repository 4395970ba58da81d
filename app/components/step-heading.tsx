import { useEffect, useRef } from "react";

/**
 * The heading of a step that asks before something that cannot be undone (cancel a booking, delete an account), with
 * the small line above it. With JavaScript the step arrives without a new document: the focus goes to it, as a new
 * page would take it.
 */
export function StepHeading({ eyebrow, children }: { eyebrow: string; children: React.ReactNode }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <>
      <p className="text-sm font-semibold uppercase tracking-widest text-lagoon-dark">{eyebrow}</p>
      <h1 ref={heading} tabIndex={-1} className="mt-2 text-3xl font-semibold focus:outline-none">
        {children}
      </h1>
    </>
  );
}
