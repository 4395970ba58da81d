import type { ActionFunctionArgs } from "@remix-run/node";
import { describe, expect, it } from "vitest";
import { createBanner, getBanners } from "~/models/banner.server";
import { addNotification, allNotifications } from "~/models/notification.server";
import { listPickupPlaces } from "~/models/pickup.server";
import { createSession } from "~/models/session.server";
import { addTask, listTasks } from "~/models/task.server";
import { createUser, getUserByEmail } from "~/models/user.server";
import { getDb } from "~/db/db.server";
import { STALE_FORM_MESSAGE } from "~/schemas/fields";
import { cookies } from "~/services/session.server";
import { action as banners } from "./_admin.admin.banners";
import { action as bookings } from "./_admin.admin.bookings";
import { action as outbox } from "./_admin.admin.outbox";
import { action as pickups } from "./_admin.admin.pickups";
import { action as role } from "./_admin.admin.role";
import { action as tasks } from "./_admin.admin.tasks";
import { action as uploads } from "./_admin.admin.uploads";
import { action as home } from "./_index.server";
import { action as logout } from "./logout";
import { action as notifications } from "./notifications";

// The multi-action forms called as Remix calls them, against a real temporary database: each reads its form through
// the door with its schema, so a bad intent, a missing id or a bad number is refused (400) with the door's answer,
// and nothing is written.

type Action = (args: ActionFunctionArgs) => Promise<Response> | Response;
type Fields = Record<string, string> | [string, string][];

const STAFF = { id: null, email: "staff@example.mu" };

async function signIn(role: "admin" | "user") {
  const user = await createUser({
    email: `${role}-${crypto.randomUUID()}@example.mu`,
    password: "a-long-password",
    role,
  });
  return { user, cookie: (await cookies().session.serialize(createSession(user.id))).split(";")[0] };
}
const admin = signIn("admin");

async function post(action: Action, path: string, fields: Fields, cookie?: string) {
  const headers = cookie ? { Cookie: cookie } : undefined;
  const request = new Request(`http://localhost${path}`, {
    method: "POST",
    body: new URLSearchParams(fields),
    headers,
  });
  try {
    return await action({ request, params: {}, context: { clientAddress: "192.0.2.30" } });
  } catch (error) {
    if (error instanceof Response) return error;
    throw error;
  }
}
const asAdmin = async (action: Action, path: string, fields: Fields) =>
  post(action, path, fields, (await admin).cookie);

/** The door's refusal: its status, the form it names (pages of several forms) and its messages by field. */
async function refusal(res: Response) {
  expect(res.status).toBeGreaterThanOrEqual(400);
  const body = (await res.json()) as {
    form?: string;
    result?: { error: Record<string, string[]> };
    error?: Record<string, string[]>;
  };
  return { status: res.status, form: body.form, error: (body.result ?? body).error ?? {} };
}

describe("the Task Manager's forms", () => {
  it("add, change and clear through one schema", async () => {
    expect(
      (await asAdmin(tasks, "/admin/tasks", { intent: "add", content: "Call the boat company", priority: "high" }))
        .status,
    ).toBe(302);
    const task = listTasks().find((t) => t.content === "Call the boat company")!;
    const moved = await asAdmin(tasks, "/admin/tasks", {
      intent: "update",
      id: String(task.id),
      status: "completed",
      via: "js",
    });
    expect(await moved.json()).toEqual({ form: "board", ok: true });
    expect((await asAdmin(tasks, "/admin/tasks", { intent: "clear" })).status).toBe(302);
    expect(listTasks().find((t) => t.id === task.id)).toBeUndefined();
  });

  it("refuse a bad intent, a missing id and a bad number on the board; an empty task on the add form", async () => {
    const task = addTask({ content: "Check the boat" }, STAFF);
    const before = listTasks();
    expect(await refusal(await asAdmin(tasks, "/admin/tasks", { intent: "drop", id: String(task.id) }))).toEqual({
      status: 400,
      form: "board",
      error: { intent: [STALE_FORM_MESSAGE] },
    });
    expect(
      (await refusal(await asAdmin(tasks, "/admin/tasks", { intent: "update", status: "working" }))).error,
    ).toEqual({ id: [STALE_FORM_MESSAGE] });
    for (const id of ["1.5", "-1", "abc", "1e309"]) {
      expect(
        (await refusal(await asAdmin(tasks, "/admin/tasks", { intent: "update", id, status: "working" }))).error,
        id,
      ).toEqual({
        id: [STALE_FORM_MESSAGE],
      });
    }
    const badStatus = await refusal(
      await asAdmin(tasks, "/admin/tasks", { intent: "update", id: String(task.id), status: "lost" }),
    );
    expect(Object.keys(badStatus.error)).toEqual(["status"]);
    expect(await refusal(await asAdmin(tasks, "/admin/tasks", { intent: "add", content: "  " }))).toEqual({
      status: 400,
      form: "add",
      error: { content: ["Please describe the task"] },
    });
    expect(listTasks()).toEqual(before);
  });
});

