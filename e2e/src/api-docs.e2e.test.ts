/**
 * Issue 11 in a real browser: the Swagger UI at /api/docs renders under its Content-Security-
 * Policy (platform/src/http/security-headers) with no violation, as the app's screens do in
 * screens.e2e.test.ts. A service app on a test database is enough; no `npm start` needed.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser } from 'playwright-core';
import type { FastifyInstance } from 'fastify';
import type { TestDatabase } from '@dtn/platform/db/test-database';
import { createReadModelDatabase, createTestApp } from '@dtn/platform/http/test-app';
import { browserSkipReason, launchChromium } from './harness/browser';
import { openTab } from './harness/session';

const skipReason = browserSkipReason();
if (skipReason) console.warn(`Browser tests skipped: ${skipReason}`);
const suite = skipReason ? describe.skip : describe;

suite('the API documentation in Chromium', () => {
  let db: TestDatabase;
  let app: FastifyInstance;
  let base: string;
  let browser: Browser;

  beforeAll(async () => {
    db = await createReadModelDatabase();
    app = await createTestApp(db);
    base = await app.listen({ host: '127.0.0.1', port: 0 });
    browser = await launchChromium();
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    await app?.close();
    await db?.dispose();
  });

  it('renders the Swagger UI and expands an operation without any CSP violation', async () => {
    const tab = await openTab(browser);
    try {
      const response = await tab.page.goto(`${base}/api/docs/`);
      expect(response?.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
      await tab.page.locator('.swagger-ui .info .title').first().waitFor({ timeout: 30_000 });
      expect(await tab.page.locator('.swagger-ui .info .title').first().innerText()).toContain('Test API');
      await tab.page.locator('.opblock-summary').first().click();
      await tab.page.locator('.opblock-body').first().waitFor();
      expect(tab.pageErrors).toEqual([]);
    } finally {
      await tab.close();
    }
  });
});
