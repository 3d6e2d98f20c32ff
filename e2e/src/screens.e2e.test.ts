/**
 * In a real browser: the shell and the inventory screens of spec section 2, driven
 * through Debian's Chromium against `npm start` (the production build with the embedded server
 * and the demo seed). Screenshots of every screen in a light and a dark theme land in
 * e2e/screenshots/; axe checks each of them.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser, Page } from 'playwright-core';
import { marketplacePageSize } from '@dtn/contracts/constants';
import { bundleSizes } from '@dtn/bench/bundle-size';
import { startOrReuseApp, type RunningApp } from './harness/app-server';
import { browserSkipReason, launchChromium } from './harness/browser';
import { seriousAccessibilityViolations, type AxeFinding } from './harness/axe';
import { attributesOf } from './harness/page-reads';
import { screenshot } from './harness/screenshots';
import { eventually, networkSettled, openTab, shownTheme, signIn, type Tab } from './harness/session';

/** Demo users of the seed (GET /auth/dev/users). */
const buyer = 'sales@lonestar.example'; // SalesManager with buy authority only
const seller = 'gm@lonestar.example'; // GeneralManager with sell authority: SpotlightInventory
const bdcManager = 'bdc@lonestar.example'; // BDCManager: no permissions at all
const principal = 'principal@lonestar.example'; // buys and sells: every inventory screen and the bid panel

const themes = ['light', 'dracula'] as const;

const skipReason = browserSkipReason();
if (skipReason) console.warn(`Browser tests skipped: ${skipReason}`);
const suite = skipReason ? describe.skip : describe;

const cards = (page: Page) => page.getByTestId('marketplace-card');
const cardLinks = (page: Page) => page.getByTestId('marketplace-card').getByRole('link', { name: /^View / });

/** Every non-zero count link of the rollup: its accessible name and where it goes. */
async function countLinks(page: Page): Promise<{ name: string; href: string }[]> {
  await page.getByRole('heading', { name: 'Inventory', level: 1 }).waitFor();
  const links = page.getByRole('table').getByRole('link', { name: / vehicles at / });
  await links.first().waitFor();
  const found: { name: string; href: string }[] = [];
  for (const link of await links.all()) {
    found.push({ name: (await link.getAttribute('aria-label')) ?? '', href: (await link.getAttribute('href')) ?? '' });
  }
  return found;
}

