import { getFormProps, getInputProps, getSelectProps, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { ImageUpload, PackageFields, StatusBadge } from "~/components/admin/package-form";
import { CheckboxField, SelectField } from "~/components/ui/field";
import { FormAlert } from "~/components/ui/form-alert";
import { statusTitles } from "~/components/admin/package-list";
import type { PackageStatus } from "~/db/schema";
import {
  deletePackagePermanently,
  discardImageFiles,
  getPackage,
  packageTexts,
  storePackageImages,
  thumbnailOf,
  updatePackage,
} from "~/models/package.server";
import { listScheduleRules } from "~/models/schedule.server";
import { listPickupPlaces, packagePickupList } from "~/models/pickup.server";
import {
  editPageSchema,
  factsOf,
  IMAGES_LOST,
  MAX_IMAGES,
  packageEditSchema,
  packageTranslationValues,
  pickupsOf,
  rulesOf,
  surchargesOf,
  surchargeValues,
  type EditIntent,
} from "~/schemas/package";
import { submitForm } from "~/services/form.server";
import { adminLandingPage, requireAdmin } from "~/services/admin.server";
import { useIsPending, usePendingFormData } from "~/utils/hooks";
import { redirectWithFlash } from "~/services/session.server";
import { IMAGE_MAX_BYTES } from "~/utils/storage.server";
import { AdminSection } from "~/components/admin/admin-section";
import { useCheckedForm } from "~/utils/checked-form";
import { errorMessage } from "~/utils/error-message";

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: `${data ? `Edit: ${data.pkg.title}` : "Package not found"} | Back office` },
];
export const headers: HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

const UPDATED = "Package updated successfully!";
const REMOVED = "Package removed permanently.";
const NOT_DELETED = errorMessage("Only a deleted package can be removed permanently: delete it first.");
const CHANGED_MEANWHILE = errorMessage(
  "This change of status is not possible any more: the package was changed meanwhile. Reload the page and try again.",
);
const statusOfIntent: Record<EditIntent, PackageStatus | undefined> = {
  save: undefined,
  archive: "archived",
  activate: "active",
  delete: "deleted",
};

function loadPackage(id: string | undefined) {
  const pkg = getPackage(id ?? "");
  if (!pkg) throw new Response("Package not found", { status: 404 });
  return pkg;
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const pkg = loadPackage(params.packageId);
  const confirmRemoval = new URL(request.url).searchParams.get("step") === "remove" && pkg.status === "deleted";
  const minutes = new Map(packagePickupList(pkg.id).map((p) => [p.id, p.minutesBefore]));
  const pickupPlaces = listPickupPlaces();
  return json({
    confirmRemoval,
    pickupPlaces,
    pkg: {
      ...packageTexts(pkg),
      translations: pkg.translations,
      durationMinutes: pkg.durationMinutes,
      meetingPoint: pkg.meetingPoint,
      priceAdult: pkg.priceAdult,
      priceChild: pkg.priceChild,
      priceInfant: pkg.priceInfant,
      cutoffHours: pkg.cutoffHours,
      freeCancelHours: pkg.freeCancelHours,
      depositKind: pkg.depositKind,
      depositValue: pkg.depositValue,
      // The rules as the form's fields hold them: weekday boxes' values, the start times as one text.
      rules: listScheduleRules(pkg.id).map((r) => ({
        weekdays: r.weekdays.map(String),
        startTimes: r.startTimes.join(", "),
        seats: String(r.seats),
        validFrom: r.validFrom ?? "",
        validTo: r.validTo ?? "",
      })),
      // One row per place, in the order of pickupPlaces; empty minutes: no pickup there.
      pickups: pickupPlaces.map((p) => ({
        placeId: String(p.id),
        minutesBefore: minutes.has(p.id) ? String(minutes.get(p.id)) : "",
      })),
      // One row per zone with places, in the section's order; empty: no surcharge.
      zoneSurcharges: surchargeValues(pickupPlaces, pkg.zoneSurcharges),
      status: pkg.status,
      images: pkg.images.map((img) => ({ id: img.id, name: img.name, thumb: thumbnailOf(img) })),
    },
  });
}

/**
 * The page answered back: which of its forms the answer is about (the package's, or removing it for good), Conform's
 * result, a fresh key that empties the image picker, and a notice.
 */
