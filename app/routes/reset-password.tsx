import { FormAlert } from "~/components/ui/form-alert";
import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json, redirect } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { eq } from "drizzle-orm";
import { NoticeCard } from "~/components/notice-card";
import { Field } from "~/components/ui/field";
import { users } from "~/db/schema";
import { consumeToken, peekToken } from "~/models/auth-token.server";
import { newPasswordSchema } from "~/schemas/auth";
import { createUserSession, endSessions } from "~/utils/auth.server";
import { getDb } from "~/utils/db.server";
import { parseWithZod } from "~/utils/parse-form";
import { hashPassword } from "~/utils/password.server";
import { setFlash } from "~/utils/session.server";
import { readForm } from "~/utils/request.server";

export const meta: MetaFunction = () => [{ title: "Choose a new password" }, { name: "robots", content: "noindex" }];

export async function loader({ request }: LoaderFunctionArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const check = peekToken(token, "reset");
  return json({ token, problem: check.ok ? null : check.reason }, { status: check.ok ? 200 : 410, headers: { "Cache-Control": "no-store" } });
}

export async function action({ request }: ActionFunctionArgs) {
  const submission = parseWithZod(await readForm(request), { schema: newPasswordSchema });
  if (submission.status !== "success") return json(submission.reply({ hideFields: ["password", "confirm"] }), { status: 400 });
  const passwordHash = await hashPassword(submission.value.password);
  const result = consumeToken(submission.value.token, "reset");
  if (!result.ok) return json(submission.reply({ formErrors: [expiredMessage(result.reason)], hideFields: ["password", "confirm"] }), { status: 410 });
  // The reset also proves the address, and ends every session the account had.
  getDb()
    .update(users)
    .set({ passwordHash, emailVerifiedAt: new Date().toISOString() })
    .where(eq(users.id, result.userId))
    .run();
  endSessions(result.userId);
  const headers = new Headers();
  headers.append("Set-Cookie", await createUserSession(result.userId));
  headers.append("Set-Cookie", await setFlash({ message: "Your new password is saved. Every other session of your account has been signed out." }));
  return redirect("/userprofile", { headers });
}

function expiredMessage(reason: string) {
  return reason === "used"
    ? "This link was already used. Ask for a new one from the log in page (Forgot password)."
    : "This link has expired or is not valid. Ask for a new one from the log in page (Forgot password).";
}

export default function ResetPassword() {
  const { token, problem } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const [form, fields] = useForm({
    lastResult,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: newPasswordSchema }),
  });
  if (problem) {
    return (
      <NoticeCard title="This link does not work any more">
        <p>{expiredMessage(problem)}</p>
      </NoticeCard>
    );
  }
  return (
    <NoticeCard title="Choose a new password" actions={false}>
      <Form method="post" {...getFormProps(form)} className="text-left">
        <input type="hidden" name="token" value={token} />
        <FormAlert errors={form.errors} />
        <Field
          label="New password"
          hint="At least 8 characters, not a common password"
          errors={fields.password.errors}
          inputProps={{ ...getInputProps(fields.password, { type: "password" }), autoComplete: "new-password" }}
        />
        <Field
          label="New password again"
          errors={fields.confirm.errors}
          inputProps={{ ...getInputProps(fields.confirm, { type: "password" }), autoComplete: "new-password" }}
        />
        <button type="submit" className="btn-primary w-full">
          Save my new password
        </button>
      </Form>
    </NoticeCard>
  );
}
