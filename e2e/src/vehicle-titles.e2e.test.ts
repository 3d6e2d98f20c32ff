/**
 * Issue 37, finding 5 in Chromium against `npm start`: a vehicle's title names its year, make and
 * model once. The demo's dealer feed describes each vehicle as a whole name ("New 2026 Subaru
 * Outback Touring"), which the detail page used to print after the title ("2026 Subaru Outback
 * New 2026 Subaru Outback Touring") and the inventory cards under it. The detail's heading and an
 * inventory card are read as a dealer sees them and photographed light and dark, at 1280 and 390
 * px wide (e2e/screenshots/vehicle-titles-*).
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser, Page } from 'playwright-core';
import { rollupCountField, type InventoryItem, type InventoryRollupRow } from '@dtn/contracts/entities/inventory';
import { apiClient } from './harness/api-as';
import { startOrReuseApp, type RunningApp } from './harness/app-server';
import { browserSkipReason, launchChromium } from './harness/browser';
import { photographer } from './harness/photograph';
import { openTab, signIn, type Tab } from './harness/session';

const seller = 'principal@lonestar.example';

const skipReason = browserSkipReason();
if (skipReason) console.warn(`Browser tests skipped: ${skipReason}`);
const suite = skipReason ? describe.skip : describe;

const titleOf = (v: InventoryItem) => `${v.year} ${v.make} ${v.model}`;
const times = (text: string, word: string) => text.split(word).length - 1;

suite('vehicle titles in Chromium (issue 37, finding 5)', () => {
  let app: RunningApp;
  let browser: Browser;
  let tab: Tab;
  const findings: string[] = [];
  const photograph = photographer({ findings });
  const apiAs = apiClient(() => app.url);
  /** A vehicle of the seller's 30-day listing whose description repeats its name, and where it is listed. */
  let vehicle: InventoryItem;
  let listing: string;

  beforeAll(async () => {
    app = await startOrReuseApp();
    browser = await launchChromium();
    tab = await openTab(browser);
    const rows = await apiAs<InventoryRollupRow[]>(seller, '/api/dealergroup/inventory/rollup');
    const row = rows.find((r) => r[rollupCountField.ThirtyDaysOrLess] > 0)!;
    const items = await apiAs<InventoryItem[]>(seller, `/api/dealergroup/inventory/${row.dealershipId}/age/ThirtyDaysOrLess`);
    vehicle = items.find((v) => (v.data.Description ?? '').includes(titleOf(v)) && v.trim !== '' && !v.trim.includes(v.model))!;
    expect(vehicle).toBeDefined();
    listing = `/inventorylisting/${row.dealershipId}/ThirtyDaysOrLess`;
  }, 300_000);

  afterAll(async () => {
    await tab?.close();
    await browser?.close();
    await app?.stop();
  });

  const detailHeading = (page: Page) => page.getByRole('heading', { level: 1 });
  const card = (page: Page) =>
    page.getByTestId('inventory-card').filter({ has: page.locator(`a[href="/inventorydetail/${vehicle.vin}"]`) });

  it('finding 5: the detail’s title names year, make, model once, then the trim', async () => {
    const { page } = tab;
    await signIn(page, app.url, seller);
    await page.goto(`${app.url}/inventorydetail/${vehicle.vin}`);
    await detailHeading(page).waitFor();
    const heading = (await detailHeading(page).textContent())!.trim();
    expect(vehicle.data.Description).toMatch(new RegExp(`^(New|Pre-owned) ${titleOf(vehicle)}`));
    expect(heading).toBe(`${titleOf(vehicle)} ${vehicle.trim}`);
    expect(times(heading, vehicle.model)).toBe(1);

    await photograph(page, 'vehicle-titles-detail', async (p) => {
      await detailHeading(p).waitFor();
      await p.getByTestId('list-price').waitFor();
    });
    expect(findings).toEqual([]);
    expect(tab.pageErrors).toEqual([]);
  }, 300_000);

  it('finding 5: an inventory card names year, make, model once, with the trim under it', async () => {
    const { page } = tab;
    await page.goto(`${app.url}${listing}`);
    await card(page).waitFor();
    expect((await card(page).getByRole('heading', { level: 3 }).textContent())?.trim()).toBe(titleOf(vehicle));
    expect((await card(page).locator('.card-subtitle').textContent())?.trim()).toBe(vehicle.trim);
    expect(times((await card(page).textContent()) ?? '', vehicle.model)).toBe(1);

    await photograph(page, 'vehicle-titles-listing', async (p) => {
      await card(p).waitFor();
      await card(p).scrollIntoViewIfNeeded();
    });
    expect(findings).toEqual([]);
    expect(tab.pageErrors).toEqual([]);
  }, 300_000);
});
