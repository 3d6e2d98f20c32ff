/**
 * Issue 37, findings 3 and 4, in Debian's Chromium against `npm start`:
 *   the make lists: the marketplace filter and the buy list's add dialog offer the makes other
 *   groups have listed, each with its count, and the chosen make's models likewise; the trade-in
 *   form offers every decoded make, passenger-vehicle makes first;
 *   the inventory rollup on a phone: one card per dealership, its age counts first, each a link to
 *   its listing; at desktop width the table.
 * Both screens are photographed light and dark at 390 and 1280 px (e2e/screenshots/makes-*,
 * rollup-*).
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser, Locator, Page } from 'playwright-core';
import type { InventoryRollupRow } from '@dtn/contracts/entities/inventory';
import type { NameCount } from '@dtn/contracts/routes/network-makes';
import { startOrReuseApp, type RunningApp } from './harness/app-server';
import { apiClient } from './harness/api-as';
import { browserSkipReason, launchChromium } from './harness/browser';
import { attributesOf } from './harness/page-reads';
import { photographer, widths } from './harness/photograph';
import { eventually, openTab, signIn, type Tab } from './harness/session';

const principal = 'principal@lonestar.example'; // buys and sells: marketplace, buy list, trade-ins, rollup

const skipReason = browserSkipReason();
if (skipReason) console.warn(`Browser tests skipped: ${skipReason}`);
const suite = skipReason ? describe.skip : describe;

/** The option labels of a select after its placeholder, as the user reads them. */
const optionLabels = async (select: Locator) => (await select.locator('option').allTextContents()).slice(1);
const labelOf = ({ name, count }: NameCount) => `${name} (${count.toLocaleString('en-US')})`;
const isPhone = (page: Page) => page.viewportSize()?.width === widths.phone.width;