describe("the Pickup places forms", () => {
  it("refuse a bad intent and a bad id on the page; a place already there on the form it was typed in (409)", async () => {
    expect(
      (await asAdmin(pickups, "/admin/pickups", { intent: "create", zone: "North", name: "Hotel Lagoon" })).status,
    ).toBe(302);
    const place = listPickupPlaces().find((p) => p.name === "Hotel Lagoon")!;
    expect(
      await refusal(await asAdmin(pickups, "/admin/pickups", { intent: "remove", id: String(place.id) })),
    ).toMatchObject({ status: 400, form: "page" });
    expect(await refusal(await asAdmin(pickups, "/admin/pickups", { intent: "delete", id: "abc" }))).toEqual({
      status: 400,
      form: "page",
      error: { id: [STALE_FORM_MESSAGE] },
    });
    expect(
      await refusal(
        await asAdmin(pickups, "/admin/pickups", { intent: "create", zone: "North", name: "Hotel Lagoon" }),
      ),
    ).toEqual({
      status: 409,
      form: "place-new",
      error: { name: ["North already has a place called “Hotel Lagoon”"] },
    });
    expect(
      await refusal(
        await asAdmin(pickups, "/admin/pickups", { intent: "save", id: String(place.id), zone: "", name: "Renamed" }),
      ),
    ).toEqual({
      status: 400,
      form: `place-${place.id}`,
      error: { zone: ["Please choose a zone"] },
    });
    expect(listPickupPlaces().filter((p) => p.name === "Hotel Lagoon")).toHaveLength(1);
    expect((await asAdmin(pickups, "/admin/pickups", { intent: "delete", id: String(place.id) })).status).toBe(302);
    expect(listPickupPlaces().find((p) => p.id === place.id)).toBeUndefined();
  });
});

describe("the Notification Banners forms", () => {
  it("refuse a bad intent, a missing id and a bad number; a banner's errors on its own form", async () => {
    const { id } = createBanner({ title: "Welcome", message: "Hello" });
    const before = getBanners();
    expect(await refusal(await asAdmin(banners, "/admin/banners", { intent: "sideways", id: String(id) }))).toEqual({
      status: 400,
      form: "page",
      error: { intent: [STALE_FORM_MESSAGE] },
    });
    expect((await refusal(await asAdmin(banners, "/admin/banners", { intent: "up" }))).error).toEqual({
      id: [STALE_FORM_MESSAGE],
    });
    expect((await refusal(await asAdmin(banners, "/admin/banners", { intent: "delete", id: "2.5" }))).error).toEqual({
      id: [STALE_FORM_MESSAGE],
    });
    const save = await refusal(
      await asAdmin(banners, "/admin/banners", { intent: "save", id: String(id), title: "", message: "Hi" }),
    );
    expect(save).toEqual({ status: 400, form: `banner-${id}`, error: { title: ["Please enter a title"] } });
    expect((await refusal(await asAdmin(banners, "/admin/banners", { intent: "create", title: "New" }))).form).toBe(
      "banner-new",
    );
    expect(getBanners()).toEqual(before);
    expect(
      (
        await asAdmin(banners, "/admin/banners", {
          intent: "save",
          id: String(id),
          title: "Hi there",
          message: "Hello",
        })
      ).status,
    ).toBe(302);
    expect(getBanners().find((b) => b.id === id)).toMatchObject({ title: "Hi there", link: null, action: null });
  });
});

