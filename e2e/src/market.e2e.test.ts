/**
 * Issue 34 ("Know the market") on the trading screens, in Debian's Chromium against `npm start`:
 * a cohort is given a value by real sales (bids accepted through the API, as dealers would), then
 *   the buyer reads the vehicle detail's Market panel and its chart of the cohort's sales, sees
 *   the card's price-to-market badge with the marketplace sorted by it, and bids in the wizard
 *   with the bid shown as a percentage of the value as it is typed;
 *   the seller reads that bid as a percentage of the value on the incoming bid and in the accept
 *   dialog, then the rollup's 15-day bands with each dealership's mean price-to-market and the
 *   listing of a band sorted by price-to-market.
 * Every screen is photographed light and dark, desktop and phone (e2e/screenshots/market-*).
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser, Page } from 'playwright-core';
import { ageBandDays } from '@dtn/contracts/constants';
import { AgeBand } from '@dtn/contracts/enums';
import type { InventoryItem, InventoryRollupRow } from '@dtn/contracts/entities/inventory';
import { marketPosition, percentOfValue, type CohortSale } from '@dtn/contracts/entities/market';
import type { MarketplaceItem } from '@dtn/contracts/entities/marketplace';
import type { Offer } from '@dtn/contracts/entities/offer';
import type { Paged } from '@dtn/contracts/paging';
import { startOrReuseApp, type RunningApp } from './harness/app-server';
import { browserSkipReason, launchChromium } from './harness/browser';
import { apiClient } from './harness/api-as';
import { photographer } from './harness/photograph';
import { openTab, signIn, type Tab } from './harness/session';

const buyer = 'principal@lonestar.example';
/** The other demo groups' principals, who accept the bids that make the cohort's sales. */
const sellers = ['principal@pacific.example', 'principal@heartland.example'];
const salesToMake = 8;

const skipReason = browserSkipReason();
if (skipReason) console.warn(`Browser tests skipped: ${skipReason}`);
const suite = skipReason ? describe.skip : describe;

