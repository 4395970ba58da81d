import { getInputProps, type FieldMetadata } from "@conform-to/react";
import { CheckboxField } from "~/components/ui/field";
import { useT } from "~/utils/i18n";

/** The terms checkbox with its link to the terms policy (when uploaded) and its error line. */
export function TermsCheckbox({
  field,
  termsUrl,
}: {
  field: FieldMetadata<string | undefined>;
  termsUrl: string | null;
}) {
  const i18n = useT();
  const terms = i18n.t("terms and agreement");
  return (
    <CheckboxField
      errors={field.errors}
      labelClassName="flex items-start gap-3 text-sm"
      inputProps={{ ...getInputProps(field, { type: "checkbox" }), key: field.key, required: false }}
      label={
        <>
          {i18n.t("I accept the")}{" "}
          {termsUrl ? (
            <a href={termsUrl} target="_blank" rel="noreferrer" className="link">
              {terms}
            </a>
          ) : (
            terms
          )}
          .
        </>
      }
    />
  );
}
