/**
 * Issue 16 in a real browser: the live stream (GET /api/push) end to end, in Debian's Chromium
 * against `npm start`, with a buyer and a seller signed in at once in their own contexts:
 *   the seller's bell badge and open notification drawer show the buyer's new bid without a
 *   reload within 2 s of the bid's HTTP answer (the spec's count polling is 50 s and the drawer
 *   does not poll: only the push can do that); the buyer's open offer detail shows the seller's
 *   reply without a reload, well before its 10 s poll.
 * Each change is timed in the page itself (a MutationObserver stamps the moment the DOM changed;
 * the stamp also proves no reload: a reload would lose it) against the answer's own network
 * timing, and logged. Both screens are photographed in a light and a dark theme at desktop and
 * phone width and checked with axe.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser, Page, Response } from 'playwright-core';
import { startOrReuseApp, type RunningApp } from './harness/app-server';
import { browserSkipReason, launchChromium } from './harness/browser';
import { photographer, themes, widths } from './harness/photograph';
import { attributesOf, ownTextOf } from './harness/page-reads';
import { eventually, openTab, signIn, type Tab } from './harness/session';

/** Demo users of the seed (GET /auth/dev/users). */
const buyer = 'principal@lonestar.example';
const seller = 'principal@pacific.example'; // sells the Pacific vehicles
const sellingDealership = 'Pacific Toyota Plano';

/** The promise: on screen within 2 s of the command's answer. */
const deadlineMs = 2_000;

const skipReason = browserSkipReason();
if (skipReason) console.warn(`Browser tests skipped: ${skipReason}`);
const suite = skipReason ? describe.skip : describe;

/** When the browser received the answer's first byte (its own network timing), in epoch ms. */
function answeredAt(response: Response): number {
  const timing = response.request().timing();
  return timing.responseStart >= 0 ? timing.startTime + timing.responseStart : Date.now();
}

/** A condition on the page: an element's text no longer `text`, or some element containing `text`. */
type Condition = { kind: 'textChanged' | 'contains'; selector: string; text: string };

/**
 * Stamps, in the page, the moment each condition first turns true (checked on every DOM change).
 * The stamps live on `window`: a reload would drop them.
 */
async function watch(page: Page, conditions: Record<string, Condition>): Promise<void> {
  // A script, not a function: this package compiles without the DOM's types.
  await page.evaluate(`(() => {
    const watched = ${JSON.stringify(conditions)};
    const holds = ({ kind, selector, text }) => kind === 'textChanged'
      ? (document.querySelector(selector)?.textContent ?? '') !== text
      : [...document.querySelectorAll(selector)].some((element) => (element.textContent ?? '').includes(text));
    const stamps = {};
    const check = () => {
      for (const [name, condition] of Object.entries(watched)) if (stamps[name] === undefined && holds(condition)) stamps[name] = Date.now();
    };
    window.liveStamps = stamps;
    new MutationObserver(check).observe(document.body, { subtree: true, childList: true, characterData: true });
    check();
  })()`);
}

const stamps = (page: Page) => page.evaluate<Record<string, number> | null>('window.liveStamps ?? null');

/**
 * Polls the stamps until every condition is met or `deadline` passes, then returns how long after
 * `from` each one came (a reload on the way fails: the stamps would be gone).
 */
async function cameWithin(page: Page, names: string[], from: number, deadline: number): Promise<Record<string, number>> {
  let seen: Record<string, number> | null = null;
  do {
    seen = await stamps(page);
    expect(seen).not.toBeNull();
    if (names.every((name) => seen![name] !== undefined)) break;
    await new Promise((resolve) => setTimeout(resolve, 25));
  } while (Date.now() < deadline);
  seen = await stamps(page);
  expect(seen).not.toBeNull();
  const after = Object.fromEntries(names.map((name) => [name, seen![name] === undefined ? Infinity : seen![name] - from]));
  return after;
}