const money = (amount: number) => `$${amount.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
const percent = (value: number) => `${value.toFixed(1)}%`;
const cohortOf = (v: { year: number; make: string; model: string }) => `${v.year} ${v.make} ${v.model}`;
const priced = (v: InventoryItem) => !v.sold && !v.tradeIn && /^\d+$/.test(v.data['List Price'] ?? '');
/** The 15-day band of an age, as the rollup's finer view names it, and its label. */
const bandOf = (days: number): AgeBand => {
  const index = ageBandDays.findIndex((limit) => days <= limit);
  return AgeBand.options[index === -1 ? ageBandDays.length : index]!;
};
const bandLabel = (band: AgeBand) => (band === '0-15' ? '15 days or less' : band === 'over-120' ? 'Over 120 days' : `${band} days`);

suite('market figures in Chromium: detail, card badge, bid percentages, rollup bands', () => {
  let app: RunningApp;
  let browser: Browser;
  const tabs: Tab[] = [];
  const findings: string[] = [];
  const photograph = photographer({ findings });
  const apiAs = apiClient(() => app.url);
  let buyerTab: Tab;
  let sellerTab: Tab;
  /** The vehicle the buyer bids on (valued by the sales made), its seller, and the bid. */
  const story = { vehicle: null as InventoryItem | null, seller: '', offerId: '', bid: 0 };

  /** Every unsold, priced vehicle of a seller's group, from its rollup's listings. */
  async function stockOf(seller: string): Promise<InventoryItem[]> {
    const stock: InventoryItem[] = [];
    for (const row of await apiAs<InventoryRollupRow[]>(seller, '/api/dealergroup/inventory/rollup')) {
      stock.push(...(await apiAs<InventoryItem[]>(seller, `/api/dealergroup/inventory/${row.dealershipId}/age/0-15`)));
      for (const band of ['16-30', '31-45', '46-60', '61-75', '76-90', '91-105', '106-120', 'over-120']) {
        stock.push(...(await apiAs<InventoryItem[]>(seller, `/api/dealergroup/inventory/${row.dealershipId}/age/${band}`)));
      }
    }
    return stock.filter(priced);
  }

  /** A bid accepted by the seller: one sale of the network, at its own amount. */
  async function sell(seller: string, vehicle: InventoryItem, amount: number): Promise<boolean> {
    try {
      const { id } = await apiAs<{ id: string }>(buyer, '/api/offer', {
        method: 'POST',
        body: { status: 'submitted', inventoryId: vehicle.id, offerAmount: amount },
      });
      await apiAs(seller, `/api/offer/inventory/${vehicle.id}/approve/${id}`, { method: 'PUT' });
      return true;
    } catch {
      // A vehicle the demo's own negotiations hold answers 409: the next one sells instead.
      return false;
    }
  }

  beforeAll(async () => {
    app = await startOrReuseApp();
    browser = await launchChromium();
    buyerTab = await openTab(browser);
    sellerTab = await openTab(browser);
    tabs.push(buyerTab, sellerTab);

    // The cohort with the most vehicles of the other groups, among those the buyer's marketplace
    // shows: most of them are sold (so it has a value), and one the buyer sees stays on sale.
    const shown = await apiAs<Paged<MarketplaceItem>>(buyer, '/api/marketplace/search?page=1&pageSize=100', { method: 'POST', body: {} });
    const shownIds = new Set(shown.results.filter((v) => !v.sold).map((v) => v.id));
    const stock = (
      await Promise.all(sellers.map(async (seller) => (await stockOf(seller)).map((vehicle) => ({ seller, vehicle }))))
    ).flat();
    const byCohort = new Map<string, typeof stock>();
    for (const each of stock) byCohort.set(cohortOf(each.vehicle), [...(byCohort.get(cohortOf(each.vehicle)) ?? []), each]);
    const [, candidates] = [...byCohort]
      .filter(([, all]) => all.some(({ vehicle }) => shownIds.has(vehicle.id)))
      .sort((a, b) => b[1].length - a[1].length)[0]!;
    expect(candidates.length).toBeGreaterThan(salesToMake);
    const hasOffer = (id: string) =>
      apiAs(buyer, `/api/offer/user/inventory/${id}`).then(
        () => true,
        () => false,
      );
    let kept: (typeof candidates)[number] | undefined;
    for (const each of candidates.filter(({ vehicle }) => shownIds.has(vehicle.id))) {
      if (!(await hasOffer(each.vehicle.id))) {
        kept = each;
        break;
      }
    }
    if (!kept) throw new Error('no vehicle of the cohort on sale to the buyer without an offer');
    // Sold at 91-99 % of their list prices, and one at 60 %: a sale the value leaves out.
    const shares = [0.93, 0.95, 0.97, 0.91, 0.99, 0.94, 0.96, 0.6, 0.98, 0.92];
    let sold = 0;
    for (const { seller, vehicle } of candidates.filter((each) => each !== kept)) {
      if (sold === salesToMake) break;
      if (await sell(seller, vehicle, Math.round(Number(vehicle.data['List Price']) * shares[sold % shares.length]!))) sold += 1;
    }
    expect(sold).toBe(salesToMake);
    story.vehicle = await apiAs<InventoryItem>(buyer, `/api/inventory/id/${kept.vehicle.id}`);
    story.seller = kept.seller;
    expect(story.vehicle.market.value).not.toBeNull();

    await signIn(buyerTab.page, app.url, buyer);
    await signIn(sellerTab.page, app.url, story.seller);
  }, 600_000);

  afterAll(async () => {
    for (const opened of tabs) await opened.close();
    await browser?.close();
    await app?.stop();
  });

  it("the vehicle detail: the Market panel with the value, its range and sample, and the chart of the cohort's sales", async () => {
    const vehicle = story.vehicle!;
    const { market } = vehicle;
    const page = buyerTab.page;
    await page.goto(`${app.url}/inventorydetail/${vehicle.vin}`);
    const panel = page.getByTestId('market-panel');
    await panel.getByTestId('cohort-chart').waitFor();
    expect(await panel.getByTestId('market-value').textContent()).toBe(money(market.value!));
    expect(await panel.getByTestId('market-range').textContent()).toBe(
      `Typical range ${money(market.low!)} – ${money(market.high!)} · from ${market.sampleSize} sales in 90 days`,
    );
    expect(market.sampleSize).toBeGreaterThanOrEqual(salesToMake);
    expect(await panel.getByTestId('market-price-to-market').textContent()).toMatch(
      new RegExp(`^${percent(market.priceToMarket!)}(Below|At|Above) market$`),
    );
    expect(await panel.getByTestId('market-days-in-inventory').textContent()).toBe(String(market.daysInInventory));
    expect(await panel.getByTestId('market-aging-cost').textContent()).toBe(money(market.agingCost));
    // The chart draws each sale with a mileage, the ones the value leaves out as crosses, and this vehicle.
    const sales = await apiAs<CohortSale[]>(buyer, `/api/inventory/id/${vehicle.id}/market/sales`);
    const drawn = sales.filter((sale) => sale.mileage !== null);
    const marks = page.getByTestId('chart-sales').locator('g');
    expect(await marks.count()).toBe(drawn.length);
    expect(await page.getByTestId('chart-sales').locator('g[data-outlier="true"]').count()).toBe(drawn.filter((s) => s.outlier).length);
    expect(await page.getByTestId('chart-vehicle').count()).toBe(1);
    await photograph(page, 'market-detail', async (p) => {
      await p.getByTestId('cohort-chart').waitFor();
      await p.getByTestId('market-panel').scrollIntoViewIfNeeded();
    });
    expect(buyerTab.pageErrors).toEqual([]);
  });

  it('the marketplace: a price-to-market badge on the card, and the sort by price-to-market', async () => {
    const vehicle = story.vehicle!;
    const page = buyerTab.page;
    const sortByPriceToMarket = async (p: Page) => {
      await p.getByTestId('marketplace-card').first().waitFor();
      // Below lg the filters sit in a drawer.
      const drawer = p.getByRole('button', { name: 'Filters' });
      if (await drawer.isVisible()) await drawer.click();
      // The search follows a filter change after a debounce: wait for its answer, then the grid.
      const sorted = p.waitForResponse(
        (r) => r.url().includes('/api/marketplace/search') && /"sort":"priceToMarket"/.test(r.request().postData() ?? ''),
      );
      await p.getByLabel('Sort by').selectOption('priceToMarket');
      await sorted;
      const close = p.getByRole('button', { name: 'Close filters' });
      if (await close.isVisible()) await close.click();
      await p.locator('[aria-busy="false"]').getByTestId('market-badge').first().waitFor();
    };
    await page.goto(`${app.url}/marketplace`);
    await sortByPriceToMarket(page);
    // Lowest first: the badges' figures never go down, and the cards without one come after them.
    const cards = page.getByTestId('marketplace-card');
    const figures: (number | null)[] = [];
    for (let i = 0; i < (await cards.count()); i += 1) {
      const badge = cards.nth(i).getByTestId('market-badge');
      figures.push((await badge.count()) === 0 ? null : Number(/([\d.]+)%$/.exec((await badge.textContent())!)![1]));
    }
    const valued = figures.filter((figure): figure is number => figure !== null);
    expect(valued.length).toBeGreaterThan(0);
    expect(figures.slice(0, valued.length)).toEqual([...valued].sort((a, b) => a - b));
    await photograph(page, 'market-marketplace', sortByPriceToMarket);

    // The vehicle's own card, found by its make and model: its badge states its figure.
    await sortByPriceToMarket(page);
    await page.getByLabel('Make').selectOption(vehicle.make);
    await page.getByLabel('Model').selectOption(vehicle.model);
    const card = cards.filter({ has: page.locator(`a[href="/inventorydetail/${vehicle.vin}"]`) });
    const badge = card.getByTestId('market-badge');
    await badge.waitFor();
    const position = marketPosition(vehicle.market.priceToMarket!);
    expect(await badge.getAttribute('data-position')).toBe(position);
    expect(await badge.textContent()).toBe(
      `${{ below: 'Below', at: 'At', above: 'Above' }[position]} market · ${percent(vehicle.market.priceToMarket!)}`,
    );
    expect(buyerTab.pageErrors).toEqual([]);
  });

  it("the wizard's bid step: the bid as a percentage of the value as the buyer types", async () => {
    const vehicle = story.vehicle!;
    const value = vehicle.market.value!;
    const page = buyerTab.page;
    story.bid = Math.round(value * 0.9);
    const typeBid = async (p: Page) => {
      await p.getByRole('button', { name: 'Skip transport' }).click();
      await p.getByLabel('Vehicle bid amount').fill(String(story.bid));
      await p.getByTestId('percent-of-value').waitFor();
    };
    await page.goto(`${app.url}/createoffer/${vehicle.vin}`);
    await page.getByRole('button', { name: 'Skip transport' }).click();
    const amount = page.getByLabel('Vehicle bid amount');
    await amount.pressSequentially(String(Math.round(value * 1.05)));
    expect(await page.getByTestId('percent-of-value').textContent()).toBe(
      `${percent(percentOfValue(Math.round(value * 1.05), value)!)} of the network value (${money(value)})`,
    );
    await amount.fill('');
    expect(await page.getByTestId('percent-of-value').count()).toBe(0);
    await amount.pressSequentially(String(story.bid));
    expect(await page.getByTestId('percent-of-value').textContent()).toBe(
      `${percent(percentOfValue(story.bid, value)!)} of the network value (${money(value)})`,
    );
    // The photographer leaves the page as its last `ready` did: the bid typed on the bid step.
    await photograph(page, 'market-bid-step', typeBid);
    await page.getByRole('button', { name: 'Submit bid' }).click();
    await page.getByRole('heading', { name: 'Bid submitted', level: 1 }).waitFor();
    story.offerId = (await apiAs<Offer>(buyer, `/api/offer/user/inventory/${vehicle.id}`)).id;
    expect(buyerTab.pageErrors).toEqual([]);
  });

  it('the incoming bid and the accept dialog: the bid as a percentage of the value', async () => {
    const vehicle = story.vehicle!;
    const value = vehicle.market.value!;
    const expected = `${percent(percentOfValue(story.bid, value)!)} of the network value (${money(value)})`;
    const page = sellerTab.page;
    await page.goto(`${app.url}/offerdetails/${story.offerId}`);
    const amounts = page.getByTestId('offer-amounts');
    await amounts.getByTestId('percent-of-value').waitFor();
    expect(await amounts.getByTestId('percent-of-value').textContent()).toBe(expected);
    expect(await page.getByTestId('round-percent-of-value').first().textContent()).toBe(
      ` (${percent(percentOfValue(story.bid, value)!)} of value)`,
    );
    await photograph(page, 'market-incoming-bid', (p) => p.getByTestId('offer-amounts').getByTestId('percent-of-value').waitFor());

    const openAccept = async (p: Page) => {
      await p.getByTestId('negotiation-bar').getByRole('button', { name: 'Accept', exact: true }).click();
      await p.getByRole('dialog').getByTestId('percent-of-value').waitFor();
    };
    await openAccept(page);
    expect(await page.getByRole('dialog').getByTestId('percent-of-value').textContent()).toBe(expected);
    await page.getByRole('dialog').getByRole('button', { name: 'Go back' }).click();
    await page.getByRole('dialog').waitFor({ state: 'hidden' });
    await photograph(page, 'market-accept-dialog', openAccept);
    expect(sellerTab.pageErrors).toEqual([]);
  });

  it("the rollup's 15-day bands with each dealership's mean price-to-market, and a band's listing sorted by price-to-market", async () => {
    const vehicle = story.vehicle!;
    const page = sellerTab.page;
    const band = bandOf(vehicle.market.daysInInventory);
    const rollup = await apiAs<InventoryRollupRow[]>(story.seller, '/api/dealergroup/inventory/rollup');
    const countIn = (id: AgeBand) => rollup.find((each) => each.dealershipId === vehicle.dealershipId)!.bandCounts[id];
    // A phone shows one card per dealership (issue 37, finding 4), a desktop the table.
    const showBands = async (p: Page) => {
      const phone = (p.viewportSize()?.width ?? 1280) < 768;
      await (phone ? p.getByTestId('rollup-card').first() : p.getByRole('table')).waitFor();
      await p.locator('label[for="rollup-view-bands"]').click();
      await (
        phone
          ? p.getByTestId('rollup-card').first().getByText(bandLabel('0-15'), { exact: true })
          : p.getByRole('columnheader', { name: 'Days in inventory' })
      ).waitFor();
    };
    await page.goto(`${app.url}/inventory`);
    await showBands(page);
    const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: vehicle.dealershipInfo.name, exact: true }) });
    expect(await row.getByTestId('rollup-average-price-to-market').textContent()).toMatch(/^\d+\.\d%$/);
    await photograph(page, 'market-rollup-bands', showBands);

    // Its band's count opens the band's listing.
    await showBands(page);
    await row.getByRole('link', { name: `${countIn(band)} vehicles at ${vehicle.dealershipInfo.name}, ${bandLabel(band)}` }).click();
    await page.waitForURL(`${app.url}/inventorylisting/${vehicle.dealershipId}/${band}`);
    const sortByPriceToMarket = async (p: Page) => {
      await p.getByTestId('inventory-card').first().waitFor();
      await p.getByLabel('Sort by').selectOption('priceToMarket');
      await p.getByTestId('inventory-card').first().getByTestId('market-badge').waitFor();
    };
    await sortByPriceToMarket(page);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toContain(vehicle.dealershipInfo.name);
    const cards = page.getByTestId('inventory-card');
    const figures = (await cards.getByTestId('card-price-to-market').allTextContents()).map((text) =>
      text === '—' ? null : Number(/([\d.]+)%$/.exec(text)![1]),
    );
    const valued = figures.filter((figure): figure is number => figure !== null);
    expect(figures.slice(0, valued.length)).toEqual([...valued].sort((a, b) => a - b));
    expect(figures).toContain(vehicle.market.priceToMarket);
    await photograph(page, 'market-listing', sortByPriceToMarket);
    expect(sellerTab.pageErrors).toEqual([]);
  });

  it('has no serious accessibility violation on any of these screens', () => {
    expect(findings).toEqual([]);
  });
});
