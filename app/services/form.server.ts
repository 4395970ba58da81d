import { INTENT } from "@conform-to/dom";
import type { Submission, SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { json, type AppLoadContext, type TypedResponse } from "@remix-run/node";
import type { $ZodType, input, output } from "zod/v4/core";
import { errorMessage, errorText, withErrorText } from "~/utils/error-message";
import { TOKEN_FIELD } from "~/utils/human-check";
import { localePath, type Lang } from "~/utils/i18n";
import { checkHuman, type HumanCheckForm } from "~/services/human-check.server";
import { langOf, translator as translatorOf } from "~/utils/i18n.server";
import { hit, tooManyMessage, type LimitName } from "~/utils/rate-limit.server";
import { clientAddress, readForm as readFormBody } from "~/utils/request.server";
import { parseMultipart, UploadError, type MultipartOptions } from "~/utils/upload.server";

// Every message of a form's answer (a schema's, the error map's, the door's own) is a message id with its values
// (app/utils/error-message.ts), put into words here, on its way out, in the request's language: an English request
// gets the specification's English, a French one the error catalogue's French. A message that is no id (one an
// action already wrote in words) passes through unchanged.

/** A refusal thrown while reading the form (415, 400, 413, 429), in the request's language. */
async function translatedRefusal(response: Response, lang: Lang): Promise<Response> {
  const type = response.headers.get("Content-Type") ?? "";
  const tr = translatorOf(lang);
  if (type.startsWith("text/plain"))
    return new Response(errorText(tr, await response.text()), { status: response.status, headers: response.headers });
  if (type.startsWith("text/html") && response.status === 413) {
    const tooLarge = errorText(tr, errorMessage("This form is too large to be sent. Please shorten it and try again."));
    const page = `<!doctype html><html lang="${lang}"><meta charset="utf-8"><title>${errorText(tr, errorMessage("Not accepted"))}</title><p>${tooLarge}</p><p><a href="${localePath(lang, "/")}">${tr.t("Home")}</a></p></html>`;
    return new Response(page, { status: 413, headers: response.headers });
  }
  return response;
}

/** readForm, its refusals in the request's language. */
async function readForm(request: Request): Promise<FormData> {
  try {
    return await readFormBody(request);
  } catch (error) {
    if (error instanceof Response) throw await translatedRefusal(error, langOf(request));
    throw error;
  }
}

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
    /**
     * Files chosen in a form whose answer is the form again: a browser never fills a file input in again, so the answer
     * says so. `refused` follows the left-out files' messages on every refusal (the schema's; the files left out,
     * a 413 once the rest is valid; the action's own), `changed` is the notice of a list button's answer (without JavaScript).
     */
    lost?: { refused: string; changed: string };
  };
  /** Fields never sent back in an answer (passwords). */
  hideFields?: string[];
  /**
   * A button that changes the form instead of sending it (a departure chosen on /book without JavaScript): the field
   * it sends, and the values its value puts in the form. Such a post comes back as what was typed with those values,
   * no message shown (Conform's update, a 200), before the rate limit and the human check: nothing is used up.
   */
  change?: FormChange | FormChange[];
  /**
   * The answer's body from Conform's result, for a page whose action data holds more (default: the result); `notice`,
   * a message beside the form's (Conform keeps only the changed list's messages on a list button's answer).
   */
  answer?: (result: Result, status: number, notice?: string) => TypedResponse<Answer>;
};

export type FormChange = { field: string; values: (value: string) => Record<string, string> | null };

/** A change button's post made Conform's update intent: its values put in (none, for a value it does not know). */
function applyChange(formData: FormData, { field, values }: FormChange) {
  const changed = values(String(formData.get(field))) ?? {};
  formData.delete(field);
  for (const [name, value] of Object.entries(changed)) formData.set(name, value);
  formData.set(INTENT, JSON.stringify({ type: "update", payload: {} }));
}

/**
 * The answer of a page with several forms (a row's, a list item's, a new one's): Conform's result with the form it is
 * about, named from what was sent, so that the page shows the errors on that form only.
 */
export function answerFor<Form extends string>(which: (sent: Record<string, unknown>) => Form) {
  return (result: Result, status: number) =>
    json({ form: which((result.initialValue ?? {}) as Record<string, unknown>), result }, { status });
}

/** A submission that passed its schema. */
type Valid<Output> = Extract<Submission<unknown, string[], Output>, { status: "success" }>;

/** Messages to answer a form with: the form's own (at its top) and each field's, message ids or words (errorMessage). */
export type FormErrors = { formErrors?: string[]; fieldErrors?: Record<string, string[]> };

export type SubmittedForm<Output, Answer> =
  | {
      ok: true;
      value: Output;
      submission: Valid<Output>;
      formData: FormData;
      humanChecked: boolean;
      fileErrors: string[];
      /** A valid form the action still refuses (a seat gone, a key used twice): the form as typed, these messages in words. */
      refuse: (errors: FormErrors, status?: number, headers?: HeadersInit) => TypedResponse<Answer>;
    }
  | { ok: false; response: TypedResponse<Answer> };

