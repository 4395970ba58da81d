import type { MetaFunction } from "@remix-run/node";
import { NoticeCard } from "~/components/notice-card";

export const meta: MetaFunction = () => [{ title: "Check your e-mail" }, { name: "robots", content: "noindex" }];

export default function ResetLinkSent() {
  return (
    <NoticeCard title="Check your e-mail">
      <p>If an account uses this address, we sent it a link to choose a new password. The link works once and for one hour.</p>
    </NoticeCard>
  );
}
