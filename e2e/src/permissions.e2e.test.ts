/**
 * Issue 37, finding 1, in Debian's Chromium against `npm start`: the three demo users the issue
 * names sign in and walk every entry of their menu. None is a dead end: no screen says only
 * 'unauthorized' and no screen asks the API for what the user may not read (the tab records every
 * /api answer of 400 or more). Sections 2 and 6 decide what each screen shows:
 *   bdc@sunbelt.example (BDCManager, no permissions): home, its group's feed, Marketplace,
 *     Trade-ins and Inventory, each with its heading and a line that says why it is empty;
 *   usedcar@pacific.example (buy only): 'bids' lists its group's incoming bids, and a bid opens
 *     with its conversation but without accept or reject;
 *   gm@heartland.example (sell only): 'my bids' opens its own bids.
 * The screens are photographed light and dark, 1280 and 390 px wide (e2e/screenshots/permissions-*).
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser, Page } from 'playwright-core';
import { startOrReuseApp, type RunningApp } from './harness/app-server';
import { browserSkipReason, launchChromium } from './harness/browser';
import { photographer } from './harness/photograph';
import { attributesOf } from './harness/page-reads';
import { openTab, signIn, type Tab } from './harness/session';

const skipReason = browserSkipReason();
if (skipReason) console.warn(`Browser tests skipped: ${skipReason}`);
const suite = skipReason ? describe.skip : describe;

const menu = (page: Page) => page.getByRole('navigation', { name: 'Menu' });
const heading = (page: Page) => page.getByRole('heading', { level: 1 });

/** The paths of the menu's entries, in order (read at desktop width, where the menu is inline). */
async function menuPaths(page: Page): Promise<string[]> {
  await menu(page).getByRole('link').first().waitFor();
  const hrefs = await attributesOf(menu(page).locator('ul a'), 'href');
  return hrefs.map((href) => new URL(href, 'http://app').pathname);
}

/** Opens a menu entry as a user does (a click), then waits for the screen's heading. The URL
 * changes before the new screen renders, so the previous screen's heading can still be there for
 * a moment: given the title it should have, it waits for that one (and answers what it found). */
async function openEntry(page: Page, path: string, title?: string): Promise<string> {
  await menu(page).locator(`ul a[href="${path}"]`).click();
  await page.waitForURL((url) => url.pathname === path);
  await heading(page).first().waitFor();
  if (title) {
    await heading(page)
      .filter({ hasText: title })
      .first()
      .waitFor({ timeout: 30_000 })
      .catch(() => undefined);
  }
  return (await heading(page).first().textContent()) ?? '';
}

suite('finding 1: every menu entry of the issue’s three users opens a screen in Chromium', () => {
  let app: RunningApp;
  let browser: Browser;
  const tabs: Tab[] = [];
  const findings: string[] = [];
  const photograph = photographer({ findings });

  const signedIn = async (email: string) => {
    const tab = await openTab(browser);
    tabs.push(tab);
    await signIn(tab.page, app.url, email);
    return tab;
  };

  beforeAll(async () => {
    app = await startOrReuseApp();
    browser = await launchChromium();
  }, 300_000);

  afterAll(async () => {
    for (const tab of tabs) await tab.close();
    await browser?.close();
    await app?.stop();
  });

  it('bdc@sunbelt.example (no permissions) lands on /home and every entry says why it is empty', async () => {
    const { page, pageErrors } = await signedIn('bdc@sunbelt.example');
    expect(await menuPaths(page)).toEqual(['/home', '/dealerfeed', '/marketplace', '/tradeins', '/inventory']);
    const expected: Record<string, [string, RegExp]> = {
      '/home': ['Home', /reading posts/],
      '/dealerfeed': ['Sunbelt feed', /reading posts/],
      '/marketplace': ['Marketplace', /searching the marketplace/],
      '/tradeins': ['Trade-ins', /searching trade-ins/],
      '/inventory': ['Inventory', /your group's inventory/],
    };
    for (const [path, [title, reason]] of Object.entries(expected)) {
      expect(await openEntry(page, path, title)).toBe(title);
      await expect(page.getByTestId('without-access').textContent()).resolves.toMatch(reason);
      expect(await page.getByText('unauthorized', { exact: true }).count()).toBe(0);
      await photograph(page, `permissions-bdc${path.replace('/', '-')}`, async (p) => {
        await p.getByTestId('without-access').waitFor();
      });
    }
    expect(pageErrors).toEqual([]);
  });

  it("usedcar@pacific.example (buy only): 'bids' lists the group's incoming bids; a bid opens to read and talk, not to decide", async () => {
    const { page, pageErrors } = await signedIn('usedcar@pacific.example');
    const paths = await menuPaths(page);
    expect(paths).toEqual(expect.arrayContaining(['/buylist', '/myoffers', '/matches', '/incomingoffers']));
    for (const path of paths) {
      await openEntry(page, path);
      expect(await page.getByText('unauthorized', { exact: true }).count()).toBe(0);
      expect(await page.getByTestId('without-access').count()).toBe(0);
    }

    await openEntry(page, '/incomingoffers');
    const bid = page.getByTestId('incoming-offer').first().getByRole('link');
    await bid.waitFor();
    await photograph(page, 'permissions-usedcar-incomingoffers', async (p) => {
      await p.getByTestId('incoming-group').first().waitFor();
    });
    await bid.click();
    await page.waitForURL((url) => url.pathname.startsWith('/offerdetails/'));
    await page.getByRole('textbox', { name: 'Message' }).waitFor();
    expect(await page.getByRole('button', { name: /^Accept/ }).count()).toBe(0);
    expect(await page.getByRole('button', { name: /^Reject/ }).count()).toBe(0);
    await photograph(page, 'permissions-usedcar-offerdetails', async (p) => {
      await p.getByRole('textbox', { name: 'Message' }).waitFor();
    });
    expect(pageErrors).toEqual([]);
  });

  it("gm@heartland.example (sell only): 'my bids' opens its own bids", async () => {
    const { page, pageErrors } = await signedIn('gm@heartland.example');
    const paths = await menuPaths(page);
    expect(paths).toEqual(expect.arrayContaining(['/myoffers', '/incomingoffers', '/spotlighted', '/dealeradmin']));
    expect(paths).not.toContain('/buylist');
    expect(paths).not.toContain('/matches');
    for (const path of paths) {
      await openEntry(page, path);
      expect(await page.getByText('unauthorized', { exact: true }).count()).toBe(0);
      expect(await page.getByTestId('without-access').count()).toBe(0);
    }
    await openEntry(page, '/myoffers');
    await photograph(page, 'permissions-gm-myoffers', async (p) => {
      await p.getByRole('heading', { level: 1 }).waitFor();
      await p.locator('main [role="status"], main [data-testid="my-offer"]').first().waitFor();
    });
    expect(pageErrors).toEqual([]);
  });

  it('found no serious or critical accessibility violation on the screens photographed', () => {
    expect(findings).toEqual([]);
  });
});
