import { getInputProps, getTextareaProps, type FieldMetadata } from "@conform-to/react";
import { useId, type ReactNode } from "react";

type Errors = string[] | undefined;

/** A field's error line; `alert` announces a message as it appears (a checkbox's, which has no summary link of its own). */
export function ErrorList({ id, errors, alert }: { id: string; errors: Errors; alert?: boolean }) {
  return (
    <p id={id} className="field-error" role={alert && errors?.length ? "alert" : undefined}>
      {errors?.[0] ?? ""}
    </p>
  );
}

/** The error wiring of every field: aria-invalid, and the hint and error line it is described by. */
function describedBy(errorId: string, errors: Errors, hintId?: string) {
  return {
    "aria-invalid": errors?.length ? true : undefined,
    "aria-describedby": [hintId, errors?.length ? errorId : undefined].filter(Boolean).join(" ") || undefined,
  };
}

type FieldProps = {
  label: string;
  hint?: string;
  errors: Errors;
  className?: string;
  inputProps: React.InputHTMLAttributes<HTMLInputElement> & { key?: string | null };
};

/** The id a field's control gets (its own, or a generated one), the id of its error line and of its hint (if it has one). */
function useFieldIds(ownId: string | undefined, hint?: string) {
  const fallbackId = useId();
  const id = ownId ?? fallbackId;
  return { id, errorId: `${id}-error`, hintId: hint ? `${id}-hint` : undefined };
}

type FrameProps = {
  id: string;
  label: ReactNode;
  labelClassName?: string;
  className?: string;
  hint?: string;
  errors: Errors | null;
  children: ReactNode;
};

/** The frame every labelled field shares: the label, the control, its hint, and the error line (none when `errors` is `null`). */
function FieldFrame({ id, label, labelClassName = "field-label", className, hint, errors, children }: FrameProps) {
  return (
    <div className={className}>
      <label htmlFor={id} className={labelClassName}>
        {label}
      </label>
      {children}
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-sm text-ink-faint">
          {hint}
        </p>
      ) : null}
      {errors === null ? null : <ErrorList id={`${id}-error`} errors={errors} />}
    </div>
  );
}

/** A labelled input with its hint and error line (room for the error is kept so nothing jumps). */
export function Field({ label, hint, errors, className, inputProps }: FieldProps) {
  const { id, errorId, hintId } = useFieldIds(inputProps.id, hint);
  const { key, ...rest } = inputProps;
  return (
    <FieldFrame id={id} label={label} className={className} hint={hint} errors={errors}>
      <input
        key={key ?? undefined}
        {...rest}
        id={id}
        className="field-input"
        {...describedBy(errorId, errors, hintId)}
      />
    </FieldFrame>
  );
}

type InputFieldProps = Omit<FieldProps, "errors" | "inputProps"> & {
  /** The form's field: the input's name, value and checks, and its messages, come from it. */
  field: FieldMetadata<string | undefined>;
  type?: "text" | "email" | "password" | "date" | "tel";
  autoComplete?: string;
  /** What the input has besides (a range, a key of its own…). */
  inputProps?: FieldProps["inputProps"];
};

/** `Field` for a field of a Conform form, as every form's text, e-mail, password and date fields are (text unless told). */
export function InputField({ field, type = "text", autoComplete, inputProps, ...frame }: InputFieldProps) {
  return (
    <Field
      {...frame}
      errors={field.errors}
      inputProps={{ ...getInputProps(field, { type }), autoComplete, ...inputProps }}
    />
  );
}

type TextareaProps = {
  label: string;
  errors: Errors;
  className?: string;
  textareaProps: React.TextareaHTMLAttributes<HTMLTextAreaElement> & { key?: string | null };
};

export function TextareaField({ label, errors, className, textareaProps }: TextareaProps) {
  const { id, errorId } = useFieldIds(textareaProps.id);
  const { key, ...rest } = textareaProps;
  return (
    <FieldFrame id={id} label={label} className={className} errors={errors}>
      <textarea
        key={key ?? undefined}
        rows={5}
        {...rest}
        id={id}
        className="field-input"
        {...describedBy(errorId, errors)}
      />
    </FieldFrame>
  );
}

