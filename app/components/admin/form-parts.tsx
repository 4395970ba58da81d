import { getInputProps, getTextareaProps, type FieldMetadata } from "@conform-to/react";
import type { ComponentProps, InputHTMLAttributes, TextareaHTMLAttributes } from "react";
import { Field, TextareaField } from "~/components/ui/field";
import { FormAlert } from "~/components/ui/form-alert";

// The back office's forms bind each labelled field to its Conform field: its errors and its props come from it.
type Bound = FieldMetadata<string | undefined>;

type InputOfProps = {
  field: Bound;
  label: string;
  hint?: string;
  className?: string;
  type?: "text" | "email";
  /** Attributes beside Conform's own (autocomplete, an id of the page's). */
  extra?: InputHTMLAttributes<HTMLInputElement>;
};

/** A labelled text input bound to its Conform field. */
export function InputOf({ field, label, hint, className, type = "text", extra }: InputOfProps) {
  return (
    <Field
      label={label}
      hint={hint}
      className={className}
      errors={field.errors}
      inputProps={{ ...getInputProps(field, { type }), ...extra }}
    />
  );
}

type TextareaOfProps = {
  field: Bound;
  label: string;
  rows: number;
  className?: string;
  /** Attributes beside Conform's own (a length limit, an id of the page's). */
  extra?: TextareaHTMLAttributes<HTMLTextAreaElement>;
};

/** A labelled text area bound to its Conform field. */
export function TextareaOf({ field, label, rows, className, extra }: TextareaOfProps) {
  return (
    <TextareaField
      label={label}
      className={className}
      errors={field.errors}
      textareaProps={{ ...getTextareaProps(field), rows, ...extra }}
    />
  );
}

type AlertProps = ComponentProps<typeof FormAlert>;

/** A grid form's error summary, across the whole row (`span`: the grid's columns). */
export function GridFormAlert({ form, span = "sm:col-span-2" }: { form: AlertProps["form"]; span?: string }) {
  return (
    <div className={span}>
      <FormAlert form={form} />
    </div>
  );
}

/** A grid form's primary button, across the whole row, disabled with its busy words while the form is sent. */
export function GridSubmit({ label, busyLabel, busy }: { label: string; busyLabel?: string; busy?: boolean }) {
  return (
    <div className="sm:col-span-2">
      <button type="submit" className="btn-primary" disabled={busy}>
        {busy ? busyLabel : label}
      </button>
    </div>
  );
}

/** A select's options, each its value, shown as itself or by its label in `labels`. */
export function OptionsOf({ values, labels }: { values: readonly string[]; labels?: Record<string, string> }) {
  return values.map((value) => (
    <option key={value} value={value}>
      {labels ? labels[value] : value}
    </option>
  ));
}

/** A form's hidden values (what it is about: a date, a start, the month shown), as inputs in this order. */
export function HiddenFields({ values }: { values: Record<string, string | number> }) {
  return Object.entries(values).map(([name, value]) => <input key={name} type="hidden" name={name} value={value} />);
}
