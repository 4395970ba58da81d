import { getCollectionProps, getInputProps, type FieldMetadata, type FormMetadata } from "@conform-to/react";
import { Link } from "@remix-run/react";
import { AdminSection } from "~/components/admin/admin-section";
import { ErrorList, Field } from "~/components/ui/field";
import { MAX_RULE_SEATS, MAX_RULES, weekdayNames, type RuleFields } from "~/schemas/package";

const WEEKDAY_VALUES = ["1", "2", "3", "4", "5", "6", "7"];

type Props = {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the add and the edit form share this section
  form: FormMetadata<any>;
  field: FieldMetadata<RuleFields[] | undefined>;
  /** The package's departures view (the edit page only: a new package has none yet). */
  departuresHref?: string;
};

/**
 * The package's weekly departure rules. Adding and removing a rule are Conform's list intents, as in
 * ListEditor: with JavaScript the page changes at once; without it the form posts, the server applies the
 * intent and answers the page with everything typed kept. The hidden `scheduleShown` tells the server the
 * rules were on the form, so that an empty list removes them (see rulesOf).
 */
export function ScheduleEditor({ form, field, departuresHref }: Props) {
  const rules = field.getFieldList();
  return (
    <AdminSection id="schedule-heading" title="Schedule">
      <input type="hidden" name="scheduleShown" value="yes" />
      <p className="mt-1 text-sm text-ink-soft">
        Weekly departures and their seats. With no rule and no one-off departure, the package has no schedule and books
        as before, without a seat check.
      </p>
      {departuresHref ? (
        <p className="mt-2 text-sm">
          <Link to={departuresHref} className="link font-semibold">
            Departures by month: close a date, change its seats, add a one-off departure
          </Link>
        </p>
      ) : null}
      <div id={field.id} className="mt-4 space-y-4">
        {rules.map((ruleField, index) => (
          <Rule key={ruleField.key} form={form} listName={field.name} field={ruleField} index={index} />
        ))}
      </div>
      {rules.length === 0 ? <p className="mt-2 text-sm text-ink-soft">No departure rule yet.</p> : null}
      {field.errors?.length ? <p className="field-error">{field.errors[0]}</p> : null}
      <button
        {...form.insert.getButtonProps({
          name: field.name,
          defaultValue: { startTimes: "", seats: "", validFrom: "", validTo: "" },
        })}
        formNoValidate
        disabled={rules.length >= MAX_RULES}
        className="btn-secondary mt-4 min-h-[40px] px-4 text-sm"
      >
        Add a departure rule
      </button>
    </AdminSection>
  );
}

type RuleProps = {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- see Props
  form: FormMetadata<any>;
  listName: string;
  field: FieldMetadata<RuleFields>;
  index: number;
};

function Rule({ form, listName, field, index }: RuleProps) {
  const rule = field.getFieldset();
  const name = `Departure rule ${index + 1}`;
  const weekdayErrors = rule.weekdays.errors ?? Object.values(rule.weekdays.allErrors).flat();
  const weekdaysErrorId = `${rule.weekdays.id}-error`;
  const boxes = getCollectionProps(rule.weekdays, { type: "checkbox", options: WEEKDAY_VALUES });
  const text = (f: FieldMetadata<unknown>, type: "text" | "number" | "date") => getInputProps(f, { type });

  return (
    <fieldset className="rounded-xl border border-line bg-sand-light/60 p-3 sm:p-4">
      <legend className="px-1 text-base font-semibold">{name}</legend>
      <fieldset aria-describedby={weekdayErrors.length ? weekdaysErrorId : undefined}>
        <legend className="field-label">Weekdays</legend>
        <div className="flex flex-wrap gap-2">
          {boxes.map(({ key, ...box }, i) => (
            <label
              key={key}
              className="flex min-h-[44px] cursor-pointer items-center gap-2 rounded-lg border border-line bg-white px-3 text-sm has-[:checked]:border-lagoon has-[:checked]:bg-lagoon-light"
            >
              {/* The first box carries the field's id: the error summary's link goes to it. */}
              <input
                {...box}
                id={i === 0 ? rule.weekdays.id : box.id}
                aria-invalid={weekdayErrors.length ? true : undefined}
                aria-describedby={undefined}
                className="h-5 w-5 accent-lagoon"
              />
              {weekdayNames[i]}
            </label>
          ))}
        </div>
        <ErrorList id={weekdaysErrorId} errors={weekdayErrors.length ? weekdayErrors : undefined} />
      </fieldset>
      <div className="mt-2 grid gap-x-4 sm:grid-cols-2">
        <Field
          label="Start times"
          hint="24-hour HH:MM; several with commas, e.g. 08:30, 13:30."
          errors={rule.startTimes.errors}
          inputProps={{
            ...text(rule.startTimes, "text"),
            inputMode: "text",
            autoComplete: "off",
            placeholder: "08:30",
          }}
        />
        <Field
          label="Seats per departure"
          hint={`From 1 to ${MAX_RULE_SEATS}.`}
          errors={rule.seats.errors}
          inputProps={{ ...text(rule.seats, "number"), step: 1, inputMode: "numeric" }}
        />
        <Field
          label="Valid from"
          hint="Optional."
          errors={rule.validFrom.errors}
          inputProps={text(rule.validFrom, "date")}
        />
        <Field
          label="Valid to"
          hint="Optional; on or after the first date."
          errors={rule.validTo.errors}
          inputProps={text(rule.validTo, "date")}
        />
      </div>
      <button
        {...form.remove.getButtonProps({ name: listName, index })}
        formNoValidate
        className="btn-secondary min-h-[40px] px-4 text-sm text-coral-dark"
      >
        Remove {name.toLowerCase()}
      </button>
    </fieldset>
  );
}
