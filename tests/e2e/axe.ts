import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

/** WCAG 2.2 at levels A and AA: the rules every page and e-mail is held to. */
export const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/**
 * What axe finds on the page against WCAG_TAGS, one line per rule with the elements it names (so a failure says
 * where), [] when clean. `configure` narrows or widens the run (an excluded frame, a rule left out).
 */
export async function axeViolations(
  page: Page,
  configure: (builder: AxeBuilder) => AxeBuilder = (builder) => builder,
): Promise<string[]> {
  const results = await configure(new AxeBuilder({ page }).withTags(WCAG_TAGS)).analyze();
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}
