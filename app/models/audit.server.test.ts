import { eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { auditLog, packages, pickupPlaces, siteBanners, tasks, users } from "~/db/schema";
import { getDb } from "~/db/db.server";
import { testAccount, testBooking } from "../../tests/fixtures/bookings";
import { postAdminUpdate } from "./admin-update.server";
import { auditActors, changesBetween, existingTargets, listAudit, recordAudit } from "./audit.server";
import { createBanner, deleteBanner, moveBanner, updateBanner } from "./banner.server";
import { cancelBookingByAdmin, confirmBookingByAdmin, saveBookingByAdmin } from "./booking-admin.server";
import { getBooking, type Booking } from "./booking.server";
import { notifyEveryone } from "./notification.server";
import { getOutboxRow, markPending, recordAdminEmail } from "./outbox.server";
import { createPackage, deletePackagePermanently, getPackage, setPackageStatus, updatePackage } from "./package.server";
import { addPickupPlace, deletePickupPlace, updatePickupPlace } from "./pickup.server";
import { getPolicyUrl, setPolicy } from "./policy.server";
import { closeDeparture, listDepartureExceptions, setDepartureSeats } from "./schedule.server";
import { addTask, clearCompletedTasks, getTask, updateTask } from "./task.server";
import { setRole } from "./user.server";
import { KEEP_IMAGES, packageWords, STAFF } from "../../tests/unit/model-fixtures";

const sqlite = () => getDb().$client;

const rows = () => getDb().select().from(auditLog).all();
const last = () => listAudit().rows[0];

/** A trigger that makes every insert into `table` fail, as a full disk or a bug would: removed after each test. */
function failInserts(table: string, event = "INSERT") {
  sqlite().exec(
    `CREATE TRIGGER fail_test BEFORE ${event} ON ${table} BEGIN SELECT RAISE(ABORT, 'refused by test'); END`,
  );
}

beforeEach(() => {
  getDb().delete(auditLog).run();
});
afterEach(() => {
  sqlite().exec("DROP TRIGGER IF EXISTS fail_test");
});

/**
 * Each admin write, with what it changes and how to read it back. Run twice: with its audit row failing to be
 * written (the change must not be there either), then normally (the change and its one row, together).
 */
type Case<T> = {
  name: string;
  setup: () => T | Promise<T>;
  act: (ctx: T) => unknown;
  changed: (ctx: T) => boolean;
  action: string;
};

function auditCase<T>(c: Case<T>) {
  it(`${c.name}: committed together with its ${c.action} row, or not at all`, async () => {
    // Its audit row cannot be written: the change is not made either.
    const first = await c.setup();
    getDb().delete(auditLog).run();
    failInserts("audit_log");
    await expect(async () => c.act(first)).rejects.toThrow("refused by test");
    sqlite().exec("DROP TRIGGER fail_test");
    expect(c.changed(first)).toBe(false);
    expect(rows()).toEqual([]);

    // Then as it should: the change, and one row saying who did it.
    const ctx = await c.setup();
    getDb().delete(auditLog).run();
    await c.act(ctx);
    expect(c.changed(ctx)).toBe(true);
    expect(rows().map((r) => r.action)).toContain(c.action);
    expect(rows().every((r) => r.actorEmail === STAFF.email)).toBe(true);
  });
}

const place = (id: number) => getDb().select().from(pickupPlaces).where(eq(pickupPlaces.id, id)).get();
const placeNamed = (name: string) => getDb().select().from(pickupPlaces).where(eq(pickupPlaces.name, name)).get();
/** A pickup place added, by its id. */
function placeAdded(zone: string, name: string) {
  addPickupPlace({ zone, name }, STAFF);
  return placeNamed(name)!.id;
}
const banner = (id: number) => getDb().select().from(siteBanners).where(eq(siteBanners.id, id)).get();
const count = (query: string) => (sqlite().prepare(query).get() as { n: number }).n;
/** A staff decision's e-mail to the guest, with only its subject told apart. */
const toGuest = (subject: string) => (b: Booking) => ({
  recipient: b.email,
  subject,
  plainTextMessage: "ok",
  htmlMessage: "<p>ok</p>",
});

/** The facts of the package most cases start from: an hour from the jetty at MUR 1,000 an adult. */
const facts = {
  durationMinutes: 60,
  meetingPoint: "Jetty",
  priceAdult: 1000,
  priceChild: null,
  priceInfant: null,
  cutoffHours: 24,
};
const pkg = (title = "Lagoon day") => createPackage({ ...packageWords(title), facts }, []);
const rule = { weekdays: [1, 2, 3, 4, 5, 6, 7], startTimes: ["09:00"], seats: 10, validFrom: null, validTo: null };

describe("every admin write and its audit row", () => {
  auditCase({
    name: "a package added",
    setup: () => null,
    act: () => createPackage(packageWords("Added by staff"), [], "added-by-staff", { actor: STAFF }),
    changed: () => getPackage("added-by-staff") !== null,
    action: "package.create",
  });
  auditCase({
    name: "a package edited",
    setup: () => pkg(),
    act: (id) => updatePackage(id, packageWords("Lagoon day, renamed"), KEEP_IMAGES, STAFF),
    changed: (id) => getPackage(id)?.title === "Lagoon day, renamed",
    action: "package.update",
  });
  auditCase({
    name: "a package's status",
    setup: () => pkg(),
    act: (id) => setPackageStatus(id, "archived", STAFF),
    changed: (id) => getPackage(id)?.status === "archived",
    action: "package.status",
  });
  auditCase({
    name: "a package removed for good",
    setup: () => pkg(),
    act: (id) => deletePackagePermanently(id, STAFF),
    changed: (id) => getPackage(id) === null,
    action: "package.delete",
  });
  auditCase({
    name: "a booking's status saved",
    setup: () => testBooking(null).reference,
    act: (ref) => saveBookingByAdmin(ref, { status: "Awaiting payment", comment: "Called" }, STAFF),
    changed: (ref) => getBooking(ref)?.status === "Awaiting payment",
    action: "booking.status",
  });
  auditCase({
    name: "a booking confirmed",
    setup: () => testBooking(null).reference,
    act: (ref) => confirmBookingByAdmin(ref, STAFF, toGuest("Confirmed")),
    changed: (ref) => getBooking(ref)?.state === "confirmed",
    action: "booking.status",
  });
  auditCase({
    name: "a booking cancelled by staff",
    setup: () => testBooking(null).reference,
    act: (ref) => cancelBookingByAdmin(ref, STAFF, "Guest phoned", toGuest("Cancelled")),
    changed: (ref) => getBooking(ref)?.state === "cancelled",
    action: "booking.status",
  });
  auditCase({
    name: "a departure closed",
    setup: () => createPackage({ ...packageWords("Boat"), rules: [rule] }, []),
    act: (id) => closeDeparture(id, "2030-02-01", "09:00", "Cyclone", STAFF),
    changed: (id) => listDepartureExceptions(id, "2030-02-01", "2030-02-01").length === 1,
    action: "departure.close",
  });
  auditCase({
    name: "a departure's seats",
    setup: () => createPackage({ ...packageWords("Boat"), rules: [rule] }, []),
    act: (id) => setDepartureSeats(id, "2030-02-01", "09:00", 4, STAFF),
    changed: (id) => listDepartureExceptions(id, "2030-02-01", "2030-02-01").length === 1,
    action: "departure.seats",
  });
  auditCase({
    name: "a pickup place added",
    setup: () => null,
    act: () => addPickupPlace({ zone: "North", name: "Audit Hotel" }, STAFF),
    changed: () => placeNamed("Audit Hotel") !== undefined,
    action: "pickup.create",
  });
  auditCase({
    name: "a pickup place renamed",
    setup: () => placeAdded("East", "Old Name"),
    act: (id) => updatePickupPlace(id, { zone: "East", name: "New Name" }, STAFF),
    changed: (id) => place(id)?.name === "New Name",
    action: "pickup.update",
  });
  auditCase({
    name: "a pickup place deleted",
    setup: () => placeAdded("South", "Going"),
    act: (id) => deletePickupPlace(id, STAFF),
    changed: (id) => place(id) === undefined,
    action: "pickup.delete",
  });
  auditCase({
    name: "a role set",
    setup: async () => (await testAccount("audit-role")).id,
    act: (id) => setRole(id, "guide", STAFF),
    changed: (id) => getDb().select().from(users).where(eq(users.id, id)).get()?.role === "guide",
    action: "role.change",
  });
  auditCase({
    name: "a banner added",
    setup: () => null,
    act: () => createBanner({ title: "Audit banner", message: "m" }, { actor: STAFF }),
    changed: () => getDb().select().from(siteBanners).where(eq(siteBanners.title, "Audit banner")).all().length === 1,
    action: "banner.create",
  });
  auditCase({
    name: "a banner edited",
    setup: () => createBanner({ title: "Banner A", message: "m" }).id,
    act: (id) => updateBanner(id, { title: "Banner B", message: "m" }, STAFF),
    changed: (id) => banner(id)?.title === "Banner B",
    action: "banner.update",
  });
  auditCase({
    name: "a banner moved",
    setup: () => {
      getDb().delete(siteBanners).run();
      createBanner({ title: "First", message: "m" });
      return createBanner({ title: "Second", message: "m" }).id;
    },
    act: (id) => moveBanner(id, "up", STAFF),
    changed: (id) => banner(id)?.position === 0,
    action: "banner.move",
  });
  auditCase({
    name: "a banner deleted",
    setup: () => createBanner({ title: "Doomed", message: "m" }).id,
    act: (id) => deleteBanner(id, STAFF),
    changed: (id) => banner(id) === undefined,
    action: "banner.delete",
  });
  auditCase({
    name: "a policy uploaded",
    setup: () => null,
    act: () => setPolicy("auditPolicy", { key: "policies/auditPolicy.pdf", version: "v2" }, { actor: STAFF }),
    changed: () => getPolicyUrl("auditPolicy") !== null,
    action: "policy.update",
  });
  auditCase({
    name: "a task added",
    setup: () => null,
    act: () => addTask({ content: "Audit task" }, STAFF),
    changed: () => getDb().select().from(tasks).where(eq(tasks.content, "Audit task")).all().length === 1,
    action: "task.create",
  });
  auditCase({
    name: "a task moved",
    setup: () => addTask({ content: "Move me" }, STAFF).id,
    act: (id) => updateTask(id, { status: "working" }, STAFF),
    changed: (id) => getTask(id)?.status === "working",
    action: "task.update",
  });
  auditCase({
    name: "completed tasks cleared",
    setup: () => {
      const t = addTask({ content: "Done one" }, STAFF);
      updateTask(t.id, { status: "completed" }, STAFF);
      return t.id;
    },
    act: () => clearCompletedTasks(STAFF),
    changed: (id) => getTask(id) === undefined,
    action: "task.delete",
  });
  auditCase({
    name: "a notification to all",
    setup: async () => (await testAccount("audit-bell")).id,
    act: () => notifyEveryone({ title: "Audit bell", message: "m" }, STAFF),
    changed: () => count("select count(*) as n from notifications where title = 'Audit bell'") > 0,
    action: "notification.send",
  });
  auditCase({
    name: "an update posted",
    setup: () => null,
    act: () => postAdminUpdate("Audit update line", STAFF),
    changed: () => count("select count(*) as n from admin_updates where content = 'Audit update line'") === 1,
    action: "update.post",
  });
  auditCase({
    name: "an e-mail written by an admin",
    setup: () => null,
    act: () =>
      recordAdminEmail(
        {
          recipient: "guest@example.mu",
          subject: "Audit mail",
          plainTextMessage: "secret body",
          htmlMessage: "<p>secret body</p>",
        },
        STAFF,
      ),
    changed: () => count("select count(*) as n from outbox where subject = 'Audit mail'") === 1,
    action: "email.send",
  });
  auditCase({
    name: "an e-mail sent again",
    setup: () => {
      const id = recordAdminEmail(
        { recipient: "again@example.mu", subject: "Again", plainTextMessage: "b", htmlMessage: "<p>b</p>" },
        STAFF,
      );
      sqlite().prepare("update outbox set status = 'failed' where id = ?").run(id);
      getDb().delete(auditLog).run();
      return id;
    },
    act: (id) => markPending(id, STAFF),
    changed: (id) => getOutboxRow(id)?.status === "pending",
    action: "email.resend",
  });

  it("a change that fails leaves no audit row (the package's own write refused)", async () => {
    const id = pkg("Will not change");
    failInserts("packages", "UPDATE");
    await expect(updatePackage(id, packageWords("Changed"), KEEP_IMAGES, STAFF)).rejects.toThrow("refused by test");
    expect(getPackage(id)?.title).toBe("Will not change");
    expect(rows()).toEqual([]);
  });

  it("a refused change (the status rules) records nothing", () => {
    const id = pkg();
    setPackageStatus(id, "deleted", STAFF);
    getDb().delete(auditLog).run();
    expect(setPackageStatus(id, "archived", STAFF)).toBe("status-not-allowed");
    expect(rows()).toEqual([]);
  });

  it("a save that changes nothing records nothing", async () => {
    const id = pkg("Same");
    await updatePackage(
      id,
      {
        ...packageWords("Same"),
        facts,
      },
      KEEP_IMAGES,
      STAFF,
    );
    expect(rows()).toEqual([]);
  });
});

describe("the changes recorded", () => {
  it("an update keeps each changed field as [before, after], and only those", async () => {
    const id = pkg("Blue Bay");
    await updatePackage(
      id,
      {
        ...packageWords("Blue Bay Marine Park"),
        highlights: ["Snorkelling"],
        facts: { ...facts, priceAdult: 1500 },
        rules: [rule],
      },
      KEEP_IMAGES,
      STAFF,
    );
    const row = last();
    expect(row).toMatchObject({
      action: "package.update",
      targetKind: "package",
      targetId: id,
      targetLabel: "Blue Bay Marine Park",
      actorEmail: STAFF.email,
    });
    expect(row.changes).toEqual({
      title: ["Blue Bay", "Blue Bay Marine Park"],
      highlights: [[], ["Snorkelling"]],
      priceAdult: [1000, 1500],
      departures: [[], ["Mon Tue Wed Thu Fri Sat Sun 09:00, 10 seats"]],
    });
  });

  it("a status change through the edit form is a package.status row", async () => {
    const id = pkg("Archive me");
    await updatePackage(id, { ...packageWords("Archive me"), status: "archived" }, KEEP_IMAGES, STAFF);
    expect(last()).toMatchObject({ action: "package.status" });
    expect(last().changes).toMatchObject({ status: ["active", "archived"] });
  });

  it("a translation's text is a field of its own (fr.title), emptied too; a banner's and a policy's alike", async () => {
    const id = pkg("Reef walk");
    await updatePackage(
      id,
      { ...packageWords("Reef walk"), translations: { fr: { title: "Balade", highlights: ["Récif"] } } },
      KEEP_IMAGES,
      STAFF,
    );
    expect(last().changes).toEqual({ "fr.title": ["", "Balade"], "fr.highlights": ["", ["Récif"]] });
    await updatePackage(
      id,
      { ...packageWords("Reef walk"), translations: { fr: { highlights: ["Récif"] } } },
      KEEP_IMAGES,
      STAFF,
    );
    expect(last().changes).toEqual({ "fr.title": ["Balade", ""] });

    const banner = createBanner({ title: "Storm", message: "m" }).id;
    updateBanner(banner, { title: "Storm", message: "m", translations: { fr: { message: "Tempête" } } }, STAFF);
    expect(last()).toMatchObject({ action: "banner.update", changes: { "fr.message": ["", "Tempête"] } });
    setPolicy(
      "titledPolicy",
      { key: "policies/titled.pdf" },
      { actor: STAFF, titles: { title: "Titled", translations: { fr: { title: "Titré" } } } },
    );
    expect(last().changes).toEqual({
      file: [null, "/files/policies/titled.pdf"],
      title: ["", "Titled"],
      "fr.title": ["", "Titré"],
    });
  });

  it("a booking's confirmation: status and state before and after, the reference as target", () => {
    const ref = testBooking(null).reference;
    confirmBookingByAdmin(ref, STAFF, toGuest("Confirmed"));
    expect(last()).toMatchObject({ action: "booking.status", targetKind: "booking", targetId: ref });
    expect(last().changes).toEqual({ status: ["Pending", "Confirmed"], state: ["pending", "confirmed"] });
  });

  it("an e-mail: its recipient and subject, never its body", () => {
    recordAdminEmail(
      {
        recipient: "guest@example.mu",
        subject: "Your day",
        plainTextMessage: "private words",
        htmlMessage: "<p>private words</p>",
        related: "booking:ABCD-EFGH",
      },
      STAFF,
    );
    expect(last()).toMatchObject({ action: "email.send", targetKind: "booking", targetId: "ABCD-EFGH" });
    expect(last().changes).toEqual({ to: "guest@example.mu", subject: "Your day", attachments: [] });
    expect(JSON.stringify(last())).not.toContain("private words");
  });

  it("changesBetween compares lists and values by content", () => {
    const before: Record<string, unknown> = { a: 1, b: ["x"], c: null };
    expect(changesBetween(before, { a: 1, b: ["x", "y"], c: "" })).toEqual({ b: [["x"], ["x", "y"]], c: [null, ""] });
  });
});

describe("reading the log", () => {
  it("is newest first, filtered by action or kind, admin, target text and time, paged in SQL", () => {
    // Written a day apart from 1 January 2030, 10:00 UTC, the oldest first.
    const entries = [
      ["ana@example.mu", "package.update", { kind: "package", id: "p1", label: "Blue Bay" }],
      ["bob@example.mu", "booking.status", { kind: "booking", id: "K7QM-4XPT", label: "K7QM-4XPT (Boat)" }],
      ["ana@example.mu", "email.send", { kind: "email", id: 1, label: "x@example.mu" }],
      ["ana@example.mu", "package.delete", { kind: "package", id: "p2", label: "50%_off" }],
    ] as const;
    getDb().transaction((tx) => {
      entries.forEach(([email, action, target], i) =>
        recordAudit(tx, { id: null, email }, { action, target }, new Date(`2030-01-0${i + 1}T10:00:00Z`)),
      );
    });
    const actions = (f: Parameters<typeof listAudit>[0]) => listAudit(f).rows.map((r) => r.action);
    expect(actions({})).toEqual(["package.delete", "email.send", "booking.status", "package.update"]);
    expect(actions({ action: "package" })).toEqual(["package.delete", "package.update"]);
    expect(actions({ action: "email.send" })).toEqual(["email.send"]);
    expect(actions({ actor: "bob@example.mu" })).toEqual(["booking.status"]);
    expect(actions({ target: "k7qm" })).toEqual(["booking.status"]);
    expect(actions({ target: "50%" })).toEqual(["package.delete"]);
    expect(actions({ target: "%" })).toEqual(["package.delete"]);
    expect(actions({ from: "2030-01-02T00:00:00.000Z", to: "2030-01-04T00:00:00.000Z" })).toEqual([
      "email.send",
      "booking.status",
    ]);
    const page2 = listAudit({}, 2, 3);
    expect(page2).toMatchObject({ total: 4, page: 2, pageCount: 2 });
    expect(page2.rows.map((r) => r.action)).toEqual(["package.update"]);
    expect(listAudit({}, "9.5", 3).page).toBe(2);
    expect(auditActors()).toEqual(["ana@example.mu", "bob@example.mu"]);
  });

  it("keeps the row, with the admin's e-mail, when the admin's account is deleted", async () => {
    const admin = await testAccount("leaving", "admin");
    addTask({ content: "Before leaving" }, admin);
    getDb().delete(users).where(eq(users.id, admin.id)).run();
    expect(last()).toMatchObject({ action: "task.create", actorId: null, actorEmail: admin.email });
  });

  it("knows which targets still exist, to link only to those", () => {
    const id = pkg("Still here");
    const found = existingTargets([
      { targetKind: "package", targetId: id },
      { targetKind: "package", targetId: "gone" },
      { targetKind: "upload", targetId: "x.pdf" },
    ]);
    expect([...found]).toEqual([`package:${id}`]);
    expect(getDb().select().from(packages).where(eq(packages.id, id)).all()).toHaveLength(1);
  });
});
