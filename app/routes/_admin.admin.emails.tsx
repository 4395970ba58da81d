import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { emailPreviews } from "~/emails/previews.server";
import { requireAdmin } from "~/services/admin.server";
import { getEnv } from "~/utils/env.server";

export const meta: MetaFunction = () => [{ title: "E-mail previews | Back office" }];

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const env = getEnv();
  const emails = emailPreviews({ siteName: env.SITE_NAME, siteUrl: env.SITE_URL, staffEmail: env.STAFF_EMAIL }).map(
    (preview) => {
      const { recipient, subject, htmlMessage, plainTextMessage } = preview.build();
      return { name: preview.name, recipient, subject, htmlMessage, plainTextMessage };
    },
  );
  return json({ emails }, { headers: { "Cache-Control": "private, no-store" } });
}

/**
 * Every message the site sends, with demo data, as the guest would see it: the HTML in a sandboxed frame (no
 * scripts, no forms; the page's own policy still applies inside it, since a srcdoc frame inherits it) and the plain text.
 */
export default function AdminEmailPreviews() {
  const { emails } = useLoaderData<typeof loader>();
  return (
    <div className="space-y-6">
      <header>
        <h1 className="text-2xl font-semibold">E-mail previews</h1>
        <p className="mt-1 text-sm text-ink-soft">
          Every e-mail the site sends, filled with demo data. <code>npm run email:preview</code> writes the same files
          to a folder. What was really sent is in the{" "}
          <Link to="/admin/outbox" className="link">
            Outbox
          </Link>
          .
        </p>
      </header>
      <nav aria-label="Messages">
        <ul className="flex flex-wrap gap-2 text-sm">
          {emails.map((e) => (
            <li key={e.name}>
              <a href={`#${e.name}`} className="link">
                {e.name}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <ul className="space-y-6" aria-label="E-mails">
        {emails.map((e) => (
          <li key={e.name} id={e.name} className="card space-y-3 p-4 sm:p-5" aria-labelledby={`${e.name}-subject`}>
            <div>
              <h2 id={`${e.name}-subject`} className="break-words font-sans text-base font-semibold">
                {e.subject}
              </h2>
              <p className="break-all text-sm text-ink-soft">
                <span className="font-mono">{e.name}</span>, to{" "}
                <span className="font-medium text-ink">{e.recipient}</span>
              </p>
            </div>
            <iframe
              title={`${e.subject} (HTML)`}
              sandbox=""
              srcDoc={e.htmlMessage}
              className="h-[32rem] w-full rounded-lg border border-line bg-white"
            />
            <details>
              <summary className="link inline-block cursor-pointer text-sm">Plain text</summary>
              <pre className="mt-2 max-h-96 overflow-auto whitespace-pre-wrap break-words rounded-lg bg-sand-light p-3 font-sans text-sm">
                {e.plainTextMessage}
              </pre>
            </details>
          </li>
        ))}
      </ul>
    </div>
  );
}