/**
 * The one way an action reads a form post (docs/decisions/011-request-limits.md): the body, up to its limit
 * (a form 1 MB, 413 beyond; files as a stream with their own limits); then Conform's submission against the form's
 * schema (invalid: a 400 with its errors), the rate limit (429), the human check; in that order. Every form has a
 * schema (a form without fields, `z.object({})`; a form of several actions, a discriminated union on `intent`), and
 * a refusal found after it passed goes back through `refuse`, so that every answer has one shape and one translation.
 * The body's own refusals are thrown, as readForm's are (415 not a web form, 400 unreadable, 413 too large): pages
 * show them with their error boundary.
 */
export async function submitForm<Schema extends $ZodType, Answer = Result>(
  { request, context }: Args,
  schema: Schema,
  options: FormOptions<output<Schema>, Answer> = {},
): Promise<SubmittedForm<output<Schema>, Answer>> {
  const { limit = "formPost", humanCheck, uploads, hideFields } = options;
  const address = clientAddress(context);
  const translator = translatorOf(langOf(request));
  const tr = (message: string) => errorText(translator, message);
  const answer = (result: Result, status: number, notice?: string) =>
    options.answer ? options.answer(result, status, notice) : (json(result, { status }) as TypedResponse<Answer>);
  // Set once the post is read: the files it carried that an answer cannot give back (uploads.lost).
  let lost: { refused: string; changed: string } | undefined;
  let leftOut: string[] = [];
  const reply = (
    submission: Submission<input<Schema>, string[], output<Schema>>,
    status: number,
    errors: FormErrors = {},
  ) => {
    const formErrors =
      lost && status >= 400 ? [...leftOut, ...(errors.formErrors ?? []), lost.refused] : errors.formErrors;
    const { fieldErrors } = errors;
    const words = {
      formErrors: formErrors?.map(tr),
      fieldErrors:
        fieldErrors &&
        Object.fromEntries(Object.entries(fieldErrors).map(([name, messages]) => [name, messages.map(tr)])),
    };
    const notice = lost && submission.status === undefined ? tr(lost.changed) : undefined;
    return { ok: false as const, response: answer(submission.reply({ ...words, hideFields }), status, notice) };
  };

  let formData: FormData;
  let fileErrors: string[] = [];
  if (uploads) {
    try {
      ({ formData, errors: leftOut } = await parseMultipart(request, uploads));
      fileErrors = leftOut.map(tr);
      const filesIn = [...formData.values()].some((value) => typeof value !== "string" && value.size > 0);
      if (uploads.lost && (filesIn || leftOut.length)) lost = uploads.lost;
    } catch (error) {
      if (!(error instanceof UploadError)) throw error;
      // Nothing of the form could be read: the message alone, nothing typed to send back.
      const formErrors = (uploads.unreadable ? [error.message, uploads.unreadable] : [error.message]).map(tr);
      return {
        ok: false,
        response: answer({ status: "error", initialValue: null, error: { "": formErrors } }, error.status),
      };
    }
  } else {
    formData = await readForm(request);
  }

  // Several change buttons (a departure chosen, 'Show total'): the one the post sent.
  const change = [options.change ?? []].flat().find((c) => formData.has(c.field));
  const changing = change !== undefined;
  if (changing) applyChange(formData, change);
  const submission = parseWithZod(formData, { schema });
  // The form sent back as changed: Conform shows no message for fields an update did not touch.
  if (changing) return reply(submission, 200);
  // Conform's answer (reply()) reads the errors from this object.
  if (submission.status !== "success") withErrorText(submission, translator);
  if (uploads?.field && fileErrors.length) {
    // The files were dropped while reading; everything else typed comes back with the message.
    return reply(submission, uploads.status ?? 400, {
      fieldErrors: { [uploads.field]: uploads.message ? [uploads.message] : fileErrors },
    });
  }
  // A list button without JavaScript: the form back as changed, nothing refused.
  if (submission.status === undefined) return reply(submission, 200);
  if (submission.status !== "success") return reply(submission, 400);
  // Files left out of a form otherwise valid: nothing is saved without them.
  if (lost && leftOut.length) return reply(submission, 413);
  if (!hit(typeof limit === "function" ? limit(submission.value) : limit, address))
    return reply(submission, 429, { formErrors: [tooManyMessage] });
  let humanChecked = false;
  if (humanCheck) {
    const human = await checkHuman(formData, address, { form: humanCheck });
    if (!human.ok) return reply(submission, 400, { fieldErrors: { [TOKEN_FIELD]: [human.message] } });
    humanChecked = human.humanChecked;
  }
  const refuse = (errors: FormErrors, status = 400, headers?: HeadersInit) => {
    const { response } = reply(submission, status, errors);
    new Headers(headers).forEach((value, name) => response.headers.set(name, value));
    return response;
  };
  return { ok: true, value: submission.value, submission, formData, humanChecked, fileErrors, refuse };
}