const answer = (result: SubmissionResult<string[]>, status = 200, notice: string | null = null) =>
  json(
    {
      form: result.initialValue?.intent === "remove-permanently" ? ("remove" as const) : ("package" as const),
      result,
      attempt: Date.now(),
      notice,
    },
    { status },
  );

export async function action({ request, params, context }: ActionFunctionArgs) {
  const admin = await requireAdmin(request);
  const pkg = loadPackage(params.packageId);
  const form = await submitForm({ request, context }, editPageSchema, {
    uploads: {
      maxFileBytes: IMAGE_MAX_BYTES,
      maxFiles: MAX_IMAGES,
      unreadable: errorMessage("Nothing was saved. Please make your changes again."),
      lost: IMAGES_LOST,
    },
    answer,
  });
  if (!form.ok) return form.response;

  if (form.value.intent === "remove-permanently") {
    if (pkg.status !== "deleted") return form.refuse({ formErrors: [NOT_DELETED] }, 409);
    await deletePackagePermanently(pkg.id, admin);
    return redirectWithFlash("/admin/packages/deleted", { message: REMOVED });
  }

  const { intent, existingImages, images, ...fields } = form.value;
  const stored = await storePackageImages(pkg.id, images);
  if (!stored.ok) return form.refuse({ formErrors: [stored.message] });

  // Positions as chosen (1 is first); equal positions keep the order they had.
  const order = existingImages
    .map((img, index) => ({ id: img.id, key: img.position ?? index + 1, index }))
    .sort((a, b) => a.key - b.key || a.index - b.index)
    .map((img) => img.id);
  const remove = existingImages.filter((img) => img.remove).map((img) => img.id);
  let outcome;
  try {
    outcome = await updatePackage(
      pkg.id,
      {
        ...fields,
        facts: factsOf(fields),
        rules: rulesOf(fields),
        pickups: pickupsOf(fields),
        zoneSurcharges: surchargesOf(fields),
        status: statusOfIntent[intent],
      },
      { order, remove, add: stored.images },
      admin,
    );
  } catch (error) {
    await discardImageFiles(pkg.id, stored.images);
    throw error;
  }
  if (outcome !== "updated") {
    await discardImageFiles(pkg.id, stored.images);
    if (outcome === "not-found") throw new Response("Package not found", { status: 404 });
    return form.refuse({ formErrors: [CHANGED_MEANWHILE] }, 409);
  }
  // After save the admin goes to /admin, which reopens the admin page chosen last: go there directly.
  return redirectWithFlash(adminLandingPage(admin), { message: UPDATED });
}

export default function EditPackage() {
  const { pkg, confirmRemoval } = useLoaderData<typeof loader>();
  return confirmRemoval ? <ConfirmRemoval pkg={pkg} /> : <EditForm key={pkg.id} />;
}

function Breadcrumb({ pkg }: { pkg: { title: string; status: PackageStatus } }) {
  return (
    <nav aria-label="Breadcrumb" className="text-sm text-ink-soft">
      <Link to="/admin/packages" className="link">
        Packages
      </Link>{" "}
      /{" "}
      <Link to={`/admin/packages/${pkg.status}`} className="link">
        {statusTitles[pkg.status]}
      </Link>{" "}
      / <span aria-current="page">{pkg.title}</span>
    </nav>
  );
}

