import { describe, expect, it } from "vitest";
import { setMeta } from "~/models/meta.server";
import { createPackage } from "~/models/package.server";
import { addPickupPlace, listPickupPlaces, packagePickupList } from "~/models/pickup.server";
import { seedPackages } from "./packages";
import { seedPickupPlaces, seedPickupsOf } from "./pickups";
import { seedDemoPickups } from "./seed.server";
import { STAFF } from "../../tests/unit/model-fixtures";

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
    // The demo's packages as that seed wrote them (without their images: not needed here).
    for (const { slug, ...fields } of seedPackages) createPackage(fields, [], slug);
    addPickupPlace({ zone: "North", name: "LUX* Grand Gaube" }, STAFF);
    expect(seedDemoPickups()).toBe(true);
    expect(seedDemoPickups()).toBe(false);
    expect(listPickupPlaces()).toHaveLength(18);
    expect(packagePickupList("ile-aux-cerfs-catamaran")).toHaveLength(seedPickupsOf("ile-aux-cerfs-catamaran").length);
    expect(packagePickupList("pamplemousses-port-louis")).toEqual([]);
  });
});
