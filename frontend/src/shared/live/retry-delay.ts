/**
 * How long to wait before reconnecting after the `failures`-th failure in a row: exponential from
 * `baseMs` (the server's own `retry: 3000` hint) up to `capMs`, with "equal jitter" (half fixed,
 * half random) so a server restart does not bring every browser back in the same instant, yet no
 * retry comes sooner than half its step.
 */
export function retryDelayMs(failures: number, { baseMs, capMs, random }: { baseMs: number; capMs: number; random: () => number }): number {
  const step = Math.min(capMs, baseMs * 2 ** Math.min(failures, 30));
  return Math.round(step / 2 + (random() * step) / 2);
}
