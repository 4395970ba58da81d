import type { Submission, SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { json, type AppLoadContext, type TypedResponse } from "@remix-run/node";
import type { $ZodType, input, output } from "zod/v4/core";
import { TOKEN_FIELD } from "~/utils/human-check";
import { checkHuman, type HumanCheckForm } from "~/services/human-check.server";
import { hit, tooManyMessage, type LimitName } from "~/utils/rate-limit.server";
import { clientAddress, readForm } from "~/utils/request.server";
import { parseMultipart, UploadError, type MultipartOptions } from "~/utils/upload.server";

type Args = { request: Request; context: AppLoadContext };
type Result = SubmissionResult<string[]>;

export type FormOptions<Output, Answer> = {
  /** The rate limit the post counts against once it is valid, or chosen from its value; `formPost` by default. */
  limit?: LimitName | ((value: Output) => LimitName);
  /** The human check (Turnstile, or the no-JavaScript served-at rule) of this form. */
  humanCheck?: HumanCheckForm;
  /** Files: read as a stream (parseMultipart) with these limits. */
  uploads?: MultipartOptions & {
    /** The field that shows the files left out (too big, too many), answered before validation; without it they come back in `fileErrors`. */
    field?: string;
    /** One message on that field instead of the reader's own. */
    message?: string;
    /** That answer's status (400). */
    status?: number;
    /** A sentence after the reader's when the request could not be read at all. */
    unreadable?: string;
  };
  /** Fields never sent back in an answer (passwords). */
  hideFields?: string[];
  /** The answer's body from Conform's result, for a page whose action data holds more (default: the result). */
  answer?: (result: Result, status: number) => TypedResponse<Answer>;
  /** Answers a submission that is not valid (or a list button without JavaScript) instead of the usual 400. */
  invalid?: (
    submission: Submission<unknown, string[], Output>,
    read: { formData: FormData; fileErrors: string[] },
  ) => TypedResponse<Answer> | Promise<TypedResponse<Answer>>;
};

/** A submission that passed its schema. */
type Valid<Output> = Extract<Submission<unknown, string[], Output>, { status: "success" }>;

export type SubmittedForm<Output, Answer> =
  | { ok: true; value: Output; submission: Valid<Output>; formData: FormData; humanChecked: boolean; fileErrors: string[] }
  | { ok: false; response: TypedResponse<Answer> };

/**
 * The one way an action reads a form post (docs/decisions/011-request-limits.md): the body, up to its limit
 * (a form 1 MB, 413 beyond; files as a stream with their own limits); then, with a schema, Conform's
 * submission (invalid: a 400 with its errors), the rate limit (429), the human check; in that order.
 * Without a schema it gives back the form data, rate-limited; its refusals are thrown, as readForm's are
 * (415 not a web form, 400 unreadable, 413 too large): pages show them with their error boundary.
 */
export async function submitForm(args: Args): Promise<{ formData: FormData }>;
export async function submitForm<Schema extends $ZodType, Answer = Result>(
  args: Args,
  schema: Schema,
  options?: FormOptions<output<Schema>, Answer>,
): Promise<SubmittedForm<output<Schema>, Answer>>;
export async function submitForm<Schema extends $ZodType, Answer = Result>(
  { request, context }: Args,
  schema?: Schema,
  options: FormOptions<output<Schema>, Answer> = {},
): Promise<SubmittedForm<output<Schema>, Answer> | { formData: FormData }> {
  const { limit = "formPost", humanCheck, uploads, hideFields } = options;
  const address = clientAddress(context);
  const answer = (result: Result, status: number) => (options.answer ? options.answer(result, status) : (json(result, { status }) as TypedResponse<Answer>));
  const reply = (
    submission: Submission<input<Schema>, string[], output<Schema>>,
    status: number,
    errors: { formErrors?: string[]; fieldErrors?: Record<string, string[]> } = {},
  ) => ({
    ok: false as const,
    response: answer(submission.reply({ ...errors, hideFields }), status),
  });

  if (!schema) {
    const formData = await readForm(request);
    if (!hit(limit as LimitName, address)) throw new Response(tooManyMessage, { status: 429, headers: { "Content-Type": "text/plain; charset=utf-8" } });
    return { formData };
  }

  let formData: FormData;
  let fileErrors: string[] = [];
  if (uploads) {
    try {
      ({ formData, errors: fileErrors } = await parseMultipart(request, uploads));
    } catch (error) {
      if (!(error instanceof UploadError)) throw error;
      // Nothing of the form could be read: the message alone, nothing typed to send back.
      const formErrors = uploads.unreadable ? [error.message, uploads.unreadable] : [error.message];
      return { ok: false, response: answer({ status: "error", initialValue: null, error: { "": formErrors } }, error.status) };
    }
  } else {
    formData = await readForm(request);
  }

  const submission = parseWithZod(formData, { schema });
  if (uploads?.field && fileErrors.length) {
    // The files were dropped while reading; everything else typed comes back with the message.
    return reply(submission, uploads.status ?? 400, { fieldErrors: { [uploads.field]: uploads.message ? [uploads.message] : fileErrors } });
  }
  if (submission.status !== "success") {
    return options.invalid ? { ok: false, response: await options.invalid(submission, { formData, fileErrors }) } : reply(submission, 400);
  }
  if (!hit(typeof limit === "function" ? limit(submission.value) : limit, address)) return reply(submission, 429, { formErrors: [tooManyMessage] });
  let humanChecked = false;
  if (humanCheck) {
    const human = await checkHuman(formData, address, { form: humanCheck });
    if (!human.ok) return reply(submission, 400, { fieldErrors: { [TOKEN_FIELD]: [human.message] } });
    humanChecked = human.humanChecked;
  }
  return { ok: true, value: submission.value, submission, formData, humanChecked, fileErrors };
}