suite('live updates in Chromium: a bid reaches the seller, a reply the buyer, without a reload', () => {
  let app: RunningApp;
  let browser: Browser;
  let buyerTab: Tab;
  let sellerTab: Tab;
  const findings: string[] = [];
  const shots: string[] = [];
  const photograph = photographer({ shots, findings });
  const story = { vin: '', vehicle: '' };

  /** Opens `path` and waits until the page's live stream answered (it is connected). */
  async function openLive(page: Page, path: string) {
    const connected = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/push' && response.status() === 200);
    await page.goto(`${app.url}${path}`);
    await connected;
  }

  beforeAll(async () => {
    app = await startOrReuseApp();
    browser = await launchChromium();
    buyerTab = await openTab(browser);
    sellerTab = await openTab(browser);
    await signIn(buyerTab.page, app.url, buyer);
    await signIn(sellerTab.page, app.url, seller);
  }, 300_000);

  afterAll(async () => {
    await buyerTab?.close();
    await sellerTab?.close();
    await browser?.close();
    await app?.stop();
  });

  it('the seller picks a vehicle of theirs with no bids yet', async () => {
    const { page } = sellerTab;
    await page.goto(`${app.url}/inventory`);
    await page
      .getByRole('table')
      .getByRole('link', { name: new RegExp(`vehicles at ${sellingDealership}`) })
      .first()
      .click();
    await page.getByTestId('inventory-card').first().waitFor();
    const links = await attributesOf(page.getByTestId('inventory-card').getByRole('link'), 'href');
    const hrefs = [...new Set(links.filter((href) => href.startsWith('/inventorydetail/')))];
    // From the end: the trading journey picks at random, a rerun against a running app
    // (E2E_APP_URL) moves on past vehicles already bid on.
    for (const href of hrefs.reverse()) {
      await page.goto(`${app.url}${href}`);
      const panel = page.getByTestId('incoming-bids-panel');
      await panel.waitFor();
      await eventually(
        async () => (await panel.getByRole('link').count()) > 0 || (await panel.getByText('No bids on this vehicle yet').count()) > 0,
        'the bids panel loads',
      );
      if ((await panel.getByText('No bids on this vehicle yet').count()) === 0) continue;
      story.vin = href.split('/').pop()!;
      story.vehicle = (await ownTextOf(page.getByRole('heading', { level: 1 }))).trim();
      break;
    }
    expect(story.vehicle).toMatch(/^\d{4} \S+ .+$/);
    expect(sellerTab.pageErrors).toEqual([]);
  });

  it("the seller's bell badge and open drawer show the buyer's bid within 2 s of its answer, without a reload", async () => {
    const seen = sellerTab.page;
    await openLive(seen, '/home');
    await seen.getByRole('button', { name: /^Notifications/ }).click();
    const drawer = seen.getByRole('dialog', { name: 'Notifications' });
    await eventually(
      async () =>
        (await drawer.getByTestId('notification-card').count()) > 0 || (await drawer.getByText('No notifications found.').count()) > 0,
      'the drawer loads',
    );
    const bell = async () =>
      (await seen.getByTestId('bell-badge').count()) > 0 ? ((await seen.getByTestId('bell-badge').textContent()) ?? '') : '';
    const before = await bell();
    const cardText = `New offer on the ${story.vehicle}`;
    await watch(seen, {
      badge: { kind: 'textChanged', selector: '[data-testid="bell-badge"]', text: before },
      drawer: { kind: 'contains', selector: '[role="dialog"] [data-testid="notification-card"]', text: cardText },
    });
    expect(await stamps(seen)).toEqual({});

    const { page } = buyerTab;
    await page.goto(`${app.url}/createoffer/${story.vin}`);
    await page.getByRole('button', { name: 'Skip transport' }).click();
    await page.getByRole('spinbutton', { name: 'Vehicle bid amount' }).fill('19750');
    const answer = page.waitForResponse(
      (response) => response.request().method() === 'POST' && new URL(response.url()).pathname === '/api/offer',
    );
    await page.getByRole('button', { name: 'Submit bid' }).click();
    const bid = await answer;
    expect(bid.status()).toBeLessThan(300);
    const at = answeredAt(bid);

    const after = await cameWithin(seen, ['badge', 'drawer'], at, at + deadlineMs);
    console.log(`live: the seller's bell badge changed ${after.badge} ms and the drawer ${after.drawer} ms after the bid's answer`);
    expect(after.badge).toBeLessThanOrEqual(deadlineMs);
    expect(after.drawer).toBeLessThanOrEqual(deadlineMs);
    expect(await bell()).not.toBe(before);
    await drawer.getByTestId('notification-card').filter({ hasText: cardText }).first().waitFor();
    await page.waitForURL(`${app.url}/offersubmitted/${story.vin}`);

    await photograph(seen, 'live-drawer', async (p) => {
      await p.getByRole('button', { name: /^Notifications/ }).click();
      await p
        .getByRole('dialog', { name: 'Notifications' })
        .getByTestId('notification-card')
        .filter({ hasText: cardText })
        .first()
        .waitFor();
    });
    expect(sellerTab.pageErrors).toEqual([]);
    expect(buyerTab.pageErrors).toEqual([]);
  });

  it("the buyer's open offer detail shows the seller's reply without a reload", async () => {
    const { page } = buyerTab;
    await page.goto(`${app.url}/myoffers`);
    await page.getByTestId('my-offer').getByRole('link', { name: story.vehicle }).first().click();
    await page.waitForURL(/\/myofferdetails\//);
    const detailPath = new URL(page.url()).pathname;
    await openLive(page, detailPath);
    await page.getByTestId('conversation').waitFor();
    const reply = `Live reply ${Date.now()}: can you pick it up on Friday?`;
    await watch(page, { reply: { kind: 'contains', selector: '[data-testid="conversation"]', text: reply } });

    const seen = sellerTab.page;
    await seen.goto(`${app.url}/home`);
    await seen.getByRole('button', { name: /^Notifications/ }).click();
    const card = seen
      .getByRole('dialog', { name: 'Notifications' })
      .getByTestId('notification-card')
      .filter({ hasText: `New offer on the ${story.vehicle}` });
    await card.first().getByRole('link', { name: 'View Item' }).click();
    await seen.waitForURL(/\/offerdetails\/[0-9a-f-]+$/);
    await seen.getByRole('textbox', { name: 'Message' }).fill(reply);
    const answer = seen.waitForResponse(
      (response) => response.request().method() === 'POST' && /^\/api\/offer\/[^/]+\/conversation$/.test(new URL(response.url()).pathname),
    );
    await seen.getByRole('button', { name: 'Send' }).click();
    const sent = await answer;
    expect(sent.status()).toBeLessThan(300);
    const at = answeredAt(sent);

    const after = await cameWithin(page, ['reply'], at, at + deadlineMs);
    console.log(`live: the buyer's offer detail showed the reply ${after.reply} ms after its answer`);
    expect(after.reply).toBeLessThanOrEqual(deadlineMs);

    await photograph(page, 'live-my-offer-detail', async (p) => {
      await p.getByTestId('conversation').getByText(reply).waitFor();
    });
    expect(buyerTab.pageErrors).toEqual([]);
    expect(sellerTab.pageErrors).toEqual([]);
  });

  it('every screenshot is taken and axe finds no serious or critical violation', () => {
    expect(shots.length).toBe(2 * themes.length * Object.keys(widths).length);
    expect(findings).toEqual([]);
  });
});
