import type { FieldMetadata } from "@conform-to/react";
import { InputField } from "~/components/ui/field";
import { useT } from "~/utils/i18n";

type Field = FieldMetadata<string | undefined>;
type Props = { field: Field; label: string; hint: string; className?: string };

/** A phone number input as every form has it: a tel input with an example; the schema checks the format, not the browser (no `pattern`). */
export function PhoneField({ field, label, hint, className }: Props) {
  return (
    <InputField
      field={field}
      type="tel"
      label={label}
      hint={hint}
      className={className}
      autoComplete="tel"
      inputProps={{ placeholder: "+23057123456", pattern: undefined }}
    />
  );
}

/**
 * Where a guest who wrote to us can be reached: the e-mail, then the phone, side by side in the form's grid (the
 * booking form and Contact). Each form words its own phone label and hint.
 */
export function EmailAndPhoneFields({
  fields,
  phone,
}: {
  fields: { email: Field; phone: Field };
  phone: Omit<Props, "field">;
}) {
  const i18n = useT();
  return (
    <>
      <InputField field={fields.email} type="email" label={i18n.t("Email")} autoComplete="email" />
      <PhoneField field={fields.phone} {...phone} />
    </>
  );
}
