// The parts the back office's grid forms share (the fields themselves are `~/components/ui/field`).
import type { ComponentProps } from "react";
import { FormAlert } from "~/components/ui/form-alert";

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
