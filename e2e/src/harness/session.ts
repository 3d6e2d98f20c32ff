/**
 * What the browser tests do as a user: open a fresh tab, sign in through the sign-in page as a
 * demo user, choose a theme, wait for something to become true.
 */
import type { Browser, BrowserContext, Page, Request } from 'playwright-core';

export interface Tab {
  context: BrowserContext;
  page: Page;
  /**
   * Uncaught exceptions in the page, API calls answered with an error and Content Security Policy
   * violations: a screen that throws, asks for what the user may not see or needs something the
   * CSP blocks is broken even if it renders.
   */
  pageErrors: string[];
  close(): Promise<void>;
}

/** A new context (own sessionStorage and localStorage), reduced motion so no transition is caught halfway. */
export async function openTab(browser: Browser, { theme }: { theme?: string } = {}): Promise<Tab> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, reducedMotion: 'reduce' });
  if (theme) await context.addInitScript(`localStorage.setItem('dtn.theme', ${JSON.stringify(theme)})`);
  // The app runs under a Content-Security-Policy (platform/src/http/security-headers): whatever it
  // blocks (an inline script or style, an image host, an API origin) is a broken screen too.
  await context.addInitScript(`document.addEventListener('securitypolicyviolation', (e) => console.error(
    'Content Security Policy violation: ' + e.effectiveDirective + ' blocked ' + (e.blockedURI || '(inline)') +
    ' in ' + (e.sourceFile || e.documentURI) + ':' + e.lineNumber));`);
  const page = await context.newPage();
  trackRequests(page);
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  page.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) pageErrors.push(message.text());
  });
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

/**
 * The live stream (GET /api/push, read with fetch) stays open as long as a signed-in page does, so
 * Playwright's 'networkidle' (no request in flight for 500 ms) never comes. networkSettled(page)
 * is that wait without the stream; openTab tracks its page, another page calls trackRequests first.
 */
const inFlight = new WeakMap<Page, Set<Request>>();
const longLived = (request: Request) => new URL(request.url()).pathname === '/api/push';

export function trackRequests(page: Page): void {
  if (inFlight.has(page)) return;
  const pending = new Set<Request>();
  inFlight.set(page, pending);
  page.on('request', (request) => {
    if (!longLived(request)) pending.add(request);
  });
  page.on('requestfinished', (request) => pending.delete(request));
  page.on('requestfailed', (request) => pending.delete(request));
}

export async function networkSettled(page: Page, { quietMs = 500, timeoutMs = 30_000 } = {}): Promise<void> {
  const pending = inFlight.get(page);
  if (!pending) throw new Error('networkSettled: call trackRequests(page) when the page opens');
  const deadline = Date.now() + timeoutMs;
  let quietSince = Date.now();
  while (Date.now() < deadline) {
    if (pending.size > 0) quietSince = Date.now();
    else if (Date.now() - quietSince >= quietMs) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`Requests still in flight after ${timeoutMs} ms: ${[...pending].map((request) => request.url()).join(', ')}`);
}
