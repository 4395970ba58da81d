import { TermsCheckbox } from "~/components/terms-checkbox";
import { FormAlert } from "~/components/ui/form-alert";
import {
  getFormProps,
  getInputProps,
  getSelectProps,
  getTextareaProps,
  useForm,
  type FieldMetadata,
} from "@conform-to/react";
import type { HeadersFunction, MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { PackageError, packageMissingMeta } from "~/components/package-error";
import { ApproxEur } from "~/components/approx-eur";
import { HumanCheck } from "~/components/human-check";
import { ImageCycle } from "~/components/image-cycle";
import { EmailAndPhoneFields } from "~/components/phone-field";
import { CheckboxField, InputField, SelectField, SendingCover, TextareaField } from "~/components/ui/field";

import { useDeferredRules } from "~/utils/deferred-rules";
import { shareImageOf } from "~/utils/image-source";
import { publicPageMeta } from "~/utils/seo";
import { useHydrated, useIsPending } from "~/utils/hooks";
import { useLiveSeats } from "~/components/live-seats";
import { TOKEN_FIELD } from "~/utils/human-check";
import { MAX_PEOPLE } from "~/utils/party";
import { metaT, useT, type Lang } from "~/utils/i18n";
import type { PriceRow } from "~/utils/money";
import { lazy, Suspense, useEffect, useRef, useState, type FormEvent } from "react";
import {
  chosenStart,
  DEPARTURE_FIELD,
  departureValue,
  pickupOptionLabel,
  pickupTimeFor,
  readDepartureValue,
  TOTAL_INTENT,
} from "~/utils/departure-choice";
import type { CancellationPolicy } from "~/utils/guest-promises";
import type { DepartureCalendarProps } from "~/components/departure-calendar";
import type { LiveParty } from "~/components/live-total";
import { loader, action, type Estimate, type OfferedDeparture, type SendingFailed } from "./book.$uid.server";

export { loader, action };

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  const i18n = metaT(matches);
  return data
    ? publicPageMeta(matches, {
        title: i18n.t("Book: {title}", { title: data.pkg.title }),
        description: i18n.t("Send a booking request for {title}. We confirm as soon as possible.", {
          title: data.pkg.title,
        }),
        // Without the ?date= an e-mail's departure link adds: one address for the page.
        path: `/book/${data.pkg.id}`,
        image: data.pkg.images[0]
          ? {
              ...shareImageOf(data.pkg.images[0]),
              alt: i18n.t("{title}, photo {number}", { title: data.pkg.title, number: 1 }),
            }
          : null,
      })
    : packageMissingMeta(i18n);
};

// The form carries a one-time key, so this page must never be shared by a cache.
export const headers: HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

function isSendingFailed(data: unknown): data is SendingFailed {
  return typeof data === "object" && data !== null && "sendingFailed" in data;
}

/** What the form as typed comes to, when the page answers a change button pressed without JavaScript. */
function estimateOf(data: unknown): Estimate | null {
  return typeof data === "object" && data !== null && "estimate" in data ? (data.estimate as Estimate) : null;
}

/** The next departures a refusal offers ("There is no departure on {date}." and the others), if any. */
function offeredAfterRefusal(data: unknown): OfferedDeparture[] {
  return typeof data === "object" && data !== null && "next" in data && Array.isArray(data.next)
    ? (data.next as OfferedDeparture[])
    : [];
}

// The calendar, react-day-picker and the live total (the price code) come after the page runs, never with its first
// load (README, page budgets); for the same reason the loader writes the date hint, and the constants come from
// modules that import nothing.
const LiveTotal = lazy(() => import("~/components/live-total"));
// Shown only when the booking could not be saved.
const SendingFailedScreen = lazy(() => import("~/components/booking-sending-failed"));
const DepartureCalendar = lazy(() => import("~/components/departure-calendar"));
// In another language, the month and weekday names come too (react-day-picker's, date-fns' with the calendar's
// labels): a chunk of its own per language, fetched by its pages only, with the calendar, so it shows in it at once.
// English (and the tests' pseudo-locale) need none.
const CALENDARS: Partial<Record<Lang, typeof DepartureCalendar>> = {
  fr: lazy(() =>
    Promise.all([import("~/components/departure-calendar"), import("react-day-picker/locale/fr")]).then(
      ([calendar, { fr }]) => ({
        default: (props: DepartureCalendarProps) => <calendar.default {...props} locale={fr} />,
      }),
    ),
  ),
};

