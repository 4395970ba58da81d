import { getInputProps, getTextareaProps, type FieldMetadata } from "@conform-to/react";
import { Field, TextareaField } from "~/components/ui/field";

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
      <Field
        label="Title"
        className="sm:col-span-2"
        errors={fields.title.errors}
        inputProps={getInputProps(fields.title, { type: "text" })}
      />
      <TextareaField
        label="Message"
        className="sm:col-span-2"
        errors={fields.message.errors}
        textareaProps={{ ...getTextareaProps(fields.message), rows: 3 }}
      />
      <Field
        label="Link (optional)"
        hint="/contact or https://…"
        errors={fields.link.errors}
        inputProps={getInputProps(fields.link, { type: "text" })}
      />
      <Field
        label="Action label (optional)"
        hint="e.g. Ask about whale watching"
        errors={fields.action.errors}
        inputProps={getInputProps(fields.action, { type: "text" })}
      />
    </div>
  );
}
