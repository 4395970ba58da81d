import { describe, expect, it } from "vitest";
import { readFlash, setFlash } from "./session.server";

describe("flash messages", () => {
  it("come back on the next request as they were set", async () => {
    const cookie = await setFlash({ message: "Image deleted", kind: "success" });
    const { flash } = await readFlash(new Request("http://x/", { headers: { Cookie: cookie.split(";")[0] } }));
    expect(flash).toEqual({ message: "Image deleted", kind: "success" });
  });

  it("stay under the 4 KB a browser keeps, even for a message naming a very long file", async () => {
    const long = `uploads/${"a-very-long-folder-name/".repeat(300)}photo.webp deleted`;
    const cookie = await setFlash({ message: long });
    expect(cookie.split(";")[0].length).toBeLessThan(4096);
    const { flash } = await readFlash(new Request("http://x/", { headers: { Cookie: cookie.split(";")[0] } }));
    expect(flash?.message.startsWith("uploads/a-very-long-folder-name/")).toBe(true);
    expect(flash?.message.endsWith("…")).toBe(true);

    const accented = await setFlash({ message: "Île-aux-Bénitiers-à-Pointe-d’Esny ".repeat(100) });
    expect(accented.split(";")[0].length).toBeLessThan(4096);
  });
});
