import { Form } from "@remix-run/react";

/** The back office's look-up of a person by e-mail (?email=, a GET: the address stays in the page's address). */
export function EmailSearch({
  id,
  query,
  button,
  className = "",
}: {
  id: string;
  query: string;
  button: string;
  className?: string;
}) {
  return (
    <Form method="get" className={`flex flex-wrap items-end gap-3 ${className}`} role="search">
      <div className="min-w-0 flex-1">
        <label htmlFor={id} className="field-label">
          Email
        </label>
        <input
          id={id}
          name="email"
          type="email"
          defaultValue={query}
          required
          className="field-input"
          autoComplete="off"
        />
      </div>
      <button type="submit" className="btn-secondary">
        {button}
      </button>
    </Form>
  );
}