suite('make lists and the phone rollup in Chromium (issue 37, findings 3 and 4)', () => {
  let app: RunningApp;
  let browser: Browser;
  let tab: Tab;
  const findings: string[] = [];
  const photograph = photographer({ findings });
  const apiAs = apiClient(() => app.url);

  beforeAll(async () => {
    app = await startOrReuseApp();
    browser = await launchChromium();
    tab = await openTab(browser);
    await signIn(tab.page, app.url, principal);
  }, 300_000);

  afterAll(async () => {
    await tab?.close();
    await browser?.close();
    await app?.stop();
  });

  it("finding 3: the marketplace's make filter lists the makes the network has with counts, then the chosen make's models", async () => {
    const { page } = tab;
    const makes = await apiAs<NameCount[]>(principal, '/api/marketplace/makes');
    expect(makes.length).toBeGreaterThan(5);
    expect(makes.length).toBeLessThan(60);
    await page.goto(`${app.url}/marketplace`);
    const make = page.getByLabel('Make', { exact: true });
    await eventually(async () => (await make.locator('option').count()) > 1, 'the makes are listed');
    expect(await optionLabels(make)).toEqual(makes.map(labelOf));
    expect(await optionLabels(make)).not.toContain('1955 Custom Belair');

    const busiest = [...makes].sort((a, b) => b.count - a.count)[0]!;
    await make.selectOption(busiest.name);
    const models = await apiAs<NameCount[]>(principal, `/api/marketplace/models?make=${encodeURIComponent(busiest.name)}`);
    const model = page.getByLabel('Model', { exact: true });
    await eventually(async () => (await model.locator('option').count()) > 1, `the ${busiest.name} models are listed`);
    expect(await optionLabels(model)).toEqual(models.map(labelOf));
    expect(models.reduce((sum, each) => sum + each.count, 0)).toBe(busiest.count);

    // Photographed with the make and its busiest model chosen: the selects show their counts. On a
    // phone the filters wait in the drawer; the grid shows the make's vehicles.
    const busiestModel = [...models].sort((a, b) => b.count - a.count)[0]!;
    await photograph(page, 'makes-marketplace', async (p) => {
      await p.getByTestId('marketplace-card').first().waitFor();
      if (isPhone(p)) return;
      const select = p.getByLabel('Make', { exact: true });
      await eventually(async () => (await select.locator('option').count()) > 1, 'the makes are listed');
      await select.selectOption(busiest.name);
      const modelSelect = p.getByLabel('Model', { exact: true });
      await eventually(async () => (await modelSelect.locator('option').count()) > 1, 'the models are listed');
      await modelSelect.selectOption(busiestModel.name);
      await eventually(
        async () => (await p.getByTestId('marketplace-card').first().textContent())?.includes(busiestModel.name) ?? false,
        'the grid shows the chosen model',
      );
    });
    expect(findings).toEqual([]);
  });

  it("finding 3: the buy list's add dialog offers the same makes with counts", async () => {
    const { page } = tab;
    const makes = await apiAs<NameCount[]>(principal, '/api/marketplace/makes');
    await page.goto(`${app.url}/buylist`);
    await page.getByRole('button', { name: 'Add a vehicle' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a wanted vehicle' });
    const make = dialog.getByLabel('Make', { exact: true });
    await eventually(async () => (await make.locator('option').count()) > 1, 'the makes are listed');
    expect(await optionLabels(make)).toEqual(makes.map(labelOf));
    await make.selectOption(makes[0]!.name);
    const model = dialog.getByLabel('Model');
    await eventually(async () => (await model.locator('option').count()) > 1, 'the models are listed');
    expect((await optionLabels(model)).every((label) => /^.+ \(\d[\d,]*\)$/.test(label))).toBe(true);
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    await photograph(page, 'makes-buy-list-dialog', async (p) => {
      await p.getByRole('button', { name: 'Add a vehicle' }).click();
      const shown = p.getByRole('dialog', { name: 'Add a wanted vehicle' });
      const select = shown.getByLabel('Make', { exact: true });
      await eventually(async () => (await select.locator('option').count()) > 1, 'the makes are listed');
      await select.selectOption(makes[0]!.name);
      await eventually(async () => (await shown.getByLabel('Model').locator('option').count()) > 1, 'the models are listed');
    });
    expect(findings).toEqual([]);
  });

  it('finding 3: the trade-in form offers every decoded make, passenger-vehicle makes first', async () => {
    const { page } = tab;
    await page.goto(`${app.url}/home`);
    await page.getByRole('button', { name: /^What's new/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Create a post' });
    await dialog.getByRole('checkbox', { name: 'Trade-in listing' }).check();
    const make = dialog.getByLabel('Make');
    await eventually(async () => (await make.locator('optgroup').count()) === 2, 'the makes are listed in two groups');
    expect(await attributesOf(make.locator('optgroup'), 'label')).toEqual(['Passenger vehicles', 'Other makes']);
    const passenger = await attributesOf(make.locator('optgroup').first().locator('option'), 'value');
    const others = await attributesOf(make.locator('optgroup').last().locator('option'), 'value');
    expect(passenger).toEqual(expect.arrayContaining(['Chevrolet', 'Ford', 'Honda', 'Toyota']));
    expect(others).toEqual(expect.arrayContaining(['1955 Custom Belair', 'Allianz Sweeper Company']));
    expect(passenger.length + others.length).toBeGreaterThan(300);
    await page.keyboard.press('Escape');
  });

  it('finding 4: on a phone the rollup shows one card per dealership, counts first and linked; the table at desktop width', async () => {
    const { page } = tab;
    const rows = await apiAs<InventoryRollupRow[]>(principal, '/api/dealergroup/inventory/rollup');
    expect(rows.length).toBeGreaterThan(1);

    await page.setViewportSize(widths.phone);
    await page.goto(`${app.url}/inventory`);
    const cards = page.getByTestId('rollup-card');
    await cards.first().waitFor();
    expect(await cards.count()).toBe(rows.length);
    expect(await page.getByRole('table').count()).toBe(0);
    // Every card fits the phone's width: nothing hides off-screen.
    for (const box of await cards.evaluateAll((all: { getBoundingClientRect(): { left: number; right: number } }[]) =>
      all.map((card) => card.getBoundingClientRect()),
    )) {
      expect(box.left).toBeGreaterThanOrEqual(0);
      expect(box.right).toBeLessThanOrEqual(widths.phone.width);
    }
    const first = rows[0]!;
    const card = page.getByRole('article', { name: first.name });
    const counts = await card.locator('dd').allTextContents();
    expect(counts).toEqual(
      [
        first.thirtyDaysOldCount,
        first.sixtyDaysOldCount,
        first.ninetyDaysOldCount,
        first.oneTwentyDaysOldCount,
        first.overOneTwentyDaysOldCount,
      ].map(String),
    );
    // A count opens its listing, as in the table.
    const link = card.getByRole('link', { name: /vehicles at/ }).first();
    const href = await link.getAttribute('href');
    expect(href).toMatch(new RegExp(`^/inventorylisting/${first.dealershipId}/`));
    await link.click();
    await page.waitForURL(`${app.url}${href}`);

    await page.goto(`${app.url}/inventory`);

    await photograph(page, 'rollup', async (p) => {
      await (isPhone(p) ? p.getByTestId('rollup-card').first() : p.getByRole('table')).waitFor();
    });
    await photograph(page, 'rollup-bands', async (p) => {
      await p.locator('label[for="rollup-view-bands"]').click();
      const shown = isPhone(p) ? p.getByTestId('rollup-card').first().locator('dt').nth(8) : p.getByText('Days in inventory');
      await shown.waitFor();
    });
    expect(findings).toEqual([]);
    expect(tab.pageErrors).toEqual([]);
  });
});
