import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { useT } from "~/utils/i18n";
import { isSafeLink } from "~/utils/safe-link";

type Notice = { title: string; message: string; link: string | null; action: string | null };

/** The three places a notice is shown, each with its own look, its link's words when the notice names no action, and its kind of link. */
const LOOKS = {
  // A banner's link may lead off the site: a plain link rather than the router's.
  banner: {
    className: "flex-1",
    title: "font-semibold text-ink",
    message: "mt-0.5 text-sm text-ink-soft",
    link: "link mt-1 inline-block text-sm",
    fallbackAction: /*i18n*/ "Find out more",
    plainLink: true,
  },
  bell: {
    className: "min-w-0 flex-1",
    title: "text-sm font-semibold",
    message: "text-sm text-ink-soft",
    link: "link text-sm",
    fallbackAction: /*i18n*/ "Open",
    plainLink: false,
  },
  page: {
    className: "min-w-0 flex-1",
    title: "font-semibold",
    message: "text-ink-soft",
    link: "link text-sm",
    fallbackAction: /*i18n*/ "Open",
    plainLink: false,
  },
};

/** A notice's words (a banner, a notification): its title, message, and its link when the link is safe to follow; `children` (a date) stand before the link. */
export function NoticeText({
  notice,
  look,
  children,
}: {
  notice: Notice;
  look: keyof typeof LOOKS;
  children?: ReactNode;
}) {
  const { title, message, link, action } = notice;
  const style = LOOKS[look];
  const i18n = useT();
  const words = action || i18n.t(style.fallbackAction);
  return (
    <div className={style.className}>
      <p className={style.title}>{title}</p>
      <p className={style.message}>{message}</p>
      {children}
      {link && isSafeLink(link) ? (
        style.plainLink ? (
          <a href={link} className={style.link}>
            {words}
          </a>
        ) : (
          <Link to={link} className={style.link}>
            {words}
          </Link>
        )
      ) : null}
    </div>
  );
}

/** The × button that dismisses a notice, named after it for screen readers, after the hidden `fields` of its form's post (the intent, which notice). */
export function DismissButton({
  title,
  className,
  fields,
}: {
  title: string;
  className: string;
  fields: Record<string, string | number>;
}) {
  const i18n = useT();
  return (
    <>
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <button type="submit" className={className} aria-label={i18n.t("Dismiss: {title}", { title })}>
        <span aria-hidden="true">×</span>
      </button>
    </>
  );
}
