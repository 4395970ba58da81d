import * as z from "zod/mini";
import { json } from "@remix-run/node";
import { describe, expect, it } from "vitest";
import { reloadEnv } from "~/utils/env.server";
import { contactSchema } from "~/schemas/contact";
import { bookingSchema } from "~/schemas/booking";
import { formatDate } from "~/utils/time";
import { intent, recordId, STALE_FORM_MESSAGE } from "~/schemas/fields";
import { FORM_KEY_REUSED_MESSAGE } from "~/models/form-key.server";
import { errorMessage } from "~/utils/error-message";
import { answerFor, submitForm } from "./form.server";
import { translator } from "~/utils/i18n.server";

const schema = z.object({ name: z.string({ error: "Please type a name" }) });
const post = (body: BodyInit, headers: Record<string, string> = {}) =>
  new Request("http://localhost/form", { method: "POST", body, headers });
const args = (request: Request, clientAddress = "192.0.2.1") => ({ request, context: { clientAddress } });
async function thrown(promise: Promise<unknown>) {
  try {
    await promise;
  } catch (error) {
    if (error instanceof Response) return error;
    throw error;
  }
  throw new Error("not refused");
}

describe("submitForm", () => {
  it("gives the value of a valid form", async () => {
    const form = await submitForm(args(post(new URLSearchParams({ name: "Ann" }))), schema);
    expect(form.ok && form.value).toEqual({ name: "Ann" });
  });

  it("answers an invalid form with a 400 and its field errors", async () => {
    const form = await submitForm(args(post(new URLSearchParams({ other: "x" }))), schema);
    expect(form.ok).toBe(false);
    if (form.ok) return;
    expect(form.response.status).toBe(400);
    expect((await form.response.json()).error).toEqual({ name: ["Please type a name"] });
  });

  it("refuses a body over the limit (413), declared or not, and a body that is not a form (415)", async () => {
    const big = new URLSearchParams({ name: "x".repeat(1024 * 1024 + 1) });
    const res = await thrown(submitForm(args(post(big)), schema));
    expect(res.status).toBe(413);
    expect(await res.text()).toContain("This form is too large to be sent");
    const declared = post("name=Ann", {
      "Content-Type": "application/x-www-form-urlencoded",
      "Content-Length": "2000000",
    });
    expect((await thrown(submitForm(args(declared), schema))).status).toBe(413);
    expect(
      (await thrown(submitForm(args(post('{"name":"Ann"}', { "Content-Type": "application/json" })), schema))).status,
    ).toBe(415);
  });

  it("rate-limits every form by default, and by its own limit where it has one (429)", async () => {
    process.env.RATE_LIMIT_MULTIPLIER = "1";
    reloadEnv();
    try {
      const send = (limit?: "contact") =>
        submitForm(args(post(new URLSearchParams({ name: "Ann" })), "192.0.2.50"), schema, limit ? { limit } : {});
      for (let i = 0; i < 5; i++) expect((await send("contact")).ok).toBe(true);
      const over = await send("contact");
      expect(!over.ok && over.response.status).toBe(429);
      for (let i = 0; i < 120; i++) expect((await send()).ok).toBe(true);
      const overDefault = await send();
      expect(!overDefault.ok && overDefault.response.status).toBe(429);
    } finally {
      delete process.env.RATE_LIMIT_MULTIPLIER;
      reloadEnv();
    }
  });

  it("answers a change button's post with the form as typed and its values, a 200 with no message, before the rate limit", async () => {
    process.env.RATE_LIMIT_MULTIPLIER = "1";
    reloadEnv();
    try {
      const change = { field: "pick", values: (v: string) => (v === "Bea" ? { name: v } : null) };
      const send = (pick: string) =>
        submitForm(args(post(new URLSearchParams({ other: "kept", pick })), "192.0.2.60"), schema, {
          limit: "contact",
          change,
        });
      // More than the contact limit (5): none of them counts, none is a submission.
      for (let i = 0; i < 6; i++) {
        const form = await send("Bea");
        if (form.ok) throw new Error("a change is not a submission");
        expect(form.response.status).toBe(200);
        const result = await form.response.json();
        expect(result.initialValue).toEqual({ other: "kept", name: "Bea" });
        expect(result.status).toBeUndefined();
      }
      // A value it does not know changes nothing, and still sends nothing.
      const unknown = await send("not a name");
      expect(!unknown.ok && (await unknown.response.json()).initialValue).toEqual({ other: "kept" });
    } finally {
      delete process.env.RATE_LIMIT_MULTIPLIER;
      reloadEnv();
    }
  });

  it("answers the change button the post sent, among several (a departure chosen, 'Show total'), with its own values", async () => {
    const pick = { field: "pick", values: (v: string) => ({ name: v }) };
    const total = { field: "intent", values: () => ({}) };
    const send = (fields: Record<string, string>) =>
      submitForm(args(post(new URLSearchParams({ other: "kept", ...fields })), "192.0.2.61"), schema, {
        change: [pick, total],
      });
    for (const [fields, typed] of [
      [{ pick: "Bea" }, { other: "kept", name: "Bea" }],
      [{ intent: "total" }, { other: "kept" }],
    ] as const) {
      const form = await send(fields);
      if (form.ok) throw new Error("a change is not a submission");
      expect(form.response.status).toBe(200);
      expect((await form.response.json()).initialValue).toEqual(typed);
    }
    // Neither button: an ordinary submission.
    expect((await send({ name: "Ann" })).ok).toBe(true);
  });

  it("takes no form without its schema: a form without fields has an empty one", async () => {
    // @ts-expect-error -- every form has a schema (a call without one does not compile)
    await expect(submitForm(args(post(new URLSearchParams({ name: "Ann" }))))).rejects.toThrow();
    const empty = await submitForm(args(post(new URLSearchParams({ anything: "x" }))), z.object({}));
    expect(empty.ok && empty.value).toEqual({});
  });

  describe("a form of several actions (a discriminated union on intent)", () => {
    const board = z.discriminatedUnion(
      "intent",
      [
        z.object({ intent: intent("add"), content: z.string("Please describe the task") }),
        z.object({ intent: intent("delete"), id: recordId }),
      ],
      { error: STALE_FORM_MESSAGE },
    );
    const send = (fields: Record<string, string>, path = "/admin/tasks") =>
      submitForm(
        args(new Request(`http://localhost${path}`, { method: "POST", body: new URLSearchParams(fields) })),
        board,
        {
          answer: answerFor((sent) => (sent.intent === "add" ? "add" : "list")),
        },
      );
    const refusal = async (form: Awaited<ReturnType<typeof send>>) => {
      if (form.ok) throw new Error("not refused");
      return {
        status: form.response.status,
        ...((await form.response.json()) as { form: string; result: { error: Record<string, string[]> } }),
      };
    };

    it("gives the value of the action asked for, typed by its intent", async () => {
      const form = await send({ intent: "delete", id: "7" });
      expect(form.ok && form.value).toEqual({ intent: "delete", id: 7 });
    });

    it("refuses an unknown intent, a missing id and a bad number, on the form the answer names", async () => {
      expect(await refusal(await send({ intent: "drop", id: "7" }))).toMatchObject({
        status: 400,
        form: "list",
        result: { error: { intent: [STALE_FORM_MESSAGE] } },
      });
      expect(await refusal(await send({ intent: "delete" }))).toMatchObject({
        status: 400,
        result: { error: { id: [STALE_FORM_MESSAGE] } },
      });
      for (const id of ["1.5", "-3", "abc", "1e309", "99999999999999999999"]) {
        expect((await refusal(await send({ intent: "delete", id }))).result.error, id).toEqual({
          id: [STALE_FORM_MESSAGE],
        });
      }
      expect(await refusal(await send({ intent: "add" }))).toMatchObject({
        form: "add",
        result: { error: { content: ["Please describe the task"] } },
      });
    });

    it("answers a refusal found after the schema through the door (refuse): the page's answer, translated", async () => {
      const form = await send({ intent: "delete", id: "7" }, "/fr/notifications");
      if (!form.ok) throw new Error("refused");
      const res = form.refuse(
        { formErrors: [STALE_FORM_MESSAGE], fieldErrors: { id: ["Invalid email address"] } },
        404,
      );
      expect(res.status).toBe(404);
      expect(await res.json()).toMatchObject({
        form: "list",
        result: {
          initialValue: { intent: "delete", id: "7" },
          error: {
            "": ["Cette page n’est plus à jour. Veuillez la recharger et réessayer."],
            id: ["Adresse e-mail non valide"],
          },
        },
      });
    });
  });

  it("answers a file over the upload limit on its field, keeping what was typed", async () => {
    const body = new FormData();
    body.set("name", "Ann");
    body.set("picture", new File([new Uint8Array(200)], "me.png", { type: "image/png" }));
    const form = await submitForm(args(post(body)), z.object({ name: z.string(), picture: z.optional(z.any()) }), {
      uploads: { maxFileBytes: 100, maxFiles: 1, field: "picture" },
    });
    expect(form.ok).toBe(false);
    if (form.ok) return;
    const result = await form.response.json();
    expect(form.response.status).toBe(400);
    expect(result.error?.picture?.[0]).toContain("files can be up to");
    expect(result.initialValue?.name).toBe("Ann");
  });

  describe("files an answer cannot give back (uploads.lost)", () => {
    const lost = {
      refused: errorMessage("Nothing was saved. Please make your changes again."),
      changed: errorMessage("Not accepted"),
    };
    const withImages = z.object({
      name: z.string("Please type a name"),
      images: z._default(z.optional(z.array(z.file())), []),
    });
    const send = (fields: [string, string | File][], limits = { maxFileBytes: 100, maxFiles: 2 }) => {
      const body = new FormData();
      for (const [name, value] of fields) body.append(name, value);
      const answer = (result: unknown, status: number, notice?: string) => json({ result, notice }, { status });
      return submitForm(args(post(body), "192.0.2.90"), withImages, { uploads: { ...limits, lost }, answer });
    };
    const png = (bytes: number) => new File([new Uint8Array(bytes)], "beach.png", { type: "image/png" });
    const answered = async (form: Awaited<ReturnType<typeof send>>) => {
      if (form.ok) throw new Error("not refused");
      const { result, notice } = (await form.response.json()) as {
        result: { error?: Record<string, string[]> };
        notice?: string;
      };
      return { status: form.response.status, errors: result.error?.[""], fields: result.error, notice };
    };

    it("says so after the form's messages when files were chosen, and says nothing when none was", async () => {
      expect(await answered(await send([["images", png(10)]]))).toMatchObject({
        status: 400,
        errors: ["Nothing was saved. Please make your changes again."],
        fields: { name: ["Please type a name"] },
      });
      expect((await answered(await send([["other", "x"]]))).errors).toBeUndefined();
      const form = await send([
        ["name", "Ann"],
        ["images", png(10)],
      ]);
      if (!form.ok) throw new Error("refused");
      const refused = await answered({
        ok: false,
        response: form.refuse({ formErrors: [errorMessage("Not accepted")] }, 409),
      });
      expect(refused).toMatchObject({
        status: 409,
        errors: ["Not accepted", "Nothing was saved. Please make your changes again."],
      });
    });

    it("answers files left out of a valid form with their messages and a 413, and of an invalid one with a 400", async () => {
      const valid = await answered(
        await send([
          ["name", "Ann"],
          ["images", png(200)],
        ]),
      );
      expect(valid.status).toBe(413);
      expect(valid.errors).toEqual([
        expect.stringMatching(/^“beach\.png” is .+: files can be up to .+\.$/),
        "Nothing was saved. Please make your changes again.",
      ]);
      const invalid = await answered(await send([["images", png(200)]]));
      expect(invalid).toMatchObject({ status: 400, fields: { name: ["Please type a name"] } });
      expect(invalid.errors).toHaveLength(2);
    });

    it("answers a list button (without JavaScript) with a 200 and the notice beside the form", async () => {
      const button = ["__intent__", JSON.stringify({ type: "insert", payload: { name: "tags" } })] as [string, string];
      expect(await answered(await send([button, ["images", png(10)]]))).toMatchObject({
        status: 200,
        errors: undefined,
        notice: "Not accepted",
      });
      expect(await answered(await send([button]))).toMatchObject({ status: 200, notice: undefined });
    });
  });

  describe("the error catalogue", () => {
    const at = (path: string, body: Record<string, string>) =>
      args(new Request(`http://localhost${path}`, { method: "POST", body: new URLSearchParams(body) }), "192.0.2.77");
    const errorsOf = async (form: { ok: true } | { ok: false; response: Response }) => {
      if (form.ok) throw new Error("not refused");
      return ((await form.response.json()) as { error: Record<string, string[]> }).error;
    };

    it("answers a French request in French, and an English one in the exact English", async () => {
      const typed = { name: "", email: "ann@example", phone: "123", message: "" };
      expect(await errorsOf(await submitForm(at("/fr/contact", typed), contactSchema))).toEqual({
        name: ["Veuillez saisir votre nom"],
        email: ["Adresse e-mail non valide"],
        phone: ["Numéro de téléphone non valide"],
        message: ["Veuillez écrire votre message"],
      });
      expect(await errorsOf(await submitForm(at("/contact", typed), contactSchema))).toEqual({
        name: ["Please enter your name"],
        email: ["Invalid email address"],
        phone: ["Invalid phone number"],
        message: ["Please write your message"],
      });
    });

    it("finds the values of a message built with them (a length, a count, a date in French)", async () => {
      const schema = bookingSchema({ minDate: "2030-05-04", maxDate: "2031-05-04" });
      const typed = {
        name: "x".repeat(101),
        surname: "D",
        email: "a@b.mu",
        phone: "+23057123456",
        date: "2030-05-01",
        adults: "0",
        terms: "on",
      };
      const fr = await errorsOf(await submitForm(at("/fr/book/x", typed), schema));
      expect(fr.name).toEqual(["Veuillez ne pas dépasser 100 caractères"]);
      expect(fr.adults).toEqual(["Veuillez choisir entre 1 et 10 adultes"]);
      expect(fr.date).toEqual([
        `Veuillez choisir le ${formatDate("2030-05-04", translator("fr"))} ou une date ultérieure\u00a0: il nous faut 2 jours pour préparer votre journée`,
      ]);
      const en = await errorsOf(await submitForm(at("/book/x", typed), schema));
      expect(en.date).toEqual([
        `Please choose ${formatDate("2030-05-04")} or later: we need 2 days to prepare your day`,
      ]);
      expect(en.adults).toEqual(["Please choose between 1 and 10 adults"]);
    });

    it("words the door's own refusals in the request's language (the rate limit)", async () => {
      const limited = { name: "Ann", email: "ann@example.mu", message: "Hello" };
      for (let i = 0; i < 200; i++) {
        const form = await submitForm(at("/fr/contact", limited), contactSchema, { limit: "contact" });
        if (!form.ok) {
          expect(await errorsOf(form)).toEqual({
            "": ["Trop de demandes depuis votre connexion. Veuillez patienter un peu et réessayer."],
          });
          return;
        }
      }
      throw new Error("never limited");
    });

    it("answers a valid form the action refuses with the form as typed, its messages in the request's language", async () => {
      const typed = { name: "Ann", email: "ann@example.mu", message: "Hello" };
      const form = await submitForm(at("/fr/contact", typed), contactSchema);
      if (!form.ok) throw new Error("refused");
      const response = form.refuse(
        { formErrors: [FORM_KEY_REUSED_MESSAGE], fieldErrors: { name: [errorMessage("Please enter your name")] } },
        409,
        {
          "Retry-After": "5",
        },
      );
      expect(response.status).toBe(409);
      expect(response.headers.get("Retry-After")).toBe("5");
      const result = (await response.json()) as {
        error: Record<string, string[]>;
        initialValue: Record<string, string>;
      };
      expect(result.error).toEqual({
        "": [
          "Ce formulaire a déjà servi à envoyer une autre demande. Veuillez vérifier vos informations et l’envoyer à nouveau.",
        ],
        name: ["Veuillez saisir votre nom"],
      });
      expect(result.initialValue.message).toBe("Hello");
    });

    it("says a thrown refusal in French on a French page", async () => {
      const request = new Request("http://localhost/fr/contact", {
        method: "POST",
        body: '{"name":"Ann"}',
        headers: { "Content-Type": "application/json" },
      });
      const res = await thrown(submitForm(args(request), schema));
      expect(res.status).toBe(415);
      expect(await res.text()).toBe("Veuillez envoyer le formulaire depuis la page web.");
    });
  });
});