suite('the shell and the inventory screens in Chromium', () => {
  let app: RunningApp;
  let browser: Browser;
  const tabs: Tab[] = [];

  const tab = async (options?: { theme?: string }) => {
    const opened = await openTab(browser, options);
    tabs.push(opened);
    return opened;
  };

  beforeAll(async () => {
    app = await startOrReuseApp();
    browser = await launchChromium();
  }, 300_000);

  afterAll(async () => {
    for (const opened of tabs) await opened.close();
    await browser?.close();
    await app?.stop();
  });

  it('a buyer signs in, filters the marketplace, scrolls to a second page and opens a vehicle', async () => {
    const { page, pageErrors } = await tab();
    await signIn(page, app.url, buyer);
    await page.goto(`${app.url}/marketplace`);
    await cards(page).first().waitFor();
    expect(await cards(page).count()).toBe(marketplacePageSize);

    // A make and model that the first page shows, so the filtered search has results.
    const firstTitle = ((await cardLinks(page).first().getAttribute('aria-label')) ?? '').replace(/^View /, '');
    // Option values are the names (the labels carry the network's counts, issue 37 finding 3).
    const makes = (await attributesOf(page.getByLabel('Make', { exact: true }).locator('option'), 'value')).slice(1);
    const make = makes.find((each) => firstTitle.includes(` ${each} `));
    expect(make).toBeDefined();
    await page.getByLabel('Make', { exact: true }).selectOption(make!);
    const modelSelect = page.getByLabel('Model', { exact: true });
    await eventually(async () => (await modelSelect.locator('option').count()) > 1, 'the models of the make are listed');
    const models = (await attributesOf(modelSelect.locator('option'), 'value')).slice(1);
    const model = models.find((each) => firstTitle.includes(` ${make} ${each}`));
    expect(model).toBeDefined();
    await modelSelect.selectOption(model!);
    await page.getByLabel('Search radius').selectOption('200');
    expect(await page.getByLabel('Distance unit').inputValue()).toBe('MILES');

    const matching = async () => {
      const names = await attributesOf(cardLinks(page), 'aria-label');
      return names.length > 0 && names.every((name) => name.includes(`${make} ${model}`));
    };
    await eventually(matching, `every card is a ${make} ${model}`);

    // Back to every vehicle: a full first page, and scrolling to the bottom loads the second.
    await page.getByRole('button', { name: 'Reset filters' }).click();
    await eventually(async () => (await cards(page).count()) === marketplacePageSize, 'the unfiltered first page shows');
    await cards(page).last().scrollIntoViewIfNeeded();
    await page.mouse.wheel(0, 5000);
    await eventually(async () => (await cards(page).count()) > marketplacePageSize, 'infinite scroll loads the second page');

    const link = cardLinks(page).first();
    const title = ((await link.getAttribute('aria-label')) ?? '').replace(/^View /, '');
    const vin = ((await link.getAttribute('href')) ?? '').split('/').pop();
    await link.click();
    await page.waitForURL(`${app.url}/inventorydetail/${vin}`);
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    await expect(page.getByTestId('list-price').textContent()).resolves.toMatch(/\$\d{1,3}(,\d{3})*/);
    await page.getByTestId('bid-panel').waitFor();
    expect(pageErrors).toEqual([]);
  });

  it('a seller spotlights a vehicle: sees how many users would be notified, confirms, finds it on /spotlighted', async () => {
    const { page, pageErrors } = await tab();
    await signIn(page, app.url, seller);
    await page.goto(`${app.url}/inventory`);
    const buckets = await countLinks(page);

    // The first listing with a vehicle not yet spotlighted.
    const notSpotlighted = page.getByTestId('inventory-card').filter({ has: page.getByRole('button', { name: 'Spotlight', exact: true }) });
    let found = false;
    for (const bucket of buckets) {
      await page.goto(`${app.url}${bucket.href}`);
      await page.getByTestId('inventory-card').first().waitFor();
      if ((await notSpotlighted.count()) > 0) {
        found = true;
        break;
      }
    }
    expect(found).toBe(true);

    const href = (await notSpotlighted.first().getByRole('link').getAttribute('href')) ?? '';
    const card = page.getByTestId('inventory-card').filter({ has: page.locator(`a[href="${href}"]`) });
    await card.getByRole('button', { name: 'Spotlight', exact: true }).click();
    await card.getByText(/^\d+ users would be notified$/).waitFor();
    await card.getByRole('button', { name: 'Confirm' }).click();
    await card.getByRole('button', { name: 'Remove spotlight' }).waitFor();

    await page.goto(`${app.url}/spotlighted`);
    await page.getByRole('heading', { name: 'Spotlighted inventory' }).waitFor();
    await page.locator(`[data-testid="inventory-card"] a[href="${href}"]`).waitFor();
    expect(pageErrors).toEqual([]);
  });

  it('the rollup links a non-zero count to that dealership listing', async () => {
    const { page, pageErrors } = await tab();
    await signIn(page, app.url, principal);
    await page.goto(`${app.url}/inventory`);
    const [first] = await countLinks(page);
    const dealership = /vehicles at (.+), [^,]+$/.exec(first!.name)![1]!;
    await page.getByRole('link', { name: first!.name, exact: true }).click();
    await page.waitForURL(`${app.url}${first!.href}`);
    await page.getByRole('heading', { level: 1, name: dealership }).waitFor();
    await page.getByTestId('inventory-card').first().waitFor();
    expect(await page.getByTestId('inventory-card').count()).toBeGreaterThan(0);
    expect(pageErrors).toEqual([]);
  });

  it("a BDCManager sees 'unauthorized' on /spotlighted", async () => {
    const { page, pageErrors } = await tab();
    await signIn(page, app.url, bdcManager);
    await page.goto(`${app.url}/spotlighted`);
    await page.getByText('unauthorized', { exact: true }).waitFor();
    expect(await page.getByRole('heading', { name: 'Spotlighted inventory' }).count()).toBe(0);
    expect(pageErrors).toEqual([]);
  });

  it('an unknown path shows the 404 page with a way home', async () => {
    const { page, pageErrors } = await tab();
    await signIn(page, app.url, buyer);
    await page.goto(`${app.url}/no/such/page`);
    await page.getByText('Error 404', { exact: true }).waitFor();
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    await page.getByRole('link', { name: 'Go home' }).click();
    await page.waitForURL(`${app.url}/home`);
    expect(pageErrors).toEqual([]);
  });

  it('the theme selector switches the palette and keeps the choice', async () => {
    const { page, pageErrors } = await tab();
    await signIn(page, app.url, buyer);
    expect(await shownTheme(page)).toEqual({ theme: 'light', mode: 'light' });
    const selector = page.getByRole('combobox', { name: 'Choose a theme' });
    await selector.waitFor();
    expect(await selector.locator('option').count()).toBe(31);
    await selector.selectOption('dracula');
    expect(await shownTheme(page)).toEqual({ theme: 'dracula', mode: 'dark' });
    await page.reload();
    await selector.waitFor();
    expect(await shownTheme(page)).toEqual({ theme: 'dracula', mode: 'dark' });
    expect(await selector.inputValue()).toBe('dracula');
    expect(pageErrors).toEqual([]);
  });

  it('every screen in a light and a dark theme: a screenshot each and no serious axe violations', async () => {
    /** How to reach each screen and what shows once it is ready. */
    const screens: { name: string; signedIn: boolean; open: (page: Page) => Promise<void> }[] = [
      {
        name: 'landing',
        signedIn: false,
        open: async (page) => {
          await page.goto(app.url);
          await page.getByText('Press start to take a test drive').waitFor();
        },
      },
      {
        name: 'signin',
        signedIn: false,
        open: async (page) => {
          await page.goto(`${app.url}/signin`);
          await page.getByRole('button', { name: new RegExp(principal) }).waitFor();
        },
      },
      {
        name: 'marketplace',
        signedIn: true,
        open: async (page) => {
          await page.goto(`${app.url}/marketplace`);
          await cards(page).first().waitFor();
        },
      },
      {
        name: 'tradeins',
        signedIn: true,
        open: async (page) => {
          await page.goto(`${app.url}/tradeins`);
          await page.getByRole('heading', { name: 'Trade-ins', level: 1 }).waitFor();
          await cards(page).or(page.getByText('No vehicles found. Try widening your search.')).first().waitFor();
        },
      },
      {
        name: 'rollup',
        signedIn: true,
        open: async (page) => {
          await page.goto(`${app.url}/inventory`);
          await countLinks(page);
        },
      },
      {
        name: 'listing',
        signedIn: true,
        open: async (page) => {
          await page.goto(`${app.url}/inventory`);
          const [first] = await countLinks(page);
          await page.getByRole('link', { name: first!.name, exact: true }).click();
          await page.getByTestId('inventory-card').first().waitFor();
        },
      },
      {
        name: 'spotlighted',
        signedIn: true,
        open: async (page) => {
          await page.goto(`${app.url}/spotlighted`);
          await page.getByTestId('inventory-card').first().waitFor();
        },
      },
      {
        name: 'detail',
        signedIn: true,
        open: async (page) => {
          await page.goto(`${app.url}/marketplace`);
          await cardLinks(page).first().click();
          await page.getByTestId('list-price').waitFor();
          await page.getByTestId('bid-panel').waitFor();
        },
      },
      {
        name: 'preferences',
        signedIn: true,
        open: async (page) => {
          await page.goto(`${app.url}/preferences`);
          await page.getByRole('heading', { name: 'Preferences', level: 1 }).waitFor();
        },
      },
      {
        name: 'not-found',
        signedIn: true,
        open: async (page) => {
          await page.goto(`${app.url}/no/such/page`);
          await page.getByRole('heading', { name: 'Page not found' }).waitFor();
        },
      },
      {
        name: 'notifications',
        signedIn: true,
        open: async (page) => {
          await page.goto(`${app.url}/marketplace`);
          await cards(page).first().waitFor();
          await page.getByRole('button', { name: 'Notifications' }).click();
          const drawer = page.getByRole('dialog', { name: 'Notifications' });
          await drawer.waitFor();
          await drawer.getByTestId('notification-card').or(drawer.getByText('No notifications found.')).first().waitFor();
        },
      },
    ];

    const findings: string[] = [];
    const describeFinding = (screen: string, theme: string, finding: AxeFinding) =>
      `${screen} (${theme}): ${finding.impact} ${finding.id} - ${finding.help} - ${finding.targets.join(' | ')}`;
    const pageErrors: string[] = [];
    for (const theme of themes) {
      const anonymous = await tab({ theme });
      const member = await tab({ theme });
      await signIn(member.page, app.url, principal);
      for (const screen of screens) {
        const { page } = screen.signedIn ? member : anonymous;
        await screen.open(page);
        await networkSettled(page);
        expect(await shownTheme(page)).toMatchObject({ theme });
        await screenshot(page, screen.name, theme);
        for (const finding of await seriousAccessibilityViolations(page)) findings.push(describeFinding(screen.name, theme, finding));
      }
      pageErrors.push(...anonymous.pageErrors, ...member.pageErrors);
    }
    expect(findings).toEqual([]);
    expect(pageErrors).toEqual([]);
  });

  it('the production bundle loads under 250 KB gzip initially', () => {
    const sizes = bundleSizes(app.distDir);
    const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
    console.log(
      [
        `initial load: ${kb(sizes.initialGzipBytes)} gzip (${sizes.initialFiles.join(', ')})`,
        ...sizes.pages.map((page) => `  ${page.page.padEnd(60)} +${kb(page.gzipBytes)}`),
      ].join('\n'),
    );
    expect(sizes.pages.length).toBeGreaterThan(0);
    expect(sizes.initialGzipBytes).toBeLessThan(250 * 1024);
  });
});
