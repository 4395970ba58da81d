import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { ImageUpload, PackageFields } from "~/components/admin/package-form";
import { FormAlert } from "~/components/ui/form-alert";
import {
  createPackage,
  getPackage,
  newPackageId,
  removeFolderOfUnsavedPackage,
  storePackageImages,
} from "~/models/package.server";
import {
  factsOf,
  IMAGES_LOST,
  MAX_IMAGES,
  packageAddSchema,
  packageTranslationValues,
  pickupsOf,
  rulesOf,
  surchargesOf,
  surchargeValues,
} from "~/schemas/package";
import { listPickupPlaces } from "~/models/pickup.server";
import { submitForm } from "~/services/form.server";
import { rememberAdminPage, requireAdmin } from "~/services/admin.server";
import { useIsPending } from "~/utils/hooks";
import { redirectWithFlash } from "~/services/session.server";
import { IMAGE_MAX_BYTES } from "~/utils/storage.server";
import { AdminSection } from "~/components/admin/admin-section";
import { useCheckedForm } from "~/utils/checked-form";
import { errorMessage } from "~/utils/error-message";

export const meta: MetaFunction = () => [{ title: "Add Package | Back office" }];
export const headers: HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

const ADDED = "Package successfully added!";

export async function loader({ request }: LoaderFunctionArgs) {
  const admin = await requireAdmin(request);
  // The new package's id is chosen now and sent with the form: a second submit of the same form
  // (double click, back and resend) finds the package already there and creates nothing twice.
  rememberAdminPage(admin, request);
  return json({ packageId: newPackageId(), pickupPlaces: listPickupPlaces() });
}

/** The page answered back: Conform's result, a fresh key that empties the image picker, and a notice. */
const answer = (result: SubmissionResult<string[]>, status = 200, notice: string | null = null) =>
  json({ result, attempt: Date.now(), notice }, { status });

export async function action({ request, context }: ActionFunctionArgs) {
  const admin = await requireAdmin(request);
  const form = await submitForm({ request, context }, packageAddSchema, {
    uploads: {
      maxFileBytes: IMAGE_MAX_BYTES,
      maxFiles: MAX_IMAGES,
      unreadable: errorMessage("Nothing was saved. The form could not be read, so please fill it in again."),
      lost: IMAGES_LOST,
    },
    answer,
  });
  if (!form.ok) return form.response;
  const { images, ...value } = form.value;
  const packageId = value.packageId ?? newPackageId();

  const added = async () => redirectWithFlash("/admin/packages/active", { message: ADDED });
  if (getPackage(packageId)) return added();

  const stored = await storePackageImages(packageId, images);
  if (!stored.ok) {
    await removeFolderOfUnsavedPackage(packageId);
    return form.refuse({ formErrors: [stored.message] });
  }
  try {
    createPackage(
      {
        ...value,
        facts: factsOf(value),
        rules: rulesOf(value),
        pickups: pickupsOf(value),
        zoneSurcharges: surchargesOf(value),
        status: "active",
      },
      stored.images,
      packageId,
      {
        actor: admin,
      },
    );
  } catch (error) {
    // The same form sent twice at once: the other request saved it.
    if (getPackage(packageId)) return added();
    await removeFolderOfUnsavedPackage(packageId);
    throw error;
  }
  return added();
}

export default function AddPackage() {
  const { packageId, pickupPlaces } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const saving = useIsPending({ formAction: "/admin/add", state: "submitting" });
  const [form, fields] = useCheckedForm(packageAddSchema, {
    id: "package-form",
    lastResult: actionData?.result,
    defaultValue: {
      highlights: [""],
      important: [""],
      recommended: [""],
      information: [""],
      translations: packageTranslationValues({}),
      freeCancelHours: 24,
      depositKind: "none",
      // One row per place, in the order the section reads them; the minutes start empty (no pickup).
      pickups: pickupPlaces.map((p) => ({ placeId: String(p.id), minutesBefore: "" })),
      zoneSurcharges: surchargeValues(pickupPlaces, {}),
    },
    constraint: getZodConstraint(packageAddSchema),
  });

  return (
    <div className="space-y-6">
      <header>
        <h1 className="text-2xl font-semibold">Add Package</h1>
        <p className="mt-1 text-sm text-ink-soft">
          New packages are active: visitors see them on the home page as soon as you save.
        </p>
      </header>
      <Form method="post" encType="multipart/form-data" {...getFormProps(form)} className="space-y-6">
        {/* Enter in a text field saves, rather than pressing the first list button. */}
        <button type="submit" className="sr-only" tabIndex={-1} aria-hidden="true">
          Add package
        </button>
        <input type="hidden" name="packageId" value={packageId} />
        <FormAlert form={form} messages={[actionData?.notice]} />
        <PackageFields form={form} fields={fields} pickupPlaces={pickupPlaces} />
        <AdminSection id="images-heading" title="Images">
          <p className="mb-4 mt-1 text-sm text-ink-soft">
            Choose several at once; they keep the order you choose them in, and the first is the cover.
          </p>
          <ImageUpload label="Choose images" resetKey={actionData?.attempt} />
        </AdminSection>
        <div className="flex flex-wrap items-center gap-3">
          <button type="submit" className="btn-primary" disabled={saving}>
            {saving ? "Adding package…" : "Add package"}
          </button>
          <Link to="/admin/packages/active" className="btn-secondary">
            Cancel
          </Link>
        </div>
      </Form>
    </div>
  );
}
