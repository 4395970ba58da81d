import fs from "node:fs";
import path from "node:path";
import { expect, signedInPage, test, type Locator, type Page } from "./admin-support";
import { DATA_DIR } from "../setup/e2e-env.js";
import { createAccount, fieldError, insertBooking, logIn, mauritiusDate, sendContact, uniqueEmail } from "./support";

// The task board is shared by every admin, so tests running in parallel see each other's cards. Each
// test uses its own words, and 'Clear Completed' (which empties everyone's completed column) runs
// only while no other test is looking at a completed card: a lock (a folder) inside the run's data folder.
const lockDir = path.join(DATA_DIR, "tasks-board.lock");
async function withBoardLock<T>(fn: () => Promise<T>): Promise<T> {
  const deadline = Date.now() + 25_000;
  for (;;) {
    try {
      fs.mkdirSync(lockDir);
      break;
    } catch {
      if (Date.now() > deadline) throw new Error("the task board lock was not released");
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  try {
    return await fn();
  } finally {
    fs.rmSync(lockDir, { recursive: true, force: true });
  }
}

const tag = () => Math.random().toString(36).slice(2, 8);
const column = (page: Page, name: "Pending" | "Working" | "Completed") =>
  page.getByRole("region", { name: new RegExp(`^${name}`) });
const card = (scope: Page | Locator, content: string) => scope.locator("li[data-task-id]").filter({ hasText: content });
/** Drags a card by its top edge (where a person grabs it; the middle holds the card's form). */
// The board is shared and live: other tests' cards may re-render or shift it mid-drag, so a drag that
// did not land is tried again (a second drop on the same column changes nothing).
const drag = (page: Page, content: string, to: "Pending" | "Working" | "Completed") =>
  expect(async () => {
    // Drop level with the card (the columns share a row's height), so nothing scrolls during the drag.
    const from = await card(page, content).boundingBox();
    const target = await column(page, to).boundingBox();
    const y = from && target ? Math.min(Math.max(from.y - target.y + 10, 10), target.height - 10) : 16;
    await card(page, content).dragTo(column(page, to), {
      sourcePosition: { x: 12, y: 10 },
      targetPosition: { x: 24, y },
    });
    await expect(card(column(page, to), content)).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 15_000 });
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

async function addTask(page: Page, content: string, priority?: "Low" | "Medium" | "High") {
  const form = page.getByRole("region", { name: "Add a task" });
  await form.getByLabel("Task").fill(content);
  if (priority) await form.getByLabel("Priority").selectOption({ label: priority });
  await form.getByRole("button", { name: "Add task" }).click();
  await expect(card(column(page, "Pending"), content)).toBeVisible();
  await expect(form.getByLabel("Task")).toHaveValue("");
}

/** The card's own form: the way without JavaScript, and the keyboard way with it. */
async function setOnCard(
  page: Page,
  content: string,
  change: { status?: string; priority?: string },
  javaScriptEnabled: boolean,
) {
  const c = card(page, content);
  if (change.status) await c.getByLabel("Status").selectOption({ label: change.status });
  if (change.priority) await c.getByLabel("Priority").selectOption({ label: change.priority });
  if (javaScriptEnabled) {
    await c.getByRole("button", { name: "Save" }).focus();
    await page.keyboard.press("Enter");
  } else {
    await c.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText("Task saved")).toBeVisible();
  }
}

test.describe("Task Manager", () => {
  test("add tasks with priorities: shown high, medium, low; low is the default", async ({ page, admin }) => {
    await page.goto("/admin/tasks");
    await expect(page.getByRole("heading", { level: 1, name: "Task Manager" })).toBeVisible();
    const t = tag();
    await addTask(page, `Order life jackets ${t}`);
    await addTask(page, `Call the catamaran captain ${t}`, "High");
    await addTask(page, `Update the Chamarel photos ${t}`, "Medium");
    const ours = card(column(page, "Pending"), t);
    await expect(ours).toHaveCount(3);
    expect(await ours.locator("p[id$=-content]").allTextContents()).toEqual([
      `Call the catamaran captain ${t}`,
      `Update the Chamarel photos ${t}`,
      `Order life jackets ${t}`,
    ]);
    await expect(card(page, `Order life jackets ${t}`)).toContainText("Low priority");
    await expect(card(page, `Order life jackets ${t}`)).toContainText(new RegExp(`Added by\\s*${escape(admin.email)}`));

    // The content is required.
    await page.getByRole("region", { name: "Add a task" }).getByRole("button", { name: "Add task" }).click();
    await expect(fieldError(page, "Please describe the task")).toBeVisible();
  });

  test("move pending to working to completed with the card's form; undertakenBy and completedBy are shown; priority changes", async ({
    page,
    admin,
    javaScriptEnabled,
  }) => {
    await page.goto("/admin/tasks");
    const content = `Restock snorkels ${tag()}`;
    await addTask(page, content);

    await setOnCard(page, content, { status: "Working" }, javaScriptEnabled);
    const working = card(column(page, "Working"), content);
    await expect(working).toBeVisible();
    await expect(working).toContainText(new RegExp(`Undertaken by\\s*${escape(admin.email)}`));
    if (javaScriptEnabled)
      await expect(page.getByTestId("task-announcer")).toHaveText(`“${content}”: moved to Working.`);

    await setOnCard(page, content, { priority: "High" }, javaScriptEnabled);
    await expect(card(column(page, "Working"), content)).toContainText("High priority");
    await page.reload();
    await expect(card(page, content).getByLabel("Priority")).toHaveValue("high");

    await withBoardLock(async () => {
      await setOnCard(page, content, { status: "Completed" }, javaScriptEnabled);
      const done = card(column(page, "Completed"), content);
      await expect(done).toBeVisible();
      await expect(done).toContainText(new RegExp(`Completed by\\s*${escape(admin.email)}`));
      await expect(done).toContainText(new RegExp(`Undertaken by\\s*${escape(admin.email)}`));
    });
  });

  test("Clear Completed removes the completed tasks only", async ({ adminPage: page, javaScriptEnabled }) => {
    await page.goto("/admin/tasks");
    const t = tag();
    await addTask(page, `Finished job ${t}`);
    await addTask(page, `Open job ${t}`);
    await withBoardLock(async () => {
      await setOnCard(page, `Finished job ${t}`, { status: "Completed" }, javaScriptEnabled);
      await expect(card(column(page, "Completed"), `Finished job ${t}`)).toBeVisible();
      await column(page, "Completed").getByRole("button", { name: "Clear Completed" }).click();
      await expect(page.getByText(/^Cleared \d+ completed tasks?$/)).toBeVisible();
      await expect(card(page, `Finished job ${t}`)).toHaveCount(0);
      await expect(column(page, "Completed").locator("li[data-task-id]")).toHaveCount(0);
    });
    await expect(card(column(page, "Pending"), `Open job ${t}`)).toBeVisible();
  });

  test("drag and drop a card between columns @js-only", async ({ page, admin }) => {
    await page.goto("/admin/tasks");
    const content = `Drag me ${tag()}`;
    await addTask(page, content);
    await expect(card(page, content)).toHaveAttribute("draggable", "true");
    await drag(page, content, "Working");
    await expect(card(column(page, "Working"), content)).toContainText(
      new RegExp(`Undertaken by\\s*${escape(admin.email)}`),
    );
    await expect(page.getByTestId("task-announcer")).toHaveText(`Moved “${content}” to Working.`);
    await withBoardLock(async () => {
      await drag(page, content, "Completed");
      await expect(card(column(page, "Completed"), content)).toContainText(
        new RegExp(`Completed by\\s*${escape(admin.email)}`),
      );
      // Dragged back to pending, nobody holds it any more; the change is saved.
      await drag(page, content, "Pending");
      await expect(card(column(page, "Pending"), content)).toBeVisible();
    });
    await expect(card(column(page, "Pending"), content)).not.toContainText("Undertaken by");
    await page.reload();
    await expect(card(column(page, "Pending"), content)).toBeVisible();
  });

  test("a second admin's open board updates live @js-only", async ({ adminPage: page, browser }) => {
    const other = await signedInPage(browser, await createAccount({ role: "admin" }), true);
    await other.goto("/admin/tasks");
    await expect(other.locator("html[data-live=connected]")).toHaveCount(1);

    await page.goto("/admin/tasks");
    const content = `Live task ${tag()}`;
    await addTask(page, content, "Medium");
    await expect(card(column(other, "Pending"), content)).toBeVisible({ timeout: 10_000 });
    await setOnCard(page, content, { status: "Working" }, true);
    await expect(card(column(other, "Working"), content)).toBeVisible({ timeout: 10_000 });
    await other.context().close();
  });
});

function mauritiusTime(d: Date) {
  return new Intl.DateTimeFormat("en-GB", {
    dateStyle: "medium",
    timeStyle: "short",
    timeZone: "Indian/Mauritius",
  }).format(d);
}

test.describe("Updates", () => {
  test("an admin posts an update: on top, with its Mauritius time", async ({ adminPage: page }) => {
    await page.goto("/admin/updates");
    await expect(page.getByRole("heading", { level: 1, name: "Updates" })).toBeVisible();
    await page.getByRole("button", { name: "Post update" }).click();
    await expect(fieldError(page, "Please write the update")).toBeVisible();

    const content = `The Blue Bay boat is back from service ${tag()}`;
    const before = new Date();
    await page.getByLabel("Update", { exact: true }).fill(content);
    await page.getByRole("button", { name: "Post update" }).click();
    await expect(page.getByText("Update posted")).toBeVisible();
    const after = new Date();
    const first = page.getByRole("list", { name: "Log" }).getByRole("listitem").first();
    await expect(first).toContainText(content);
    const shown = await first.locator("time").textContent();
    expect([mauritiusTime(before), mauritiusTime(after)]).toContain(shown);
    await expect(page.getByLabel("Update", { exact: true })).toHaveValue("");
  });

  test("a client's cancellation appears in the log", async ({ adminPage: page, browser, javaScriptEnabled }) => {
    const client = await createAccount();
    // Dated soon, so this cancellation does not push other tests' cancelled bookings off the first page of "Cancelled".
    const b = insertBooking({ user_id: client.id, email: client.email, date: mauritiusDate(2) });
    const clientPage = await signedInPage(browser, client, javaScriptEnabled);
    await clientPage.goto(`/user/booking/${b.reference}`);
    await clientPage.getByRole("button", { name: "Cancel", exact: true }).click();
    await clientPage.getByRole("button", { name: "Yes, cancel this booking" }).click();
    await expect(clientPage.getByText(`Your booking ${b.reference} has been cancelled.`)).toBeVisible();
    await clientPage.context().close();

    await page.goto("/admin/updates");
    await expect(
      page
        .getByRole("list", { name: "Log" })
        .getByRole("listitem")
        .filter({ hasText: `Booking ${b.reference}` }),
    ).toContainText(`was cancelled by the client ${client.email}`);
  });
});

test.describe("Outbox", () => {
  test("a failed e-mail shows as failed with its error; 'Send again' records a new attempt; the plain text is readable", async ({
    page,
    javaScriptEnabled,
  }) => {
    const email = uniqueEmail("outbox").replace("@", "-fail-500@");
    await sendContact(page, javaScriptEnabled, {
      name: "Outbox Test",
      email,
      message: "<b>Hello</b> from the outbox test.",
    });
    await expect(page).toHaveURL(/\/contact\/sent/);

    await logIn(page, await createAccount({ role: "admin" }), javaScriptEnabled);
    await page.goto("/admin/outbox");
    await page.getByRole("navigation", { name: "Filter by status" }).getByRole("link", { name: "Failed" }).click();
    await expect(page).toHaveURL(/status=failed/);
    const item = page.locator("li[data-email-id]").filter({ hasText: email });
    await expect(item).toHaveCount(1);
    await expect(item).toContainText(/We received your message \(ref\. \d+\)/);
    await expect(item).toContainText("Failed");
    await expect(item).toContainText("Error: Server error: Internal Server Error");
    await expect(item).toContainText(/Attempts\s*1/);

    await item.getByText("Read the message").click();
    const text = item.locator("pre");
    await expect(text).toBeVisible();
    // Plain text, shown as text: the visitor's markup is not rendered.
    await expect(text).toContainText("<b>Hello</b> from the outbox test.");
    await expect(item.locator("b")).toHaveCount(0);

    await item.getByRole("button", { name: "Send again" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "Server error: Internal Server Error" })).toBeVisible();
    await expect(page).toHaveURL(/status=failed/);
    await expect(item).toContainText(/Attempts\s*2/);
  });
});
