import { describe, expect, it, vi } from "vitest";
import { getDb } from "~/db/db.server";
import { issueBookingLink } from "~/models/booking-link.server";
import { getBooking } from "~/models/booking.server";
import { testBooking } from "../../tests/fixtures/bookings";
import { action } from "./manage.$token";

// The guest's own booking page's post (services/guest-booking.server.ts, the client area's too), called as Remix calls
// it: one schema through the form door, so a made-up action and too many posts come back as the door's answers,
// in the page's language, on the private page's headers; a real Cancel cancels.
vi.spyOn(console, "log").mockImplementation(() => {});

function post(token: string, fields: Record<string, string>, { lang = "", clientAddress = "203.0.113.9" } = {}) {
  const request = new Request(`http://localhost${lang}/manage/${token}`, {
    method: "POST",
    body: new URLSearchParams(fields),
  });
  return action({ request, params: { token }, context: { clientAddress } });
}

const linked = () => {
  const booking = testBooking(null);
  return { booking, token: issueBookingLink(getDb(), booking) };
};

describe("the manage page's post", () => {
  it("Cancel cancels and goes back to the page in its language, kept private", async () => {
    const { booking, token } = linked();
    const res = await post(token, { intent: "cancel" }, { lang: "/fr" });
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe(`/fr/manage/${token}`);
    expect(res.headers.get("Cache-Control")).toBe("private, no-store");
    expect(getBooking(booking.reference)?.state).toBe("cancelled");
  });

  it("an action it does not know is refused by the door (400, its errors), changing nothing", async () => {
    const { booking, token } = linked();
    for (const fields of [{ intent: "confirm" }, { intent: "" }, {}] as Record<string, string>[]) {
      const res = await post(token, fields);
      expect(res.status).toBe(400);
      expect(res.headers.get("Cache-Control")).toBe("private, no-store");
      const body = (await res.json()) as { status: string; error: Record<string, string[]> };
      expect(body.status).toBe("error");
      expect(Object.keys(body.error)).toEqual(["intent"]);
    }
    expect(getBooking(booking.reference)?.state).toBe("pending");
  });

  it("too many posts from one address: the door's 429, its message in French on a French page", async () => {
    const { booking, token } = linked();
    const clientAddress = "203.0.113.77";
    // A cancelled booking's Cancel changes nothing, and counts against the limit all the same (120 in 15 minutes).
    await post(token, { intent: "cancel" }, { clientAddress });
    for (let i = 1; i < 120; i++) expect((await post(token, { intent: "cancel" }, { clientAddress })).status).toBe(302);
    const res = await post(token, { intent: "cancel" }, { lang: "/fr", clientAddress });
    expect(res.status).toBe(429);
    const body = (await res.json()) as { error: Record<string, string[]> };
    expect(body.error[""]).toEqual([
      "Trop de demandes depuis votre connexion. Veuillez patienter un peu et réessayer.",
    ]);
    expect(getBooking(booking.reference)?.state).toBe("cancelled");
  });

  it("a link that opens nothing is a 404 on the private page's headers", async () => {
    const thrown = await post("not-a-token", { intent: "cancel" }).catch((error: unknown) => error);
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).status).toBe(404);
    expect((thrown as Response).headers.get("Cache-Control")).toBe("private, no-store");
  });
});
