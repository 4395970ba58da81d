import { describe, expect, it } from "vitest";
import { setMeta } from "~/models/meta.server";
import { createPackage, type PackageInput } from "~/models/package.server";
import { addPickupPlace, listPickupPlaces, packagePickupList } from "~/models/pickup.server";
import { seedPickupPlaces, seedPickupsOf } from "./pickups";
import { seedDemoPickups } from "./seed.server";
const STAFF = { id: null, email: "staff@example.mu" };

const texts: PackageInput = {
  title: "Demo",
  shortDescription: "",
  longDescription: "",
  highlights: [],
  important: [],
  recommended: [],
  information: [],
};

describe("the demo's pickup places", () => {
  it("are about 18 places in the six zones, and Pamplemousses has no pickup", () => {
    expect(seedPickupPlaces).toHaveLength(18);
    expect(new Set(seedPickupPlaces.map((p) => p.zone))).toEqual(
      new Set(["North", "East", "South-East", "South-West", "West", "Centre"]),
    );
    expect(seedPickupsOf("pamplemousses-port-louis")).toEqual([]);
    expect(seedPickupsOf("ile-aux-cerfs-catamaran").find((p) => p.name === "LUX* Belle Mare")?.minutesBefore).toBe(45);
  });

  it("are added once to a database seeded before pickup existed, without a second copy of a place already there", () => {
    expect(seedDemoPickups()).toBe(false); // never seeded: nothing to do
    setMeta("seeded", new Date().toISOString());
    createPackage(texts, [], "ile-aux-cerfs-catamaran");
    createPackage(texts, [], "pamplemousses-port-louis");
    addPickupPlace({ zone: "North", name: "LUX* Grand Gaube" }, STAFF);
    expect(seedDemoPickups()).toBe(true);
    expect(seedDemoPickups()).toBe(false);
    expect(listPickupPlaces()).toHaveLength(18);
    expect(packagePickupList("ile-aux-cerfs-catamaran")).toHaveLength(seedPickupsOf("ile-aux-cerfs-catamaran").length);
    expect(packagePickupList("pamplemousses-port-louis")).toEqual([]);
  });
});
