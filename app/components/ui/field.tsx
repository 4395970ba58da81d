import { useId } from "react";

type Errors = string[] | undefined;

export function ErrorList({ id, errors }: { id: string; errors: Errors }) {
  return (
    <p id={id} className="field-error">
      {errors?.[0] ?? ""}
    </p>
  );
}

type FieldProps = {
  label: string;
  hint?: string;
  errors: Errors;
  className?: string;
  inputProps: React.InputHTMLAttributes<HTMLInputElement> & { key?: string | null };
};

/** A labelled input with its hint and error line (room for the error is kept so nothing jumps). */
export function Field({ label, hint, errors, className, inputProps }: FieldProps) {
  const fallbackId = useId();
  const id = inputProps.id ?? fallbackId;
  const errorId = `${id}-error`;
  const hintId = hint ? `${id}-hint` : undefined;
  const { key, ...rest } = inputProps;
  return (
    <div className={className}>
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      <input
        key={key ?? undefined}
        {...rest}
        id={id}
        className="field-input"
        aria-invalid={errors?.length ? true : undefined}
        aria-describedby={[hintId, errors?.length ? errorId : undefined].filter(Boolean).join(" ") || undefined}
      />
      {hint ? (
        <p id={hintId} className="mt-1 text-sm text-ink-faint">
          {hint}
        </p>
      ) : null}
      <ErrorList id={errorId} errors={errors} />
    </div>
  );
}

type TextareaProps = {
  label: string;
  errors: Errors;
  className?: string;
  textareaProps: React.TextareaHTMLAttributes<HTMLTextAreaElement> & { key?: string | null };
};

export function TextareaField({ label, errors, className, textareaProps }: TextareaProps) {
  const fallbackId = useId();
  const id = textareaProps.id ?? fallbackId;
  const errorId = `${id}-error`;
  const { key, ...rest } = textareaProps;
  return (
    <div className={className}>
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      <textarea
        key={key ?? undefined}
        rows={5}
        {...rest}
        id={id}
        className="field-input"
        aria-invalid={errors?.length ? true : undefined}
        aria-describedby={errors?.length ? errorId : undefined}
      />
      <ErrorList id={errorId} errors={errors} />
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
