import { SiteLink } from "~/components/site-link";
import { useT } from "~/utils/i18n";

/** A centred card for confirmation pages, with the Log in and Home buttons. */
export function NoticeCard({
  title,
  children,
  actions = true,
}: {
  title: string;
  children: React.ReactNode;
  actions?: boolean;
}) {
  return (
    <div className="container-page py-16">
      <div className="card mx-auto max-w-lg p-8 text-center">
        <h1 className="text-2xl font-semibold">{title}</h1>
        <div className="mt-4 space-y-3 text-ink-soft">{children}</div>
        {actions ? (
          <div className="mt-8 flex flex-wrap justify-center gap-3">
            <SiteLink page="login" className="btn-primary" />
            <SiteLink page="home" className="btn-secondary" />
          </div>
        ) : null}
      </div>
    </div>
  );
}

/** The card of a link from an e-mail that no longer works (used, expired or not valid), saying why. */
export function DeadLinkCard({ message }: { message: string }) {
  const i18n = useT();
  return (
    <NoticeCard title={i18n.t("This link does not work any more")}>
      <p>{message}</p>
    </NoticeCard>
  );
}
