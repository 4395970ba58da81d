import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { action } from "./contact";
import { contactMessages, outbox } from "~/db/schema";
import { getDb } from "~/db/db.server";
import { RECIPIENT_LIMIT_REASON } from "~/services/email.server";
import { reloadEnv } from "~/utils/env.server";
import { signServedAt } from "~/services/human-check.server";

// The route's action called as Remix calls it, against a real temporary database (no RESEND_API_KEY: e-mails are logged).
function post(fields: Record<string, string>, clientAddress: string) {
  const request = new Request("http://localhost/contact", { method: "POST", body: new URLSearchParams(fields) });
  return action({ request, params: {}, context: { clientAddress } });
}

describe("contact action", () => {
  it("many senders cannot flood one address: after 5 copies an hour the message is saved, its copy kept unsent, and the team still told", async () => {
    process.env.RATE_LIMIT_MULTIPLIER = "1";
    reloadEnv();
    const victim = "flooded@example.mu";
    const locations: string[] = [];
    for (let i = 0; i < 7; i++) {
      // A different client address each time: the per-address limit (5 an hour) never applies.
      const res = await post(
        {
          name: "Your account is locked - verify at https://phish.example",
          email: victim,
          message: "Hello",
          formKey: crypto.randomUUID(),
          servedAt: signServedAt("contact", Date.now() - 5000),
        },
        `198.51.100.${i + 1}`,
      );
      expect(res.status).toBe(302);
      locations.push(res.headers.get("Location") ?? "");
    }
    expect(locations).toEqual([
      ...Array(5).fill("/contact/sent"),
      "/contact/sent?mail=failed",
      "/contact/sent?mail=failed",
    ]);
    expect(getDb().select().from(contactMessages).where(eq(contactMessages.email, victim)).all()).toHaveLength(7);
    const copies = getDb().select().from(outbox).where(eq(outbox.recipient, victim)).all();
    expect(copies.map((c) => c.status)).toEqual(["logged", "logged", "logged", "logged", "logged", "failed", "failed"]);
    expect(copies[6].error).toBe(RECIPIENT_LIMIT_REASON);
    const firstMessage = getDb().select().from(contactMessages).where(eq(contactMessages.email, victim)).get()!;
    expect(copies[0].subject).toBe(`We received your message (ref. ${firstMessage.id})`);
    const team = getDb()
      .select()
      .from(outbox)
      .all()
      .filter((r) => r.recipient !== victim);
    expect(team.filter((r) => r.status === "logged")).toHaveLength(7);
  });

  it("a form key already used for another message: 409 with the message at the top and what was typed; nothing saved", async () => {
    const formKey = crypto.randomUUID();
    const fields = {
      name: "Ann",
      email: "ann@example.mu",
      message: "First",
      formKey,
      servedAt: signServedAt("contact", Date.now() - 5000),
    };
    expect((await post(fields, "192.0.2.50")).status).toBe(302);
    expect((await post(fields, "192.0.2.50")).status).toBe(302); // the same message again: the first one, nothing more
    const res = await post({ ...fields, message: "Something else" }, "192.0.2.50");
    expect(res.status).toBe(409);
    const reply = (await res.json()) as { error: Record<string, string[]>; initialValue: Record<string, string> };
    expect(reply.error[""]).toEqual([
      "This form was already used to send another request. Please check your details and send it again.",
    ]);
    expect(reply.initialValue).toMatchObject({ name: "Ann", message: "Something else" });
    expect(getDb().select().from(contactMessages).where(eq(contactMessages.formKey, formKey)).all()).toMatchObject([
      { message: "First" },
    ]);
  });
});
