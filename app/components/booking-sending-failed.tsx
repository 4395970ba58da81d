import { Link } from "@remix-run/react";
import { PAGE_ERRORS } from "~/components/error-screen";
import { useT } from "~/utils/i18n";

/** The action's answer when the booking could not be saved: what the guest typed, and the operator's address. */
export type SendingFailed = {
  sendingFailed: { name: string; email: string; phone: string; message: string };
  contactEmail: string;
};

/** The booking page's answer when the request could not be saved: what was typed, and where to send it instead. */
export default function SendingFailedScreen({ data }: { data: SendingFailed }) {
  const q = data.sendingFailed;
  const i18n = useT();
  const { href } = i18n;
  return (
    <div className="container-page py-12">
      <div className="card mx-auto max-w-xl p-8" role="alert">
        <h1 className="text-2xl font-semibold text-coral-dark">{i18n.t("Sending failed")}</h1>
        <p className="mt-3 text-ink-soft">
          {i18n.t("We could not save your booking request. Please send your query to")}{" "}
          <a
            className="link"
            href={`mailto:${data.contactEmail}?subject=${encodeURIComponent(i18n.t("Booking request"))}`}
          >
            {data.contactEmail}
          </a>{" "}
          {i18n.t("with these details, and we will answer as soon as possible:")}
        </p>
        <dl className="mt-6 grid grid-cols-[auto_1fr] gap-x-6 gap-y-2">
          <dt className="font-semibold">{i18n.t("Name")}</dt>
          <dd>{q.name}</dd>
          <dt className="font-semibold">{i18n.t("Email")}</dt>
          <dd>{q.email}</dd>
          <dt className="font-semibold">{i18n.t("Phone")}</dt>
          <dd>{q.phone}</dd>
          <dt className="font-semibold">{i18n.t("Message")}</dt>
          <dd className="whitespace-pre-line">{q.message || i18n.t("(none)")}</dd>
        </dl>
        <Link to={href("/")} className="btn-secondary mt-8">
          {i18n.t(PAGE_ERRORS.home)}
        </Link>
      </div>
    </div>
  );
}
