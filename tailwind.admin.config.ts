import type { Config } from "tailwindcss";
import site from "./tailwind.config";

// The back office's sheet (app/admin.css): the same theme, every file's utilities. Linked by the admin pages
// after the public sheet, so its utilities come last in the same order as if there were one sheet.
export default { ...site, content: ["./app/**/*.{ts,tsx}"] } satisfies Config;
