// The reports' colours (issue 32): each keeps 3:1 or more against the white card (WCAG 1.4.11), so a bar is seen by
// its fill alone; a legend names every series in words, so colour is never the only cue (1.4.1). Capacity not sold
// is a pale fill whose dark outline carries the contrast. Never gold, sand or line as a data fill (under 3:1).
export const TONES = {
  /** #0B4F58, 9.2:1 */
  lagoon: { fill: "fill-lagoon-dark", swatch: "bg-lagoon-dark" },
  /** #0E7C86, 4.9:1 */
  sea: { fill: "fill-lagoon", swatch: "bg-lagoon" },
  /** #B8412A, 5.5:1 */
  coral: { fill: "fill-coral-dark", swatch: "bg-coral-dark" },
  /** #24683F, 6.7:1 */
  palm: { fill: "fill-palm", swatch: "bg-palm" },
  /** #DDF1F3 outlined in #0B4F58 */
  capacity: {
    fill: "fill-lagoon-light stroke-lagoon-dark",
    swatch: "bg-lagoon-light ring-1 ring-inset ring-lagoon-dark",
  },
} as const;

export type Tone = keyof typeof TONES;
