// The server half of app/routes/info.$uid.tsx: its loader, in a module of its own so that the
// browser build leaves one empty stand-in inside the page's own chunk (docs/decisions/012-page-budgets.md).
import { type LoaderFunctionArgs, json } from "@remix-run/node";
import { getActivePackage } from "~/models/package.server";
import { imageSource } from "~/utils/image-source";

export async function loader({ params }: LoaderFunctionArgs) {
  const pkg = getActivePackage(params.uid ?? "");
  if (!pkg) throw new Response("Package not found", { status: 404 });
  return json({
    pkg: {
      id: pkg.id,
      title: pkg.title,
      shortDescription: pkg.shortDescription,
      longDescription: pkg.longDescription,
      highlights: pkg.highlights,
      important: pkg.important,
      recommended: pkg.recommended,
      information: pkg.information,
      images: pkg.images.flatMap((i) => {
        const image = imageSource(i.variants);
        return image ? [{ id: i.id, ...image }] : [];
      }),
    },
  });
}
