import type { Config } from "tailwindcss";

// One small palette and one type scale for the whole site.
export default {
  // The public pages' sheet, written into every page: the back office's files are left out (their utilities
  // are in app/admin.css, tailwind.admin.config.ts), so a visitor's page does not carry them.
  content: ["./app/**/*.{ts,tsx}", "!./app/routes/_admin*", "!./app/components/admin/**"],
  theme: {
    colors: {
      transparent: "transparent",
      current: "currentColor",
      white: "#ffffff",
      ink: { DEFAULT: "#1B2B34", soft: "#4A5A63", faint: "#5A6870" },
      sand: { DEFAULT: "#F4E9D8", light: "#FBF7F0", dark: "#E9D3AE" },
      lagoon: { DEFAULT: "#0E7C86", dark: "#0B4F58", light: "#DDF1F3" },
      coral: { DEFAULT: "#E8684A", dark: "#B8412A", light: "#FCE8E3" },
      palm: { DEFAULT: "#24683F", light: "#E3F2E8" },
      gold: { DEFAULT: "#F2B44B", light: "#FDF3DF" },
      line: "#E2D9CB",
    },
    fontFamily: {
      sans: ["system-ui", "-apple-system", '"Segoe UI"', "Roboto", '"Helvetica Neue"', "Arial", "sans-serif"],
      serif: ['"Iowan Old Style"', '"Palatino Linotype"', "Palatino", "Georgia", "serif"],
    },
    fontSize: {
      xs: ["0.8125rem", { lineHeight: "1.2rem" }],
      sm: ["0.875rem", { lineHeight: "1.35rem" }],
      base: ["1rem", { lineHeight: "1.6rem" }],
      lg: ["1.125rem", { lineHeight: "1.75rem" }],
      xl: ["1.375rem", { lineHeight: "1.9rem" }],
      "2xl": ["1.75rem", { lineHeight: "2.2rem" }],
      "3xl": ["2.25rem", { lineHeight: "2.6rem" }],
      "4xl": ["3rem", { lineHeight: "3.3rem" }],
    },
    extend: {
      maxWidth: { prose: "65ch" },
      boxShadow: { card: "0 1px 2px rgba(27,43,52,.06), 0 4px 16px rgba(27,43,52,.06)" },
    },
  },
  // Utilities the site never uses, off: each adds CSS variables to every page's styles, which are written
  // into the page (the README's page budgets: the first screen in 14 KB). The backdrop and transform ones stay:
  // backdrop-blur and rotate-180 are built from all of their variables.
  corePlugins: {
    borderSpacing: false,
    touchAction: false,
    fontVariantNumeric: false,
    contain: false,
    filter: false,
    blur: false,
    brightness: false,
    contrast: false,
    dropShadow: false,
    grayscale: false,
    hueRotate: false,
    invert: false,
    saturate: false,
    sepia: false,
  },
  plugins: [],
} satisfies Config;
