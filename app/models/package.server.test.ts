import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { createBooking, getBooking } from "./booking.server";
import {
  canChangeStatus,
  createPackage,
  deletePackagePermanently,
  getActivePackage,
  getActivePackages,
  getPackage,
  getPackagesByStatus,
  newPackageId,
  setPackageStatus,
  storePackageImages,
  updatePackage,
  type PackageInput,
} from "./package.server";
import { uploadsDir } from "~/utils/storage.server";
import { BOOKING_INPUT } from "../../tests/fixtures/bookings";
import { KEEP_IMAGES, STAFF } from "../../tests/unit/model-fixtures";

const fields: PackageInput = {
  title: "  Lagoon day  ",
  shortDescription: "A day on the water.",
  longDescription: "Long.",
  highlights: ["Snorkel", "  ", "Lunch"],
  important: [],
  recommended: ["Hat"],
  information: [""],
};

const png = (color: string, width = 600) =>
  sharp({ create: { width, height: width / 2, channels: 3, background: color } })
    .png()
    .toBuffer();
const file = async (name: string, color: string) =>
  new File([new Uint8Array(await png(color))], name, { type: "image/png" });
const onDisk = (key: string) => path.join(uploadsDir(), key);

async function packageWithImages(colors: string[]) {
  const id = newPackageId();
  const stored = await storePackageImages(id, await Promise.all(colors.map((c, i) => file(`photo-${i + 1}.png`, c))));
  if (!stored.ok) throw new Error(stored.message);
  createPackage(fields, stored.images, id);
  return id;
}

describe("creating", () => {
  it("trims the texts, drops blank list items, and starts active with the images in order", async () => {
    const id = await packageWithImages(["#ff0000", "#00ff00"]);
    const pkg = getPackage(id)!;
    expect(pkg).toMatchObject({
      title: "Lagoon day",
      status: "active",
      highlights: ["Snorkel", "Lunch"],
      information: [],
    });
    expect(pkg.images.map((i) => i.name)).toEqual(["photo-1.png", "photo-2.png"]);
    expect(pkg.images[0].key).toMatch(new RegExp(`^packages/${id}/photo-1-[0-9a-f]{10}-480\\.webp$`));
  });

  it("stores all images or none: a text file named .png is refused and the files written before it are deleted", async () => {
    const id = newPackageId();
    const result = await storePackageImages(id, [
      await file("good.png", "#123456"),
      new File(["just text"], "fake.png", { type: "image/png" }),
    ]);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.message).toMatch(/^“fake\.png” was refused: /);
    const folder = path.join(uploadsDir(), "packages", id);
    expect(fs.existsSync(folder) ? fs.readdirSync(folder) : []).toEqual([]);
  });
});

describe("status transitions", () => {
  it("active and archived toggle; anything can be deleted; deleted comes back only as active", () => {
    expect(canChangeStatus("active", "archived")).toBe(true);
    expect(canChangeStatus("archived", "active")).toBe(true);
    expect(canChangeStatus("active", "deleted")).toBe(true);
    expect(canChangeStatus("archived", "deleted")).toBe(true);
    expect(canChangeStatus("deleted", "active")).toBe(true);
    expect(canChangeStatus("deleted", "archived")).toBe(false);
  });

  it("only active packages reach visitors", async () => {
    const id = await packageWithImages(["#abcdef"]);
    expect(setPackageStatus(id, "archived", STAFF)).toBe("updated");
    expect(getActivePackage(id)).toBeNull();
    expect(getActivePackages().some((p) => p.id === id)).toBe(false);
    expect(getPackagesByStatus("archived").map((p) => p.id)).toContain(id);

    expect(setPackageStatus(id, "deleted", STAFF)).toBe("updated");
    expect(setPackageStatus(id, "archived", STAFF)).toBe("status-not-allowed");
    expect(getPackage(id)?.status).toBe("deleted");
    expect(setPackageStatus(id, "active", STAFF)).toBe("updated");
    expect(getActivePackage(id)?.id).toBe(id);
    expect(setPackageStatus("no-such-package", "active", STAFF)).toBe("not-found");
  });

  it("a booking keeps the package title it was made with after the package is archived, renamed or removed", async () => {
    const id = await packageWithImages(["#0e7c86"]);
    const { booking } = createBooking(BOOKING_INPUT, {
      packageId: id,
      packageTitle: getPackage(id)!.title,
      userId: null,
      humanChecked: true,
      formKey: null,
    });
    setPackageStatus(id, "archived", STAFF);
    await updatePackage(id, { ...fields, title: "Renamed" }, KEEP_IMAGES, STAFF);
    expect(getBooking(booking.reference)?.packageTitle).toBe("Lagoon day");
    setPackageStatus(id, "deleted", STAFF);
    await deletePackagePermanently(id, STAFF);
    expect(getBooking(booking.reference)).toMatchObject({ packageTitle: "Lagoon day", packageId: id });
  });
});

