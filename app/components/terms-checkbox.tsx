import { getInputProps, type FieldMetadata } from "@conform-to/react";

/** The terms checkbox with its link to the terms policy (when uploaded) and its error line. */
export function TermsCheckbox({ field, termsUrl }: { field: FieldMetadata<string | undefined>; termsUrl: string | null }) {
  const error = field.errors?.[0];
  const errorId = `${field.id}-error`;
  return (
    <div>
      <label className="flex items-start gap-3 text-sm">
        <input
          {...getInputProps(field, { type: "checkbox" })}
          key={field.key}
          required={false}
          className="mt-0.5 h-5 w-5 flex-none accent-lagoon"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        />
        <span>
          I accept the{" "}
          {termsUrl ? (
            <a href={termsUrl} target="_blank" rel="noreferrer" className="link">
              terms and agreement
            </a>
          ) : (
            "terms and agreement"
          )}
          .
        </span>
      </label>
      <p id={errorId} className="field-error" role={error ? "alert" : undefined}>
        {error}
      </p>
    </div>
  );
}
