import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { themeNames } from '@dtn/contracts/constants';

/** themes.css as the browser gets it: each palette's variables and the slider's rules. */
const css = readFileSync(join(__dirname, 'themes.css'), 'utf8');

function paletteOf(theme: string): Record<string, string> {
  const block = new RegExp(`html\\[data-theme='${theme}'\\] \\{([^}]*)\\}`).exec(css)?.[1] ?? '';
  return Object.fromEntries([...block.matchAll(/--([\w-]+):\s*([^;]+);/g)].map(([, name, value]) => [name!, value!.trim()]));
}

const rgb = (hex: string) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255);
const luminance = (c: number[]) =>
  c.map((v) => (v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4)).reduce((sum, v, i) => sum + v * [0.2126, 0.7152, 0.0722][i]!, 0);
const contrast = (a: number[], b: number[]) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
};
const over = (fg: number[], bg: number[], alpha: number) => fg.map((v, i) => v * alpha + bg[i]! * (1 - alpha));

const ruleOf = (selector: string) => new RegExp(`html\\[data-theme\\] \\.form-range${selector} \\{([^}]*)\\}`).exec(css)?.[1] ?? '';

describe('finding 7c: the range slider takes the theme’s colours', () => {
  it('paints the thumb and the track from the palette’s variables, never Bootstrap’s fixed blue', () => {
    for (const pseudo of ['::-webkit-slider-thumb', '::-moz-range-thumb'])
      expect(ruleOf(pseudo)).toMatch(/background-color: var\(--bs-link-color\)/);
    for (const pseudo of ['::-webkit-slider-runnable-track', '::-moz-range-track'])
      expect(ruleOf(pseudo)).toMatch(/background-color: rgba\(var\(--bs-body-color-rgb\), 0\.5\)/);
    expect(ruleOf(':focus::-webkit-slider-thumb')).toMatch(/var\(--bs-link-color-rgb\)/);
  });

  it('keeps the thumb at 3:1 or more and the track at 2:1 or more on the background of every palette, dark ones included', () => {
    for (const theme of themeNames) {
      const palette = paletteOf(theme);
      const background = rgb(palette['bs-body-bg']!);
      const thumb = contrast(rgb(palette['bs-link-color']!), background);
      const track = contrast(over(rgb(palette['bs-body-color']!), background, 0.5), background);
      expect({ theme, thumb: thumb >= 3, track: track >= 2 }).toEqual({ theme, thumb: true, track: true });
    }
  });
});
