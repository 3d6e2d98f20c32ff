/**
 * Test support (not a test): a process that closes through onShutdown, for on-shutdown.int.test.ts.
 * Prints each step on its own line; argv[2] says how its closing goes:
 *   signal   waits for a signal, closes in two steps
 *   fail     fails on its own once ready
 *   throw    its close throws
 *   hang     its close never finishes (timeoutMs 300)
 */
import { onShutdown } from './on-shutdown';

const mode = process.argv[2] ?? 'signal';
const say = (line: string) => process.stdout.write(`${line}\n`);
const logger = { info: say, error: (message: string) => say(`error: ${message}`) };

const shutdown = onShutdown(
  async () => {
    say('closing the server');
    await new Promise((resolve) => setTimeout(resolve, 50));
    if (mode === 'throw') throw new Error('the pool would not close');
    if (mode === 'hang') await new Promise(() => undefined);
    say('closing the database');
  },
  { name: 'child', logger, ...(mode === 'hang' ? { timeoutMs: 300 } : {}) },
);
// Keeps the event loop busy, as a listening server does.
setInterval(() => undefined, 1000);
say('ready');
if (mode === 'fail') shutdown.fail('its subscription failed');
