/**
 * Screenshots of each screen, kept after the run in e2e/screenshots/ (ignored by git; CI keeps
 * the work tree), named <screen>-<theme>.png.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';

const screenshotDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../screenshots');

export async function screenshot(page: Page, screen: string, theme: string): Promise<string> {
  mkdirSync(screenshotDir, { recursive: true });
  const file = path.join(screenshotDir, `${screen}-${theme}.png`);
  await page.screenshot({ path: file, fullPage: false });
  return file;
}
