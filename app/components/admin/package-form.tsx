import {
  getInputProps,
  getSelectProps,
  getTextareaProps,
  type FieldMetadata,
  type FormMetadata,
} from "@conform-to/react";
import { useEffect, useState } from "react";
import { Field, SelectField, TextareaField } from "~/components/ui/field";
import { depositKindLabels, depositKinds } from "~/utils/payment";
import { OptionsOf } from "./form-parts";
import {
  packageLists,
  type PackageListName,
  type PickupRowFields,
  type RuleFields,
  type SurchargeRowFields,
} from "~/schemas/package";
import { formatBytes, UPLOAD_MAX_BYTES, UPLOAD_MAX_LABEL } from "~/utils/bytes";
import { ListEditor } from "./list-editor";
import { AdminSection } from "~/components/admin/admin-section";
import { ScheduleEditor } from "./schedule-editor";
import { PickupEditor } from "./pickup-editor";
import { TranslationSections, type TranslatedText, type TranslationsField } from "./translation-fields";

export const IMAGE_ACCEPT = "image/png,image/jpeg,image/gif,image/webp";
export const IMAGE_HINT = `PNG, JPG, GIF up to ${UPLOAD_MAX_LABEL}`;

type FactName = "durationMinutes" | "priceAdult" | "priceChild" | "priceInfant" | "cutoffHours" | "freeCancelHours";
// The number facts: label, hint. Prices in whole rupees; empty: "Price on request".
const numberFacts: [FactName, string, string][] = [
  ["durationMinutes", "Duration (minutes)", "From 15 to 1440, e.g. 480 for 8 hours."],
  ["priceAdult", "Adult price (MUR)", 'Whole rupees. Leave the prices empty for "Price on request".'],
  ["priceChild", "Child price, 3 to 11 (MUR)", "Whole rupees."],
  ["priceInfant", "Infant price, 0 to 2 (MUR)", "Whole rupees; 0 when infants go free."],
  ["cutoffHours", "Booking cut-off (hours before the start)", "24 when left empty."],
  [
    "freeCancelHours",
    "Free cancellation until (hours before the departure)",
    "A confirmed booking can be cancelled by its guest until then; 24 when left empty.",
  ],
];

/** A package's texts in the translation sections, in the order of the English ones. */
const TRANSLATED_TEXTS: readonly TranslatedText[] = [
  { name: "title", label: "Title", kind: "line" },
  { name: "shortDescription", label: "Short description", kind: "box", rows: 2 },
  { name: "longDescription", label: "Long description", kind: "box", rows: 8 },
  { name: "meetingPoint", label: "Meeting point", kind: "line" },
  ...packageLists.map(({ name, label }) => ({ name, label, kind: "list" as const })),
];

type ListField = FieldMetadata<(string | undefined)[] | undefined>;
type Props = {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the add and the edit form share these fields
  form: FormMetadata<any>;
  fields: {
    title: FieldMetadata<string>;
    shortDescription: FieldMetadata<string | undefined>;
    longDescription: FieldMetadata<string | undefined>;
  } & Record<PackageListName, ListField> &
    Record<FactName, FieldMetadata<number | undefined>> & {
      meetingPoint: FieldMetadata<string | undefined>;
      depositKind: FieldMetadata<string | undefined>;
      depositValue: FieldMetadata<number | undefined>;
      translations: TranslationsField;
      rules: FieldMetadata<RuleFields[] | undefined>;
      pickups: FieldMetadata<PickupRowFields[] | undefined>;
      zoneSurcharges: FieldMetadata<SurchargeRowFields[] | undefined>;
    };
  /** Every pickup place, in the order of the form's pickup rows. */
  pickupPlaces: { id: number; zone: string; name: string }[];
  /** The package's departures view, linked from the schedule (the edit page). */
  departuresHref?: string;
};

