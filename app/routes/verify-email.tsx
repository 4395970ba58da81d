import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { NoticeCard } from "~/components/notice-card";
import { verifyEmailWithToken } from "~/models/auth-token.server";
import { redirectWithFlash } from "~/services/session.server";

export const meta: MetaFunction = () => [{ title: "Confirm your e-mail" }, { name: "robots", content: "noindex" }];

/** The link from the verification e-mail. It confirms the address but does not log anybody in. */
export async function loader({ request }: LoaderFunctionArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const result = verifyEmailWithToken(token);
  if (result.ok) {
    throw await redirectWithFlash("/Login", { message: `Your e-mail address is confirmed. You can log in now.${joinedText(result.joinedBookings)}` });
  }
  return json({ reason: result.reason }, { status: 410, headers: { "Cache-Control": "no-store" } });
}

/** The bookings made earlier with the address, now in the account (nothing when there were none). */
function joinedText(joined: number) {
  if (joined === 0) return "";
  return joined === 1
    ? " 1 earlier booking made with this address is now in your account."
    : ` ${joined} earlier bookings made with this address are now in your account.`;
}

export default function VerifyEmail() {
  const { reason } = useLoaderData<typeof loader>();
  return (
    <NoticeCard title="This link does not work any more">
      <p>
        {reason === "used"
          ? "This confirmation link was already used. If your address is confirmed, just log in."
          : reason === "expired"
            ? "This confirmation link has expired. Log in and we will offer to send you a new one."
            : "This confirmation link is not valid. Log in and we will offer to send you a new one."}
      </p>
    </NoticeCard>
  );
}
