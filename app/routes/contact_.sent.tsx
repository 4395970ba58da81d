import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { AlertMessage } from "~/components/ui/form-alert";
import { getPublicEnv } from "~/utils/env.server";

export const meta: MetaFunction = () => [{ title: "Message sent | Contact us" }, { name: "robots", content: "noindex" }];

export async function loader({ request }: LoaderFunctionArgs) {
  const mailFailed = new URL(request.url).searchParams.get("mail") === "failed";
  return json({ mailFailed, contactEmail: getPublicEnv().contactEmail });
}

export default function ContactSent() {
  const { mailFailed, contactEmail } = useLoaderData<typeof loader>();
  return (
    <div className="container-page py-16">
      <div className="card mx-auto max-w-xl p-8 text-center">
        <p role="status" className="mx-auto w-fit rounded-full bg-palm-light px-4 py-1 text-sm font-semibold text-palm">
          We Received your message and will get back to you soon
        </p>
        <h1 className="mt-6 text-2xl font-semibold">Thank you! Our team will revert as soon as possible. Feel free to explore our packages!</h1>
        {mailFailed ? (
          <AlertMessage className="mt-6">
            Your message is saved with us, but we could not send you a copy by e-mail. If you need to add anything, write to{" "}
            <a className="underline" href={`mailto:${contactEmail}`}>
              {contactEmail}
            </a>
            .
          </AlertMessage>
        ) : null}
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <Link to="/" className="btn-primary">
            Home
          </Link>
          <Link to="/#packages" className="btn-secondary">
            Explore our packages
          </Link>
        </div>
      </div>
    </div>
  );
}
