import { getInputProps, type FieldMetadata, type FormMetadata } from "@conform-to/react";

type Props = {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- works with any form that has a list of texts
  form: FormMetadata<any>;
  field: FieldMetadata<(string | undefined)[] | undefined>;
  label: string;
  hint?: string;
};

/**
 * Edits a list of short texts: items can be added, removed and moved up or down. The buttons are
 * Conform's intent buttons: with JavaScript Conform changes the list in the page at once; without it
 * the form posts, the server applies the same change (parseWithZod) and answers the page back with
 * the changed list and everything typed kept. Blank items are dropped when the package is saved.
 */
export function ListEditor({ form, field, label, hint }: Props) {
  const items = field.getFieldList();
  const hintId = hint ? `${field.id}-hint` : undefined;
  const iconButton =
    "inline-flex h-11 min-w-[44px] items-center justify-center rounded-lg border border-line bg-white px-2 text-sm font-semibold text-ink hover:bg-lagoon-light disabled:cursor-not-allowed disabled:opacity-40";

  return (
    <fieldset className="rounded-xl border border-line bg-sand-light/60 p-3 sm:p-4" aria-describedby={hintId}>
      <legend className="px-1 text-base font-semibold">{label}</legend>
      {hint ? (
        <p id={hintId} className="-mt-1 mb-3 text-sm text-ink-soft">
          {hint}
        </p>
      ) : null}
      {items.length ? (
        <ol className="space-y-2">
          {items.map((item, index) => {
            const { key: _unused, ...inputProps } = getInputProps(item, { type: "text" });
            const name = `${label} item ${index + 1}`;
            return (
              <li
                key={item.key}
                className="grid grid-cols-[1.5rem_minmax(0,1fr)] items-start gap-x-2 gap-y-1.5 sm:grid-cols-[1.5rem_minmax(0,1fr)_auto]"
              >
                <span aria-hidden="true" className="pt-2.5 text-right text-sm font-semibold text-ink-soft">
                  {index + 1}.
                </span>
                <div>
                  <input
                    {...inputProps}
                    aria-label={name}
                    className="field-input"
                    aria-invalid={item.errors?.length ? true : undefined}
                    aria-describedby={item.errors?.length ? `${item.id}-error` : undefined}
                  />
                  {item.errors?.length ? (
                    <p id={`${item.id}-error`} className="field-error">
                      {item.errors[0]}
                    </p>
                  ) : null}
                </div>
                <div className="col-start-2 flex gap-1 sm:col-start-3">
                  <button
                    {...form.reorder.getButtonProps({ name: field.name, from: index, to: index - 1 })}
                    formNoValidate
                    disabled={index === 0}
                    className={iconButton}
                    aria-label={`Move ${name} up`}
                    title="Move up"
                  >
                    <span aria-hidden="true">↑</span>
                  </button>
                  <button
                    {...form.reorder.getButtonProps({ name: field.name, from: index, to: index + 1 })}
                    formNoValidate
                    disabled={index === items.length - 1}
                    className={iconButton}
                    aria-label={`Move ${name} down`}
                    title="Move down"
                  >
                    <span aria-hidden="true">↓</span>
                  </button>
                  <button
                    {...form.remove.getButtonProps({ name: field.name, index })}
                    formNoValidate
                    className={`${iconButton} text-coral-dark`}
                    aria-label={`Remove ${name}`}
                    title="Remove"
                  >
                    <span aria-hidden="true">✕</span>
                  </button>
                </div>
              </li>
            );
          })}
        </ol>
      ) : (
        <p className="text-sm text-ink-soft">No items yet.</p>
      )}
      {field.errors?.length ? <p className="field-error">{field.errors[0]}</p> : null}
      <button
        {...form.insert.getButtonProps({ name: field.name, defaultValue: "" })}
        formNoValidate
        className="btn-secondary mt-3 min-h-[40px] px-4 text-sm"
        aria-label={`Add item to ${label}`}
      >
        + Add item
      </button>
    </fieldset>
  );
}
