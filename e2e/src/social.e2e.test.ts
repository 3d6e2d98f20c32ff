/**
 * Issue 13 in a real browser, against `npm start` (the production build, the embedded server and
 * the demo seed with its feed): a seller posts a trade-in listing with real pictures and a video;
 * buyers comment, reply, open the listing, keep a buy list and accept the vehicle match a listing
 * of another group raises. Screenshots of each new screen in a light and a dark theme, at desktop
 * and phone width, land in e2e/screenshots/; axe checks each of them.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser, Page } from 'playwright-core';
import { vinTemplates } from '@dtn/platform/vehicle-data/catalog';
import { withCheckDigit } from '@dtn/platform/vehicle-data/vin';
import { bundleSizes } from '@dtn/bench/bundle-size';
import { startOrReuseApp, type RunningApp } from './harness/app-server';
import { browserSkipReason, launchChromium } from './harness/browser';
import { seriousAccessibilityViolations, type AxeFinding } from './harness/axe';
import { screenshot } from './harness/screenshots';
import { eventually, networkSettled, openTab, signIn, type Tab } from './harness/session';
import { makeRealMedia } from './demo/real-media';

/** Demo users of the seed. */
const seller = 'gm@heartland.example'; // sells only; one of his stores is Heartland Buick Arlington, TX
const sellerStore = 'Heartland Buick Arlington';
const buyer = 'principal@lonestar.example'; // buys and sells, in Dallas: 20 miles from Arlington
const otherBuyer = 'usedcar@pacific.example'; // buys only

const skipReason = browserSkipReason();
if (skipReason) console.warn(`Browser tests skipped: ${skipReason}`);
const suite = skipReason ? describe.skip : describe;

/** A VIN that vPIC decodes to this vehicle, with a serial no seeded vehicle uses (they start at 100000). */
function freshVin(make: string, model: string, year: number, salt: number): string {
  const template = vinTemplates().find((t) => t.make === make && t.model === model && t.year === year);
  if (!template) throw new Error(`no VIN template for ${year} ${make} ${model}`);
  const serial = String(20_000 + ((Date.now() + salt * 7_919) % 70_000)).padStart(6, '0');
  return withCheckDigit(`${template.vds}0${template.yearAndPlant}${serial}`);
}

const postCard = (page: Page, title: string) => page.getByTestId('post-card').filter({ has: page.getByRole('heading', { name: title }) });

/** The composer as a seller uses it: a trade-in listing with the vehicle and optional files. */
async function postListing(
  page: Page,
  listing: {
    vin: string;
    year: number;
    make: string;
    model: string;
    mileage: string;
    text: string;
    files?: Parameters<Page['setInputFiles']>[1];
  },
) {
  await page.getByRole('button', { name: /^What's new/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Create a post' });
  await dialog.waitFor();
  await dialog.getByPlaceholder(/Share news/).fill(listing.text);
  if (listing.files) await dialog.getByLabel('Add photos or videos').setInputFiles(listing.files);
  await dialog.getByRole('checkbox', { name: 'Trade-in listing' }).check();
  await dialog.getByLabel('VIN').fill(listing.vin);
  await dialog.getByLabel('Year').fill(String(listing.year));
  const make = dialog.getByLabel('Make');
  await eventually(async () => (await make.locator('option').count()) > 1, 'the makes are listed');
  await make.selectOption(listing.make);
  const model = dialog.getByLabel('Model');
  await eventually(
    async () => (await model.locator(`option[value="${listing.model}"]`).count()) > 0,
    `the ${listing.make} models are listed`,
  );
  await model.selectOption(listing.model);
  await dialog.getByLabel('Mileage').fill(listing.mileage);
  await dialog.getByLabel('Dealership').selectOption({ label: sellerStore });
  return dialog;
}

/** The count on the 'vehicle matches' menu entry (0 when it shows none). */
async function matchesBadge(page: Page): Promise<number> {
  const link = page.getByRole('navigation', { name: 'Menu' }).getByRole('link', { name: /vehicle matches/ });
  await link.waitFor();
  const badge = link.locator('.badge');
  return (await badge.count()) === 0 ? 0 : Number(await badge.textContent());
}

