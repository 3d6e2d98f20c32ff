/**
 * A paint for an exterior colour name as dealers write it ("Ruby Flare Pearl", "Magnetic Gray",
 * "Lunar Rock"): the first colour word it names, else a neutral grey. `shade` draws the outline
 * and the lower body, so a white car still stands out on the light backdrop.
 */
export interface Paint {
  body: string;
  shade: string;
}

const paints: [RegExp, Paint][] = [
  [/white|pearl-white|ivory/, { body: '#f3f4f6', shade: '#9aa3ad' }],
  [/black|ebony|onyx|midnight/, { body: '#22262b', shade: '#0d0f12' }],
  [/silver|platinum|aluminum/, { body: '#c3c9cf', shade: '#7d868f' }],
  [/gray|grey|graphite|gunmetal|magnetic|charcoal/, { body: '#6b7480', shade: '#3f464e' }],
  [/red|ruby|flare|crimson|maroon|burgundy/, { body: '#b3261e', shade: '#6e1510' }],
  [/blue|blueprint|navy|sapphire|aqua/, { body: '#2f5d9e', shade: '#1b3860' }],
  [/rock|sand|beige|champagne|cement/, { body: '#a39e8f', shade: '#6b6759' }],
  [/green|emerald|olive|forest/, { body: '#2f6b3d', shade: '#1b3f24' }],
  [/yellow|gold/, { body: '#e2b714', shade: '#8f7409' }],
  [/orange|copper/, { body: '#d9661f', shade: '#8a3e10' }],
  [/brown|bronze|tan|mocha/, { body: '#7a5230', shade: '#4a311c' }],
];

export const neutralPaint: Paint = { body: '#9aa5b1', shade: '#5f6b78' };

/** `color` as slug or name ("ruby-flare-pearl" or "Ruby Flare Pearl"). */
export function paintOf(color: string | null | undefined): Paint {
  const text = (color ?? '').toLowerCase();
  for (const [pattern, paint] of paints) if (pattern.test(text)) return paint;
  return neutralPaint;
}