function EditForm() {
  const { pkg, pickupPlaces } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const sent = usePendingFormData({ formAction: `/edit/${pkg.id}`, state: "submitting" });
  const busyIntent = sent ? String(sent.get("intent") ?? "save") : null;
  const list = (items: string[]) => (items.length ? items : [""]);
  const [form, fields] = useCheckedForm(packageEditSchema, {
    id: "package-form",
    lastResult: actionData?.form === "package" ? actionData.result : undefined,
    defaultValue: {
      title: pkg.title,
      shortDescription: pkg.shortDescription,
      longDescription: pkg.longDescription,
      highlights: list(pkg.highlights),
      important: list(pkg.important),
      recommended: list(pkg.recommended),
      information: list(pkg.information),
      translations: packageTranslationValues(pkg.translations),
      durationMinutes: pkg.durationMinutes ?? undefined,
      meetingPoint: pkg.meetingPoint,
      priceAdult: pkg.priceAdult ?? undefined,
      priceChild: pkg.priceChild ?? undefined,
      priceInfant: pkg.priceInfant ?? undefined,
      cutoffHours: pkg.cutoffHours,
      freeCancelHours: pkg.freeCancelHours,
      depositKind: pkg.depositKind,
      depositValue: pkg.depositKind === "none" ? undefined : pkg.depositValue,
      rules: pkg.rules,
      pickups: pkg.pickups,
      zoneSurcharges: pkg.zoneSurcharges,
      existingImages: pkg.images.map((img, i) => ({ id: String(img.id), position: String(i + 1) })),
    },
    constraint: getZodConstraint(packageEditSchema),
  });
  const imageFields = fields.existingImages.getFieldList();
  const imageById = new Map(pkg.images.map((img) => [String(img.id), img]));

  const statusText: Record<PackageStatus, string> = {
    active: "Active: visitors see this package on the home page and can book it.",
    archived: "Archived: hidden from visitors. Activate it to show it again.",
    deleted: "Deleted: hidden from visitors. Restore it to make it active again, or remove it permanently.",
  };

  return (
    <div className="space-y-6">
      <Breadcrumb pkg={pkg} />
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 className="text-2xl font-semibold">Edit package</h1>
          <p className="mt-1 flex flex-wrap items-center gap-2 text-sm text-ink-soft">
            <span className="font-semibold text-ink">{pkg.title}</span> <StatusBadge status={pkg.status} />
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Link to={`/admin/departures/${pkg.id}`} className="btn-secondary min-h-[40px] px-4 text-sm">
            Departures
          </Link>
          {pkg.status === "active" ? (
            <Link to={`/info/${pkg.id}`} className="btn-secondary min-h-[40px] px-4 text-sm">
              View on the site
            </Link>
          ) : null}
        </div>
      </header>

      <Form method="post" encType="multipart/form-data" {...getFormProps(form)} className="space-y-6">
        {/* Enter in a text field saves, rather than pressing the first list button. */}
        <button type="submit" name="intent" value="save" className="sr-only" tabIndex={-1} aria-hidden="true">
          Save changes
        </button>
        <FormAlert
          form={form}
          messages={[actionData?.notice, ...(actionData?.form === "remove" ? removalErrors(actionData.result) : [])]}
        />
        <PackageFields
          form={form}
          fields={fields}
          departuresHref={`/admin/departures/${pkg.id}`}
          pickupPlaces={pickupPlaces}
        />

        <AdminSection id="images-heading" title="Images">
          {imageFields.length ? (
            <>
              <p className="mt-1 text-sm text-ink-soft">
                Position 1 is the cover. Ticked images are removed when you save.
              </p>
              <ul className="mt-4 grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
                {imageFields.map((imageField, index) => {
                  const image = imageField.getFieldset();
                  const stored = imageById.get(String(image.id.initialValue ?? ""));
                  if (!stored) return null;
                  // A hidden input cannot be "required" in HTML; the server checks the ids.
                  const { key: idKey, required: _required, ...idProps } = getInputProps(image.id, { type: "hidden" });
                  const { key: removeKey, ...removeProps } = getInputProps(image.remove, { type: "checkbox" });
                  return (
                    <li key={imageField.key} className="overflow-hidden rounded-xl border border-line bg-sand-light/60">
                      {/* "Image n" is how the staff tell a package's images apart (the position select says the same). */}
                      {/* eslint-disable-next-line jsx-a11y/img-redundant-alt */}
                      <img
                        src={stored.thumb.url}
                        width={stored.thumb.width}
                        height={stored.thumb.height}
                        alt={`Image ${index + 1}: ${stored.name}`}
                        className="aspect-[2/1] w-full bg-sand object-cover"
                      />
                      <div className="flex flex-wrap items-end justify-between gap-3 p-3">
                        <input key={idKey} {...idProps} />
                        <SelectField
                          label={`Position of image ${index + 1}`}
                          errors={null}
                          selectProps={{ ...getSelectProps(image.position), className: "w-24 py-2" }}
                        >
                          {pkg.images.map((_, i) => (
                            <option key={i} value={i + 1}>
                              {i + 1}
                            </option>
                          ))}
                        </SelectField>
                        <label className="flex min-h-[44px] items-center gap-2 text-sm font-semibold text-coral-dark">
                          <input key={removeKey} {...removeProps} className="h-5 w-5 accent-coral-dark" />
                          Remove image {index + 1}
                        </label>
                      </div>
                    </li>
                  );
                })}
              </ul>
            </>
          ) : (
            <p className="mt-1 text-sm text-ink-soft">This package has no images yet.</p>
          )}
          <div className="mt-6">
            <ImageUpload label="Add images" resetKey={actionData?.attempt} />
          </div>
        </AdminSection>

        <div className="flex flex-wrap items-center gap-3">
          <button type="submit" name="intent" value="save" className="btn-primary" disabled={busyIntent !== null}>
            {busyIntent === "save" ? "Saving…" : "Save changes"}
          </button>
          <Link to={`/admin/packages/${pkg.status}`} className="btn-secondary">
            Cancel
          </Link>
        </div>

        <section className="card border border-line p-5 sm:p-6" aria-labelledby="status-heading">
          <h2 id="status-heading" className="text-xl font-semibold">
            Status
          </h2>
          <p className="mt-1 text-sm text-ink-soft">{statusText[pkg.status]}</p>
          <p className="mt-1 text-sm text-ink-soft">These buttons also save the changes above.</p>
          <div className="mt-4 flex flex-wrap gap-3">
            {pkg.status === "active" ? (
              <button
                type="submit"
                name="intent"
                value="archive"
                className="btn-secondary"
                disabled={busyIntent !== null}
              >
                Archive
              </button>
            ) : (
              <button
                type="submit"
                name="intent"
                value="activate"
                className="btn-secondary"
                disabled={busyIntent !== null}
              >
                {pkg.status === "deleted" ? "Restore" : "Activate"}
              </button>
            )}
            {pkg.status !== "deleted" ? (
              <button type="submit" name="intent" value="delete" className="btn-accent" disabled={busyIntent !== null}>
                Delete
              </button>
            ) : (
              <Link to={`/edit/${pkg.id}?step=remove`} className="btn-accent">
                Remove permanently…
              </Link>
            )}
          </div>
        </section>
      </Form>
    </div>
  );
}