type TextareaInputProps = Omit<TextareaProps, "errors" | "textareaProps"> & {
  /** The form's field: the text area's name, value and checks, and its messages, come from it. */
  field: FieldMetadata<string | undefined>;
  rows?: number;
  /** What the text area has besides (a length limit, an id of the page's…). */
  textareaProps?: TextareaProps["textareaProps"];
};

/** `TextareaField` for a field of a Conform form. */
export function TextareaInput({ field, rows, textareaProps, ...frame }: TextareaInputProps) {
  return (
    <TextareaField
      {...frame}
      errors={field.errors}
      textareaProps={{ ...getTextareaProps(field), rows, ...textareaProps }}
    />
  );
}

type SelectProps = {
  label: ReactNode;
  /** The field's messages; `null` for a select that never has one (no error line is kept for it). */
  errors: Errors | null;
  className?: string;
  labelClassName?: string;
  hint?: string;
  /** `className` adds to the select's own `field-input`. */
  selectProps: React.SelectHTMLAttributes<HTMLSelectElement> & { key?: string | null };
  /** The options. */
  children: ReactNode;
};

/** A labelled select with its error line, wired as `Field` is. */
export function SelectField({ label, errors, className, labelClassName, hint, selectProps, children }: SelectProps) {
  const { id, errorId, hintId } = useFieldIds(selectProps.id, hint);
  const { key, className: selectClassName, ...rest } = selectProps;
  return (
    <FieldFrame id={id} label={label} labelClassName={labelClassName} className={className} hint={hint} errors={errors}>
      <select
        key={key ?? undefined}
        {...rest}
        id={id}
        className={selectClassName ? `field-input ${selectClassName}` : "field-input"}
        {...describedBy(errorId, errors ?? undefined, hintId)}
      >
        {children}
      </select>
    </FieldFrame>
  );
}

type CheckboxProps = {
  /** What ticking it says, beside the box (inside its label, so a link may be part of it). */
  label: ReactNode;
  errors: Errors;
  className?: string;
  labelClassName?: string;
  /** A line under the label, which the box is described by. */
  hint?: string;
  /** `className` is the box's own (its size and colour). */
  inputProps: React.InputHTMLAttributes<HTMLInputElement> & { key?: string | null };
};

/** A checkbox inside its label, with its error line (announced when it appears), wired as `Field` is. */
export function CheckboxField({
  label,
  errors,
  className,
  labelClassName = "flex items-start gap-3",
  hint,
  inputProps,
}: CheckboxProps) {
  const { id, errorId, hintId } = useFieldIds(inputProps.id, hint);
  const { key, className: boxClassName = "mt-0.5 h-5 w-5 flex-none accent-lagoon", ...rest } = inputProps;
  return (
    <div className={className}>
      <label className={labelClassName}>
        <input
          key={key ?? undefined}
          {...rest}
          type="checkbox"
          id={id}
          className={boxClassName}
          {...describedBy(errorId, errors, hintId)}
        />
        <span>{label}</span>
      </label>
      {hint ? (
        <p id={hintId} className="ml-8 text-sm text-ink-faint">
          {hint}
        </p>
      ) : null}
      <ErrorList id={errorId} errors={errors} alert />
    </div>
  );
}

export function Spinner({ label }: { label: string }) {
  return (
    <span role="status" className="inline-flex items-center gap-2">
      <svg className="h-5 w-5 animate-spin" viewBox="0 0 24 24" fill="none" aria-hidden="true">
        <circle cx="12" cy="12" r="10" stroke="currentColor" strokeOpacity=".25" strokeWidth="4" />
        <path d="M22 12a10 10 0 0 0-10-10" stroke="currentColor" strokeWidth="4" strokeLinecap="round" />
      </svg>
      {label}
    </span>
  );
}

/** What a form shows in its place while it is being sent: a spinner with its words, in a box as tall as the form (`minHeight`). */
export function SendingCover({ sending, label, minHeight }: { sending: boolean; label: string; minHeight: string }) {
  if (!sending) return null;
  return (
    <div className={`flex ${minHeight} items-center justify-center text-lg font-semibold text-lagoon-dark`}>
      <Spinner label={label} />
    </div>
  );
}
