import { getFormProps, getInputProps, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint } from "@conform-to/zod/v4";
import { Form } from "@remix-run/react";
import { PhoneField } from "~/components/phone-field";
import { ErrorList, InputField } from "~/components/ui/field";
import { FormAlert } from "~/components/ui/form-alert";
import { profileSchema } from "~/schemas/profile";
import { useIsPending } from "~/utils/hooks";
import { useT } from "~/utils/i18n";
import { Avatar } from "./avatar";
import { useCheckedForm } from "~/utils/checked-form";

type Profile = { name: string; phone: string; email: string; image: string | null };

export const PROFILE_FORM_ACTION = "/userprofile?view=profile";

/** Edit Profile: name, phone and picture in one multipart form that works with or without JavaScript. */
export function ProfileForm({
  profile,
  lastResult,
}: {
  profile: Profile;
  lastResult: SubmissionResult<string[]> | undefined;
}) {
  const i18n = useT();
  const { href } = i18n;
  const action = href(PROFILE_FORM_ACTION);
  const saving = useIsPending({ formAction: action, state: "submitting" });
  const [form, fields] = useCheckedForm(profileSchema, {
    id: "profile-form",
    lastResult,
    defaultValue: { name: profile.name, phone: profile.phone },
    constraint: getZodConstraint(profileSchema),
  });
  const picture = fields.picture;
  const pictureErrorId = `${picture.id}-error`;
  const pictureHintId = `${picture.id}-hint`;

  return (
    <Form
      method="post"
      action={action}
      encType="multipart/form-data"
      {...getFormProps(form)}
      className="card p-5 sm:p-8"
    >
      <p className="mb-6 text-sm text-ink-soft">
        {/* One text node before the address, as the page always wrote it. */}
        {`${i18n.t("Signed in as")} `}
        <span className="font-semibold text-ink">{profile.email}</span>
      </p>
      <FormAlert form={form} />
      <div className="grid gap-x-5 sm:grid-cols-2">
        <InputField field={fields.name} type="text" label={i18n.t("Name")} autoComplete="name" />
        <PhoneField
          field={fields.phone}
          label={i18n.t("Phone (optional)")}
          hint={i18n.t("With the country code, no spaces")}
        />
      </div>
      <div className="mt-1">
        <label htmlFor={picture.id} className="field-label">
          {i18n.t("Profile picture")}
        </label>
        <div className="mt-2 flex flex-col items-start gap-3 min-[400px]:flex-row min-[400px]:items-center min-[400px]:gap-4">
          <Avatar image={profile.image} name={profile.name} email={profile.email} size={72} />
          <div className="min-w-0 flex-1">
            <input
              {...getInputProps(picture, { type: "file" })}
              key={picture.key}
              className="block w-full text-sm text-ink-soft file:mr-4 file:min-h-[44px] file:cursor-pointer file:rounded-full file:border file:border-solid file:border-lagoon file:bg-white file:px-4 file:py-2 file:text-sm file:font-semibold file:text-lagoon-dark hover:file:bg-lagoon-light"
              aria-invalid={picture.errors?.length ? true : undefined}
              aria-describedby={[pictureHintId, picture.errors?.length ? pictureErrorId : undefined]
                .filter(Boolean)
                .join(" ")}
            />
            <p id={pictureHintId} className="mt-1 text-sm text-ink-faint">
              {/* schemas/profile.ts PICTURE_HINT, as a message: the size is written the language's way too ("10 Mo"). */}
              {i18n.t("PNG, JPG, GIF up to 10MB")}
            </p>
          </div>
        </div>
        <ErrorList id={pictureErrorId} errors={picture.errors} />
      </div>
      <button type="submit" className="btn-primary mt-4 w-full sm:w-auto" disabled={saving}>
        {saving ? i18n.t("Saving…") : i18n.t("Save changes")}
      </button>
    </Form>
  );
}
