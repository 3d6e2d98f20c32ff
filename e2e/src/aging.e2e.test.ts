/**
 * Aging that leads to an exit (issue "Know the market") in a real browser: Debian's Chromium
 * against `npm start` with ADJUSTABLE_CLOCK=1, so the Admin moves the schedulers' clock:
 *   a day passes: the seller's dealerships' daily aging digests arrive live in the drawer, each
 *   vehicle with its days, price-to-market and cost of aging;
 *   a reprice from the digest: one click on the drawer's Reprice opens the dialog on the digest's
 *   page, the new price is saved, and the vehicle's detail page then shows it;
 *   the exit report from the rollup and the dealerships' aging settings on /dealeradmin.
 * The screens are photographed light and dark, desktop and phone (e2e/screenshots/).
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser, Page } from 'playwright-core';
import type { AgingDigestVehicle } from '@dtn/contracts/entities/aging';
import type { InventoryItem, InventoryRollupRow } from '@dtn/contracts/entities/inventory';
import type { Notification } from '@dtn/contracts/entities/notification';
import type { Paged } from '@dtn/contracts/paging';
import { startApp, type RunningApp } from './harness/app-server';
import { apiClient } from './harness/api-as';
import { browserSkipReason, launchChromium } from './harness/browser';
import { photographer } from './harness/photograph';
import { eventually, openTab, signIn, type Tab } from './harness/session';

const seller = 'principal@lonestar.example';
const admin = 'admin@dtn.example';

const skipReason = browserSkipReason();
if (skipReason) console.warn(`Browser tests skipped: ${skipReason}`);
const suite = skipReason ? describe.skip : describe;

const money = (amount: number) => `$${amount.toLocaleString('en-US', { minimumFractionDigits: 2 })}`;

suite('aging in Chromium: the daily digest, a reprice from it, the exit report and the settings', () => {
  let app: RunningApp;
  let browser: Browser;
  let tab: Tab;
  const findings: string[] = [];
  const photograph = photographer({ findings });
  const apiAs = apiClient(() => app.url);
  /** The digest the test works with: one that arrived after the clock moved. */
  let digest: Notification;

  const digests = async () =>
    (await apiAs<Paged<Notification>>(seller, '/api/notification/list?page=1&pageSize=100&includeRead=true&notificationType=AgingDigest'))
      .results;
  const openDrawer = async (page: Page) => {
    await page.getByRole('button', { name: /^Notifications/ }).click();
    await page.getByRole('dialog', { name: 'Notifications' }).waitFor();
  };
  const digestCard = (page: Page) => page.getByTestId('notification-card').filter({ hasText: digest.title }).first();

  beforeAll(async () => {
    app = await startApp({ env: { ADJUSTABLE_CLOCK: '1' } });
    browser = await launchChromium();
    tab = await openTab(browser);
    await signIn(tab.page, app.url, seller);
  }, 300_000);

  afterAll(async () => {
    await tab?.close();
    await browser?.close();
    await app?.stop();
  });

  it('a day on, the dealerships’ digests are in the drawer with each vehicle’s figures and exits', async () => {
    const before = new Set((await digests()).map((n) => n.id));
    // A day passes (the Admin moves the schedulers' clock; the pass runs at once). Each digest
    // lists the day's crossings: a day may have none at a group's dealerships, so a few at most.
    let fresh: Notification[] = [];
    for (let day = 1; day <= 5 && fresh.length === 0; day++) {
      await apiAs(admin, '/api/dev/clock/advance', { method: 'POST', body: { minutes: 24 * 60 } });
      // The digests are appended when the call answers; the drawer's read model follows.
      await eventually(async () => (await digests()).some((n) => !before.has(n.id)), 'the digests project', 5_000).catch(() => undefined);
      fresh = (await digests()).filter((n) => !before.has(n.id));
    }
    expect(fresh.length).toBeGreaterThan(0);
    digest = fresh[0]!;
    const vehicles: AgingDigestVehicle[] = digest.agingVehicles ?? [];
    expect(vehicles.length).toBeGreaterThan(0);
    expect(digest.link).toBe(`/agingdigest/${digest.id}`);
    for (const v of vehicles) {
      expect([30, 45, 60, 90]).toContain(v.threshold);
      expect(v.agingCost).toBe(v.daysInInventory * 35);
    }

    // The drawer shows it, newest first.
    await openDrawer(tab.page);
    const card = digestCard(tab.page);
    await card.waitFor({ timeout: 20_000 });
    const first = vehicles[0]!;
    await card.getByText(`${first.year} ${first.make} ${first.model}`).first().waitFor();
    await card
      .getByText(new RegExp(`^${first.daysInInventory} days · .* · ${money(first.agingCost).replace('$', '\\$')} aging$`))
      .first()
      .waitFor();
    await photograph(tab.page, 'aging-drawer', async (p) => {
      await openDrawer(p);
      await digestCard(p).getByTestId('aging-digest-vehicles').waitFor();
    });
    expect(tab.pageErrors).toEqual([]);
  });

  it('reprices a vehicle from the digest in one click and a price, and its detail page shows the new price', async () => {
    const vehicle = digest.agingVehicles![0]!;
    const title = `${vehicle.year} ${vehicle.make} ${vehicle.model}`;
    const before = await apiAs<InventoryItem>(seller, `/api/inventory/id/${vehicle.inventoryId}`);
    const newPrice = Math.max(1000, Math.round(Number(before.data['List Price'] ?? 20_000) * 0.95));

    await tab.page.goto(`${app.url}/home`);
    await openDrawer(tab.page);
    await digestCard(tab.page)
      .getByRole('link', { name: `Reprice the ${title}` })
      .first()
      .click();
    const dialog = tab.page.getByRole('dialog', { name: `Reprice the ${title}` });
    await dialog.waitFor();
    expect(tab.page.url()).toContain(`/agingdigest/${digest.id}`);
    await photograph(tab.page, 'aging-digest', (p) => p.getByTestId('digest-vehicle').first().waitFor());
    // The photographs reload the page (an exit the link named opens once): the last one opens it from the row.
    await photograph(tab.page, 'aging-reprice', async (p) => {
      await p
        .getByTestId('digest-vehicle')
        .filter({ hasText: vehicle.vin })
        .getByRole('button', { name: `Reprice the ${title}` })
        .click();
      await p.getByRole('dialog', { name: `Reprice the ${title}` }).waitFor();
    });
    await dialog.waitFor();
    await dialog.getByLabel('New list price in dollars').fill(String(newPrice));
    await dialog.getByRole('button', { name: 'Reprice', exact: true }).click();
    await dialog.getByText(`The ${title} is now listed at ${money(newPrice)}.`).waitFor();
    await dialog.getByRole('button', { name: 'Close' }).first().click();

    const after = await apiAs<InventoryItem>(seller, `/api/inventory/id/${vehicle.inventoryId}`);
    expect(Number(after.data['List Price'])).toBe(newPrice);
    await tab.page.goto(`${app.url}/inventorydetail/${vehicle.vin}`);
    await tab.page
      .getByTestId('list-price')
      .filter({ hasText: money(newPrice) })
      .waitFor();
    expect(tab.pageErrors).toEqual([]);
  });

  it('opens the exit report from the rollup and shows the dealerships’ aging settings on /dealeradmin', async () => {
    const rollup = await apiAs<InventoryRollupRow[]>(seller, '/api/dealergroup/inventory/rollup');
    const row = rollup[0]!;
    await tab.page.goto(`${app.url}/inventory`);
    await tab.page.getByRole('link', { name: `Exits of ${row.name}` }).click();
    await tab.page.getByRole('heading', { name: `Exits: ${row.name}` }).waitFor();
    expect(await tab.page.getByTestId('aging-report').getByRole('row').count()).toBe(13);
    await photograph(tab.page, 'aging-report', (p) => p.getByTestId('aging-report').waitFor());

    await tab.page.goto(`${app.url}/dealeradmin?tab=aging`);
    const rows = tab.page.getByTestId('aging-settings-row');
    await rows.first().waitFor();
    expect(await rows.count()).toBe(rollup.length);
    await photograph(tab.page, 'aging-settings', (p) => p.getByTestId('aging-settings-row').first().waitFor());
    expect(tab.pageErrors).toEqual([]);
  });

  it('has no serious accessibility violation on the screens it photographed', () => {
    expect(findings).toEqual([]);
  });
});
