import type { HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { ErrorScreen, PAGE_ERRORS } from "~/components/error-screen";
import { bookingOfCheckout, getCheckout } from "~/models/checkout.server";
import { packageTitleIn } from "~/models/package.server";
import { getUser } from "~/services/auth.server";
import { settleCheckout } from "~/services/checkout.server";
import { providerNamed } from "~/services/payments/provider.server";
import { metaT, useT } from "~/utils/i18n";
import { langOf, requestMessages, requestTranslator } from "~/utils/i18n.server";
import { formatMoney } from "~/utils/money";
import { chargeText } from "~/utils/pay";

// Where the provider sends the guest back (return_url, and cancel_url with ?cancelled=1): the checkout is settled with
// the provider (PayPal's capture happens here) and the page says what happened. The checkout's id is the only key
// (128 random bits): the page shows the booking's reference, package and amounts, nothing personal, and is never
// cached, indexed or given as a Referer.
const PRIVATE = { "Cache-Control": "private, no-store", "Referrer-Policy": "same-origin", "X-Robots-Tag": "noindex" };

export const headers: HeadersFunction = () => PRIVATE;

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  const i18n = metaT(matches);
  return [{ title: data?.heading ?? i18n.t(PAGE_ERRORS.failed) }, { name: "robots", content: "noindex" }];
};

export async function loader({ params, request }: LoaderFunctionArgs) {
  const checkout = getCheckout(params.checkoutId ?? "");
  const booking = checkout && bookingOfCheckout(checkout);
  if (!checkout || !booking) throw new Response("This payment is not known", { status: 404, headers: PRIVATE });
  const i18n = requestTranslator(request);
  const cancelled = new URL(request.url).searchParams.has("cancelled");
  // The provider's answer decides; a guest who gave up is told so without asking it (a later webhook still counts).
  const status =
    checkout.status === "open" && checkout.providerId && !cancelled
      ? (await settleCheckout(checkout.providerId)).status
      : checkout.status;
  const provider = providerNamed(checkout.provider)?.label ?? checkout.provider;
  const outcome =
    status === "paid" ? "paid" : status === "failed" ? "failed" : cancelled ? "cancelled" : ("open" as const);
  const heading = {
    paid: i18n.t("Payment received"),
    cancelled: i18n.t("Payment cancelled: nothing was charged"),
    failed: i18n.t("The payment did not go through: nothing was charged"),
    open: i18n.t("We are confirming your payment with {provider}", { provider }),
  }[outcome];
  const user = await getUser(request);
  return json(
    {
      i18n: requestMessages(request, "booking"),
      outcome,
      heading,
      reference: booking.reference,
      packageTitle: packageTitleIn(booking.packageId, booking.packageTitle, langOf(request)),
      amount: formatMoney(checkout.amount, "MUR", i18n),
      charge: chargeText(checkout, i18n),
      // The manage page needs its token, which only the e-mails hold: a signed-in owner gets their booking's page.
      bookingLink: user && booking.userId === user.id ? `/user/booking/${booking.reference}` : null,
    },
    { headers: PRIVATE },
  );
}

export default function PaymentReturn() {
  const d = useLoaderData<typeof loader>();
  const i18n = useT();
  return (
    <div className="container-page py-16">
      <div className="card mx-auto max-w-xl p-6 text-center sm:p-8">
        <div role="status">
          <h1 className="text-2xl font-semibold">{d.heading}</h1>
        </div>
        <dl className="mx-auto mt-4 grid w-fit grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-left text-sm">
          <dt className="font-semibold">{i18n.t("Booking reference")}</dt>
          <dd className="font-mono" data-testid="booking-reference">
            {d.reference}
          </dd>
          <dt className="font-semibold">{i18n.t("Package")}</dt>
          <dd>{d.packageTitle}</dd>
          <dt className="font-semibold">{i18n.t("Amount")}</dt>
          <dd data-testid="payment-amount">{d.amount}</dd>
          {d.charge ? (
            <>
              <dt className="font-semibold">{i18n.t("Charged")}</dt>
              <dd data-testid="payment-charge">{d.charge}</dd>
            </>
          ) : null}
        </dl>
        <p className="mt-4 text-ink-soft">
          {d.outcome === "paid"
            ? i18n.t("A receipt is on its way to your e-mail, with the link to your booking.")
            : d.outcome === "open"
              ? i18n.t("This can take a minute. We e-mail you a receipt as soon as it is confirmed.")
              : i18n.t("You can try again from your booking's page: the link is in our e-mails.")}
        </p>
        {d.bookingLink ? (
          <Link to={i18n.href(d.bookingLink)} className="btn-primary mt-8">
            {i18n.t("View booking")}
          </Link>
        ) : (
          <Link to={i18n.href("/")} className="btn-secondary mt-8">
            {i18n.t("Go to homepage")}
          </Link>
        )}
      </div>
    </div>
  );
}

export function ErrorBoundary() {
  const i18n = useT();
  return (
    <ErrorScreen title={i18n.t(PAGE_ERRORS.failed)} text={i18n.t(PAGE_ERRORS.tryAgain)}>
      <Link to={i18n.href("/")} className="btn-primary mt-8">
        {i18n.t(PAGE_ERRORS.home)}
      </Link>
    </ErrorScreen>
  );
}
