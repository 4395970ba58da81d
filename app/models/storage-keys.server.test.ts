import path from "node:path";
import { describe, expect, it } from "vitest";
import { openDatabase } from "~/db/db.server";
import { dataDir } from "~/utils/env.server";
import { fileUrl } from "~/utils/file-url";
import { imageSource, largestSrc } from "~/utils/image-source";
import { getPolicyUrl, getPolicyUrls, listPolicies, setPolicy } from "./policy.server";
import { migrationsUpTo } from "../../tests/fixtures/migrations";

describe("stored files are kept by their storage key", () => {
  it("fileUrl builds the address the /files route serves", () => {
    expect(fileUrl("users/abc/me-0123456789-200.webp")).toBe("/files/users/abc/me-0123456789-200.webp");
    expect(fileUrl("policies/a b.pdf")).toBe("/files/policies/a%20b.pdf");
  });

  it("an image's srcset is built from its variants' keys", () => {
    const image = imageSource([
      { width: 480, height: 240, key: "packages/p/x-480.webp" },
      { width: 800, height: 400, key: "packages/p/x-800.webp" },
    ])!;
    expect(image.srcSet).toBe("/files/packages/p/x-480.webp 480w, /files/packages/p/x-800.webp 800w");
    expect(largestSrc(image)).toBe("/files/packages/p/x-800.webp");
  });

  it("a policy's address carries its version; one without a version has none", () => {
    setPolicy("privacyPolicy", { key: "policies/privacyPolicy.pdf", version: "m1abc" });
    setPolicy("cookiePolicy", { key: "policies/cookiePolicy.pdf" });
    expect(getPolicyUrl("privacyPolicy")).toBe("/files/policies/privacyPolicy.pdf?v=m1abc");
    expect(getPolicyUrls()).toMatchObject({
      cookiePolicy: "/files/policies/cookiePolicy.pdf",
      privacyPolicy: "/files/policies/privacyPolicy.pdf?v=m1abc",
    });
    expect(listPolicies().find((p) => p.name === "privacyPolicy")?.url).toBe(
      "/files/policies/privacyPolicy.pdf?v=m1abc",
    );
  });

  it("the migration turns the stored addresses of existing rows into keys, and the pages' addresses stay the same", () => {
    const { folder, all } = migrationsUpTo("0004_storage_keys");
    const file = path.join(dataDir(), "before-keys.db");
    const before = openDatabase(file, folder).$client;
    before
      .prepare(
        "insert into users (id, email, password_hash, image) values ('u1', 'a@b.mu', 'x', '/files/users/u1/me-0123456789-480.webp'), ('u2', 'c@d.mu', 'x', null)",
      )
      .run();
    before.prepare("insert into packages (id, title) values ('p1', 'Day')").run();
    const variants = [480, 800].map((w) => ({
      width: w,
      height: w / 2,
      url: `/files/packages/p1/x-0123456789-${w}.webp`,
    }));
    before
      .prepare(
        "insert into package_images (package_id, name, url, width, height, variants) values ('p1', 'x.png', ?, 800, 400, ?), ('p1', 'none.png', '/files/packages/p1/n.webp', 1, 1, '[]')",
      )
      .run(variants[1].url, JSON.stringify(variants));
    before
      .prepare(
        "insert into policies (name, url) values ('termsAndConditions', '/files/policies/termsAndConditions.pdf'), ('privacyPolicy', '/files/policies/privacyPolicy.pdf?v=m1abc')",
      )
      .run();
    before.close();

    all();
    const after = openDatabase(file, folder).$client;
    const users = after.prepare("select id, image from users order by id").all();
    const images = after.prepare("select url, variants from package_images order by id").all() as {
      url: string;
      variants: string;
    }[];
    const policies = after.prepare("select name, url, version from policies order by name").all();
    after.close();
    expect(users).toEqual([
      { id: "u1", image: "users/u1/me-0123456789-480.webp" },
      { id: "u2", image: null },
    ]);
    expect(images[0].url).toBe("packages/p1/x-0123456789-800.webp");
    const migrated = JSON.parse(images[0].variants);
    expect(migrated).toEqual(variants.map(({ url, ...v }) => ({ ...v, key: url.slice("/files/".length) })));
    expect(imageSource(migrated)!.srcSet).toBe(variants.map((v) => `${v.url} ${v.width}w`).join(", "));
    expect(images[1]).toEqual({ url: "packages/p1/n.webp", variants: "[]" });
    expect(policies).toEqual([
      { name: "privacyPolicy", url: "policies/privacyPolicy.pdf", version: "m1abc" },
      { name: "termsAndConditions", url: "policies/termsAndConditions.pdf", version: null },
    ]);
  });
});
