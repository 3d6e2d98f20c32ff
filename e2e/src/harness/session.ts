/**
 * What the browser tests do as a user: open a fresh tab, sign in through the sign-in page as a
 * demo user, choose a theme, wait for something to become true.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';

export interface Tab {
  context: BrowserContext;
  page: Page;
  /**
   * Uncaught exceptions in the page and API calls answered with an error: a screen that throws or
   * asks for what the user may not see is broken even if it renders.
   */
  pageErrors: string[];
  close(): Promise<void>;
}

/** A new context (own sessionStorage and localStorage), reduced motion so no transition is caught halfway. */
export async function openTab(browser: Browser, { theme }: { theme?: string } = {}): Promise<Tab> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, reducedMotion: 'reduce' });
  if (theme) await context.addInitScript(`localStorage.setItem('dtn.theme', ${JSON.stringify(theme)})`);
  const page = await context.newPage();
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  page.on('response', (response) => {
    if (response.status() >= 400 && new URL(response.url()).pathname.startsWith('/api/')) {
      pageErrors.push(`${response.request().method()} ${response.url()} -> ${response.status()}`);
    }
  });
  return { context, page, pageErrors, close: () => context.close() };
}

/** The dev sign-in page lists the demo users; clicking one signs in and lands on /home. */
export async function signIn(page: Page, appUrl: string, email: string): Promise<void> {
  await page.goto(`${appUrl}/signin`);
  await page.getByRole('button', { name: new RegExp(email.replace(/[.]/g, '\\.')) }).click();
  await page.waitForURL(`${appUrl}/home`);
}

/** Polls `check` until it returns true (the page updates after debounces and API calls). */
export async function eventually(check: () => Promise<boolean>, what: string, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`Timed out after ${timeoutMs} ms waiting until ${what}`);
}

/** The theme the page shows: data-theme and data-bs-theme on <html>. */
export async function shownTheme(page: Page): Promise<{ theme: string | null; mode: string | null }> {
  const html = page.locator('html');
  return { theme: await html.getAttribute('data-theme'), mode: await html.getAttribute('data-bs-theme') };
}
