import type { FieldMetadata } from "@conform-to/react";
import { useEffect, useState } from "react";
import { InputField } from "~/components/ui/field";
import { useT } from "~/utils/i18n";

type Props = {
  field: FieldMetadata<string | undefined>;
  label: string;
  /** "new-password" for one being chosen; by default the account's own. */
  autoComplete?: "new-password" | "current-password";
  /** Under it, the rule a new password follows (the log in form's too, which also signs up). */
  rule?: boolean;
  hint?: string;
  /** The form's last answer: each one clears a refused password (a new input), as a page load without JavaScript does. */
  clearOn?: unknown;
  /** False where the form has a button that needs no password (Forgot password). */
  required?: boolean;
};

/** A password input as every form has it, with its rule where one is chosen. */
export function PasswordField({
  field,
  label,
  autoComplete = "current-password",
  rule,
  hint,
  clearOn,
  required,
}: Props) {
  const i18n = useT();
  const [answers, setAnswers] = useState(0);
  useEffect(() => {
    if (clearOn) setAnswers((n) => n + 1);
  }, [clearOn]);
  return (
    <InputField
      field={field}
      type="password"
      label={label}
      hint={rule ? i18n.t("At least 8 characters, not a common password") : hint}
      autoComplete={autoComplete}
      inputProps={{ key: `${field.key}-${answers}`, ...(required === false ? { required } : {}) }}
    />
  );
}
