import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { SiteLink } from "~/components/site-link";
import { AlertMessage } from "~/components/ui/form-alert";
import { requestMessages } from "~/utils/i18n.server";
import { getPublicEnv } from "~/utils/env.server";
import { metaT, useT } from "~/utils/i18n";

export const meta: MetaFunction = ({ matches }) => {
  const i18n = metaT(matches);
  return [{ title: i18n.t("Message sent | Contact us") }, { name: "robots", content: "noindex" }];
};

export async function loader({ request }: LoaderFunctionArgs) {
  const mailFailed = new URL(request.url).searchParams.get("mail") === "failed";
  return json({ i18n: requestMessages(request, "contact"), mailFailed, contactEmail: getPublicEnv().contactEmail });
}

export default function ContactSent() {
  const { mailFailed, contactEmail } = useLoaderData<typeof loader>();
  const i18n = useT();
  return (
    <div className="container-page py-16">
      <div className="card mx-auto max-w-xl p-8 text-center">
        <p role="status" className="mx-auto w-fit rounded-full bg-palm-light px-4 py-1 text-sm font-semibold text-palm">
          {i18n.t("We Received your message and will get back to you soon")}
        </p>
        <h1 className="mt-6 text-2xl font-semibold">
          {i18n.t("Thank you! Our team will revert as soon as possible. Feel free to explore our packages!")}
        </h1>
        {mailFailed ? (
          <AlertMessage className="mt-6">
            {i18n.t(
              "Your message is saved with us, but we could not send you a copy by e-mail. If you need to add anything, write to",
            )}{" "}
            <a className="underline" href={`mailto:${contactEmail}`}>
              {contactEmail}
            </a>
            .
          </AlertMessage>
        ) : null}
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <SiteLink page="home" className="btn-primary" />
          <SiteLink page="packages" className="btn-secondary" />
        </div>
      </div>
    </div>
  );
}