describe("updating", () => {
  it("saves the fields and keeps the image order asked for: reordered, one removed, new ones after", async () => {
    const id = await packageWithImages(["#ff0000", "#00ff00", "#0000ff"]);
    const [red, green, blue] = getPackage(id)!.images;
    const added = await storePackageImages(id, [await file("new.png", "#ffff00")]);
    if (!added.ok) throw new Error(added.message);

    const outcome = await updatePackage(
      id,
      { ...fields, title: "New title", highlights: ["One", "", "Two"], status: "archived" },
      { order: [blue.id, red.id, green.id], remove: [green.id], add: added.images },
      STAFF,
    );
    expect(outcome).toBe("updated");
    const pkg = getPackage(id)!;
    expect(pkg).toMatchObject({ title: "New title", highlights: ["One", "Two"], status: "archived" });
    expect(pkg.images.map((i) => i.name)).toEqual(["photo-3.png", "photo-1.png", "new.png"]);
    expect(pkg.images.map((i) => i.position)).toEqual([0, 1, 2]);
    // The removed image's files are gone; the others stay.
    for (const v of green.variants) expect(fs.existsSync(onDisk(v.key))).toBe(false);
    for (const img of pkg.images) for (const v of img.variants) expect(fs.existsSync(onDisk(v.key))).toBe(true);
  });

  it("keeps files shared with another image of the package (the same picture uploaded twice)", async () => {
    const id = newPackageId();
    const stored = await storePackageImages(id, [await file("same.png", "#333333"), await file("same.png", "#333333")]);
    if (!stored.ok) throw new Error(stored.message);
    createPackage(fields, stored.images, id);
    const [first, second] = getPackage(id)!.images;
    expect(first.key).toBe(second.key);
    await updatePackage(id, fields, { order: [], remove: [first.id], add: [] }, STAFF);
    expect(fs.existsSync(onDisk(second.key))).toBe(true);
  });

  it("refuses a deleted package going to archived, and a package that is not there", async () => {
    const id = await packageWithImages([]);
    setPackageStatus(id, "deleted", STAFF);
    expect(await updatePackage(id, { ...fields, status: "archived" }, KEEP_IMAGES, STAFF)).toBe("status-not-allowed");
    expect(getPackage(id)?.title).toBe("Lagoon day");
    expect(await updatePackage("missing", fields, KEEP_IMAGES, STAFF)).toBe("not-found");
  });
});

describe("removing permanently", () => {
  it("deletes the row, its image rows and its folder under uploads", async () => {
    const id = await packageWithImages(["#101010", "#202020"]);
    const folder = path.join(uploadsDir(), "packages", id);
    expect(fs.readdirSync(folder).length).toBeGreaterThan(0);
    expect(await deletePackagePermanently(id, STAFF)).toBe(true);
    expect(getPackage(id)).toBeNull();
    expect(fs.existsSync(folder)).toBe(false);
    expect(await deletePackagePermanently(id, STAFF)).toBe(false);
  });
});