suite('the social feed, buy list and vehicle matches in Chromium', () => {
  let app: RunningApp;
  let browser: Browser;
  const tabs: Tab[] = [];
  const pageErrors: string[] = [];
  const tacoma = { make: 'Toyota', model: 'Tacoma', year: 2023 };
  let tacomaVin = '';
  const tacomaTitle = `${tacoma.year} ${tacoma.make} ${tacoma.model}`;

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
    for (const opened of tabs) {
      pageErrors.push(...opened.pageErrors);
      await opened.close();
    }
    await browser?.close();
    await app?.stop();
  });

  it('shows a new user a living feed: seeded posts with pictures, comments and replies', async () => {
    const { page } = await tab();
    await signIn(page, app.url, otherBuyer);
    await page.getByTestId('post-card').first().waitFor();
    expect(await page.getByTestId('post-card').count()).toBeGreaterThanOrEqual(5);
    const grid = page
      .getByTestId('media-grid')
      .filter({ has: page.locator('[data-testid="media-row"]:nth-child(2) [data-testid="media-tile"]:nth-child(3)') });
    await grid.first().waitFor();
    await page
      .getByRole('button', { name: /^View \d+ repl/ })
      .first()
      .click();
    await page.getByTestId('reply').first().waitFor();
  }, 120_000);

  it('a seller posts a trade-in listing with three pictures and a video; it shows in the timeline and in trade-ins', async () => {
    const { page } = await tab();
    await signIn(page, app.url, seller);
    tacomaVin = freshVin(tacoma.make, tacoma.model, tacoma.year, 1);
    const files = await makeRealMedia(browser, `tacoma-${Date.now()}`);
    const dialog = await postListing(page, {
      ...tacoma,
      vin: tacomaVin,
      mileage: '41,250',
      text: 'Trade-in from our Arlington store: one owner, full service history, new tires.',
      files,
    });
    expect(await dialog.getByTestId('attachment-preview').count()).toBe(4);
    await dialog.getByRole('button', { name: 'Post', exact: true }).click();
    await dialog.waitFor({ state: 'detached', timeout: 60_000 });

    const card = postCard(page, tacomaTitle);
    await card.waitFor();
    await card.getByText('41,250 mi').waitFor();
    const tiles = card.getByTestId('media-tile');
    expect(await tiles.count()).toBe(4);
    expect(await card.locator('video').count()).toBe(1);
    // The pictures and the video are served and decode in the browser.
    await eventually(
      async () =>
        await card.locator('img').evaluateAll((imgs) => imgs.every((img) => (img as unknown as { naturalWidth: number }).naturalWidth > 0)),
      'the uploaded pictures load',
    );
    await eventually(
      async () => (await card.locator('video').evaluate((v) => (v as unknown as { readyState: number }).readyState)) >= 1,
      'the video loads',
    );

    const buyerTab = await tab();
    await signIn(buyerTab.page, app.url, buyer);
    await buyerTab.page.goto(`${app.url}/tradeins`);
    const tradeIn = buyerTab.page.getByTestId('marketplace-card').filter({ hasText: tacomaTitle });
    await eventually(
      async () => {
        if ((await tradeIn.count()) > 0) return true;
        await buyerTab.page.reload();
        await buyerTab.page.getByRole('heading', { name: 'Trade-ins', level: 1 }).waitFor();
        await buyerTab.page.getByTestId('marketplace-card').first().waitFor();
        return (await tradeIn.count()) > 0;
      },
      'the trade-in shows within 100 miles of Dallas',
      60_000,
    );
    expect(await tradeIn.first().getByRole('link').getAttribute('href')).toBe(`/inventorydetail/${tacomaVin}`);
  }, 240_000);

  it('a buyer comments, replies and opens the listing from its bid button', async () => {
    const { page } = await tab();
    await signIn(page, app.url, otherBuyer);
    const card = postCard(page, tacomaTitle);
    await card.waitFor();
    await card.getByRole('textbox', { name: 'Write a comment' }).fill('  Is the price negotiable?  ');
    await card.getByRole('button', { name: 'Comment', exact: true }).click();
    const comment = card.getByTestId('comment').filter({ hasText: 'Is the price negotiable?' });
    await comment.waitFor();
    await card.getByText('1 comment', { exact: true }).waitFor();
    await comment.getByRole('button', { name: 'Reply', exact: true }).click();
    await comment.getByRole('textbox', { name: 'Write a reply' }).fill('Also: does it come with the bed liner?');
    await comment.getByRole('button', { name: 'Send reply' }).click();
    await comment.getByTestId('reply').filter({ hasText: 'does it come with the bed liner?' }).waitFor();

    await page.goto(`${app.url}/post/${await card.getAttribute('data-post-id')}`);
    const shown = postCard(page, tacomaTitle);
    await shown.getByTestId('comment').filter({ hasText: 'Is the price negotiable?' }).waitFor();
    await shown.getByRole('button', { name: 'View 1 reply' }).click();
    await shown.getByTestId('reply').first().waitFor();
    await shown.getByRole('button', { name: 'Bid' }).click();
    await page.waitForURL(`${app.url}/inventorydetail/${tacomaVin}`);
    await page.getByRole('heading', { level: 1, name: new RegExp(tacomaTitle) }).waitFor();
  }, 120_000);

  it('a buyer adds a buy list item; a seller of another group lists a match; the badge rises; the match is accepted and viewed', async () => {
    const odyssey = { make: 'Honda', model: 'Odyssey', year: 2023 };
    const buyerTab = await tab();
    const { page } = buyerTab;
    await signIn(page, app.url, buyer);
    await page.goto(`${app.url}/buylist`);
    await page.getByRole('heading', { name: 'Buy list', level: 1 }).waitFor();
    await page.getByTestId('buy-list-row').first().waitFor();
    const rowsBefore = await page.getByTestId('buy-list-row').count();
    await page.getByRole('button', { name: 'Add a vehicle' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a wanted vehicle' });
    const make = dialog.getByLabel('Make', { exact: true });
    await eventually(async () => (await make.locator('option').count()) > 1, 'the makes are listed');
    await make.selectOption(odyssey.make);
    const model = dialog.getByLabel('Model');
    await eventually(async () => (await model.locator(`option[value="${odyssey.model}"]`).count()) > 0, 'the models are listed');
    await model.selectOption(odyssey.model);
    const start = dialog.getByLabel('Start year');
    await eventually(async () => (await start.locator(`option[value="${odyssey.year}"]`).count()) > 0, 'the model years are listed');
    await start.selectOption(String(odyssey.year));
    await dialog.getByLabel('End year').selectOption(String(odyssey.year - 1));
    await dialog.getByText('The end year must be the same as or later than the start year.').waitFor();
    await dialog.getByLabel('End year').selectOption(String(odyssey.year));
    expect(await dialog.getByRole('slider').inputValue()).toBe('50');
    await dialog.getByRole('button', { name: 'Add', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    await eventually(async () => (await page.getByTestId('buy-list-row').count()) === rowsBefore + 1, 'the new item is listed');
    const before = await matchesBadge(page);

    const sellerTab = await tab();
    await signIn(sellerTab.page, app.url, seller);
    const vin = freshVin(odyssey.make, odyssey.model, odyssey.year, 2);
    const composer = await postListing(sellerTab.page, {
      ...odyssey,
      vin,
      mileage: '18400',
      text: 'Low-mileage Odyssey trade, Elite trim.',
    });
    await composer.getByRole('button', { name: 'Post', exact: true }).click();
    await composer.waitFor({ state: 'detached', timeout: 60_000 });
    await postCard(sellerTab.page, `${odyssey.year} ${odyssey.make} ${odyssey.model}`).first().waitFor();

    await eventually(
      async () => {
        await page.reload();
        return (await matchesBadge(page)) > before;
      },
      'the vehicle matches badge rises',
      90_000,
    );

    await page.goto(`${app.url}/matches`);
    const card = page.getByTestId('match-card').first();
    await card.getByText(`Vehicle match: ${odyssey.year} ${odyssey.make} ${odyssey.model}`).waitFor();
    await card.getByText(new RegExp(sellerStore)).waitFor();
    const badgeBefore = await matchesBadge(page);
    await card.getByRole('button', { name: 'Accept' }).click();
    const view = card.getByRole('link', { name: 'View vehicle' });
    await view.waitFor();
    expect(await view.getAttribute('href')).toBe(`/inventorydetail/${vin}`);
    await eventually(async () => (await matchesBadge(page)) === badgeBefore - 1, 'the badge follows the accepted match');
    await view.click();
    await page.waitForURL(`${app.url}/inventorydetail/${vin}`);
    await page.getByRole('heading', { level: 1, name: new RegExp(`${odyssey.year} ${odyssey.make} ${odyssey.model}`) }).waitFor();
  }, 300_000);

  it('the landing page plays the recorded demo and confirms a test-drive request', async () => {
    const { page } = await tab();
    await page.goto(app.url);
    const video = page.locator('video');
    const src = await video.getAttribute('src');
    const response = await page.request.get(`${app.url}${src}`);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/^video\/webm/);
    await eventually(
      async () => (await video.evaluate((v) => (v as unknown as { readyState: number }).readyState)) >= 1,
      'the demo video loads',
    );
    await page.getByRole('button', { name: 'Start' }).click();
    const dialog = page.getByRole('dialog', { name: 'Take a test drive' });
    await dialog.getByRole('textbox', { name: 'Name' }).fill('Dana Dealer');
    await dialog.getByRole('textbox', { name: 'Email' }).fill('dana@example.com');
    await dialog.getByRole('textbox', { name: 'Phone' }).fill('555 123 4567');
    await dialog.getByRole('textbox', { name: 'Dealership' }).fill('Dana Motors');
    await dialog.getByRole('button', { name: 'Request a test drive' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByTestId('test-drive-sent').waitFor();
  }, 60_000);

  it('every new screen in a light and a dark theme, at desktop and phone width: screenshots and no serious axe violations', async () => {
    const screens: { name: string; open: (page: Page) => Promise<void> }[] = [
      {
        name: 'home',
        open: async (page) => {
          await page.goto(`${app.url}/home`);
          await postCard(page, tacomaTitle).getByTestId('comment').first().waitFor();
        },
      },
      {
        name: 'dealerfeed',
        open: async (page) => {
          await page.goto(`${app.url}/dealerfeed`);
          await page
            .getByTestId('post-card')
            .or(page.getByText(/no more posts/))
            .first()
            .waitFor();
        },
      },
      {
        name: 'composer',
        open: async (page) => {
          await page.goto(`${app.url}/home`);
          await page.getByRole('button', { name: /^What's new/ }).click();
          await page.getByRole('dialog', { name: 'Create a post' }).getByRole('checkbox', { name: 'Trade-in listing' }).check();
          await page.getByLabel('VIN').waitFor();
        },
      },
      {
        name: 'post',
        open: async (page) => {
          await page.goto(`${app.url}/home`);
          const id = await postCard(page, tacomaTitle).getAttribute('data-post-id');
          await page.goto(`${app.url}/post/${id}`);
          await postCard(page, tacomaTitle).getByTestId('comment').first().waitFor();
        },
      },
      {
        name: 'buylist',
        open: async (page) => {
          await page.goto(`${app.url}/buylist`);
          await page.getByTestId('buy-list-row').first().waitFor();
        },
      },
      {
        name: 'buylist-add',
        open: async (page) => {
          await page.goto(`${app.url}/buylist`);
          await page.getByRole('button', { name: 'Add a vehicle' }).click();
          await page
            .getByRole('dialog', { name: 'Add a wanted vehicle' })
            .getByRole('option', { name: 'Toyota' })
            .waitFor({ state: 'attached' });
        },
      },
      {
        name: 'matches',
        open: async (page) => {
          await page.goto(`${app.url}/matches`);
          await page.getByTestId('match-card').first().waitFor();
        },
      },
    ];
    const viewports = [
      { name: 'desktop', width: 1280, height: 900 },
      { name: 'phone', width: 390, height: 844 },
    ];
    const findings: string[] = [];
    const describeFinding = (where: string, finding: AxeFinding) =>
      `${where}: ${finding.impact} ${finding.id} - ${finding.help} - ${finding.targets.join(' | ')}`;
    for (const theme of ['light', 'dracula']) {
      const member = await tab({ theme });
      const anonymous = await tab({ theme });
      await signIn(member.page, app.url, buyer);
      for (const viewport of viewports) {
        await member.page.setViewportSize(viewport);
        await anonymous.page.setViewportSize(viewport);
        for (const screen of screens) {
          await screen.open(member.page);
          await networkSettled(member.page);
          await screenshot(member.page, `social-${screen.name}-${viewport.name}`, theme);
          for (const finding of await seriousAccessibilityViolations(member.page))
            findings.push(describeFinding(`${screen.name} ${theme} ${viewport.name}`, finding));
        }
        await anonymous.page.goto(app.url);
        await anonymous.page.getByText('Press start to take a test drive').waitFor();
        await screenshot(anonymous.page, `social-landing-${viewport.name}`, theme);
        for (const finding of await seriousAccessibilityViolations(anonymous.page))
          findings.push(describeFinding(`landing ${theme} ${viewport.name}`, finding));
      }
    }
    expect(findings).toEqual([]);
  }, 300_000);

  it('the pages load lazily and the initial load stays under 250 KB gzip', () => {
    const sizes = bundleSizes(app.distDir);
    const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
    const mine = sizes.pages.filter((page) => /features\/(social|buy-list|matches|landing)\//.test(page.page));
    console.log(
      [`initial load: ${kb(sizes.initialGzipBytes)} gzip`, ...mine.map((page) => `  ${page.page.padEnd(60)} +${kb(page.gzipBytes)}`)].join(
        '\n',
      ),
    );
    expect(mine.length).toBeGreaterThanOrEqual(5);
    expect(sizes.initialGzipBytes).toBeLessThan(250 * 1024);
  });

  it('no page threw and no API call failed', () => {
    for (const opened of tabs) pageErrors.push(...opened.pageErrors);
    expect([...new Set(pageErrors)]).toEqual([]);
  });
});
