/**
 * `npm run generate:demo-video` (the e2e workspace's record:demo): records the landing page's demo video from the product
 * itself. It starts the app as `npm start` does (or drives E2E_APP_URL), walks through it in
 * Debian's Chromium as a dealer would (sign in, the feed, the marketplace, a vehicle and, when the
 * bid wizard is built, its first step), captures the screen with the DevTools screencast, and
 * encodes the frames to WebM in the browser (MediaRecorder: no ffmpeg needed). Writes
 * frontend/public/video/dtn-demo.webm, which the build copies to /video/dtn-demo.webm.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { startOrReuseApp } from '../harness/app-server';
import { launchChromium } from '../harness/browser';
import { networkSettled, signIn, trackRequests } from '../harness/session';
import { captureScreencast } from './screencast';
import { encodeWebm } from './encode-webm';

const output = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../frontend/public/video/dtn-demo.webm');
const size = { width: 1280, height: 720 };
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The wizard's first step as a buyer meets it: a destination (when several), the radius slider. */
async function showTransportStep() {
  const main = page.getByRole('main');
  await main
    .locator('.spinner-border')
    .first()
    .waitFor({ state: 'detached', timeout: 15_000 })
    .catch(() => undefined);
  await pause(1500);
  const destination = main.getByRole('combobox').first();
  if ((await destination.count()) > 0 && (await destination.locator('option').count()) > 1) {
    await destination.selectOption({ index: 1 });
    await pause(1500);
  }
  const slider = main.getByRole('slider').first();
  if ((await slider.count()) > 0) {
    await slider.focus();
    for (let i = 0; i < 15; i++) await page.keyboard.press('ArrowRight');
  }
  await pause(3000);
}

const app = await startOrReuseApp();
const browser = await launchChromium();
let page: Page;
try {
  const context = await browser.newContext({ viewport: size, deviceScaleFactor: 1 });
  page = await context.newPage();
  trackRequests(page);
  await page.goto(app.url);
  await page.getByText('Press start to take a test drive').waitFor();

  const frames = await captureScreencast(page, size, async () => {
    await pause(2000);
    await signIn(page, app.url, 'principal@lonestar.example');
    await page.getByTestId('post-card').first().waitFor();
    await pause(2500);
    await page.mouse.wheel(0, 700);
    await pause(2500);

    await page.getByRole('link', { name: 'Marketplace' }).click();
    await page.getByTestId('marketplace-card').first().waitFor();
    await pause(2500);
    await page.mouse.move(900, 500);
    await page.mouse.wheel(0, 600);
    await pause(2000);
    await page.mouse.wheel(0, -600);
    await pause(1000);
    const vehicle = page
      .getByTestId('marketplace-card')
      .getByRole('link', { name: /^View / })
      .first();
    await vehicle.click();
    await page.getByTestId('bid-panel').waitFor();
    await pause(3000);

    await page.mouse.wheel(0, 400);
    await pause(1500);

    // The bid wizard, where this build has it: the bid panel's create-bid link opens it. A build
    // whose wizard is still a placeholder goes back to the vehicle instead.
    const createBid = page.getByTestId('bid-panel').getByRole('link').first();
    if ((await createBid.count()) > 0) {
      await createBid.click();
      await networkSettled(page);
      if ((await page.getByText('This screen is on its way.').count()) > 0) await page.goBack();
      else await showTransportStep();
    }
    await page.getByRole('link', { name: 'Buy list' }).click();
    await page.getByTestId('buy-list-row').first().waitFor();
    await pause(2000);
    await page.getByRole('link', { name: 'vehicle matches' }).click();
    await page.getByRole('heading', { name: 'Vehicle matches' }).waitFor();
    await pause(2500);
  });

  const webm = await encodeWebm(browser, frames, size);
  mkdirSync(path.dirname(output), { recursive: true });
  writeFileSync(output, webm);
  console.log(`${frames.length} frames -> ${output} (${(webm.length / 1024).toFixed(0)} KB)`);
} finally {
  await browser.close();
  await app.stop();
}
