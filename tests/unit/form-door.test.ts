// Every action reads its form through the one door (app/services/form.server.ts `submitForm`, with the form's schema):
// none reads the raw form data, so none checks a field by hand or answers a refusal in a shape of its own.
import fs from "node:fs";
import path from "node:path";

const root = path.resolve(__dirname, "../..");
/** The door itself, and the human check it runs (which reads its own fields). */
const DOOR = new Set(["app/services/form.server.ts", "app/services/human-check.server.ts"]);
/**
 * Not yet: the package forms still take their image files, the add form its chosen id and the edit page its second
 * form (remove for good) from the form data. Their fields are being reshaped (the content in one shape per language);
 * they move to the door with that change, and this list only shrinks.
 */
const NOT_YET = new Set(["app/routes/_admin.admin.add.tsx", "app/routes/_admin.edit.$packageId.tsx", "app/services/package-form.server.ts"]);
/** Reading a posted body, or a field of one, by name. */
const RAW_READ = /\brequest\.formData\(|\.formData\(\)|\b\w*[fF]ormData\??\.(?:get|getAll|has|entries|keys|values|forEach)\(/g;

function sources(dir: string): string[] {
  return fs.readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const file = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return sources(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) && !DOOR.has(file) && !NOT_YET.has(file) ? [file] : [];
  });
}

/** Each raw read in a source: its file and line. */
function rawReads(file: string, text = fs.readFileSync(path.join(root, file), "utf8")): string[] {
  return [...text.matchAll(RAW_READ)].map((m) => `${file}:${text.slice(0, m.index).split("\n").length}: ${m[0]}`);
}

describe("the form door", () => {
  it("is the only reader of a form post in the routes and the services", () => {
    const files = [...sources("app/routes"), ...sources("app/services")];
    expect(files.length).toBeGreaterThan(50);
    expect(files.flatMap((file) => rawReads(file))).toEqual([]);
    // A file of the list that has moved to the door leaves the list.
    expect([...NOT_YET].filter((file) => rawReads(file).length === 0)).toEqual([]);
  });

  it("finds a raw read however it is written", () => {
    const reads = [
      'const data = await request.formData(); data.get("x");',
      'const { formData } = form; formData.get("intent");',
      'navigationFormData?.getAll("show");',
      "const body = await args.request.clone().formData();",
      'if (formData.has("confirm")) return;',
    ];
    for (const text of reads) expect(rawReads("x.ts", text), text).not.toEqual([]);
    expect(rawReads("x.ts", 'const form = await submitForm(args, schema); url.searchParams.get("page");')).toEqual([]);
  });
});
