/**
 * Issue 33 in a real browser: negotiation in timed rounds, in Debian's Chromium against `npm start`
 * (with ADJUSTABLE_CLOCK=1, so the Admin moves the deadline scheduler's clock), a buyer and the
 * seller each in a browser of their own:
 *   three rounds: the seller counters from the incoming bid, the buyer sees it arrive live and
 *   counters back, the seller counters again, the buyer accepts: won at the seller's last counter;
 *   a lapse: a bid nobody answers expires when the clock passes its deadline, both sides see it;
 *   Buy Now raced against a counter-accept: one of the two buyers wins, the other is told.
 * The screens are photographed light and dark, desktop and phone (e2e/screenshots/).
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser, Page } from 'playwright-core';
import type { Offer } from '@dtn/contracts/entities/offer';
import type { InventoryItem, InventoryRollupRow } from '@dtn/contracts/entities/inventory';
import { startApp, type RunningApp } from './harness/app-server';
import { browserSkipReason, launchChromium } from './harness/browser';
import { apiClient } from './harness/api-as';
import { photographer } from './harness/photograph';
import { eventually, openTab, signIn, type Tab } from './harness/session';

const buyer = 'principal@lonestar.example';
const secondBuyer = 'usedcar@heartland.example';
const seller = 'principal@pacific.example';
const admin = 'admin@dtn.example';

const skipReason = browserSkipReason();
if (skipReason) console.warn(`Browser tests skipped: ${skipReason}`);
const suite = skipReason ? describe.skip : describe;

const money = (amount: number) => `$${amount.toLocaleString('en-US', { minimumFractionDigits: 2 })}`;
/** The race's loser is told by a 409 (sold meanwhile) or a 412 (terms moved): answers by design. */
const raceRefusal = (error: string) => /\/api\/offer\/(buy-now|\S+\/accept-terms) -> (409|412)$/.test(error);