describe("a visitor's forms", () => {
  it("a banner's Dismiss: a bad or missing banner is refused in the page's language; a good one is kept in the cookie", async () => {
    expect(await refusal(await post(home, "/?index", { intent: "dismiss-banner", bannerId: "0" }))).toEqual({
      status: 400,
      error: { bannerId: [STALE_FORM_MESSAGE] },
    });
    const french = await refusal(await post(home, "/fr?index", { intent: "dismiss" }));
    const stale = "Cette page n’est plus à jour. Veuillez la recharger et réessayer.";
    expect(french.error).toEqual({ intent: [stale], bannerId: [stale] });
    expect(french.error.intent[0]).toMatch(/^Cette page/);
    const dismissed = await post(home, "/?index", { intent: "dismiss-banner", bannerId: "3" });
    expect(dismissed.status).toBe(302);
    expect(dismissed.headers.get("Set-Cookie")).toBeTruthy();
  });

  it("log out has no fields: whatever is sent, the session ends", async () => {
    const { cookie } = await signIn("user");
    const res = await post(logout, "/logout", { anything: "x" }, cookie);
    expect(res.status).toBe(302);
    expect(res.headers.get("Set-Cookie")).toMatch(/Max-Age=0|Expires=Thu, 01 Jan 1970/);
  });

  it("a notification's Dismiss: a bad intent, a missing id and a bad number are refused; the bell's stays where it is", async () => {
    const { user, cookie } = await signIn("user");
    getDb().transaction((tx) => addNotification(tx, user.id, { title: "Hello", message: "A notice" }));
    const [notice] = allNotifications(user.id);
    const send = (fields: Record<string, string>) => post(notifications, "/notifications", fields, cookie);
    expect((await refusal(await send({ intent: "hide", id: String(notice.id) }))).error).toEqual({
      intent: [STALE_FORM_MESSAGE],
    });
    expect((await refusal(await send({ intent: "dismiss" }))).error).toEqual({ id: [STALE_FORM_MESSAGE] });
    expect((await refusal(await send({ intent: "dismiss", id: "x1" }))).error).toEqual({ id: [STALE_FORM_MESSAGE] });
    expect(allNotifications(user.id)[0].seen).toBeFalsy();
    const bell = await send({ intent: "dismiss", id: String(notice.id), from: "bell" });
    expect(await bell.json()).toEqual({ ok: true });
    expect(allNotifications(user.id)[0].seen).toBeTruthy();
    expect((await send({ intent: "dismiss", id: String(notice.id) })).headers.get("Location")).toBe("/notifications");
  });
});

describe("the back office's list forms", () => {
  it("the outbox's Send again: a bad intent and a missing id are refused; an e-mail not there is said with a flash", async () => {
    expect((await refusal(await asAdmin(outbox, "/admin/outbox", { intent: "send", id: "1" }))).error).toEqual({
      intent: [STALE_FORM_MESSAGE],
    });
    expect((await refusal(await asAdmin(outbox, "/admin/outbox", { intent: "resend", id: "" }))).error).toEqual({
      id: [STALE_FORM_MESSAGE],
    });
    const gone = await asAdmin(outbox, "/admin/outbox", { intent: "resend", id: "999999", back: "?status=failed" });
    expect(gone.headers.get("Location")).toBe("/admin/outbox?status=failed");
  });

  it("All Bookings' columns: the ticked ones are shown, the page's query kept", async () => {
    const res = await asAdmin(bookings, "/admin/bookings", [
      ["show", "email"],
      ["show", "phone"],
      ["back", "?page=2"],
    ]);
    expect(res.headers.get("Location")).toBe("/admin/bookings?page=2");
    expect(res.headers.get("Set-Cookie")).toBeTruthy();
    expect((await refusal(await asAdmin(bookings, "/admin/bookings", { show: "x".repeat(41) }))).error).toEqual({
      "show[0]": [STALE_FORM_MESSAGE],
    });
  });

  it("View Uploads' Delete: a path out of the uploads is refused with the storage's reason, a missing one as out of date", async () => {
    const out = await refusal(await asAdmin(uploads, "/admin/uploads", { target: "../app.db", path: "" }));
    expect(out.status).toBe(400);
    expect(out.error[""][0]).toMatch(/^An error occurred while deleting item: /);
    expect((await refusal(await asAdmin(uploads, "/admin/uploads", { path: "x" }))).error).toEqual({
      target: [STALE_FORM_MESSAGE],
    });
  });

  it("Set Role: an empty role on its field, a user not found (404), a missing user", async () => {
    const client = await createUser({ email: `client-${crypto.randomUUID()}@example.mu`, password: "a-long-password" });
    expect((await refusal(await asAdmin(role, "/admin/role", { userId: client.id, role: "   " }))).error).toEqual({
      role: ["Please type a role."],
    });
    expect(await refusal(await asAdmin(role, "/admin/role", { userId: "nobody", role: "guide" }))).toEqual({
      status: 404,
      error: { "": ["User Not Found"] },
    });
    expect((await refusal(await asAdmin(role, "/admin/role", { role: "guide" }))).error).toEqual({
      userId: [STALE_FORM_MESSAGE],
    });
    expect(getUserByEmail(client.email)?.role).toBe("user");
    expect((await asAdmin(role, "/admin/role", { userId: client.id, role: "guide" })).status).toBe(302);
    expect(getUserByEmail(client.email)?.role).toBe("guide");
  });
});