export default function Book() {
  const data = useLoaderData<typeof loader>();
  const i18n = useT();
  const { lang, href } = i18n;
  const {
    pkg,
    window: dates,
    constraint,
    termsUrl,
    servedAt,
    formKey,
    env,
    prices,
    rawPrices,
    chosenDate,
    profile,
    pickupZones,
    formWords,
    firstDateText,
  } = data;
  // With JavaScript, the seats follow other people's bookings and staff changes while the page is open.
  const { scheduled, departures, startTimes, seats } = useLiveSeats(pkg.id, data, lang);
  const hydrated = useHydrated();
  const actionData = useActionData<typeof action>();
  const sending = useIsPending({ formAction: href(`/book/${pkg.id}`) });
  const lastResult = isSendingFailed(actionData) ? undefined : actionData;
  const rules = useDeferredRules(() => import("~/schemas/browser/booking"));
  const [form, fields] = useForm({
    id: "booking-form",
    lastResult,
    constraint,
    // A refused post comes back with what was typed (lastResult), which Conform prefers to these.
    defaultValue: { ...profile, ...(chosenDate ? { date: chosenDate } : {}) },
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => rules.validate(formData, ({ checkBooking }) => checkBooking(formData, dates)),
  });

  const live = useLiveParty();
  const rulesProps = rules.formProps(form.onSubmit);
  // A next departure's button: with JavaScript its date and start time are set where they are, checked as if typed,
  // and the date takes the focus (in view below the list on a phone); without, the server sends the form back so.
  // The start time follows once the date is in the page: each update reads the form as the page has it.
  const [chosen, setChosen] = useState<{ startTime: string | null; n: number }>({ startTime: null, n: 0 });
  useEffect(() => {
    if (!chosen.n) return;
    if (chosen.startTime) form.update({ name: fields.startTime.name, value: chosen.startTime, validated: true });
    document.getElementById(fields.date.id)?.focus();
    // Once per choice: the form's own changes must not set the start time again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [chosen]);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const button = (event.nativeEvent as SubmitEvent).submitter;
    const departure =
      button?.getAttribute("name") === DEPARTURE_FIELD ? readDepartureValue(button.getAttribute("value") ?? "") : null;
    if (!departure) return rulesProps.onSubmit(event);
    event.preventDefault();
    const choose = () => {
      form.update({ name: fields.date.name, value: departure.date, validated: true });
      setChosen(({ n }) => ({ startTime: startTimes.length ? departure.startTime : null, n: n + 1 }));
    };
    // Once this submit event is over: Conform's updates are submits of their own, which a form ignores while it fires one.
    void rules.ready().then(() => setTimeout(choose));
  };
  const Calendar = CALENDARS[lang] ?? DepartureCalendar;

  if (isSendingFailed(actionData))
    return (
      <Suspense fallback={null}>
        <SendingFailedScreen data={actionData} />
      </Suspense>
    );

  const next = offeredAfterRefusal(actionData);
  const countOptions = (min: number) => Array.from({ length: MAX_PEOPLE - min + 1 }, (_, i) => min + i);

  // The departure the form names (its start, for the pickup times), and what the server answered it comes to.
  const start = chosenStart(seats, fields.date.value, fields.startTime.value);
  const estimate = estimateOf(actionData);
  const policy = estimate?.policy ?? data.policy;
  const shownDepartures = next.length ? next : departures;

  return (
    <div className="container-page py-4 sm:py-8 lg:py-12">
      <div className="grid overflow-hidden rounded-3xl bg-white shadow-card lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        {/* First in the page (on a phone, the form is the first screen); on a wide screen beside the summary. */}
        <section className="p-5 sm:p-8 lg:col-start-2 lg:row-start-1" aria-label={i18n.t("Booking form")}>
          <p className="text-sm font-semibold uppercase tracking-widest text-lagoon-dark">{i18n.t("Booking for")}</p>
          <h1 className="mb-4 mt-1 text-2xl font-semibold sm:text-3xl">{pkg.title}</h1>
          <SendingCover sending={sending} label={i18n.t("Sending your booking request")} minHeight="min-h-[30rem]" />
          <Form
            method="post"
            {...getFormProps(form)}
            {...rulesProps}
            onSubmit={onSubmit}
            ref={live.ref}
            onChange={live.read}
            hidden={sending}
            className="space-y-1"
          >
            <input type="hidden" name="formKey" value={formKey} />
            <FormAlert form={form} targets={{ [TOKEN_FIELD]: "booking-captcha-error" }} />
            <div className="grid gap-x-5 sm:grid-cols-2">
              <InputField
                field={fields.date}
                type="date"
                label={i18n.t("Date")}
                hint={i18n.t("From {date}", { date: firstDateText })}
                className="sm:col-span-2"
                inputProps={{
                  min: dates.minDate,
                  max: dates.maxDate,
                  // After a departure chosen without JavaScript, the page opens at the date it set (the browser focuses it).
                  autoFocus: estimate?.by === "departure",
                }}
              />
              {seats.length ? (
                // The calendar comes once the page runs. Where scripts run, its room (a six-week month's) is kept from
                // the first paint, so the departures and the fields under it never move (README, page budgets: CLS 0).
                <div className="hidden sm:col-span-2 [@media(scripting:enabled)]:block [@media(scripting:enabled)]:min-h-[32rem] sm:[@media(scripting:enabled)]:min-h-[29.5rem]">
                  {hydrated ? (
                    <Suspense fallback={null}>
                      <Calendar
                        seats={seats}
                        value={fields.date.value ?? ""}
                        // Through Conform, so the field's checks run as if the visitor had typed the date.
                        onChoose={(date) =>
                          void rules
                            .ready()
                            .then(() => form.update({ name: fields.date.name, value: date, validated: true }))
                        }
                        minDate={dates.minDate}
                        // The seats are known for 90 days: the calendar stops at the last departure among them.
                        maxDate={seats.at(-1)?.[0] ?? dates.minDate}
                      />
                    </Suspense>
                  ) : null}
                </div>
              ) : null}
              {startTimes.length ? (
                <SelectField
                  label={i18n.t("Start time")}
                  className="sm:col-span-2"
                  errors={fields.startTime.errors}
                  selectProps={answeredSelectProps(fields.startTime, "")}
                >
                  <option value="">{i18n.t("Choose a start time")}</option>
                  {startTimes.map((time) => (
                    <option key={time} value={time}>
                      {time}
                    </option>
                  ))}
                </SelectField>
              ) : null}
              {scheduled || next.length ? (
                <div className="mb-4 sm:col-span-2">
                  <h2 className="text-sm font-semibold">{i18n.t("Next departures (Mauritius time)")}</h2>
                  {shownDepartures.length ? (
                    <DepartureChoices formId={form.id} departures={shownDepartures} />
                  ) : (
                    <p className="text-sm">{i18n.t("No departure is open for booking yet.")}</p>
                  )}
                </div>
              ) : null}
            </div>
            <h2 className="mb-3 pt-2 text-xl font-semibold">{i18n.t("Your details")}</h2>
            <div className="grid gap-x-5 sm:grid-cols-2">
              <InputField field={fields.name} type="text" label={i18n.t("First name")} autoComplete="given-name" />
              <InputField field={fields.surname} type="text" label={i18n.t("Last name")} autoComplete="family-name" />
              <EmailAndPhoneFields
                fields={fields}
                phone={{ label: i18n.t("Phone"), hint: i18n.t("With the country code, no spaces") }}
              />
              {formWords.reminders ? (
                <div className="mb-4 sm:col-span-2">
                  <CheckboxField
                    labelClassName="flex items-start gap-3 text-sm"
                    errors={fields.phoneReminders.errors}
                    inputProps={{
                      ...getInputProps(fields.phoneReminders, { type: "checkbox" }),
                      key: fields.phoneReminders.key,
                    }}
                    label={formWords.reminders.label}
                    hint={formWords.reminders.hint}
                  />
                </div>
              ) : null}
            </div>
            {pickupZones.length ? (
              <>
                <SelectField
                  label={i18n.t("Pickup")}
                  hint={formWords.meetingPoint}
                  errors={fields.pickup.errors}
                  selectProps={answeredSelectProps(fields.pickup, "")}
                >
                  <option value="">{formWords.none}</option>
                  {pickupZones.map((group) => (
                    <optgroup key={group.zone} label={group.zone}>
                      {group.places.map((p) => (
                        <option key={p.id} value={p.id}>
                          {pickupOptionLabel(p, start && pickupTimeFor(start, p.minutesBefore), i18n)}
                        </option>
                      ))}
                    </optgroup>
                  ))}
                  {/* ANOTHER_ADDRESS (utils/pickup.ts), written out: that module is not for this page's first load. */}
                  <option value="address">{formWords.address}</option>
                </SelectField>
                {/* Always in the page (it works so without JavaScript): only read with "Another address". */}
                <InputField field={fields.pickupAddress} label={i18n.t("Address")} hint={formWords.addressHint} />
              </>
            ) : null}
            <fieldset className="grid grid-cols-3 gap-x-3 sm:gap-x-5">
              <legend className="field-label mb-2">{i18n.t("Who is coming")}</legend>
              {(
                [
                  ["adults", i18n.t("Adults"), "", 1],
                  ["children", i18n.t("Children"), i18n.t("(3–11)"), 0],
                  ["infants", i18n.t("Infants"), i18n.t("(under 3)"), 0],
                ] as const
              ).map(([name, label, ages, min]) => {
                const field = fields[name];
                return (
                  <SelectField
                    key={name}
                    // Label, select and error line share the fieldset's rows: the three selects stay side by side when
                    // a label wraps or one of them has a message (two infants per adult).
                    className="row-span-3 grid grid-rows-subgrid"
                    labelClassName="mb-1 block text-sm text-ink-soft"
                    errors={field.errors}
                    // Never empty (it starts at the smallest count), so not "required": HTML allows that only with an empty first option.
                    selectProps={{ ...answeredSelectProps(field, String(min)), required: undefined }}
                    label={
                      <>
                        {label}
                        {/* A narrow column may wrap the label, but not inside its brackets. */}
                        {ages ? (
                          <>
                            {" "}
                            <span className="whitespace-nowrap">{ages}</span>
                          </>
                        ) : null}
                      </>
                    }
                  >
                    {countOptions(min).map((n) => (
                      <option key={n} value={n}>
                        {n}
                      </option>
                    ))}
                  </SelectField>
                );
              })}
            </fieldset>
            <TextareaField
              label={i18n.t("Message (optional)")}
              errors={fields.message.errors}
              textareaProps={{
                ...getTextareaProps(fields.message),
                rows: 3,
                placeholder: i18n.t("Dietary needs, celebrations, questions…"),
              }}
            />
            {/* What it comes to, just above the send button: live with JavaScript, else the server's answer to 'Show total'. */}
            <div className="my-3 space-y-2 rounded-2xl bg-sand/50 p-4 text-sm" data-testid="booking-summary">
              {live.party ? (
                <Suspense fallback={null}>
                  <LiveTotal
                    prices={rawPrices}
                    party={live.party}
                    zones={pickupZones}
                    eurRate={env.eurRate}
                    departure={
                      start && fields.date.value
                        ? { date: fields.date.value, startTime: start, ...data.cancelRule }
                        : null
                    }
                  />
                </Suspense>
              ) : estimate ? (
                <dl className="space-y-1">
                  <dt className="text-ink-soft">{i18n.t("Total")}</dt>
                  <dd className="text-base font-semibold">
                    <span data-testid="shown-total">{estimate.total}</span>
                    <ApproxEur text={estimate.approx} />
                  </dd>
                  <dt className="text-ink-soft">{i18n.t("Pickup")}</dt>
                  <dd data-testid="shown-pickup">{estimate.pickup}</dd>
                </dl>
              ) : null}
              {/* With JavaScript, a chosen departure's own cut-off comes with the live total. */}
              {live.party && start ? null : <CancellationPolicyText policy={policy} />}
              {hydrated && live.party ? null : (
                <button
                  type="submit"
                  name={TOTAL_INTENT.name}
                  value={TOTAL_INTENT.value}
                  formNoValidate
                  // Without JavaScript the answer opens at the total, as a departure's opens at the date: the one way
                  // a page answered by the server can keep the visitor's place.
                  // eslint-disable-next-line jsx-a11y/no-autofocus
                  autoFocus={estimate?.by === "total"}
                  className="btn-secondary"
                >
                  {i18n.t("Show total")}
                </button>
              )}
            </div>
            <TermsCheckbox field={fields.terms} termsUrl={termsUrl} />
            <HumanCheck env={env} servedAt={servedAt} form={form} errorId="booking-captcha-error" />
            <button type="submit" className="btn-primary w-full sm:w-auto" disabled={sending}>
              {i18n.t("Send booking request")}
            </button>
            <p className="pt-2 text-sm font-semibold">{formWords.promise}</p>
            <p className="text-sm text-ink-soft">{formWords.nothingPaid}</p>
          </Form>
        </section>

        <aside className="relative isolate flex min-h-[16rem] flex-col justify-end bg-lagoon-dark p-6 text-white sm:p-8 lg:col-start-1 lg:row-start-1 lg:min-h-full">
          <ImageCycle images={pkg.images} sizes="(min-width: 1024px) 440px, 100vw" />
          {/* Darker at the top below lg, where the text reaches it. */}
          <div className="absolute inset-0 -z-10 bg-gradient-to-t from-ink/90 via-ink/60 to-ink/45 lg:via-ink/55 lg:to-ink/10" />
          {/* On its own dark ground: the package image behind may be as light as a sky. */}
          <h2 className="w-fit rounded-full bg-ink px-3 py-1 text-sm font-semibold uppercase tracking-widest text-gold">
            {i18n.t("About this package")}
          </h2>
          {pkg.highlights.length ? (
            <ol className="mt-4 list-decimal space-y-1.5 pl-5 text-sand marker:font-semibold marker:text-gold">
              {pkg.highlights.map((h, i) => (
                <li key={i}>{h}</li>
              ))}
            </ol>
          ) : null}
          <Link
            to={href(`/info/${pkg.id}`)}
            className="mt-5 w-fit text-sm font-semibold text-white underline underline-offset-4"
          >
            {i18n.t("Everything about this package")}
          </Link>
          <BookingFacts prices={prices} policy={policy} />
        </aside>
      </div>
    </div>
  );
}

/** A select's props, with the value of the form's last answer (a new select at each answer: its key), else `empty`. */
function answeredSelectProps<Schema>(field: FieldMetadata<Schema, Record<string, unknown>, string[]>, empty: string) {
  return { ...getSelectProps(field), key: field.key, defaultValue: field.initialValue ?? empty };
}

/** The party as chosen in the form, read when the page runs and at each change (null without JavaScript). */
function useLiveParty() {
  const ref = useRef<HTMLFormElement>(null);
  const [party, setParty] = useState<LiveParty | null>(null);
  const read = () => {
    const data = ref.current ? new FormData(ref.current) : null;
    if (!data) return;
    const count = (name: string) => Number(data.get(name) ?? 0) || 0;
    setParty({
      adults: count("adults"),
      children: count("children"),
      infants: count("infants"),
      pickup: data.get("pickup"),
    });
  };
  useEffect(read, []);
  return { ref, party, read };
}

/** Beside the form: the prices by age, the package's cancellation policy and the seats rule. */
function BookingFacts({ prices, policy }: { prices: PriceRow[] | null; policy: CancellationPolicy }) {
  const i18n = useT();
  return (
    <div className="mt-6 space-y-4 rounded-2xl bg-white p-4 text-ink">
      {prices ? (
        <table className="w-full text-left text-sm">
          <caption className="mb-1 text-left font-semibold">{i18n.t("Prices per person")}</caption>
          <tbody>
            {prices.map((row) => (
              <tr key={row.band}>
                <th scope="row" className="py-0.5 pr-3 font-normal">
                  {row.label} ({row.ages})
                </th>
                <td className="py-0.5 text-right font-semibold">
                  {row.text}
                  <ApproxEur text={row.approx} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p className="font-semibold">{i18n.t("Price on request")}</p>
      )}
      <CancellationPolicyText policy={policy} />
      <p className="text-sm text-ink-soft">{i18n.t("Infants sit on a lap and take no seat.")}</p>
    </div>
  );
}

/** The free-cancellation rule in its two sentences (written by the loader, or for a departure by the server's answer). */
function CancellationPolicyText({ policy }: { policy: CancellationPolicy }) {
  return (
    <p className="text-sm">
      <span className="font-semibold">{policy.free}.</span> {policy.after}
    </p>
  );
}

/**
 * Departures as a list: each bookable one a button of the booking form (from outside it too, by its `form`) that fills
 * the departure's date and start time in, keeping all that was typed: with JavaScript in place, without by the server.
 */
function DepartureChoices({ formId, departures }: { formId: string; departures: OfferedDeparture[] }) {
  const i18n = useT();
  return (
    <ul className="mt-1 space-y-1 text-sm">
      {departures.map((d) => {
        const text = i18n.t("{date}, {time}: {seats}", { date: d.day, time: d.startTime, seats: d.label });
        return (
          <li key={`${d.date}|${d.startTime}`}>
            {/* Never the browser's checks of the fields: choosing a departure is not sending the form. */}
            {d.bookable ? (
              <button
                type="submit"
                form={formId}
                name={DEPARTURE_FIELD}
                value={departureValue(d)}
                formNoValidate
                className="link min-h-6 text-left"
              >
                {text}
              </button>
            ) : (
              text
            )}
          </li>
        );
      })}
    </ul>
  );
}

export function ErrorBoundary() {
  return <PackageError notFound="packageNotBookable" />;
}