suite('negotiation in Chromium: rounds, a lapse, Buy Now against an accept', () => {
  let app: RunningApp;
  let browser: Browser;
  const tabs: Tab[] = [];
  const findings: string[] = [];
  const photograph = photographer({ findings });
  let buyerTab: Tab;
  let sellerTab: Tab;
  let secondTab: Tab;
  /** The seller's vehicles on sale, each used by one story. */
  let forSale: InventoryItem[] = [];

  const apiAs = apiClient(() => app.url);

  /** The buyer's offer on the vehicle as the server holds it now. */
  const offerOf = (email: string, inventoryId: string) => apiAs<Offer>(email, `/api/offer/user/inventory/${inventoryId}`);

  /** Sends a move from the negotiation bar: the button, then (for a counter) the amount, then the confirmation. */
  async function move(page: Page, button: string, confirm: string, amount?: number) {
    const bar = page.getByTestId('negotiation-bar');
    await bar.getByRole('button', { name: button, exact: true }).click();
    if (amount !== undefined) {
      await page.getByTestId('counter-form').getByLabel('Your counter (vehicle amount)').fill(String(amount));
      await page.getByTestId('counter-form').getByRole('button', { name: 'Review counter' }).click();
    }
    const dialog = page.getByRole('dialog');
    if (amount !== undefined) await dialog.getByText(money(amount)).first().waitFor();
    await dialog.getByRole('button', { name: confirm }).click();
    await dialog.waitFor({ state: 'hidden' });
  }

  const turnOf = (page: Page) => page.getByTestId('turn-banner').getAttribute('data-turn');

  beforeAll(async () => {
    app = await startApp({ env: { ADJUSTABLE_CLOCK: '1' } });
    browser = await launchChromium();
    for (const who of [buyer, seller, secondBuyer]) {
      const opened = await openTab(browser);
      tabs.push(opened);
      await signIn(opened.page, app.url, who);
    }
    [buyerTab, sellerTab, secondTab] = tabs as [Tab, Tab, Tab];
    // The seller's own vehicles on sale with a list price, not in a seeded negotiation.
    const rollup = await apiAs<InventoryRollupRow[]>(seller, '/api/dealergroup/inventory/rollup');
    for (const row of rollup) {
      const items = await apiAs<InventoryItem[]>(seller, `/api/dealergroup/inventory/${row.dealershipId}/age/ThirtyToSixtyDays`);
      forSale.push(...items.filter((v) => !v.sold && !v.tradeIn && v.buyNowPrice === null && /^\d+$/.test(v.data['List Price'] ?? '')));
      if (forSale.length >= 6) break;
    }
    forSale = forSale.slice(0, 6);
    expect(forSale.length).toBeGreaterThanOrEqual(3);
  }, 300_000);

  afterAll(async () => {
    for (const opened of tabs) await opened.close();
    await browser?.close();
    await app?.stop();
  });

  it('three rounds between two browsers: the counters arrive live, and the buyer accepts the last', async () => {
    const vehicle = forSale[0]!;
    const listPrice = Number(vehicle.data['List Price']);
    const bid = Math.round(listPrice * 0.8);
    await apiAs(buyer, '/api/offer', { method: 'POST', body: { status: 'submitted', inventoryId: vehicle.id, offerAmount: bid } });
    const { id: offerId } = await offerOf(buyer, vehicle.id);

    // Both open the offer: the buyer their bid, the seller the incoming bid (each stays open).
    await buyerTab.page.goto(`${app.url}/myofferdetails/${vehicle.id}`);
    await sellerTab.page.goto(`${app.url}/offerdetails/${offerId}`);
    await eventually(async () => (await turnOf(sellerTab.page)) === 'seller', 'the seller sees it is their turn');
    expect(await turnOf(buyerTab.page)).toBe('seller');
    await photograph(sellerTab.page, 'negotiation-seller-turn', (p) => p.getByTestId('negotiation-bar').waitFor());

    // Round 1: the seller counters at the list price; the buyer's open screen shows it without a reload.
    await move(sellerTab.page, 'Counter', 'Send counter', listPrice);
    await eventually(async () => (await turnOf(buyerTab.page)) === 'buyer', 'the counter reaches the buyer live', 20_000);
    await buyerTab.page.getByTestId('turn-banner').getByText(money(listPrice)).first().waitFor();
    await photograph(buyerTab.page, 'negotiation-buyer-countered', (p) => p.getByTestId('negotiation-bar').waitFor());

    // Round 2: the buyer counters back between their bid and the counter.
    const buyerCounter = Math.round((bid + listPrice) / 2);
    await move(buyerTab.page, 'Counter', 'Send counter', buyerCounter);
    await eventually(async () => (await turnOf(sellerTab.page)) === 'seller', 'the counter back reaches the seller live', 20_000);

    // Round 3: the seller meets them nearer; the buyer accepts it.
    const lastCounter = Math.round((buyerCounter + listPrice) / 2);
    await move(sellerTab.page, 'Counter', 'Send counter', lastCounter);
    await eventually(async () => (await turnOf(buyerTab.page)) === 'buyer', 'the second counter reaches the buyer', 20_000);
    expect(await buyerTab.page.getByTestId('round').count()).toBe(4);
    await photograph(buyerTab.page, 'negotiation-rounds', (p) => p.getByTestId('rounds-timeline').waitFor());
    await move(buyerTab.page, 'Accept counter', 'Accept counter');

    await eventually(async () => (await offerOf(buyer, vehicle.id)).status === 'won', 'the offer is won');
    const won = await offerOf(buyer, vehicle.id);
    expect(won.offerAmount).toBe(lastCounter);
    await eventually(async () => (await sellerTab.page.getByTestId('negotiation-bar').count()) === 0, 'the seller’s moves are gone');
    expect(buyerTab.pageErrors).toEqual([]);
    expect(sellerTab.pageErrors).toEqual([]);
  });

  it('a bid nobody answers lapses when the scheduler’s clock passes its deadline, for both sides to see', async () => {
    const vehicle = forSale[1]!;
    await apiAs(buyer, '/api/offer', {
      method: 'POST',
      body: { status: 'submitted', inventoryId: vehicle.id, offerAmount: Math.round(Number(vehicle.data['List Price']) * 0.7) },
    });
    const { id: offerId } = await offerOf(buyer, vehicle.id);
    await sellerTab.page.goto(`${app.url}/offerdetails/${offerId}`);
    await buyerTab.page.goto(`${app.url}/myofferdetails/${vehicle.id}`);
    await sellerTab.page.getByTestId('turn-banner').waitFor();

    await apiAs(admin, '/api/dev/clock/advance', { method: 'POST', body: { minutes: 25 * 60 } });
    await eventually(async () => (await offerOf(buyer, vehicle.id)).status === 'expired', 'the offer lapsed');
    for (const page of [sellerTab.page, buyerTab.page]) {
      await page
        .getByText(/expired/i)
        .first()
        .waitFor({ timeout: 20_000 });
      expect(await page.getByTestId('negotiation-bar').count()).toBe(0);
    }
    await photograph(buyerTab.page, 'negotiation-expired', (p) =>
      p
        .getByText(/expired/i)
        .first()
        .waitFor(),
    );
    expect(buyerTab.pageErrors).toEqual([]);
    expect(sellerTab.pageErrors).toEqual([]);
  });

  it('Buy Now raced against a counter-accept: one buyer gets the vehicle, the other is told', async () => {
    const vehicle = forSale[2]!;
    const listPrice = Number(vehicle.data['List Price']);
    const buyNowPrice = Math.round(listPrice * 0.98);
    await apiAs(seller, `/api/inventory/${vehicle.id}/buy-now`, { method: 'PUT', body: { price: buyNowPrice } });
    // The first buyer bids, the seller counters: the buyer's turn to accept.
    await apiAs(buyer, '/api/offer', {
      method: 'POST',
      body: { status: 'submitted', inventoryId: vehicle.id, offerAmount: Math.round(listPrice * 0.8) },
    });
    const bid = await offerOf(buyer, vehicle.id);
    await apiAs(seller, `/api/offer/${bid.id}/counter`, {
      method: 'POST',
      body: { amount: Math.round(listPrice * 0.9) },
      headers: { 'if-match': `"${bid.version}"` },
    });

    await buyerTab.page.goto(`${app.url}/myofferdetails/${vehicle.id}`);
    await eventually(async () => (await turnOf(buyerTab.page)) === 'buyer', 'the buyer sees the counter');
    await secondTab.page.goto(`${app.url}/inventorydetail/${vehicle.vin}`);
    const buyNow = secondTab.page.getByRole('button', { name: /^Buy now: the .* for/ });
    await buyNow.waitFor();
    await photograph(secondTab.page, 'buy-now-detail', (p) => p.getByRole('button', { name: /^Buy now: the .* for/ }).waitFor());

    // Both dialogs open, then both confirm at the same moment.
    await buyerTab.page.getByTestId('negotiation-bar').getByRole('button', { name: 'Accept counter', exact: true }).click();
    await secondTab.page.getByRole('button', { name: /^Buy now: the .* for/ }).click();
    const accept = buyerTab.page.getByRole('dialog').getByRole('button', { name: 'Accept counter' });
    const buy = secondTab.page.getByRole('dialog').getByRole('button', { name: `Buy now for ${money(buyNowPrice)}` });
    await Promise.all([accept.waitFor(), buy.waitFor()]);
    await Promise.all([accept.click(), buy.click()]);

    await eventually(async () => (await apiAs<InventoryItem>(seller, `/api/inventory/id/${vehicle.id}`)).sold, 'the vehicle is sold');
    const first = await offerOf(buyer, vehicle.id);
    const second = await offerOf(secondBuyer, vehicle.id).catch(() => null);
    const winners = [first, second].filter((o) => o?.status === 'won');
    expect(winners).toHaveLength(1);
    if (first.status === 'won') {
      expect(first.offerAmount).toBe(Math.round(listPrice * 0.9));
      await secondTab.page.getByText(/can no longer be bought now/).waitFor();
    } else {
      expect(second!.offerAmount).toBe(buyNowPrice);
      await buyerTab.page
        .getByText(/sold|not accepted|changed/i)
        .first()
        .waitFor();
    }
    expect(buyerTab.pageErrors.filter((e) => !raceRefusal(e))).toEqual([]);
    expect(secondTab.pageErrors.filter((e) => !raceRefusal(e))).toEqual([]);
  });

  it('has no serious accessibility violation on the screens it photographed', () => {
    expect(findings).toEqual([]);
  });
});
