import { Link } from "@remix-run/react";
import { HeadedSection } from "~/components/headed-section";
import { useT } from "~/utils/i18n";

/** The guest's rights over their data: a copy of it (a file download, a plain link), and the way to delete the account. */
export function YourData() {
  const i18n = useT();
  const { href } = i18n;
  return (
    <HeadedSection
      name="your-data"
      heading={i18n.t("Your data")}
      className="card mt-6 p-5 sm:p-8"
      headingClassName="text-xl font-semibold"
    >
      <p className="mt-2 text-ink-soft">
        {i18n.t(
          "Download everything we hold about you (profile, bookings, notifications and messages) as a file, or delete your account.",
        )}
      </p>
      <div className="mt-4 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
        {/* A file, not a page: the browser downloads it (a plain link, so no client-side navigation takes it). */}
        <a href="/userprofile/data.json" download className="btn-secondary">
          {i18n.t("Download your data")}
        </a>
        <Link to={href("/userprofile/delete")} className="btn-secondary">
          {i18n.t("Delete your account")}
        </Link>
      </div>
    </HeadedSection>
  );
}
