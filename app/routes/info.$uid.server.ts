// The server half of app/routes/info.$uid.tsx: its loader, in a module of its own so that the
// browser build leaves one empty stand-in inside the page's own chunk (docs/decisions/012-page-budgets.md).
import { type LoaderFunctionArgs, json } from "@remix-run/node";
import { getActivePackage, packageTexts } from "~/models/package.server";
import { imageSource } from "~/utils/image-source";

export async function loader({ params }: LoaderFunctionArgs) {
  const pkg = getActivePackage(params.uid ?? "");
  if (!pkg) throw new Response("Package not found", { status: 404 });
  return json({
    pkg: {
      ...packageTexts(pkg),
      images: pkg.images.flatMap((i) => {
        const image = imageSource(i.variants);
        return image ? [{ id: i.id, ...image }] : [];
      }),
    },
  });
}
