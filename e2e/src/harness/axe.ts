/**
 * Accessibility check with axe-core inside the page: returns the serious and critical
 * violations (rule id, impact, help and the first offending targets) so a failing test says
 * what to fix.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const require = createRequire(import.meta.url);
// Evaluated through the DevTools protocol, not added as a <script>: the app's Content-Security-
// Policy (no inline script) would block an injected script tag, and rightly so.
const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

export interface AxeFinding {
  id: string;
  impact: string;
  help: string;
  targets: string[];
}

/** Runs in the page (a string: this workspace compiles without the DOM library). */
const runAxe = `(async () => {
  const result = await window.axe.run(document, { resultTypes: ['violations'] });
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ id: v.id, impact: v.impact, help: v.help, targets: v.nodes.slice(0, 5).map((n) => n.target.join(' ')) }));
})()`;

export async function seriousAccessibilityViolations(page: Page): Promise<AxeFinding[]> {
  const hasAxe = await page.evaluate("'axe' in window");
  if (!hasAxe) await page.evaluate(axeSource);
  return await page.evaluate<AxeFinding[]>(runAxe);
}