/** A refused removal's messages (the form's, the box's), in words. */
function removalErrors(result: SubmissionResult<string[]>): string[] {
  return [...(result.error?.[""] ?? []), ...(result.error?.confirm ?? [])];
}

function ConfirmRemoval({ pkg }: { pkg: { id: string; title: string; status: PackageStatus; images: unknown[] } }) {
  const actionData = useActionData<typeof action>();
  const removing = useIsPending({ state: "submitting" });
  const errors = actionData?.form === "remove" ? removalErrors(actionData.result) : [];
  return (
    <div className="space-y-6">
      <Breadcrumb pkg={pkg} />
      <section
        className="card mx-auto max-w-2xl border-t-4 border-coral-dark p-6 sm:p-8"
        aria-labelledby="remove-heading"
      >
        <h1 id="remove-heading" className="text-2xl font-semibold">
          Remove “{pkg.title}” permanently?
        </h1>
        <p className="mt-3 text-ink-soft">
          This deletes the package, its {pkg.images.length} image{pkg.images.length === 1 ? "" : "s"} and their files.
          Bookings already made keep the package’s title. This cannot be undone.
        </p>
        <Form method="post" className="mt-6 space-y-4">
          <input type="hidden" name="intent" value="remove-permanently" />
          <CheckboxField
            errors={errors.length ? errors : undefined}
            inputProps={{
              id: "confirm",
              name: "confirm",
              value: "yes",
              required: true,
              className: "mt-0.5 h-5 w-5 flex-none accent-coral-dark",
            }}
            label={<>I understand that “{pkg.title}” and its images will be removed for good.</>}
          />
          <div className="flex flex-wrap gap-3">
            <button type="submit" className="btn-accent" disabled={removing}>
              {removing ? "Removing…" : "Remove permanently"}
            </button>
            <Link to={`/edit/${pkg.id}`} className="btn-secondary">
              Cancel
            </Link>
          </div>
        </Form>
      </section>
    </div>
  );
}
