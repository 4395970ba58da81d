import { getInputProps, type FieldMetadata } from "@conform-to/react";
import { Field } from "~/components/ui/field";

type Props = { field: FieldMetadata<string | undefined>; label: string; hint: string; className?: string };

/** A phone number input as every form has it: a tel input with an example; the schema checks the format, not the browser (no `pattern`). */
export function PhoneField({ field, label, hint, className }: Props) {
  return (
    <Field
      label={label}
      hint={hint}
      errors={field.errors}
      className={className}
      inputProps={{
        ...getInputProps(field, { type: "tel" }),
        autoComplete: "tel",
        placeholder: "+23057123456",
        pattern: undefined,
      }}
    />
  );
}
