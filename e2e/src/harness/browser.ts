/**
 * Debian's Chromium through playwright-core (a test tool's own browser download fails here).
 * CHROMIUM_PATH, else /usr/bin/chromium; absent -> the suite is skipped with the reason printed,
 * unless REQUIRE_BROWSER is set (CI), where a missing browser is a failure.
 */
import { existsSync } from 'node:fs';
import { chromium, type Browser } from 'playwright-core';

function chromiumPath(): string | undefined {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  return candidates.find((candidate): candidate is string => Boolean(candidate) && existsSync(candidate!));
}

/** Why the browser suites cannot run here, or undefined when they can. */
export function browserSkipReason(): string | undefined {
  if (chromiumPath()) return undefined;
  const reason = 'no Chromium found (set CHROMIUM_PATH or `apt-get install -y chromium`)';
  if (process.env.REQUIRE_BROWSER) throw new Error(`REQUIRE_BROWSER is set but ${reason}`);
  return reason;
}

export async function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath(),
    headless: true,
    // Without the background-networking flags Chromium keeps calling hosts this closed network refuses.
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-dev-shm-usage',
    ],
  });
}
