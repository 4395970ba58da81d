import type { ReactNode } from "react";

type Props = {
  /** The heading's id is `{name}-heading`: the section is labelled by it. */
  name: string;
  heading: string;
  /** The section's own id (an address's #fragment). */
  id?: string;
  className?: string;
  headingClassName?: string;
  children: ReactNode;
};

/** A section named by its h2, so that a screen reader's list of regions says its heading. */
export function HeadedSection({
  name,
  heading,
  id,
  className,
  headingClassName = "text-2xl font-semibold",
  children,
}: Props) {
  return (
    <section id={id} aria-labelledby={`${name}-heading`} className={className}>
      <h2 id={`${name}-heading`} className={headingClassName}>
        {heading}
      </h2>
      {children}
    </section>
  );
}
