import type { FieldMetadata } from "@conform-to/react";
import { InputField } from "~/components/ui/field";

type Props = { field: FieldMetadata<string | undefined>; label: string; hint: string; className?: string };

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
