/**
 * A screen as users see it: in a light and a dark theme at desktop and phone width, a screenshot
 * each (e2e/screenshots/<screen>-<theme>-<width>.png) and axe with no serious or critical
 * violation. `ready` waits for what the screen shows once loaded (the page reloads for each).
 *
 *   const photograph = photographer({ shots, findings });
 *   await photograph(page, 'incoming-offers', (p) => p.getByTestId('incoming-group').first().waitFor());
 *   ... expect(findings).toEqual([]);
 */
import { expect } from '@jest/globals';
import type { Page } from 'playwright-core';
import { seriousAccessibilityViolations } from './axe';
import { screenshot } from './screenshots';
import { networkSettled, shownTheme } from './session';

export const themes = ['light', 'dracula'] as const;
export const widths = { desktop: { width: 1280, height: 900 }, phone: { width: 390, height: 844 } } as const;

/** `shots` collects the files written, `findings` one line per accessibility violation. */
export function photographer({
  shots = [],
  findings,
  palettes = themes,
}: {
  shots?: string[];
  findings: string[];
  /** The themes to photograph in, light and dracula unless a screen needs others. */
  palettes?: readonly string[];
}) {
  return async function photograph(page: Page, name: string, ready: (page: Page) => Promise<void>): Promise<void> {
    for (const theme of palettes) {
      await page.evaluate(`localStorage.setItem('dtn.theme', ${JSON.stringify(theme)})`);
      for (const [width, viewport] of Object.entries(widths)) {
        await page.setViewportSize(viewport);
        await page.reload();
        await ready(page);
        await networkSettled(page);
        expect(await shownTheme(page)).toMatchObject({ theme });
        shots.push(await screenshot(page, name, `${theme}-${width}`));
        for (const finding of await seriousAccessibilityViolations(page)) {
          findings.push(`${name} (${theme}, ${width}): ${finding.impact} ${finding.id} - ${finding.help} - ${finding.targets.join(' | ')}`);
        }
      }
    }
    await page.evaluate(`localStorage.setItem('dtn.theme', 'light')`);
    await page.setViewportSize(widths.desktop);
    await page.reload();
    await ready(page);
  };
}
