import { getFormProps, type FormMetadata } from "@conform-to/react";
import { Form } from "@remix-run/react";
import type { ReactNode } from "react";

/**
 * A back-office form that posts to its page, named by its own heading (`<form id>-title`): a screen reader lists
 * it as a form with that name. Its fields come as `children`, under the heading.
 */
export function TitledForm({
  form,
  title,
  className,
  titleClassName,
  children,
}: {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any Conform form
  form: FormMetadata<any, string[]>;
  title: string;
  className: string;
  titleClassName: string;
  children: ReactNode;
}) {
  return (
    <Form method="post" {...getFormProps(form)} aria-labelledby={`${form.id}-title`} className={className}>
      <h3 id={`${form.id}-title`} className={titleClassName}>
        {title}
      </h3>
      {children}
    </Form>
  );
}
