import { Link } from "@remix-run/react";
import type { PackageStatus } from "~/db/schema";

export type PackageRow = {
  id: string;
  title: string;
  shortDescription: string;
  status: PackageStatus;
  imageCount: number;
  highlightCount: number;
  thumb: { url: string; width: number; height: number } | null;
};

export const statusTitles: Record<PackageStatus, string> = {
  active: "Active Packages",
  archived: "Archived Packages",
  deleted: "Deleted Packages",
};

const emptyTexts: Record<PackageStatus, string> = {
  active: "No active packages: visitors see an empty list. Add one, or activate an archived one.",
  archived: "No archived packages.",
  deleted: "No deleted packages.",
};

/** The packages of one status: a thumbnail, the title and what it holds, and its edit link. */
export function PackageList({
  rows,
  status,
  itemHeading: Heading = "h3",
}: {
  rows: PackageRow[];
  status: PackageStatus;
  itemHeading?: "h2" | "h3";
}) {
  if (rows.length === 0) return <p className="rounded-xl bg-white p-6 text-ink-soft">{emptyTexts[status]}</p>;
  return (
    <ul className="divide-y divide-line overflow-hidden rounded-2xl bg-white shadow-card">
      {rows.map((p) => (
        <li key={p.id} className="flex flex-wrap items-center gap-4 p-4 sm:flex-nowrap">
          {p.thumb ? (
            <img
              src={p.thumb.url}
              width={p.thumb.width}
              height={p.thumb.height}
              alt=""
              loading="lazy"
              decoding="async"
              className="aspect-[2/1] w-24 flex-none rounded-lg bg-sand object-cover sm:w-36"
            />
          ) : (
            <div className="flex aspect-[2/1] w-24 flex-none items-center justify-center rounded-lg bg-sand text-sm text-ink-soft sm:w-36">
              No image
            </div>
          )}
          <div className="min-w-0 flex-1 basis-40">
            <Heading className="font-sans text-base font-semibold">{p.title}</Heading>
            {p.shortDescription ? (
              <p className="mt-0.5 line-clamp-2 text-sm text-ink-soft">{p.shortDescription}</p>
            ) : null}
            <p className="mt-1 text-sm text-ink-faint">
              {p.imageCount} image{p.imageCount === 1 ? "" : "s"} · {p.highlightCount} highlight
              {p.highlightCount === 1 ? "" : "s"}
            </p>
          </div>
          <div className="flex flex-none flex-wrap gap-2">
            {p.status === "active" ? (
              <Link
                to={`/info/${p.id}`}
                className="btn-secondary min-h-[40px] px-4 text-sm"
                aria-label={`View ${p.title}`}
              >
                View
              </Link>
            ) : null}
            <Link
              to={`/admin/departures/${p.id}`}
              className="btn-secondary min-h-[40px] px-4 text-sm"
              aria-label={`Departures of ${p.title}`}
            >
              Departures
            </Link>
            <Link to={`/edit/${p.id}`} className="btn-primary min-h-[40px] px-4 text-sm" aria-label={`Edit ${p.title}`}>
              Edit
            </Link>
          </div>
        </li>
      ))}
    </ul>
  );
}
