import type { ReactNode } from "react";

type Props = {
  /** What the closed item shows of itself. */
  summary: ReactNode;
  /** The words of the link-like toggle beside it ("Edit"). */
  toggle: string;
  bodyClassName: string;
  /** The item's form, shown when open. */
  children: ReactNode;
};

/** A list item of a back-office page that opens on its edit form (works without JavaScript). */
export function EditDetails({ summary, toggle, bodyClassName, children }: Props) {
  return (
    <details>
      <summary className="flex cursor-pointer flex-wrap items-center justify-between gap-2">
        <span>{summary}</span>
        <span className="text-sm text-lagoon-dark underline">{toggle}</span>
      </summary>
      <div className={bodyClassName}>{children}</div>
    </details>
  );
}

/** An item form's button: `save` on an item's own form, `add` on the new item's (its intent tells the action which). */
export function ItemSubmit({
  editing,
  save,
  add,
  className = "btn-primary",
}: {
  editing: boolean;
  save: string;
  add: string;
  className?: string;
}) {
  return (
    <button type="submit" name="intent" value={editing ? "save" : "create"} className={className}>
      {editing ? save : add}
    </button>
  );
}
