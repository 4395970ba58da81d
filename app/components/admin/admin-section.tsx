import type { ReactNode } from "react";

type Props = { id: string; title: string; headingClassName?: string; children: ReactNode };

/** A card of a back-office page, named by its heading (`id` is the heading's, for aria-labelledby). */
export function AdminSection({ id, title, headingClassName = "text-xl font-semibold", children }: Props) {
  return (
    <section className="card p-5 sm:p-6" aria-labelledby={id}>
      <h2 id={id} className={headingClassName}>
        {title}
      </h2>
      {children}
    </section>
  );
}
