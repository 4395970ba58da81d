// Every action reads its form through the one door (app/services/form.server.ts `submitForm`, with the form's schema):
// none reads the raw form data, so none checks a field by hand, and none builds its answer from Conform's submission
// (a refusal goes back through the door's `refuse`), so none answers a refusal in a shape or a language of its own.
import fs from "node:fs";
import path from "node:path";

const root = path.resolve(__dirname, "../..");
/** The door itself, and the human check it runs (which reads its own fields). */
const DOOR = new Set(["app/services/form.server.ts", "app/services/human-check.server.ts"]);
/** Reading a posted body, or a field of one, by name; or answering from Conform's submission by hand. */
const RAW_READ =
  /\brequest\.formData\(|\.formData\(\)|\b\w*[fF]ormData\??\.(?:get|getAll|has|entries|keys|values|forEach)\(|\.reply\(/g;

function sources(dir: string): string[] {
  return fs.readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const file = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return sources(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) && !DOOR.has(file) ? [file] : [];
  });
}

/** Each raw read in a source: its file and line. */
function rawReads(file: string, text = fs.readFileSync(path.join(root, file), "utf8")): string[] {
  return [...text.matchAll(RAW_READ)].map((m) => `${file}:${text.slice(0, m.index).split("\n").length}: ${m[0]}`);
}

describe("the form door", () => {
  it("is the only reader of a form post in the routes and the services, and the only maker of its answer", () => {
    const files = [...sources("app/routes"), ...sources("app/services")];
    expect(files.length).toBeGreaterThan(50);
    expect(files.flatMap((file) => rawReads(file))).toEqual([]);
  });

  it("finds a raw read, or an answer built by hand, however it is written", () => {
    const reads = [
      'const data = await request.formData(); data.get("x");',
      'const { formData } = form; formData.get("intent");',
      'navigationFormData?.getAll("show");',
      "const body = await args.request.clone().formData();",
      'if (formData.has("confirm")) return;',
      "return json(form.submission.reply({ formErrors: [message] }), { status: 409 });",
    ];
    for (const text of reads) expect(rawReads("x.ts", text), text).not.toEqual([]);
    expect(rawReads("x.ts", 'const form = await submitForm(args, schema); url.searchParams.get("page");')).toEqual([]);
  });
});