/** The package's texts, facts, schedule and lists, shared by the add and the edit page. */
export function PackageFields({ form, fields, departuresHref, pickupPlaces }: Props) {
  return (
    <>
      <AdminSection id="details-heading" title="Details">
        <div className="mt-4">
          <Field
            label="Title"
            errors={fields.title.errors}
            inputProps={{ ...getInputProps(fields.title, { type: "text" }), required: true }}
          />
          {(
            [
              ["shortDescription", "Short description", 2, "One or two sentences for the package card."],
              [
                "longDescription",
                "Long description",
                8,
                "The day from pick-up to drop-off. Leave an empty line between paragraphs.",
              ],
            ] as const
          ).map(([name, label, rows, placeholder]) => (
            <TextareaField
              key={name}
              label={label}
              errors={fields[name].errors}
              textareaProps={{ ...getTextareaProps(fields[name]), rows, placeholder }}
            />
          ))}
        </div>
      </AdminSection>

      <AdminSection id="facts-heading" title="Facts and prices">
        <div className="mt-4 grid gap-x-4 sm:grid-cols-2">
          <Field
            label="Meeting point"
            errors={fields.meetingPoint.errors}
            className="sm:col-span-2"
            inputProps={getInputProps(fields.meetingPoint, { type: "text" })}
          />
          {numberFacts.map(([name, label, hint]) => (
            <Field
              key={name}
              label={label}
              hint={hint}
              errors={fields[name].errors}
              inputProps={{ ...getInputProps(fields[name], { type: "number" }), step: 1, inputMode: "numeric" }}
            />
          ))}
          <DepositFields kind={fields.depositKind} value={fields.depositValue} />
        </div>
      </AdminSection>

      <ScheduleEditor form={form} field={fields.rules} departuresHref={departuresHref} />

      <PickupEditor
        field={fields.pickups}
        surcharges={fields.zoneSurcharges}
        places={pickupPlaces}
        meetingPoint={fields.meetingPoint.value ?? ""}
      />

      <AdminSection id="lists-heading" title="Lists">
        <p className="mt-1 text-sm text-ink-soft">Empty items are left out when you save.</p>
        <div className="mt-4 space-y-4">
          {packageLists.map((list) => (
            <ListEditor key={list.name} form={form} field={fields[list.name]} label={list.label} hint={list.hint} />
          ))}
        </div>
      </AdminSection>

      <TranslationSections form={form} field={fields.translations} texts={TRANSLATED_TEXTS} />
    </>
  );
}

/** What the package asks before the day: the kind, and its percentage or rupees per person (priced into each booking). */
function DepositFields({
  kind,
  value,
}: {
  kind: FieldMetadata<string | undefined>;
  value: FieldMetadata<number | undefined>;
}) {
  return (
    <fieldset className="grid gap-x-4 sm:col-span-2 sm:grid-cols-2">
      <legend className="mb-2 font-semibold">Deposit</legend>
      <SelectField label="Deposit" errors={kind.errors} selectProps={{ ...getSelectProps(kind), key: kind.key }}>
        <OptionsOf values={depositKinds} labels={depositKindLabels} />
      </SelectField>
      <Field
        label="Percentage or MUR per person"
        hint="A percentage of the total from 1 to 100, or whole rupees per person (adults and children). Empty with No deposit."
        errors={value.errors}
        inputProps={{ ...getInputProps(value, { type: "number" }), min: 0, step: 1, inputMode: "numeric" }}
      />
    </fieldset>
  );
}

/**
 * The image picker. The server checks every file (type by content, 10MB); with JavaScript the page
 * also lists the chosen files at once and marks any that is too large. `resetKey` empties the picker
 * after the server refused a file, so what is shown matches the message ("choose them again").
 */
export function ImageUpload({
  label,
  resetKey,
  describedBy,
}: {
  label: string;
  resetKey?: string | number;
  describedBy?: string;
}) {
  const [chosen, setChosen] = useState<{ name: string; size: number }[]>([]);
  useEffect(() => setChosen([]), [resetKey]);
  return (
    <div>
      <label htmlFor="images" className="field-label">
        {label}
      </label>
      <input
        key={resetKey}
        id="images"
        name="images"
        type="file"
        multiple
        accept={IMAGE_ACCEPT}
        aria-describedby={["images-hint", describedBy].filter(Boolean).join(" ")}
        onChange={(event) =>
          setChosen(Array.from(event.currentTarget.files ?? []).map((f) => ({ name: f.name, size: f.size })))
        }
        className="block w-full cursor-pointer rounded-xl border-2 border-dashed border-ink-faint/50 bg-white p-4 text-sm text-ink-soft file:mr-4 file:cursor-pointer file:rounded-full file:border-0 file:bg-lagoon file:px-4 file:py-2 file:text-sm file:font-semibold file:text-white hover:border-lagoon hover:file:bg-lagoon-dark"
      />
      <p id="images-hint" className="mt-1 text-sm text-ink-faint">
        {IMAGE_HINT}
      </p>
      {chosen.length ? (
        <ol className="mt-3 space-y-1 text-sm" aria-label="Chosen images">
          {chosen.map((file, i) => (
            <li key={`${file.name}-${i}`} className="flex flex-wrap gap-x-2">
              <span className="font-semibold">{i + 1}.</span>
              <span className="break-all">{file.name}</span>
              <span className="text-ink-soft">{formatBytes(file.size)}</span>
              {file.size > UPLOAD_MAX_BYTES ? (
                <span className="font-semibold text-coral-dark">{`larger than ${UPLOAD_MAX_LABEL}`}</span>
              ) : null}
            </li>
          ))}
        </ol>
      ) : null}
    </div>
  );
}

/** The package's status as a small badge. */
export function StatusBadge({ status }: { status: "active" | "archived" | "deleted" }) {
  const styles = {
    active: "bg-palm-light text-palm",
    archived: "bg-gold-light text-ink",
    deleted: "bg-coral-light text-coral-dark",
  };
  const labels = { active: "Active", archived: "Archived", deleted: "Deleted" };
  return (
    <span className={`inline-flex rounded-full px-2.5 py-0.5 text-sm font-semibold ${styles[status]}`}>
      {labels[status]}
    </span>
  );
}
