import type { FieldMetadata } from "@conform-to/react";
import { InputField, TextareaInput } from "~/components/ui/field";

type Fields = {
  title: FieldMetadata<string>;
  message: FieldMetadata<string>;
  link: FieldMetadata<string>;
  action: FieldMetadata<string>;
};

/** Title, message, optional link and its action label: the fields of a banner and of a notification. */
export function NoticeFields({ fields }: { fields: Fields }) {
  return (
    <div className="grid gap-x-5 sm:grid-cols-2">
      <InputField label="Title" className="sm:col-span-2" field={fields.title} />
      <TextareaInput label="Message" className="sm:col-span-2" field={fields.message} rows={3} />
      <InputField label="Link (optional)" hint="/contact or https://…" field={fields.link} />
      <InputField label="Action label (optional)" hint="e.g. Ask about whale watching" field={fields.action} />
    </div>
  );
}
