import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { NoticeCard } from "~/components/notice-card";
import { verifyEmailWithToken } from "~/models/auth-token.server";
import { redirectWithFlash } from "~/services/session.server";
import { langOf, requestMessages, requestT } from "~/services/i18n.server";
import { metaT, useT, type T } from "~/utils/i18n";

export const meta: MetaFunction = ({ matches }) => [{ title: metaT(matches).t("Confirm your e-mail") }, { name: "robots", content: "noindex" }];

/** The link from the verification e-mail. It confirms the address but does not log anybody in. */
export async function loader({ request }: LoaderFunctionArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const result = verifyEmailWithToken(token);
  if (result.ok) {
    const t = requestT(request);
    // The English address stays as it always was (/Login); the French one is the French log in page.
    const login = langOf(request) === "fr" ? "/fr/login" : "/Login";
    throw await redirectWithFlash(login, { message: `${t("Your e-mail address is confirmed. You can log in now.")}${joinedText(result.joinedBookings, t)}` });
  }
  return json({ i18n: requestMessages(request, "account"), reason: result.reason }, { status: 410, headers: { "Cache-Control": "no-store" } });
}

/** The bookings made earlier with the address, now in the account (nothing when there were none). */
function joinedText(joined: number, t: T) {
  if (joined === 0) return "";
  return ` ${t("{count, plural, one {# earlier booking made with this address is now in your account.} other {# earlier bookings made with this address are now in your account.}}", { count: joined })}`;
}

export default function VerifyEmail() {
  const { reason } = useLoaderData<typeof loader>();
  const { t } = useT();
  return (
    <NoticeCard title={t("This link does not work any more")}>
      <p>
        {reason === "used"
          ? t("This confirmation link was already used. If your address is confirmed, just log in.")
          : reason === "expired"
            ? t("This confirmation link has expired. Log in and we will offer to send you a new one.")
            : t("This confirmation link is not valid. Log in and we will offer to send you a new one.")}
      </p>
    </NoticeCard>
  );
}
