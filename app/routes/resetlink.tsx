import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { NoticeCard } from "~/components/notice-card";
import { requestMessages } from "~/utils/i18n.server";
import { metaT, useT } from "~/utils/i18n";

export const meta: MetaFunction = ({ matches }) => {
  const i18n = metaT(matches);
  return [{ title: i18n.t("Check your e-mail") }, { name: "robots", content: "noindex" }];
};

/** Only the page's words, in the language of its address. */
export function loader({ request }: LoaderFunctionArgs) {
  return json({ i18n: requestMessages(request, "account") });
}

export default function ResetLinkSent() {
  const i18n = useT();
  return (
    <NoticeCard title={i18n.t("Check your e-mail")}>
      <p>
        {i18n.t(
          "If an account uses this address, we sent it a link to choose a new password. The link works once and for one hour.",
        )}
      </p>
    </NoticeCard>
  );
}
