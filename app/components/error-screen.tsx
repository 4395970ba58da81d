import type { ReactNode } from "react";

/** The page an error boundary shows: what went wrong, a calm sentence, and the ways on (`children`). */
export function ErrorScreen({ title, text, children }: { title: string; text: string; children: ReactNode }) {
  return (
    <div className="container-page py-20 text-center">
      <h1 className="text-3xl font-semibold">{title}</h1>
      <p className="mt-4 text-ink-soft">{text}</p>
      {children}
    </div>
  );
}
