import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { OptionsOf } from "~/components/admin/form-parts";
import { AdminPager } from "~/components/admin/pager";
import { Field, SelectField } from "~/components/ui/field";
import { auditActors, existingTargets, listAudit } from "~/models/audit.server";
import { rememberAdminPage, requireAdmin } from "~/services/admin.server";
import {
  auditActionKinds,
  auditActions,
  auditChangeLines,
  auditKindLabels,
  auditTargetHref,
  isAuditAction,
} from "~/utils/audit";
import { getEnv } from "~/utils/env.server";
import { addDays, departureInstant, formatDateTime } from "~/utils/time";

export const meta: MetaFunction = () => [{ title: "Audit log | Back office" }];

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const FROM_AFTER_TO = "The end date is before the start date.";

/** "priceAdult" → "Price adult": a stored field's name as the page says it. */
const fieldLabel = (field: string) => {
  const words = field.replace(/([a-z])([A-Z])/g, "$1 $2").toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

export async function loader({ request }: LoaderFunctionArgs) {
  const admin = await requireAdmin(request);
  const params = new URL(request.url).searchParams;
  const text = (name: string) => (params.get(name) ?? "").trim().slice(0, 200);
  const tz = getEnv().TZ;
  // The filters as asked; what cannot be one (a made-up action, a date that is not a date) is left out.
  const action = text("action");
  const filters = {
    action: isAuditAction(action) || (auditActionKinds as readonly string[]).includes(action) ? action : "",
    actor: text("actor"),
    target: text("target"),
    from: DATE.test(text("from")) ? text("from") : "",
    to: DATE.test(text("to")) ? text("to") : "",
  };
  const dateError = filters.from && filters.to && filters.from > filters.to ? FROM_AFTER_TO : null;
  // Dates are Mauritius days: from its first instant, to the first instant of the day after the last.
  const { rows, ...paging } = listAudit(
    {
      action: filters.action,
      actor: filters.actor,
      target: filters.target,
      from: filters.from ? departureInstant(filters.from, "00:00", tz).toISOString() : undefined,
      to: filters.to ? departureInstant(addDays(filters.to, 1), "00:00", tz).toISOString() : undefined,
    },
    params.get("page"),
  );
  const present = existingTargets(rows);
  const entries = rows.map((r) => ({
    id: r.id,
    time: r.time,
    when: formatDateTime(r.time, tz),
    actor: r.actorEmail,
    action: isAuditAction(r.action) ? auditActions[r.action] : r.action,
    target: r.targetLabel || r.targetId || "",
    href: present.has(`${r.targetKind}:${r.targetId}`)
      ? auditTargetHref(r.targetKind, r.targetId, r.targetLabel)
      : null,
    changes: auditChangeLines(r.action, r.changes).map((c) => ({ ...c, field: fieldLabel(c.field) })),
  }));
  rememberAdminPage(admin, request);
  return json(
    { entries, filters, dateError, actors: auditActors(), paging },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

export default function AdminAudit() {
  const { entries, filters, dateError, actors, paging } = useLoaderData<typeof loader>();
  const filtered = Object.values(filters).some(Boolean);
  const query = new URLSearchParams(Object.entries(filters).filter(([, v]) => v));
  const pageLink = (n: number) => {
    const next = new URLSearchParams(query);
    next.set("page", String(n));
    return `?${next.toString()}`;
  };
  // A filter's field shows what the address says; a new search resets the fields (their keys change with it).
  const filterProps = (name: keyof typeof filters) => ({
    name,
    defaultValue: filters[name],
    key: `${name}-${query.toString()}`,
  });

  return (
    <div className="space-y-6">
      <header>
        <h1 className="text-2xl font-semibold">Audit log</h1>
        <p className="mt-1 text-sm text-ink-soft">
          Who changed what in the back office, newest first. Times are Mauritius time.
        </p>
      </header>

      {/* A GET form: the filters go into the address, so a filtered list can be linked to and works without JavaScript. */}
      <Form
        method="get"
        role="search"
        aria-label="Filter the audit log"
        className="card grid gap-x-4 p-5 sm:grid-cols-2 sm:p-6 lg:grid-cols-3"
      >
        <SelectField label="Action" errors={null} className="mb-4" selectProps={filterProps("action")}>
          <option value="">All actions</option>
          {auditActionKinds.map((kind) => (
            <optgroup key={kind} label={auditKindLabels[kind]}>
              <option value={kind}>All: {auditKindLabels[kind].toLowerCase()}</option>
              {Object.entries(auditActions)
                .filter(([action]) => action.startsWith(`${kind}.`))
                .map(([action, label]) => (
                  <option key={action} value={action}>
                    {label}
                  </option>
                ))}
            </optgroup>
          ))}
        </SelectField>
        <SelectField label="Done by" errors={null} className="mb-4" selectProps={filterProps("actor")}>
          <option value="">Every admin</option>
          <OptionsOf values={actors} />
        </SelectField>
        <Field
          label="Target"
          hint="A booking reference, a package's title, an e-mail address…"
          errors={undefined}
          inputProps={{ ...filterProps("target"), type: "search" }}
        />
        <Field label="From (date)" errors={undefined} inputProps={{ ...filterProps("from"), type: "date" }} />
        <Field
          label="To (date)"
          errors={dateError ? [dateError] : undefined}
          inputProps={{ ...filterProps("to"), type: "date" }}
        />
        <div className="flex items-start gap-3 sm:col-span-2 lg:col-span-1 lg:mt-7">
          <button type="submit" className="btn-primary">
            Filter
          </button>
          {filtered ? (
            <Link to="/admin/audit" className="btn-secondary">
              Clear filters
            </Link>
          ) : null}
        </div>
      </Form>

      <section aria-labelledby="audit-heading">
        <h2 id="audit-heading" className="text-xl font-semibold">
          {filtered ? "Changes found" : "Changes"}
        </h2>
        {entries.length ? (
          <ol className="card mt-3 divide-y divide-line" aria-labelledby="audit-heading">
            {entries.map((e) => (
              <li key={e.id} className="px-5 py-4">
                <p className="flex flex-wrap gap-x-3 text-sm text-ink-soft">
                  <time dateTime={e.time} className="font-semibold">
                    {e.when}
                  </time>
                  <span className="break-all">{e.actor}</span>
                </p>
                <p className="mt-1 break-words">
                  <span className="font-semibold">{e.action}</span>
                  {e.target ? (
                    <>
                      {": "}
                      {e.href ? (
                        <Link to={e.href} className="link">
                          {e.target}
                        </Link>
                      ) : (
                        e.target
                      )}
                    </>
                  ) : null}
                </p>
                {e.changes.length ? (
                  <ul className="mt-2 space-y-1 text-sm" aria-label="What changed">
                    {e.changes.map((c) => (
                      <li key={c.field} className="break-words">
                        <span className="font-semibold">{c.field}:</span>{" "}
                        {c.before === undefined ? (
                          c.after
                        ) : (
                          <>
                            <span className="text-ink-soft">{c.before}</span> <span aria-hidden="true">→</span>{" "}
                            <span className="sr-only">changed to</span> {c.after}
                          </>
                        )}
                      </li>
                    ))}
                  </ul>
                ) : null}
              </li>
            ))}
          </ol>
        ) : (
          <p className="card mt-3 p-6 text-ink-soft">
            {filtered ? "No changes match these filters." : "No changes recorded yet."}
          </p>
        )}
        <AdminPager paging={paging} noun="change" to={pageLink} />
      </section>
    </div>
  );
}
